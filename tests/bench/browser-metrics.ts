// One cold browser run on the throttled phone profile: a new chromium process and empty profile, the
// Android app shell's user agent (fake shell installed), 4x CPU, 150 ms / 1.6 Mbit/s / 750 kbit/s, no cache,
// Accept-Encoding forced to gzip. Measures when the /login form is usable (a character typed into the
// password field lands there), LCP, login→/main and the JS+CSS each page loads; and, on the same profile,
// when a reference page (tests/bench/reference-pages.ts) shows its content.
import { chromium, type Browser, type Page } from '@playwright/test';
import { installFakeShell } from '../../bridges/fake/fake-shell';
import { initScript, installMarks, readMarks, type PageMarks } from './page-marks';
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
  /**
   * login: until the login form was usable; boot: then until the app's own login screen was in place (the
   * rest of /login's initial load); main: until the profile line; notice/notification: opening that
   * screen after home; customers: opening the customer list after home (customers-scroll.ts); schedule: my
   * schedule opened from home (schedule-ui.ts); content: a
   * reference page until its content was visible.
   */
  readonly phase: Phase;
}

export type Phase = 'login' | 'boot' | 'main' | 'later' | 'notice' | 'notification' | 'customers' | 'detail' | 'schedule' | 'content' | 'planmap';

export interface ColdRun {
  readonly browserVersion: string;
  /**
   * Page clock from navigation start: the first animation frame after a character typed into the 비밀번호
   * field (a real tap and key press from Playwright, retried until one lands) is in the field.
   */
  readonly formUsableMs: number;
  /** Page clock: first animation frame with the 비밀번호 field visible and enabled (before the tap and key press). */
  readonly passwordReadyMs: number;
  /** Page clock: first animation frame with the app's own (React) login screen on screen, the static form gone. */
  readonly appFormMs: number;
  /** Requests of any kind (HTML, scripts, styles, API, icons) started before the form was usable. */
  readonly requestsUntilUsable: number;
  /** Page clock: when the first tap was sent, and the main thread's long tasks [start, ms] until usable. */
  readonly inputTiming: { readonly tapSentMs: number | null; readonly longTasks: readonly [number, number][] };
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

export interface PhonePage {
  readonly browser: Browser;
  readonly page: Page;
  /** Every request with the phase it started in; `resources` keeps the JS and CSS ones. */
  readonly requests: { phase: Phase }[];
  readonly pending: Promise<LoadedResource | null>[];
  setPhase(p: Phase): void;
}

/** A new chromium with the phone profile, the fake shell, the marks and the request log: the same for the app and the reference pages. */
export async function launchPhone(baseUrl: string): Promise<PhonePage> {
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

    let phase: Phase = 'login';
    const requests: { phase: Phase }[] = [];
    const pending: Promise<LoadedResource | null>[] = [];
    page.on('request', (req) => {
      const requestPhase = phase;
      requests.push({ phase: requestPhase });
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
    return { browser, page, requests, pending, setPhase: (p) => void (phase = p) };
  } catch (e) {
    await browser.close();
    throw e;
  }
}

/**
 * What a user does first on /login: tap the password field once it is on screen (painted) and type.
 * Retried until a typed character lands.
 */
async function typeWhenUsable(page: Page): Promise<void> {
  for (;;) {
    const at = await page
      .evaluate(() => {
        // Painted, and the page's first contentful frame presented (its LCP entry is in): what a person can see.
        const m = (window as unknown as { __benchMarks: PageMarks }).__benchMarks;
        if (m.passwordPaintedAt === null || m.lcp === null) return null;
        const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === '비밀번호' && l.control?.checkVisibility());
        const el = label?.control as HTMLInputElement | undefined;
        if (!el || el.disabled) return null;
        const r = el.getBoundingClientRect();
        return r.height > 0 ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
      })
      .catch(() => null);
    if (at) {
      await page.touchscreen.tap(at.x, at.y);
      await page.keyboard.type(PROBE);
      // typedAt: the key reached the field; usableAt: it was still there at the next frame.
      for (;;) {
        const m = await page.evaluate(() => (window as unknown as { __benchMarks: PageMarks }).__benchMarks).catch(() => null);
        if (m?.usableAt != null) return;
        if (m?.typedAt == null) break;
        await sleep(10);
      }
    }
    await sleep(10);
  }
}

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** The probe typed into the password field; a character no test password contains. */
const PROBE = '§';

export interface ReferenceRun {
  /** Page clock: first animation frame with the page's content visible. */
  readonly contentMs: number;
  readonly resources: readonly LoadedResource[];
  /** Requests of any kind started before the content was visible. */
  readonly requests: number;
}

/** One cold run of a reference page on the phone profile: until its content is visible. */
export async function referenceRun(baseUrl: string): Promise<ReferenceRun> {
  const phone = await launchPhone(baseUrl);
  const { page } = phone;
  try {
    phone.setPhase('content');
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __benchMarks: PageMarks }).__benchMarks.contentAt !== null, undefined, { timeout: 60_000, polling: 50 });
    phone.setPhase('later');
    const marks = await readMarks(page);
    await page.waitForLoadState('networkidle');
    const resources = (await Promise.all(phone.pending)).filter((r): r is LoadedResource => r !== null);
    return { contentMs: marks.contentAt!, resources, requests: phone.requests.filter((r) => r.phase === 'content').length };
  } finally {
    await phone.browser.close();
  }
}

