// Signed-in browser state without the login form, for specs about what a screen looks like rather than
// how one signs in: a session issued by the real server, kept as the app keeps an auto-login session
// (src/services/session-store), and this month's medals and today's popups marked as seen
// (alreadySeen), so no modal covers the screen.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { alreadySeen, apiSession } from './app';

/** The storage entries of a signed-in device for `userId`. */
async function sessionEntries(request: APIRequestContext, baseURL: string, userId: string) {
  const session = await apiSession(request, userId, { autoLogin: true, baseURL });
  return [{ name: 'ep.session', value: JSON.stringify(session) }];
}

/** Signs `target` (a page, or every page of a context) in before its first load; storage the app changed since is kept. */
export async function signInWithoutForm(target: Page | BrowserContext, request: APIRequestContext, baseURL: string, userId: string): Promise<void> {
  const entries = await sessionEntries(request, baseURL, userId);
  await target.addInitScript((list) => {
    for (const { name, value } of list) if (localStorage.getItem(name) === null) localStorage.setItem(name, value);
  }, entries);
  await alreadySeen(target, userId, { medals: true, popups: true });
}
