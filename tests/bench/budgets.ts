// Issue 19's budgets, side by side in one table (figure, budget, measured, met/missed), and the per-route
// chunk listing behind the third: /login's initial JS+CSS above the fixed-library floor page, the usable
// login form against the floor and the bare React page, every route chunk, login→dashboard with all cards.
// Pure: the bench (run.ts) measures, this file compares. kB = 1,000 bytes, as everywhere in the bench.
import type { ChunkCost } from './route-chunks';
import { kB, s, table } from './table';

export const BUDGETS = {
  /** /login's initial JS+CSS (gzip) may exceed the floor page's by this much. */
  loginBytesOverFloor: 25_000,
  /** The usable login form: at most this many times the floor page's content time, and the bare page's. */
  loginVsFloor: 1.1,
  loginVsBare: 1.3,
  /** What any route's lazy chunk adds beyond the entry (gzip). */
  routeChunkBytes: 40_000,
  /** login → dashboard with every card drawn, phone profile, median. */
  loginToDashboardMs: 1600,
} as const;

export interface BudgetMeasures {
  readonly runs: number;
  /** /login's initial load: the JS+CSS index.html loads (the entry and its static imports), gzip as transferred, median. */
  readonly loginBytes: number;
  readonly loginFiles: readonly string[];
  /** The floor page's JS+CSS (gzip) until its content was visible, median. */
  readonly floorBytes: number;
  /** Reference (c), the least login the fixed shape allows: its JS+CSS as served (gzip), from the build. */
  readonly leastLoginBytes: number;
  readonly loginUsableMs: number;
  readonly floorContentMs: number;
  readonly bareContentMs: number;
  readonly routes: readonly ChunkCost[];
  readonly loginToDashboardMs: number;
  readonly loginToDashboardRuns: readonly number[];
}

export interface BudgetRow {
  readonly figure: string;
  readonly budget: string;
  readonly measured: string;
  readonly met: boolean;
  readonly note: string;
}

const routeLabel = (c: ChunkCost) => c.routes.join(', ');

export function budgetRows(m: BudgetMeasures): BudgetRow[] {
  const over = m.loginBytes - m.floorBytes;
  const vsFloor = m.loginUsableMs / m.floorContentMs;
  const vsBare = m.loginUsableMs / m.bareContentMs;
  const worst = m.routes[0];
  const overBudget = m.routes.filter((r) => r.gzip > BUDGETS.routeChunkBytes);
  return [
    {
      figure: '/login initial JS+CSS above the floor page (gzip)',
      budget: `≤ ${kB(BUDGETS.loginBytesOverFloor)}`,
      measured: kB(over),
      met: over <= BUDGETS.loginBytesOverFloor,
      note:
        `/login ${kB(m.loginBytes)} (${m.loginFiles.length} files: what index.html loads) − floor page ${kB(m.floorBytes)}; ` +
        `the least login alone (no lifecycle) is ${kB(m.leastLoginBytes - m.floorBytes)} above the floor`,
    },
    {
      figure: `/login form usable ÷ floor page's content (median of ${m.runs})`,
      budget: `≤ ${BUDGETS.loginVsFloor.toFixed(2)} ×`,
      measured: `${vsFloor.toFixed(2)} ×`,
      met: vsFloor <= BUDGETS.loginVsFloor,
      note: `/login ${s(m.loginUsableMs)}, floor page ${s(m.floorContentMs)}`,
    },
    {
      figure: `/login form usable ÷ bare React page's content (median of ${m.runs})`,
      budget: `≤ ${BUDGETS.loginVsBare.toFixed(2)} ×`,
      measured: `${vsBare.toFixed(2)} ×`,
      met: vsBare <= BUDGETS.loginVsBare,
      note: `/login ${s(m.loginUsableMs)}, bare React ${s(m.bareContentMs)}`,
    },
    {
      figure: `every route chunk beyond the entry (gzip, ${m.routes.length} lazy route modules)`,
      budget: `≤ ${kB(BUDGETS.routeChunkBytes)} each`,
      measured: worst ? `${kB(worst.gzip)} worst` : 'none',
      met: overBudget.length === 0,
      note: worst
        ? `worst ${routeLabel(worst)}${overBudget.length ? `; over: ${overBudget.map((r) => `${routeLabel(r)} ${kB(r.gzip)}`).join(', ')}` : ''}`
        : '',
    },
    {
      figure: `login→dashboard, every card drawn with data (median of ${m.runs}, phone)`,
      budget: `≤ ${s(BUDGETS.loginToDashboardMs)}`,
      measured: s(m.loginToDashboardMs),
      met: m.loginToDashboardMs <= BUDGETS.loginToDashboardMs,
      note: `runs ${m.loginToDashboardRuns.map((v) => s(v)).join(' ')}`,
    },
  ];
}

export const budgetsTable = (rows: readonly BudgetRow[]): string =>
  table(
    ['Budget (issue 19)', 'Budget', 'Measured', 'Status', 'Note'],
    rows.map((r) => [r.figure, r.budget, r.measured, r.met ? 'met' : 'MISSED', r.note]),
  );

/** Every lazy route module, largest first; the worst marked, and any over the budget. */
export function routeChunkTable(routes: readonly ChunkCost[], others: readonly ChunkCost[] = []): string {
  const row = (c: ChunkCost, i: number, route: boolean) => [
    route ? routeLabel(c) : '(not a route)',
    c.module.replace(/^src\//, ''),
    kB(c.jsGzip),
    kB(c.cssGzip),
    kB(c.gzip),
    String(c.files.length),
    route ? (c.gzip > BUDGETS.routeChunkBytes ? 'OVER' : i === 0 ? 'worst' : '') : '',
  ];
  return table(
    ['Route(s)', 'Module', 'JS gzip', 'CSS gzip', 'Total', 'Files', ''],
    [...routes.map((c, i) => row(c, i, true)), ...others.map((c, i) => row(c, i, false))],
  );
}
