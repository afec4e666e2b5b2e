// One cold browser run on the throttled phone profile: a new chromium process and empty profile, the
// Android app shell's user agent (fake shell installed), 4x CPU, 150 ms / 1.6 Mbit/s / 750 kbit/s, no cache,
// Accept-Encoding forced to gzip. Measures /login LCP, login→/main time and the JS+CSS each page loads.
import { chromium, type Page } from '@playwright/test';
import { installFakeShell } from '../../bridges/fake/fake-shell';
import { msg } from '../../src/domain/messages';

export const PHONE = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 EduPlannerApp/AND/2.5.0',
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  cpuSlowdown: 4,
  network: { latencyMs: 150, downloadKbit: 1600, uploadKbit: 750 },
  /** The repo's fake shell answers bridge calls after this delay ("a real shell's thread hop"). */
  shellAnswerDelayMs: 30,
  lcpSettleMs: 1000,
} as const;

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface LoadedResource {
  readonly path: string;
  readonly kind: 'js' | 'css';
  /** Content-Encoding the server answered with. */
  readonly encoding: string;
  /** Response body bytes as transferred (compressed). */
  readonly bodyBytes: number;
  readonly headerBytes: number;
  /** Requested before the login form was visible ('login') or before the profile line was ('main'). */
  /** login: until the form; main: until the profile line; notice/notification: opening that screen after home. */
  readonly phase: 'login' | 'main' | 'later' | 'notice' | 'notification';
}

export interface ColdRun {
  readonly browserVersion: string;
  readonly lcpMs: number;
  readonly lcpElement: string;
  readonly lcpEntries: readonly string[];
  /** Page clock from navigation start: first animation frame with the 아이디 field visible. */
  readonly formVisibleMs: number;
  /** Navigation and resources (incl. API calls) until /login was ready and settled, page clock. */
  readonly loginTimeline: readonly TimelineEntry[];
  /** Page clock: click on 로그인 (capture listener) → first animation frame with the profile line in the DOM and visible. */
  readonly loginToMainMs: number;
  /** The same span seen from Node (click() call → Playwright saw the profile line), for comparison. */
  readonly loginToMainWallMs: number;
  /** Page clock: click on 로그인 → first animation frame with every dashboard card drawn. */
  readonly loginToDashboardMs: number;
  readonly resources: readonly LoadedResource[];
  /** Actions the page posted to the (fake) Android shell during the run, in order. */
  readonly shellActions: readonly string[];
}

export interface TimelineEntry {
  readonly name: string;
  readonly startMs: number;
  readonly endMs: number;
}

interface PageMarks {
  lcp: number | null;
  lcpElement: string;
  /** Every LCP candidate: time, area, element. */
  lcpEntries: string[];
  /** First animation frame with the 아이디 field visible (the login form is usable). */
  formAt: number | null;
  clickAt: number | null;
  profileAt: number | null;
  /** First animation frame with every card the server listed drawn on the dashboard. */
  dashboardAt: number | null;
  timeOrigin: number;
}

