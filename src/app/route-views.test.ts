import { describe, expect, it } from 'vitest';
import { ROUTES } from '../domain/app/routes';
import { loadRouteView, routeView, VIEW_OWNERS } from './route-views';

describe('route views register themselves by area', () => {
  it('every route of the table has exactly one view, and every view a route', () => {
    expect([...VIEW_OWNERS.keys()].sort()).toEqual(ROUTES.map((r) => r.name).sort());
    for (const [name, owners] of VIEW_OWNERS) expect([name, owners.length]).toEqual([name, 1]);
  });

  it("each route's view is declared by the app folder of the area that owns the route", async () => {
    const { AREAS } = await import('../domain/areas');
    for (const area of AREAS) for (const r of area.routes) expect([r.name, VIEW_OWNERS.get(r.name)]).toEqual([r.name, [`./${area.name}/views.ts`]]);
  });

  it('loads each view it names', async () => {
    for (const r of ROUTES) {
      await loadRouteView(r.name);
      expect(routeView(r.name), r.name).toBeTypeOf('function');
    }
  });
});