export async function coldRun(baseUrl: string): Promise<ColdRun> {
  const phone = await launchPhone(baseUrl);
  const { browser, page } = phone;
  try {
    await page.goto('/login', { waitUntil: 'commit' });
    await typeWhenUsable(page);
    phone.setPhase('boot');
    // The rest of the run (LCP, login→/main) starts from the app's own login screen, as before.
    await page.waitForFunction(() => (window as unknown as { __benchMarks: PageMarks }).__benchMarks.appFormAt !== null);
    phone.setPhase('main');
    const id = page.getByLabel('아이디', { exact: true });
    await page.waitForTimeout(PHONE.lcpSettleMs);
    const atLogin = await readMarks(page);
    // Chrome stops reporting LCP at the first input; a paint presented after the tap leaves none (rare).
    if (atLogin.lcp === null) atLogin.lcpElement = '(none before the first input)';
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
    phone.setPhase('later');
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
      phone.setPhase(screen);
      await page.evaluate((to) => history.pushState(null, '', to), path);
      await page.getByRole('list', { name: list }).waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
    }
    phone.setPhase('later');

    const shellActions = await page.evaluate(() =>
      (window as unknown as { __fakeShell: { calls: { action: string }[] } }).__fakeShell.calls.map((c) => c.action),
    );
    const resources = (await Promise.all(phone.pending)).filter((r): r is LoadedResource => r !== null);
    return {
      browserVersion: browser.version(),
      formUsableMs: atLogin.usableAt!,
      passwordReadyMs: atLogin.passwordReadyAt ?? Number.NaN,
      appFormMs: atLogin.appFormAt!,
      requestsUntilUsable: phone.requests.filter((r) => r.phase === 'login').length,
      inputTiming: { tapSentMs: atLogin.tapSentAt, longTasks: atLogin.longTasks.filter(([start]) => start < atLogin.usableAt!) },
      lcpMs: atLogin.lcp ?? Number.NaN,
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

/** Signs `userId` in through the app's login form as a person would, and waits for home with its loads done. */
export async function signInOnPhone(page: Page, userId: string): Promise<void> {
  await page.goto('/login', { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __benchMarks: PageMarks }).__benchMarks.appFormAt !== null, undefined, { timeout: 60_000 });
  await page.getByLabel('아이디', { exact: true }).fill(userId);
  await page.getByLabel('비밀번호', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByTestId('profile-line').waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
}
