// What the outbox specs of plan map, settings, alerts and the reload/conflict cases share (issue 18): an account
// of their own on the app server (added with the operator endpoint, alone in a branch of its own, so no other spec
// lists, counts or changes its records), signed in without the form; calls as that user; the pending-saves
// pill, the outbox list, and the two ways of dropping the network.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import type { Position } from '../../src/domain/shared/roles';
import { admin, alreadySeen, API_META } from '../support/app';

export interface OwnUser {
  readonly userId: string;
  readonly password: string;
}

const push = admin('app');
let made = 0;

/** A new staff account of `position`, alone in a centre and branch of its own, with no manager (ids unique per run). */
export async function ownUser(tag: string, position: Position = 'COG03'): Promise<OwnUser> {
  const userId = `${tag}${Date.now().toString(36)}${(made++).toString(36)}${process.pid.toString(36)}`.slice(0, 18);
  const result = await push('user/add', {
    userId,
    // A centre and branch of its own too: no leader made by another test counts it among their members.
    fields: { name: '대기열검사', position, akdcde: userId, cntrCd: `C${userId}`, cntrNm: '검사센터', brncCd: `B${userId}`, brncNm: '검사지점', akdrnk: '3', akdmi3: 'GN99', phone: '010-9999-0000' },
  });
  return { userId, password: String(result.initialPassword) };
}

/** A session of `user`, issued by the server as the app signs in. */
export async function sessionOf(request: APIRequestContext, user: OwnUser, autoLogin = true): Promise<{ authToken: string } & Record<string, unknown>> {
  const res = await request.post('/api/v1/auth/issueAuthToken', {
    headers: { Authorization: `Basic ${Buffer.from('eduplanner-web:').toString('base64')}` },
    form: { userId: user.userId, password: user.password, autoLoginYn: autoLogin ? 'Y' : 'N', ...API_META },
  });
  const body = (await res.json()) as { rt: string; data?: { authToken: string } };
  if (!body.data) throw new Error(`sign-in of ${user.userId} failed: ${body.rt}`);
  return body.data;
}

/** Every tab of `context` starts signed in as `user` (a session of its own), no medal or popup over the screen. */
export async function signIn(context: BrowserContext, request: APIRequestContext, user: OwnUser): Promise<void> {
  const session = JSON.stringify(await sessionOf(request, user));
  await context.addInitScript((value) => {
    if (localStorage.getItem('ep.session') === null) localStorage.setItem('ep.session', value);
  }, session);
  await alreadySeen(context, user.userId, { medals: true, popups: true });
}

/** A call as `user` through the API (form-encoded, as the app calls); answers the envelope. */
export function callsAs(request: APIRequestContext, user: OwnUser) {
  let token: Promise<string> | null = null;
  return async (path: string, form: Record<string, string> = {}): Promise<{ rt: string; rtMsg?: string; data?: any }> => {
    token ??= sessionOf(request, user, false).then((s) => s.authToken);
    const res = await request.post(`/api/v1/${path}`, { headers: { Authorization: `Bearer ${await token}` }, form: { ...form, ...API_META } });
    return res.json();
  };
}

/** A call that must succeed: its data. */
export async function ok(answer: Promise<{ rt: string; rtMsg?: string; data?: any }>): Promise<any> {
  const a = await answer;
  expect(a.rt, JSON.stringify(a)).toBe('success');
  return a.data;
}

/** The pill's link: how many saves wait and why. */
export const pill = (page: Page) => page.locator('.pending-saves').getByRole('link');

/** The pill says the save was kept, and that one save waits offline. */
export async function expectQueued(page: Page, count = 1): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: msg.outboxQueuedNotice })).toBeVisible();
  await expect(pill(page)).toHaveText(`${msg.outboxPending(count)} · ${msg.outboxModeOffline}`);
}

/** Nothing waits any more: the pill's link is gone. */
export const expectNothingWaits = (page: Page) => expect(pill(page)).toHaveCount(0);

/**
 * The two ways the network drops for a call: `before` the server (the request never arrives) and `after` it
 * acted (the answer is lost); `offline` is the browser's offline mode for everything. Each returns a function
 * that gives the network back and makes the outbox send (the browser's `online` event).
 */
export type Drop = 'before' | 'after' | 'offline';

/**
 * The outbox's code (loaded on demand after the chrome) has arrived: a device that goes offline before that has
 * no pill until it is back online (the indicator loads again then; outbox-reload-conflict.spec.ts covers it).
 */
export const outboxLoaded = (page: Page): Promise<void> =>
  expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/assets/outbox-actors-') && (r as PerformanceResourceTiming).responseEnd > 0)))
    .toBe(true);

export async function dropNetwork(page: Page, path: string, how: Drop): Promise<() => Promise<void>> {
  const url = `**/api/v1/${path}`;
  if (how === 'offline') {
    await outboxLoaded(page);
    await page.context().setOffline(true);
    return () => page.context().setOffline(false);
  }
  const handler =
    how === 'before'
      ? (r: import('@playwright/test').Route) => r.abort('internetdisconnected')
      : async (r: import('@playwright/test').Route) => {
          await r.fetch();
          // Taken away by the restore while the server answered (an outbox retry at that moment): Playwright has
          // let the request go on, so its answer reaches the page, as once the network is back. Nothing to drop.
          await r.abort('connectionreset').catch((e: unknown) => {
            if (!String(e).includes('already handled')) throw e;
          });
        };
  await page.route(url, handler);
  return async () => {
    await page.unroute(url, handler);
    // The outbox waits offline after its own retry failed: offline → online fires the browser's event. Each
    // change is waited for in the page, so two quick ones are not folded into none (the outbox would then wait
    // for its 30 s retry).
    await page.context().setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await page.context().setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
  };
}

/** The /outbox list's entry with `label`. */
export const outboxEntry = (page: Page, label: string) => page.locator('.outbox-entry').filter({ has: page.getByText(label, { exact: true }) });

let phones = 0;
/** A mobile number no seeded customer has (the seed's are 010-1xxx to 010-8xxx). */
export const freshPhone = () => `0109${String((Date.now() * 7 + process.pid * 131 + ++phones * 9973) % 10_000_000).padStart(7, '0')}`;

/** The verification number the server texted to `phone`, as the development outbox shows it. */
export async function textedCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const page = await (await request.get('/dev/outbox')).text();
      const row = page.split('<tr>').find((r) => r.includes(`>${phone}<`) && r.includes('인증번호'));
      code = row && /\[(\d{6})\]/.exec(row)?.[1];
      return code ?? null;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}
