// Signed-in browser state without the login form, for specs about what a screen looks like rather than
// how one signs in. The `signed-in` setup project signs each account of the app server in once per run —
// a session issued by the real server, kept as the app keeps an auto-login session, with this month's
// medals and today's popups marked seen so no modal covers the screen — and saves it as a stored state;
// specs load it with `test.use({ signedInAs })` (e2e/support/test.ts). Tests that end a session (logout,
// revocation) must not use a shared one: they take one of their own with `signInWithoutForm`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { SERVERS } from '../../playwright.config';
import { ACCOUNTS, alreadySeen, apiSession, everythingSeen } from './app';

/** The accounts of the small seed specs sign in as: the demo accounts and three no other spec reads. */
export const SIGNED_IN_ACCOUNTS = [...ACCOUNTS.map((a) => a.id), 'district02', 'master03', 'planner07'] as const;
export type SignedInAccount = (typeof SIGNED_IN_ACCOUNTS)[number];

/** Where the stored state of `userId` on the app server lives (per port: parallel runs do not share it). */
export const signedInState = (userId: SignedInAccount): string => `.tmp/e2e-state-${SERVERS.app.port}/${userId}.json`;

/** The storage entries of a signed-in device for `userId`. */
async function sessionEntries(request: APIRequestContext, baseURL: string, userId: string) {
  const session = await apiSession(request, userId, { autoLogin: true, baseURL });
  return [{ name: 'ep.session', value: JSON.stringify(session) }];
}

/** Signs `userId` in on the app server and saves the storage of a device that did (Playwright's storageState format). */
export async function saveSignedInState(request: APIRequestContext, userId: SignedInAccount): Promise<void> {
  const origin = `http://127.0.0.1:${SERVERS.app.port}`;
  const localStorage = [...(await sessionEntries(request, origin, userId)), { name: `ep.ui.${userId}`, value: JSON.stringify(everythingSeen(Date.now())) }];
  const file = signedInState(userId);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ cookies: [], origins: [{ origin, localStorage }] }, null, 2));
}

/**
 * Signs `target` (a page, or every page of a context) in with a session of its own before a tab's first
 * load, as a device that signed in before; what the app does to storage since (a logout) is kept.
 */
export async function signInWithoutForm(target: Page | BrowserContext, request: APIRequestContext, baseURL: string, userId: string): Promise<void> {
  const entries = await sessionEntries(request, baseURL, userId);
  await target.addInitScript((list) => {
    if (sessionStorage.getItem('e2e.signed-in')) return;
    sessionStorage.setItem('e2e.signed-in', '1');
    for (const { name, value } of list) localStorage.setItem(name, value);
  }, entries);
  await alreadySeen(target, userId, { medals: true, popups: true });
}