/** Runs in the page before any app script (serialised: no outside references). */
function installMarks(): void {
  const marks: PageMarks = { lcp: null, lcpElement: '', lcpEntries: [], formAt: null, clickAt: null, profileAt: null, dashboardAt: null, timeOrigin: performance.timeOrigin };
  (window as unknown as { __benchMarks: PageMarks }).__benchMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; size?: number })[]) {
      const el = entry.element;
      const desc = el
        ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`
        : '(element gone)';
      marks.lcp = entry.startTime;
      marks.lcpElement = desc;
      marks.lcpEntries.push(`${Math.round(entry.startTime)} ms ${entry.size ?? '?'} px² ${desc}`);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.addEventListener(
    'click',
    (e) => {
      const button = e.target instanceof Element ? e.target.closest('button') : null;
      if (button && button.textContent?.trim() === '로그인' && marks.clickAt === null) marks.clickAt = performance.now();
    },
    true,
  );
  const shown = (el: Element | null | undefined) =>
    !!el && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && el.getBoundingClientRect().height > 0;
  const check = () => {
    if (marks.formAt === null) {
      const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === '아이디');
      if (shown(label?.control))
        requestAnimationFrame(() => {
          if (marks.formAt === null) marks.formAt = performance.now();
        });
    }
    if (marks.clickAt === null) return;
    const line = document.querySelector('[data-testid="profile-line"]');
    if (marks.profileAt === null && shown(line))
      requestAnimationFrame(() => {
        if (marks.profileAt === null) marks.profileAt = performance.now();
      });
    const cards = document.querySelector<HTMLElement>('.home-cards[data-card-count]');
    if (marks.dashboardAt === null && shown(cards) && cards!.querySelectorAll('[data-card]').length === Number(cards!.dataset.cardCount))
      requestAnimationFrame(() => {
        if (marks.dashboardAt === null) marks.dashboardAt = performance.now();
      });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/**
 * A function as an init script. tsx (esbuild keepNames) wraps named inner functions in `__name(...)`,
 * which does not exist in the page; the wrapper supplies it locally instead of Playwright's plain serialisation.
 */
const initScript = <A>(fn: (arg: A) => unknown, arg: A) => ({ content: `(() => { const __name = (f) => f; (${fn.toString()})(${JSON.stringify(arg)}); })();` });

const readMarks = (page: Page) => page.evaluate(() => (window as unknown as { __benchMarks: PageMarks }).__benchMarks);

export async function coldRun(baseUrl: string): Promise<ColdRun> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      userAgent: PHONE.userAgent,
      viewport: PHONE.viewport,
      deviceScaleFactor: PHONE.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.addInitScript(initScript(installFakeShell, { platform: 'AND', answerDelayMs: PHONE.shellAnswerDelayMs }));
    await page.addInitScript(initScript(installMarks, undefined));

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.network.latencyMs,
      downloadThroughput: (PHONE.network.downloadKbit * 1000) / 8,
      uploadThroughput: (PHONE.network.uploadKbit * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });

    let phase: LoadedResource['phase'] = 'login';
    const pending: Promise<LoadedResource | null>[] = [];
    page.on('request', (req) => {
      const requestPhase = phase;
      pending.push(
        (async () => {
          const res = await req.response();
          if (!res) return null;
          const type = (await res.headerValue('content-type')) ?? '';
          const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : null;
          if (!kind) return null;
          const sizes = await req.sizes();
          const encoding = (await res.headerValue('content-encoding')) ?? 'identity';
          return { path: new URL(req.url()).pathname, kind, encoding, bodyBytes: sizes.responseBodySize, headerBytes: sizes.responseHeadersSize, phase: requestPhase };
        })(),
      );
    });

    await page.goto('/login', { waitUntil: 'commit' });
    const id = page.getByLabel('아이디', { exact: true });
    await id.waitFor({ state: 'visible' });
    phase = 'main';
    await page.waitForTimeout(PHONE.lcpSettleMs);
    const atLogin = await readMarks(page);
    if (atLogin.lcp === null) throw new Error('no largest-contentful-paint entry on /login');
    const loginTimeline = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
        name: new URL(e.name).pathname,
        startMs: Math.round(e.startTime),
        endMs: Math.round((e as PerformanceResourceTiming).responseEnd),
      })),
    );

    await id.fill('planner01');
    await page.getByLabel('비밀번호', { exact: true }).fill('demo1234');
    const wallStart = performance.now();
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByTestId('profile-line').waitFor({ state: 'visible' });
    const wallMs = performance.now() - wallStart;
    phase = 'later';
    await page.waitForFunction(() => (window as unknown as { __benchMarks: PageMarks }).__benchMarks.profileAt !== null, undefined, { timeout: 5000 });
    await page.waitForFunction(() => (window as unknown as { __benchMarks: PageMarks }).__benchMarks.dashboardAt !== null, undefined, { timeout: 15000 });
    const atMain = await readMarks(page);
    if (atMain.timeOrigin !== atLogin.timeOrigin) throw new Error('the page reloaded between /login and /main');
    if (!page.url().endsWith('/main')) throw new Error(`expected /main, at ${page.url()}`);

    // Then the notice list and the alerts, opened in the app as a link would (no reload): what each loads.
    await page.waitForLoadState('networkidle');
    for (const [screen, path, list] of [
      ['notice', '/notice', '공지사항 목록'],
      ['notification', '/notification', msg.alertListLabel],
    ] as const) {
      phase = screen;
      await page.evaluate((to) => history.pushState(null, '', to), path);
      await page.getByRole('list', { name: list }).waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
    }
    phase = 'later';

    const shellActions = await page.evaluate(() =>
      (window as unknown as { __fakeShell: { calls: { action: string }[] } }).__fakeShell.calls.map((c) => c.action),
    );
    const resources = (await Promise.all(pending)).filter((r): r is LoadedResource => r !== null);
    return {
      browserVersion: browser.version(),
      lcpMs: atLogin.lcp,
      lcpElement: atLogin.lcpElement,
      lcpEntries: atLogin.lcpEntries,
      formVisibleMs: atLogin.formAt ?? Number.NaN,
      loginTimeline,
      loginToMainMs: atMain.profileAt! - atMain.clickAt!,
      loginToMainWallMs: wallMs,
      loginToDashboardMs: atMain.dashboardAt! - atMain.clickAt!,
      resources,
      shellActions,
    };
  } finally {
    await browser.close();
  }
}
