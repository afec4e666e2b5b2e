// The activity report rendered against the real server (spec 3 §2 /mypage/report), signed in as planner01 on
// the server's test day: a covering set of the machine's paths (every transition, event and selector value):
// the tabs, the months back to the earliest and on again, loads forwarded to the server or failed and retried.
// Each month's figures are the server's answer, whose own records are checked against the seeded
// activity_months rows; the screen shows them against the branch average or the month before.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { activityReportMachine, type ActivityReportData } from '../../../machines/reports/activity-report.machine';
import * as sel from '../../../machines/reports/activity-report.selectors';
import { activityMonths } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness, TEST_NOW } from '../../../server/test-support/harness';
import { monthOf, provideActivityReport } from '../../../src/app/reports/activity-report-route';
import { reportsMessages as m } from '../../../src/domain/reports/messages';
import { DAILY_REPORT_PATH } from '../../../src/domain/reports/pages';
import { REPORT_SECTIONS } from '../../../src/domain/reports/rules';
import { msg } from '../../../src/domain/messages';
import { ActivityReportScreen } from '../../../src/screens/reports/activity-report-screen';
import { renderedPaths } from '../../support/covering-set';
import { allTransitionKeys, generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { replayOnImplementation } from '../../support/replay';
import { ACTIVITY_EVENTS, ACTIVITY_INPUT, activityInert, activityKey } from './reports-models';
import { click, figure, renderReport, USER, type ReportsWorld } from './reports-world';

const h = await createHarness(TEST_DATABASES[0]!);
const token = await h.as(USER);
afterAll(() => h.close());

/** yyyymm `n` months from the test day's month, by the calendar. */
const month = (n: number) => {
  const d = new Date(Date.UTC(TEST_NOW.getUTCFullYear(), TEST_NOW.getUTCMonth() + n, 1));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const MONTHS = Array.from({ length: 12 }, (_, i) => month(-i));
const SECTIONS = ['sr', 'dg', 'co', 'ky', 'as', 'bk', 'ed'] as const;
const SALES = ['sr', 'dg', 'co', 'ky'] as const;
const MANAGEMENT = ['as', 'bk', 'ed'] as const;

/** The seeded month of planner01 as the report's record: each bucket, and each section's sum (zeros without a row). */
async function seededRecord(yyyymm: string) {
  const [row] = await h.db.select().from(activityMonths).where(and(eq(activityMonths.userid, USER), eq(activityMonths.yyyymm, yyyymm)));
  const out: Record<string, number> = {};
  for (const s of SECTIONS) {
    const key = `${s[0]!.toUpperCase()}${s[1]}`;
    let sum = 0;
    for (const i of [1, 2, 3, 4]) {
      const v = row ? ((row as Record<string, unknown>)[`sect${key}${i}`] as number) : 0;
      out[`sect${key}${i}`] = v;
      sum += v;
    }
    out[`${s}Sum`] = sum;
  }
  return out;
}
const ANSWERS = new Map<string, ActivityReportData>();
for (const mo of MONTHS) {
  const r = await h.call('mypage/activityReport', { thisYrmn: mo, preYrmn: month(MONTHS.indexOf(mo) * -1 - 1) }, { token });
  ANSWERS.set(mo, r.body.data);
}

const paths = cachedPaths('activity-report', activityReportMachine, { events: ACTIVITY_EVENTS, input: ACTIVITY_INPUT, contextKey: activityKey }, generatePaths);
/** Also a month moved while 전월 대비 shows: the tab stays (the state value says so, the screen must too). */
const movedOnPrevious = (p: (typeof paths)[number]) =>
  p.steps.some((st) => st.event.type.endsWith('Month') && (st.state.value as { comparison: string }).comparison === 'vsPrevious') ? ['month moved on 전월 대비'] : [];
const rendered = renderedPaths(paths, { machine: activityInert, input: ACTIVITY_INPUT, selectors: sel, also: movedOnPrevious });
const taken = new Set<string>();
afterAll(() => writeCoverage(activityReportMachine, taken));

let world: ReportsWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

it('the server answers planner01’s seeded records for a year of months, each with the month before', async () => {
  for (const [i, mo] of MONTHS.entries()) {
    expect(ANSWERS.get(mo)!.monRec, mo).toEqual(await seededRecord(mo));
    expect(ANSWERS.get(mo)!.preRec, mo).toEqual(await seededRecord(month(-i - 1)));
  }
  expect(MONTHS.some((mo) => ANSWERS.get(mo)!.monRec.srSum > 0)).toBe(true);
});

/** The figures of the answer under the tab: the sums, and each section's sum and buckets, mine against the other. */
function expectFigures(a: ActivityReportData, tab: 'average' | 'previous') {
  const other = tab === 'average' ? a.monAvg : a.preRec;
  const [me, them] = tab === 'average' ? [m.reportMine, m.reportAverage] : [m.reportThisMonth, m.reportLastMonth];
  const expectGroup = (scope: HTMLElement, label: string, x: number, y: number) =>
    expect(within(scope).getByRole('group', { name: label }).textContent, label).toBe(`${label}${me}${figure(x)}${them}${figure(y)}`);
  const sum = (r: Record<string, number>, keys: readonly string[]) => keys.reduce((t, k) => t + r[`${k}Sum`]!, 0);
  const sums = screen.getByRole('region', { name: m.reportActivitySums });
  expectGroup(sums, m.reportSales, sum(a.monRec, SALES), sum(other, SALES));
  expectGroup(sums, m.reportManagement, sum(a.monRec, MANAGEMENT), sum(other, MANAGEMENT));
  for (const s of REPORT_SECTIONS) {
    const region = screen.getByRole('region', { name: s.label });
    const k = s.key.toLowerCase();
    expectGroup(region, m.reportSum, a.monRec[`${k}Sum` as 'srSum'], other[`${k}Sum` as 'srSum']);
    s.buckets.forEach((b, i) => expectGroup(region, b, a.monRec[`sect${s.key}${i + 1}` as 'sectSr1'], other[`sect${s.key}${i + 1}` as 'sectSr1']));
  }
}

describe('the activity report on the rendered screen', () => {
  it('a covering set replays', () => expect(rendered.length).toBeGreaterThan(2));
  for (const path of rendered)
    it(path.description, async () => {
      world = await renderReport(h, {
        held: 'activityReport',
        device: 'device-0000-actreport',
        machine: provideActivityReport,
        input: (flows) => ({ currentMonth: monthOf(flows.today()) }),
        screen: (a) => <ActivityReportScreen actor={a as never} />,
        taken,
      });
      const w = world;
      expect(w.actor.getSnapshot().context.current).toBe(ACTIVITY_INPUT.currentMonth);
      const shownMonth = () => (w.actor.getSnapshot() as { context: { month: string } }).context.month;
      const held = () => w.take('activityReport', (r) => r.form.get('thisYrmn') === shownMonth());
      await replayOnImplementation(path, {
        actor: () => w.actor,
        settle: (check) => waitFor(check),
        drivers: {
          'user.selectTab': (e) => click(screen.getByRole('tab', { name: e.tab === 'average' ? m.reportVsAverage : m.reportVsPrevious })),
          'user.prevMonth': () => click(screen.getByRole('button', { name: m.reportPrevMonth })),
          'user.nextMonth': () => click(screen.getByRole('button', { name: m.reportNextMonth })),
          'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
          'xstate.done.actor.loadReport': async (e) => {
            const req = await held();
            expect(req.form.get('preYrmn')).toBe(month(-MONTHS.indexOf(shownMonth()) - 1));
            expect(await w.answer(req, e)).toEqual(ANSWERS.get(shownMonth()));
          },
          'xstate.error.actor.loadReport': async (e) => void (await w.answer(await held(), e)),
        },
        verify: (step) =>
          waitFor(() => {
            const c = step.state.context as { month: string; error: string | null };
            const v = step.state.value as { comparison: string; records: string };
            const tab = v.comparison === 'vsPrevious' ? 'previous' : 'average';
            expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`${c.month.slice(0, 4)}년 ${Number(c.month.slice(4))}월`);
            expect(screen.getByRole('button', { name: m.reportPrevMonth })).toHaveProperty('disabled', c.month === MONTHS[11]);
            expect(screen.getByRole('button', { name: m.reportNextMonth })).toHaveProperty('disabled', c.month === MONTHS[0]);
            expect(screen.getByRole('tab', { selected: true }).textContent).toBe(tab === 'average' ? m.reportVsAverage : m.reportVsPrevious);
            const panel = screen.getByRole('tabpanel', { name: tab === 'average' ? m.reportVsAverage : m.reportVsPrevious });
            expect(within(panel).queryByRole('status', { name: m.reportLoading }) !== null).toBe(v.records === 'loading');
            if (v.records === 'failed') expect(within(panel).getByRole('alert').textContent).toBe(c.error);
            else expect(within(panel).queryByRole('alert')).toBeNull();
            if (v.records === 'shown') expectFigures(ANSWERS.get(c.month)!, tab);
            else expect(within(panel).queryByRole('group')).toBeNull();
            expect(screen.getByRole('link', { name: m.reportOpenDaily }).getAttribute('href')).toBe(DAILY_REPORT_PATH);
          }),
      });
    });
  it('the rendered screen took every transition', () => expect(allTransitionKeys(activityReportMachine).filter((k) => !taken.has(k))).toEqual([]));
});
