// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AREAS } from '../src/domain/areas';
import { AREA_CALLS, API_CALLS } from './areas';

describe('the areas register their calls', () => {
  it('every area of the app is here', () => {
    expect(Object.keys(AREA_CALLS).sort()).toEqual(AREAS.map((a) => a.name).sort());
  });

  it.each(Object.entries(AREA_CALLS))('%s: each of its calls has exactly one handler, from the area itself', (_, { calls, handlers }) => {
    expect(handlers.map((h) => h.def.path).sort()).toEqual(calls.map((c) => c.path).sort());
    for (const h of handlers) expect(calls).toContain(h.def);
  });

  it('no call path is answered twice across areas', () => {
    const paths = API_CALLS.map((c) => c.def.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBeGreaterThanOrEqual(35);
  });
});
