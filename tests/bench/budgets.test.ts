// Issue 19's budgets as the bench reports them: each figure against the issue's number, met or missed.
import { describe, expect, it } from 'vitest';
import { budgetRows, routeChunkTable, type BudgetMeasures } from './budgets';
import type { ChunkCost } from './route-chunks';

const chunk = (routes: string[], gzip: number): ChunkCost => ({ module: `src/app/x/${routes[0]}-route.tsx`, routes, files: ['/assets/a.js'], jsGzip: gzip, cssGzip: 0, gzip });

const within: BudgetMeasures = {
  runs: 5,
  loginBytes: 132_000,
  loginFiles: ['/assets/index.js', '/assets/index.css'],
  floorBytes: 107_000,
  leastLoginBytes: 126_500,
  loginUsableMs: 1100,
  floorContentMs: 1000,
  bareContentMs: 1000 / 1.3 + 100,
  routes: [chunk(['big'], 40_000), chunk(['small'], 5_000)],
  loginToDashboardMs: 1600,
  loginToDashboardRuns: [1500, 1600, 1700],
};

const status = (m: BudgetMeasures) => budgetRows(m).map((r) => r.met);

describe('budgetRows', () => {
  it('meets every budget at exactly the issue figures: 25 kB above the floor, 1.1 × floor, 40 kB a chunk, 1.6 s', () => {
    expect(status(within)).toEqual([true, true, true, true, true]);
  });

  it('misses each budget one step past it', () => {
    expect(status({ ...within, loginBytes: 132_001 })[0]).toBe(false);
    expect(status({ ...within, loginUsableMs: 1101 })[1]).toBe(false);
    expect(status({ ...within, loginUsableMs: 1.31 * within.bareContentMs })[2]).toBe(false);
    expect(status({ ...within, routes: [chunk(['big'], 40_001), chunk(['small'], 5_000)] })[3]).toBe(false);
    expect(status({ ...within, loginToDashboardMs: 1601 })[4]).toBe(false);
  });

  it('names the worst route and every route over the budget', () => {
    const rows = budgetRows({ ...within, routes: [chunk(['map', 'map-list'], 45_600), chunk(['org'], 41_000), chunk(['small'], 5_000)] });
    expect(rows[3]!.measured).toBe('45.6 kB worst');
    expect(rows[3]!.note).toBe('worst map, map-list; over: map, map-list 45.6 kB, org 41.0 kB');
    expect(rows[0]!.measured).toBe('25.0 kB');
    expect(rows[0]!.note).toMatch(/the least login alone \(no lifecycle\) is 19\.5 kB above the floor$/);
  });
});

describe('routeChunkTable', () => {
  it('marks the worst route, and any over the budget', () => {
    const lines = routeChunkTable([chunk(['map'], 45_600), chunk(['org'], 30_000)]).split('\n');
    expect(lines.find((l) => l.startsWith('map '))).toMatch(/45\.6 kB\s+1\s+OVER$/);
    expect(lines.find((l) => l.startsWith('org '))).toMatch(/30\.0 kB\s+1$/);
    expect(routeChunkTable([chunk(['org'], 30_000)]).split('\n').at(-1)).toMatch(/worst$/);
  });
});
