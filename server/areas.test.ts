// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AREAS, CALLS } from '../src/domain/areas';
import { AREA_HANDLERS, API_CALLS } from './areas';

describe('the areas register their calls', () => {
  it('every contract call has exactly one handler, and every handler answers a contract call', () => {
    const handled = API_CALLS.map((c) => c.def.path);
    expect([...handled].sort()).toEqual(CALLS.map((c) => c.path).sort());
    expect(new Set(handled).size).toBe(handled.length);
    for (const c of API_CALLS) expect(CALLS).toContain(c.def);
  });

  it.each(AREAS.map((a) => [a.name, a] as const))('%s: its handlers answer its own calls', (name, area) => {
    expect(AREA_HANDLERS[name].map((h) => h.def.path).sort()).toEqual(area.calls.map((c) => c.path).sort());
  });
});
