// The customer list on the throttled phone profile (browser-metrics.ts: 390×844, CPU ×4, slow network):
// sign in as a planner holding `rows` customers, open /myCstmr/myCstmrList from home as a link would (the
// JS and CSS it loads beyond /main are the route's chunk), load pages by scrolling to the end until every
// row is loaded (the list asks 10 at a time as its end comes into view), then scroll the whole list
// from the top with touch swipes and record the main thread's long tasks (PerformanceObserver
// 'longtask'), long animation frames and the gaps between animation frames.
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { LIST_PATH } from '../../src/domain/customers/pages';
import { launchPhone, type LoadedResource } from './browser-metrics';
import { initScript, type PageMarks } from './page-marks';

export interface ScrollOptions {
  readonly baseUrl: string;
  readonly userid: string;
  /** Rows the planner's list holds (and the bench loads). */
  readonly rows: number;
  /** Touch swipes: pixels per swipe (at most the screen's height less the start point) and per touch move. */
  readonly swipe: { readonly distancePx: number; readonly stepPx: number };
  readonly log: (m: string) => void;
  /** Record a Chrome trace of the scroll into this file (the long tasks' contents are summarised from it). */
  readonly tracePath?: string;
  /** Record a V8 CPU profile of the scroll into this file (.cpuprofile, for DevTools). */
  readonly cpuProfilePath?: string;
}

export interface Phase {
  /** Page clock. */
  readonly startMs: number;
  readonly endMs: number;
  /** Long tasks [start, duration] inside the phase (page clock, ms). */
  readonly longTasks: readonly [number, number][];
  /** Long animation frames inside the phase, where the browser reports them. */
  readonly longFrames: readonly LongFrame[];
}

export interface ScrollRun {
  readonly browserVersion: string;
  readonly userid: string;
  /** JS and CSS requested from opening the list until it showed and the network was idle. */
  readonly routeResources: readonly LoadedResource[];
  /** JS and CSS requested from a tap on the first customer's name until the detail showed and the network was idle. */
  readonly detailResources: readonly LoadedResource[];
  readonly loading: Phase & { readonly pages: number; readonly rows: number; readonly total: number };
  readonly scroll: Phase & {
    readonly rows: number;
    readonly distancePx: number;
    readonly gestures: number;
    readonly frames: number;
    /** Longest gap between two animation frames (the worst frame as drawn). */
    readonly worstFrameMs: number;
    readonly p95FrameMs: number;
    readonly framesOver50Ms: number;
  };
}

type Win = Window & { __benchMarks: PageMarks; __readLongFrames?: () => LongFrame[]; __startFrames?: () => number; __stopFrames?: () => number[] };

/** A long animation frame (page clock, ms; renderAt and styleLayoutAt from its start) and the scripts it ran. */
export interface LongFrame {
  readonly start: number;
  readonly duration: number;
  readonly blocking: number;
  readonly renderAt: number;
  readonly styleLayoutAt: number;
  readonly scripts: readonly string[];
}

type LoafEntry = PerformanceEntry & {
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: { invokerType: string; invoker: string; duration: number; sourceFunctionName: string; sourceURL: string; sourceCharPosition: number }[];
};

