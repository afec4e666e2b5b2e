// My schedule's month and week changes on the throttled phone profile (issue 14: "changing month renders in one
// frame budget on the throttled phone profile (no long task > 50 ms)"): sign in as a planner with a year of
// seeded schedules, open /mySchedule/myScheduleList from home as a link would (its JS and CSS beyond /main are
// the route's chunk), tap 다음 달 / 이전 달 half a year each way and back, then in week mode 다음 주 to the
// month's last week and 이전 주 to its first. Each tap waits until the month's marks and the day's list are in
// before the next. Recorded in the page: every long task (PerformanceObserver 'longtask'), long animation frames
// with their scripts, and for each tap the time from the click event to the animation frame after the new
// period's label (and its grid, the same commit) is in the DOM. --verbose adds a Chrome trace of the taps,
// whose long tasks are summarised by kind (trace-tasks.ts).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SCHEDULE_LIST_PATH } from '../../src/domain/schedule/pages';
import { scheduleMessages as m } from '../../src/domain/schedule/messages';
import { launchPhone, signInOnPhone, type LoadedResource } from './browser-metrics';
import { percentile } from './customers-load';
import { initScript, type PageMarks } from './page-marks';
import { startServerProcess } from './server-process';
import { longTasksOfTrace } from './trace-tasks';
import { kB, ms, table, type Row } from './table';

export const SCHEDULE_UI_TARGET_MS = 50;
const USER = 'planner01';
/** Months each way: the seed's schedules reach half a year back and ahead. */
const MONTHS = 6;

/** One tap on the calendar's head: previous/next or the week mode. */
export interface CalendarStep {
  readonly label: string;
  readonly from: string;
  readonly to: string;
  /** Page clock: the click event's time stamp; the animation frame after the new period was in the DOM. */
  readonly clickAt: number;
  readonly drawnAt: number;
  /** Long tasks [start, ms] from this click until the next one (or the end): the render and what the loads bring. */
  readonly longTasks: readonly [number, number][];
}

export interface ScheduleUiRun {
  readonly browserVersion: string;
  readonly userid: string;
  readonly routeResources: readonly LoadedResource[];
  /** Long tasks while the screen opened (before the first tap); not a target. */
  readonly openLongTasks: readonly [number, number][];
  readonly steps: readonly CalendarStep[];
  readonly longFrames: readonly { start: number; duration: number; scripts: string[] }[];
  readonly traced: ReturnType<typeof longTasksOfTrace> | null;
}

interface RawStep { label: string; from: string; to: string | null; clickAt: number; drawnAt: number | null }
type Win = Window & { __benchMarks: PageMarks; __calSteps: RawStep[]; __loaf: () => ScheduleUiRun['longFrames'] };

/** Init script (serialised: no outside references): the taps on the calendar's head and the frame that drew their period; long animation frames. */
function installCalendarMarks(): void {
  const w = window as unknown as Win;
  const steps: RawStep[] = [];
  w.__calSteps = steps;
  const period = () => document.querySelector('.sch-calendar .sch-period')?.textContent ?? '';
  document.addEventListener(
    'click',
    (e) => {
      const b = e.target instanceof Element ? e.target.closest('.sch-calendar-head button') : null;
      if (b) steps.push({ label: b.getAttribute('aria-label') ?? b.textContent ?? '', from: period(), to: null, clickAt: e.timeStamp, drawnAt: null });
    },
    true,
  );
  new MutationObserver(() => {
    const s = steps[steps.length - 1];
    const p = period();
    if (!s || s.to !== null || !p || p === s.from) return;
    s.to = p;
    requestAnimationFrame(() => void (s.drawnAt = performance.now()));
  }).observe(document, { childList: true, subtree: true, characterData: true });
  const raw: (PerformanceEntry & { scripts: { invoker: string; duration: number; sourceFunctionName: string; sourceURL: string }[] })[] = [];
  try {
    new PerformanceObserver((l) => void raw.push(...(l.getEntries() as typeof raw))).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Not reported by this browser.
  }
  w.__loaf = () =>
    raw.map((e) => ({
      start: Math.round(e.startTime),
      duration: Math.round(e.duration),
      scripts: e.scripts.map((x) => `${x.invoker} ${Math.round(x.duration)} ms (${x.sourceFunctionName || '?'} ${x.sourceURL.replace(/^.*\//, '')})`),
    }));
}

