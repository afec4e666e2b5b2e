// Helpers shared by the Playwright specs: demo accounts, logging in, the fake native shells, the
// operator endpoint of the test servers, and what the server says about a user.
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { callAdmin } from '../../server/cli/admin-client';
import { readAdminToken } from '../../server/lib/data-dir';
import { installFakeShell, type FakeShellCall, type FakeShellOptions } from '../../bridges/fake/fake-shell';
import { SERVERS } from '../../playwright.config';

export const PASSWORD = 'demo1234';
export const ACCOUNTS = [
  { id: 'branch01', position: 'COG01', grade: '지점장', title: '지점장' },
  { id: 'district01', position: 'COG02', grade: '지국장', title: '' },
  { id: 'master01', position: 'COGA2', grade: '마스터', title: 'EduPlanner' },
  { id: 'planner01', position: 'COG03', grade: '1급', title: 'EduPlanner' },
  { id: 'planner02', position: 'COG04', grade: '2급', title: 'EduPlanner' },
  { id: 'planner03', position: 'COG05', grade: '3급', title: '' },
  { id: 'partner01', position: 'COG06', grade: '파트너', title: '' },
] as const;

export const PHONE_BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** The medals of the goal cards and the seed's popups (numbered from 1), as the UI memory lists them. */
const MEDAL_CARDS = ['소스등록', '진단서비스', '상담'] as const;
const MEDAL_TYPES = ['gold', 'silver', 'bronze'] as const;
const POPUP_COUNT = 10;

/**
 * The UI memory (same shape as src/services/ui-memory.service.ts) of a device that has seen every medal of
 * `now`'s month and ticked every popup today (Korea time); a daily popup ticked today is hidden like a
 * once-only one.
 */
export function everythingSeen(now: number): { medals: unknown[]; popups: unknown[] } {
  // Today and tomorrow in Korea: a run that crosses midnight KST (the setup project signs in once, the specs run
  // minutes later) must not meet the daily popups, nor next month's medals at a month's end, again.
  const days = [0, 1].map((d) => new Date(now + 9 * 3_600_000 + d * 86_400_000));
  const months = [...new Set(days.map((k) => `${k.getUTCFullYear()}${String(k.getUTCMonth() + 1).padStart(2, '0')}`))];
  const dates = days.map((k) => k.toISOString().slice(0, 10));
  return {
    medals: months.flatMap((yyyymm) => MEDAL_CARDS.flatMap((name) => MEDAL_TYPES.map((type) => ({ name, type, yyyymm })))),
    popups: dates.flatMap((date) => Array.from({ length: POPUP_COUNT }, (_, i) => ({ sqno: i + 1, ppupTyp: '0', date }))),
  };
}

/**
 * Marks this month's medals and/or the open notice popups as already seen for `id`, so the (modal) medal
 * dialogs and start-up popups do not cover the screen in tests about something else; as everythingSeen,
 * on the page's own clock (a test may have set it). What a test leaves unmarked keeps what the app remembered.
 */
export async function alreadySeen(page: Page | BrowserContext, id: string, what: { readonly medals: boolean; readonly popups: boolean }): Promise<void> {
  await page.addInitScript(
    ({ userId, medals, popups, names, types, popupCount }) => {
      const key = `ep.ui.${userId}`;
      let kept: { medals?: unknown[]; popups?: unknown[] } = {};
      try {
        kept = JSON.parse(localStorage.getItem(key) ?? '{}');
      } catch {
        kept = {};
      }
      const k = new Date(Date.now() + 9 * 3_600_000);
      const yyyymm = `${k.getUTCFullYear()}${String(k.getUTCMonth() + 1).padStart(2, '0')}`;
      const today = k.toISOString().slice(0, 10);
      const next = {
        medals: medals ? names.flatMap((name) => types.map((type) => ({ name, type, yyyymm }))) : (kept.medals ?? []),
        ...(popups ? { popups: Array.from({ length: popupCount }, (_, i) => ({ sqno: i + 1, ppupTyp: '0', date: today })) } : kept.popups ? { popups: kept.popups } : {}),
      };
      localStorage.setItem(key, JSON.stringify(next));
    },
    { userId: id, ...what, names: [...MEDAL_CARDS], types: [...MEDAL_TYPES], popupCount: POPUP_COUNT },
  );
}

/**
 * Replaces what this device remembers of `id`'s medals and/or popups (same shape as alreadySeen's) before
 * the tab's first load, keeping the rest; later loads of the tab keep what the app remembered since.
 * For tests about the medals or popups of a user signed in with a stored state that marked them seen.
 */
export async function rememberedOnce(page: Page, id: string, what: { readonly medals?: readonly unknown[]; readonly popups?: readonly unknown[] }): Promise<void> {
  await page.addInitScript(
    ({ userId, medals, popups }) => {
      const flag = `e2e.remembered-once.${userId}`;
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      const key = `ep.ui.${userId}`;
      const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...kept, ...(medals ? { medals } : {}), ...(popups ? { popups } : {}) }));
    },
    { userId: id, medals: what.medals ?? null, popups: what.popups ?? null },
  );
}

export async function login(
  page: Page,
  id: string,
  opts: { password?: string; autoLogin?: boolean; medals?: boolean; popups?: boolean } = {},
): Promise<void> {
  if (!opts.medals || !opts.popups) await alreadySeen(page, id, { medals: !opts.medals, popups: !opts.popups });
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(id);
  await page.getByLabel('비밀번호', { exact: true }).fill(opts.password ?? PASSWORD);
  if (opts.autoLogin === false) await page.getByLabel('자동 로그인').uncheck();
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('profile-line')).toBeVisible();
  // The home screen has finished its calls: tests that change server state next do not race them.
  await expect(page.locator('.home-cards')).toBeVisible();
}