/** Init script (serialised: no outside references): long animation frames, and an animation-frame recorder to start and stop. */
function installScrollMarks(): void {
  const w = window as unknown as Win;
  // Kept as the browser gives them and read out after the scroll: formatting them in the observer's
  // callback was itself a long task now and then (4x CPU).
  const raw: LoafEntry[] = [];
  w.__readLongFrames = () =>
    raw.map((e) => ({
      start: Math.round(e.startTime),
      duration: Math.round(e.duration),
      blocking: Math.round(e.blockingDuration),
      // Where the frame went: scripts until rendering started, then style and layout, then paint.
      renderAt: Math.round(e.renderStart - e.startTime),
      styleLayoutAt: Math.round(e.styleAndLayoutStart - e.startTime),
      scripts: e.scripts.map((x) => `${x.invokerType} ${x.invoker} ${Math.round(x.duration)} ms (${x.sourceFunctionName || '?'} ${x.sourceURL.replace(/^.*\//, '')}:${x.sourceCharPosition})`),
    }));
  try {
    new PerformanceObserver((list) => {
      raw.push(...(list.getEntries() as LoafEntry[]));
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Not reported by this browser: the frame gaps still are.
  }
  let frames: number[] = [];
  let on = false;
  const tick = (t: number) => {
    frames.push(t);
    if (on) requestAnimationFrame(tick);
  };
  w.__startFrames = () => {
    frames = [];
    on = true;
    requestAnimationFrame(tick);
    return performance.now();
  };
  w.__stopFrames = () => {
    on = false;
    return frames;
  };
}

const ROW = '.cust-rows > li';
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'];

export async function customerScrollRun(o: ScrollOptions): Promise<ScrollRun> {
  const phone = await launchPhone(o.baseUrl);
  const { browser, page } = phone;
  try {
    await page.addInitScript(initScript(installScrollMarks, undefined));
    await page.goto('/login', { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as Win).__benchMarks.appFormAt !== null, undefined, { timeout: 60_000 });
    await page.getByLabel('아이디', { exact: true }).fill(o.userid);
    await page.getByLabel('비밀번호', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByTestId('profile-line').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');

    // The route's chunk: what opening the list from home loads.
    phone.setPhase('customers');
    await page.evaluate((to) => history.pushState(null, '', to), LIST_PATH);
    const list = page.getByRole('list', { name: msg.custListLabel });
    await list.waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    phone.setPhase('later');

    // Every page, by scrolling to the end as a user would, until the list has ended.
    const loadStart = await now(page);
    let pages = 1;
    for (let shown = await rowCount(page); ; ) {
      if (await listEnded(page)) break;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(
        ([sel, n]) =>
          Number(document.querySelector(sel)?.getAttribute('aria-setsize') ?? 0) > n ||
          (!document.querySelector('.cust-body .list-end') && !document.querySelector('.cust-body[aria-busy="true"]')),
        [ROW, shown] as const,
        { timeout: 30_000, polling: 50 },
      );
      const next = await rowCount(page);
      if (next > shown) pages += Math.ceil((next - shown) / 10);
      shown = next;
      if (pages % 20 === 0) o.log(`customer scroll: ${shown} rows in the DOM`);
    }
    const loadEnd = await now(page);
    const loadedRows = await rowCount(page);
    const total = Number((await page.locator('.cust-total').textContent())?.replace(/\D/g, '') ?? Number.NaN);
    if (loadedRows < o.rows) throw new Error(`the list ended at ${loadedRows} rows, expected ${o.rows}`);

    // The whole list from the top, swiped with a finger, frames and long tasks recorded.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(1000);
    const cdp = await page.context().newCDPSession(page);
    if (o.tracePath) await browser.startTracing(page, { path: o.tracePath, categories: TRACE_CATEGORIES });
    if (o.cpuProfilePath) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    const scrollStart = await page.evaluate(() => (window as unknown as Win).__startFrames!());
    let gestures = 0;
    while (!(await atBottom(page))) {
      await swipe(cdp, o.swipe.distancePx, o.swipe.stepPx);
      gestures++;
      if (gestures % 50 === 1) o.log(`customer scroll: gesture ${gestures}, scrollY ${await page.evaluate(() => window.scrollY)} of ${await page.evaluate(() => document.documentElement.scrollHeight)}`);
      if (gestures > 5000) throw new Error('the list did not reach its end');
    }
    await page.waitForTimeout(500);
    const frames = await page.evaluate(() => (window as unknown as Win).__stopFrames!());
    const scrollEnd = await now(page);
    if (o.tracePath) await browser.stopTracing();
    if (o.cpuProfilePath) writeFileSync(o.cpuProfilePath, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const distancePx = await page.evaluate(() => window.scrollY);
    const marks = await page.evaluate(() => ({ longTasks: (window as unknown as Win).__benchMarks.longTasks, longFrames: (window as unknown as Win).__readLongFrames?.() ?? [] }));
    const within = <T extends readonly number[]>(xs: readonly T[], a: number, b: number) => xs.filter((x) => x[0]! >= a && x[0]! <= b);
    const framesWithin = (a: number, b: number) => marks.longFrames.filter((f) => f.start >= a && f.start <= b);
    const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
    const sortedGaps = [...gaps].sort((a, b) => a - b);

    const scrolledRows = await rowCount(page);
    // The detail's chunk: what opening a customer from the list loads (issue 12: ≤ 40 KB).
    await page.evaluate(() => window.scrollTo(0, 0));
    phone.setPhase('detail');
    await page.locator(`${ROW} a.cust-name`).first().click();
    await page.getByRole('article', { name: msg.custDetailTitle }).getByRole('navigation').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    phone.setPhase('later');

    const resources = (await Promise.all(phone.pending)).filter((r): r is LoadedResource => r !== null);
    return {
      detailResources: resources.filter((r) => r.phase === 'detail'),
      browserVersion: browser.version(),
      userid: o.userid,
      routeResources: resources.filter((r) => r.phase === 'customers'),
      loading: {
        startMs: loadStart,
        endMs: loadEnd,
        pages,
        rows: loadedRows,
        total,
        longTasks: within(marks.longTasks, loadStart, loadEnd),
        longFrames: framesWithin(loadStart, loadEnd),
      },
      scroll: {
        startMs: scrollStart,
        endMs: scrollEnd,
        rows: scrolledRows,
        distancePx,
        gestures,
        frames: frames.length,
        worstFrameMs: sortedGaps.at(-1) ?? Number.NaN,
        p95FrameMs: sortedGaps[Math.max(0, Math.ceil(sortedGaps.length * 0.95) - 1)] ?? Number.NaN,
        framesOver50Ms: gaps.filter((g) => g > 50).length,
        longTasks: within(marks.longTasks, scrollStart, scrollEnd),
        longFrames: framesWithin(scrollStart, scrollEnd),
      },
    };
  } finally {
    await browser.close();
  }
}

const now = (page: Page) => page.evaluate(() => performance.now());
/** Rows loaded: only those near the screen are in the DOM, each telling how many the list holds (aria-setsize). */
const rowCount = (page: Page) => page.evaluate((sel) => Number(document.querySelector(sel)?.getAttribute('aria-setsize') ?? 0), ROW);
/** No sentinel, spinner or retry at the list's end: every customer of the query is shown. */
const listEnded = (page: Page) => page.evaluate(() => !document.querySelector('.cust-body .list-end') && !document.querySelector('.cust-body[aria-busy="true"]'));
const atBottom = (page: Page) => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);

/**
 * One finger swipe upwards from the lower part of the screen: touch start, moves of `step` px as fast as
 * the browser takes them, touch end (the browser may fling on). Real touch input through CDP; Chrome's
 * synthetic touch scroll gesture does not scroll in headless mode.
 */
async function swipe(cdp: CDPSession, distancePx: number, step: number): Promise<void> {
  const x = 195;
  const from = 700;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let moved = step; moved <= distancePx; moved += step) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: from - moved }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