const settled = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('.sch-calendar')?.getAttribute('aria-busy') === 'false' && document.querySelector('.sch-day-panel')?.getAttribute('aria-busy') === 'false',
    undefined,
    { timeout: 30_000, polling: 50 },
  );

/** tracePath: a Chrome trace of the taps; cpuProfilePath: a V8 CPU profile of them (.cpuprofile, for DevTools). */
export async function scheduleUiRun(o: { baseUrl: string; tracePath?: string; cpuProfilePath?: string }): Promise<ScheduleUiRun> {
  const phone = await launchPhone(o.baseUrl);
  const { browser, page } = phone;
  try {
    await page.addInitScript(initScript(installCalendarMarks, undefined));
    await signInOnPhone(page, USER);

    phone.setPhase('schedule');
    await page.evaluate((to) => history.pushState(null, '', to), SCHEDULE_LIST_PATH);
    await page.getByRole('grid').waitFor({ state: 'visible' });
    await settled(page);
    await page.waitForLoadState('networkidle');
    phone.setPhase('later');

    if (o.tracePath) await browser.startTracing(page, { path: o.tracePath, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
    const cdp = o.cpuProfilePath ? await page.context().newCDPSession(page) : null;
    if (cdp) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    const tap = async (name: string) => {
      const before = await page.evaluate(() => (window as unknown as Win).__calSteps.length);
      await page.getByRole('button', { name, exact: true }).tap();
      await page.waitForFunction((n) => (window as unknown as Win).__calSteps[n]?.drawnAt != null, before, { timeout: 30_000, polling: 20 });
      await settled(page);
    };
    const enabled = (name: string) => page.getByRole('button', { name, exact: true }).isEnabled();
    for (let i = 0; i < MONTHS; i++) await tap(m.nextMonth);
    for (let i = 0; i < 2 * MONTHS; i++) await tap(m.prevMonth);
    for (let i = 0; i < MONTHS; i++) await tap(m.nextMonth);
    await tap(m.weekMode);
    while (await enabled(m.nextWeek)) await tap(m.nextWeek);
    while (await enabled(m.prevWeek)) await tap(m.prevWeek);
    // What the last loads bring is drawn and reported before the marks are read.
    await page.waitForTimeout(500);
    if (o.tracePath) await browser.stopTracing();
    if (cdp && o.cpuProfilePath) writeFileSync(o.cpuProfilePath, JSON.stringify((await cdp.send('Profiler.stop')).profile));

    const { raw, longTasks, longFrames } = await page.evaluate(() => {
      const w = window as unknown as Win;
      return { raw: w.__calSteps, longTasks: w.__benchMarks.longTasks, longFrames: w.__loaf() };
    });
    const end = await page.evaluate(() => performance.now());
    const steps = raw.map((s, i): CalendarStep => {
      const until = raw[i + 1]?.clickAt ?? end;
      if (s.to === null || s.drawnAt === null) throw new Error(`the tap on ${s.label} did not change the period (${s.from})`);
      return { label: s.label, from: s.from, to: s.to, clickAt: s.clickAt, drawnAt: s.drawnAt, longTasks: longTasks.filter(([t, d]) => t + d > s.clickAt && t < until) };
    });
    const first = raw[0]?.clickAt ?? end;
    const resources = (await Promise.all(phone.pending)).filter((r): r is LoadedResource => r !== null);
    return {
      browserVersion: browser.version(),
      userid: USER,
      routeResources: resources.filter((r) => r.phase === 'schedule'),
      openLongTasks: longTasks.filter(([t]) => t < first),
      steps,
      longFrames: longFrames.filter((f) => f.start + f.duration > first),
      traced: o.tracePath ? longTasksOfTrace(o.tracePath) : null,
    };
  } finally {
    await browser.close();
  }
}

/** The part of `npm run bench` (alone with --schedule-ui-only): a server with the full seed, one phone run, rows and report. */
export async function runScheduleUiPart(o: { out: string; build: string; verbose: boolean; log: (m: string) => void; addCleanup: (f: () => Promise<void>) => () => void }) {
  const dir = join(o.out, 'server-schedule-ui');
  rmSync(dir, { recursive: true, force: true });
  const server = await startServerProcess('memory://', dir, o.build);
  const removeCleanup = o.addCleanup(server.stop);
  let run: ScheduleUiRun;
  try {
    o.log(`schedule UI: server pid ${server.pid} ready in ${ms(server.startMs)}; ${USER} on the phone profile, month and week taps ...`);
    run = await scheduleUiRun({ baseUrl: server.url, tracePath: o.verbose ? join(o.out, 'schedule-ui-trace.json') : undefined });
  } finally {
    await server.stop();
    removeCleanup();
  }
  const kinds = [
    { name: 'month', steps: run.steps.filter((s) => s.label === m.nextMonth || s.label === m.prevMonth) },
    { name: 'week', steps: run.steps.filter((s) => s.label === m.nextWeek || s.label === m.prevWeek) },
  ];
  // Every tap counts for the long tasks, the switch to week mode too.
  const tasks = run.steps.flatMap((s) => s.longTasks.map(([t, d]) => ({ step: s, t, d })));
  const longest = Math.max(0, ...tasks.map((x) => x.d));
  const drawn = (xs: readonly CalendarStep[]) => xs.map((s) => s.drawnAt - s.clickAt);
  const chunk = run.routeResources.reduce((n, r) => n + r.bodyBytes, 0);
  const rows: Row[] = [
    {
      figure: `my schedule, ${kinds[0]!.steps.length} month + ${kinds[1]!.steps.length} week changes + week mode, phone profile: longest long task`,
      measured: tasks.length ? ms(longest) : 'none',
      target: `no task > ${ms(SCHEDULE_UI_TARGET_MS)}`,
      met: longest <= SCHEDULE_UI_TARGET_MS,
      note: `${tasks.length} long tasks (${tasks.map((x) => `${x.d} ms after ${x.step.label} → ${x.step.to}`).join('; ') || 'none'}), from each tap until the next, the loads' renders included`,
    },
    ...kinds.map((k) => ({
      figure: `my schedule, ${k.name} change: tap → new ${k.name} drawn, worst`,
      measured: ms(Math.max(...drawn(k.steps))),
      note: `p95 ${ms(percentile(drawn(k.steps), 95))}, p50 ${ms(percentile(drawn(k.steps), 50))} of ${k.steps.length}; click event → animation frame with the new period in the DOM`,
    })),
    { figure: `${SCHEDULE_LIST_PATH} chunk JS+CSS (gzip, opened from home)`, measured: kB(chunk), note: `${run.routeResources.length} files: ${run.routeResources.map((r) => `${r.path.replace(/^\/assets\//, '')} ${kB(r.bodyBytes)}`).join(', ')}` },
  ];
  const report = [
    `My schedule month / week changes (${USER}, phone profile; each tap after the previous one's marks and day list were in):`,
    table(
      ['Tap', 'From → to', 'Drawn after', 'Long tasks until the next tap'],
      run.steps.map((s) => [s.label, `${s.from} → ${s.to}`, ms(s.drawnAt - s.clickAt), s.longTasks.map(([, d]) => `${d} ms`).join(' ') || '-']),
    ),
    `  long tasks while the screen opened (not a target): ${run.openLongTasks.map(([t, d]) => `${t}+${d}`).join(' ') || 'none'}`,
    `  long animation frames after the first tap: ${run.longFrames.map((f) => `${f.start}+${f.duration}${f.scripts.length ? ` (${f.scripts.join('; ')})` : ''}`).join(' | ') || 'none'}`,
    ...(run.traced ? [`  traced long tasks: ${run.traced.map((t) => `${t.durationMs} ms [${t.parts.map(([k, v]) => `${k} ${v}`).join(', ')}]`).join(' | ') || 'none'}`] : []),
  ].join('\n');
  return { rows, report, results: { ...run, serverStartMs: server.startMs, targetMs: SCHEDULE_UI_TARGET_MS } };
}

export type ScheduleUiPart = Awaited<ReturnType<typeof runScheduleUiPart>>;