/** Installs the fake Android or iOS shell before any app script runs. */
export async function withShell(page: Page, platform: 'AND' | 'IOS', options: Partial<FakeShellOptions> = {}): Promise<void> {
  await page.addInitScript(installFakeShell, { platform, ...options });
}

/**
 * Waits until the fake shell has sent every answer it was asked for and the app has drawn what followed
 * (two frames): then a check that nothing happened (no dialog, no further call) means nothing will.
 */
export async function shellAnswered(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __fakeShell: { pendingAnswers: number } }).__fakeShell.pendingAnswers)).toBe(0);
  await drawn(page);
}

/** Two animation frames: what the page decided on the events before is on screen. */
export const drawn = (page: Page): Promise<unknown> => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));

/**
 * A request of the page's own, waited for until Playwright has seen it: every request the page started
 * before (a form's native submit, a sign-in) has been reported by then. Asks the maintenance file with a
 * query no cache or spec reads.
 */
export async function requestsReported(page: Page): Promise<void> {
  const marker = `/worknotice.json?e2e-barrier=${Date.now()}`;
  const seen = page.waitForRequest((r) => r.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url, { cache: 'no-store' }).catch(() => undefined), marker);
  await seen;
}

export const shellCalls = (page: Page): Promise<FakeShellCall[]> =>
  page.evaluate(() => (window as unknown as { __fakeShell: { calls: FakeShellCall[] } }).__fakeShell.calls);

export const routeNamesToldToShell = async (page: Page): Promise<string[]> =>
  (await shellCalls(page)).filter((c) => c.action === 'routeChanged').map((c) => String(c.payload.name));

export function admin(server: keyof typeof SERVERS) {
  const s = SERVERS[server];
  return (op: string, body: Record<string, unknown> = {}) => callAdmin(`http://127.0.0.1:${s.port}`, readAdminToken(s.dataDir) ?? '', op, body);
}

/** What every call of the specs' own API requests carries, as the app's calls do. */
export const API_META = { deviceUuid: 'e2e-test-device', appVersion: '1.0.0' } as const;

/** A session issued by the server to `id` (issueAuthToken's data), signed in through the API as the app does. */
export async function apiSession(request: APIRequestContext, id: string, o: { autoLogin?: boolean; baseURL?: string } = {}): Promise<{ authToken: string } & Record<string, unknown>> {
  const res = await request.post(`${o.baseURL ?? ''}/api/v1/auth/issueAuthToken`, {
    headers: { Authorization: `Basic ${Buffer.from('eduplanner-web:').toString('base64')}` },
    form: { userId: id, password: PASSWORD, autoLoginYn: o.autoLogin ? 'Y' : 'N', ...API_META },
  });
  const body = (await res.json()) as { rt: string; rtMsg?: string; data?: { authToken: string } };
  if (!body.data) throw new Error(`sign-in of ${id} failed: ${body.rt} ${body.rtMsg ?? ''}`);
  return body.data;
}

/** A call as `token`'s user; answers the envelope. */
export async function apiCall(request: APIRequestContext, token: string, path: string, form: Record<string, string> = {}): Promise<{ rt: string; data?: any }> {
  const res = await request.post(`/api/v1/${path}`, { headers: { Authorization: `Bearer ${token}` }, form: { ...form, ...API_META } });
  return res.json();
}

/** The user info the server holds, read through the API as the app does. */
export async function serverUserInfo(request: APIRequestContext, id: string): Promise<{ userName: string }> {
  const { authToken } = await apiSession(request, id);
  return (await apiCall(request, authToken, 'getUserInfo')).data.userInfo;
}

/**
 * Clicks a control whose effect is to close its own window (a popup's pick or confirm) and waits for the
 * close. The window may close before the browser acknowledges the click: that "target closed" error is the
 * click's expected outcome, so it is dropped only when the page did close; anything else still fails.
 */
export async function clickClosingWindow(page: Page, control: Locator): Promise<void> {
  const closed = page.waitForEvent('close');
  await control.click().catch((e: unknown) => {
    if (!page.isClosed()) throw e;
  });
  await closed;
}

/**
 * What a popup window (in the fake Android shell) reported to its opener: waits until it sent data to its
 * parent and asked to close, closes it, and hands the report to `opener`'s fake shell as the shell would.
 */
export async function relayPopupReport(popup: Page, opener: Page): Promise<unknown> {
  let report: unknown = null;
  let actions: string[] = [];
  await expect
    .poll(async () => {
      const calls = await shellCalls(popup);
      actions = calls.map((c) => c.action);
      report = calls.find((c) => c.action === 'sendToParent')?.payload.data ?? null;
      return [report !== null, calls.some((c) => c.action === 'close')];
    })
    .toEqual([true, true])
    .catch(async (e: unknown) => {
      // What the popup was doing instead (a CI run once saw neither call): where it is, what it shows, what it asked the shell.
      const seen = await popup.evaluate(() => ({ url: location.href, loadedAt: Math.round(performance.timeOrigin), text: document.body.innerText.slice(0, 300) })).catch(() => null);
      throw new Error(`${e instanceof Error ? e.message : String(e)}\npopup: ${JSON.stringify(seen)}\nshell calls: ${actions.join(', ')}`);
    });
  await popup.close();
  await opener.evaluate((data) => (window as unknown as { __fakeShell: { emit: (m: unknown) => void } }).__fakeShell.emit({ type: 'event', name: 'pageMessage', data: { data } }), report);
  return report;
}
