// The daily report rendered against the real server (spec 3 §2 /dailyReport), signed in as planner01 with the
// app's clock on the server's test day: a covering set of the machine's paths from today (no trgDate) and
// from the first day the reports hold: days back and on (never past today), each shown in the URL, loads
// forwarded to the server or failed and retried. Each day's figures are the server's answer, whose day and
// month are checked against the seeded activity_days rows.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { and, between, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dailyReportMachine, type DailyReportData } from '../../../machines/reports/daily-report.machine';
import * as sel from '../../../machines/reports/daily-report.selectors';
import { activityDays } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { compactDay, provideDailyReport } from '../../../src/app/reports/daily-report-route';
import { reportsMessages as m } from '../../../src/domain/reports/messages';
import { REPORT_SECTIONS } from '../../../src/domain/reports/rules';
import { msg } from '../../../src/domain/messages';
import { DailyReportScreen } from '../../../src/screens/reports/daily-report-screen';
import { renderedPaths } from '../../support/covering-set';
import { allTransitionKeys, generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { replayOnImplementation } from '../../support/replay';
import { DAILY_EVENTS, DAILY_INPUTS, dailyInert, dailyKey, FIRST_DAY, TODAY } from './reports-models';
import { click, figure, renderReport, USER, type ReportsWorld } from './reports-world';

const h = await createHarness(TEST_DATABASES[0]!);
const token = await h.as(USER);
afterAll(() => h.close());

const SALES = ['Sr', 'Dg', 'Co', 'Ky'];
const MANAGEMENT = ['As', 'Bk', 'Ed'];
const iso = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
const bucketsOf = (row: Record<string, unknown> | undefined, keys: readonly string[]) =>
  keys.flatMap((k) => [1, 2, 3, 4].map((i) => (row ? (row[`sect${k}${i}`] as number) : 0))).reduce((a, b) => a + b, 0);

const ANSWERS = new Map<string, DailyReportData>();
async function answerOf(day: string): Promise<DailyReportData> {
  if (!ANSWERS.has(day)) {
    const r = await h.call('mypage/dailyReport', { thisYrmn: day }, { token });
    expect(r.body.rt, JSON.stringify(r.body)).toBe('success');
    ANSWERS.set(day, r.body.data);
  }
  return ANSWERS.get(day)!;
}

it('the server answers planner01’s seeded day and month so far, today and yesterday', async () => {
  for (const day of [TODAY, String(Number(TODAY) - 1)]) {
    const a = await answerOf(day);
    const [row] = await h.db.select().from(activityDays).where(and(eq(activityDays.userid, USER), eq(activityDays.day, iso(day))));
    for (const s of REPORT_SECTIONS)
      for (const i of [1, 2, 3, 4]) expect(a.day[`sect${s.key}${i}` as 'sectSr1'], `${day} ${s.key}${i}`).toBe(row ? (row as unknown as Record<string, number>)[`sect${s.key}${i}`] : 0);
    expect([a.dayInfo.sales, a.dayInfo.management]).toEqual([bucketsOf(row, SALES), bucketsOf(row, MANAGEMENT)]);
    const month = await h.db.select().from(activityDays).where(and(eq(activityDays.userid, USER), between(activityDays.day, `${iso(day).slice(0, 8)}01`, iso(day))));
    const total = (keys: string[]) => month.reduce((t, r) => t + bucketsOf(r, keys), 0);
    expect([a.mnInfo.sales, a.mnInfo.management]).toEqual([total(SALES), total(MANAGEMENT)]);
  }
  expect((await answerOf(TODAY)).sectInfo.map((s) => s.key)).toEqual(REPORT_SECTIONS.map((s) => s.key));
});

const WEEKDAYS = '일월화수목금토';
const title = (ymd: string) =>
  `${ymd.slice(0, 4)}년 ${Number(ymd.slice(4, 6))}월 ${Number(ymd.slice(6, 8))}일 (${WEEKDAYS[new Date(`${iso(ymd)}T00:00:00Z`).getUTCDay()]})`;

/** The day's figures as the screen shows them: totals, won and led sections, each section against the average, the buckets. */
function expectFigures(a: DailyReportData) {
  const rows = within(screen.getByRole('table', { name: m.dailyTotals })).getAllByRole('row').slice(1);
  expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([a.yrInfo, a.mnInfo, a.dayInfo].map((p) => [p.label, figure(p.sales), figure(p.management)]));
  const labelOf = (key: string) => a.sectInfo.find((s) => s.key === key)!.label;
  for (const [name, keys] of [[m.dailyMywin, a.sectMywin], [m.dailyAvgwin, a.sectAvgwin]] as const) {
    const region = screen.getByRole('region', { name });
    if (keys.length === 0) expect(region.textContent).toBe(`${name}${m.dailyNoWin}`);
    else expect(within(region).getAllByRole('listitem').map((li) => li.textContent)).toEqual(keys.map(labelOf));
  }
  const info = screen.getByRole('region', { name: m.dailySectInfo });
  for (const s of a.sectInfo)
    expect(within(info).getByRole('group', { name: s.label }).textContent).toBe(`${s.label}${m.reportMine}${figure(s.mine)}${m.reportAverage}${figure(s.avg)}`);
  const day = screen.getByRole('region', { name: m.dailyBuckets });
  const empty = REPORT_SECTIONS.every((s) => [1, 2, 3, 4].every((i) => a.day[`sect${s.key}${i}` as 'sectSr1'] === 0));
  expect(within(day).queryByText(m.dailyNoRecord) !== null).toBe(empty);
  for (const s of REPORT_SECTIONS) {
    const part = within(day).getByRole('region', { name: s.label });
    const values = [1, 2, 3, 4].map((i) => a.day[`sect${s.key}${i}` as 'sectSr1']);
    expect(within(part).getByRole('heading').textContent).toBe(`${s.label} ${figure(values.reduce((x, y) => x + y, 0))}`);
    expect([...part.querySelectorAll('dt')].map((d) => [d.textContent, d.nextElementSibling?.textContent])).toEqual(s.buckets.map((b, i) => [b, figure(values[i]!)]));
  }
}

const taken = new Set<string>();
afterAll(() => writeCoverage(dailyReportMachine, taken));
let world: ReportsWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

describe('the daily report on the rendered screen', () => {
  for (const input of DAILY_INPUTS) {
    const paths = cachedPaths(`daily-report-${input.trgDate ?? 'today'}`, dailyReportMachine, { events: DAILY_EVENTS, input, contextKey: dailyKey }, generatePaths);
    for (const path of renderedPaths(paths, { machine: dailyInert, input, selectors: sel }))
      it(`from ${input.trgDate ?? 'today'}: ${path.description}`, async () => {
        const went: string[] = [];
        world = await renderReport(h, {
          held: 'dailyReport',
          device: 'device-0000-dailyreport',
          machine: (flows) => provideDailyReport(flows, (to) => went.push(to)),
          input: (flows) => ({ today: compactDay(flows.today()), trgDate: input.trgDate }),
          screen: (a) => <DailyReportScreen actor={a as never} />,
          taken,
        });
        const w = world;
        expect(compactDay(w.flows.today())).toBe(TODAY);
        const shownDay = () => (w.actor.getSnapshot() as { context: { day: string } }).context.day;
        const held = () => w.take('dailyReport', (r) => r.form.get('thisYrmn') === shownDay());
        await replayOnImplementation(path, {
          actor: () => w.actor,
          settle: (check) => waitFor(check),
          drivers: {
            'user.prevDay': () => click(screen.getByRole('button', { name: m.dailyPrevDay })),
            'user.nextDay': () => click(screen.getByRole('button', { name: m.dailyNextDay })),
            'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
            'xstate.done.actor.loadDaily': async (e) => {
              const expected = await answerOf(shownDay());
              expect(await w.answer(await held(), e)).toEqual(expected);
            },
            'xstate.error.actor.loadDaily': async (e) => void (await w.answer(await held(), e)),
          },
          verify: (step, index) =>
            waitFor(() => {
              const c = step.state.context as { day: string; error: string | null };
              const s = step.state.value as string;
              const moves = path.steps.slice(1, index + 1).filter((st) => st.event.type === 'user.prevDay' || st.event.type === 'user.nextDay');
              expect(went).toEqual(moves.map((st) => `/dailyReport?trgDate=${(st.state.context as { day: string }).day}`));
              expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title(c.day));
              expect(screen.getByRole('button', { name: m.dailyPrevDay })).toHaveProperty('disabled', c.day === FIRST_DAY);
              expect(screen.getByRole('button', { name: m.dailyNextDay })).toHaveProperty('disabled', c.day === TODAY);
              expect(screen.queryByRole('status', { name: m.dailyLoading }) !== null).toBe(s === 'loading');
              if (s === 'failed') expect(screen.getByRole('alert').textContent).toBe(c.error);
              else expect(screen.queryByRole('alert')).toBeNull();
              if (s === 'shown') expectFigures(ANSWERS.get(c.day)!);
              else expect(screen.queryByRole('table')).toBeNull();
            }),
        });
      });
  }
  it('the rendered screen took every transition', () => expect(allTransitionKeys(dailyReportMachine).filter((k) => !taken.has(k))).toEqual([]));
});
