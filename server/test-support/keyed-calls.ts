// Sending calls with an Idempotency-Key the way the app does, for the idempotency checks: a keyed call, the
// same call through a dispatcher whose handlers fail (a transient fault), and a twin of each caller (same
// position, own login) to reuse another user's key.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { users } from '../db/schema';
import { apiDispatcher, type ApiCall } from '../http/handle';
import { IDEMPOTENCY_HEADER } from '../http/idempotency';
import { APP_VERSION, type Answer, basic, type CallOptions, DEVICE, env, type Harness } from './harness';

export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** What a repeat must answer again: the status and the whole body. */
export const answerOf = (a: Answer) => ({ status: a.status, body: a.body });

export const sendKeyed = (h: Harness, path: string, fields: Record<string, string>, options: CallOptions, key: string): Promise<Answer> =>
  h.call(path, fields, { ...options, headers: { ...options.headers, [IDEMPOTENCY_HEADER]: key } });

/** A dispatcher over `calls` on `h`'s services whose every handler throws: the request fails after its key is claimed. */
export function faultyDispatcher(h: Harness, calls: readonly ApiCall[]) {
  const failing = calls.map((c) => ({
    ...c,
    handler: async () => {
      throw new Error('injected transient fault');
    },
  }));
  const app = new Hono().all('/api/v1/*', apiDispatcher(failing, h.svc));
  return async (path: string, fields: Record<string, string>, options: CallOptions, key: string): Promise<Answer> => {
    const form = new URLSearchParams({ deviceUuid: DEVICE, appVersion: APP_VERSION, ...fields });
    const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', [IDEMPOTENCY_HEADER]: key };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.clientId) headers.Authorization = basic(options.clientId);
    const res = await app.request(`/api/v1/${path}`, { method: 'POST', headers, body: form.toString() }, env());
    return { status: res.status, headers: res.headers, body: await res.json() };
  };
}

export const twinOf = (userid: string) => `${userid}t`;

/**
 * A twin of each user: the same row (position, password) under another id and employee code, in a branch of
 * its own without a manager, so it passes the same role checks and takes part in nobody's organisation.
 */
export async function addTwins(h: Harness, userids: readonly string[]): Promise<void> {
  for (const [i, userid] of [...new Set(userids)].entries()) {
    const [row] = await h.db.select().from(users).where(eq(users.userid, userid));
    await h.db.insert(users).values({ ...row!, userid: twinOf(userid), akdcde: `9870${String(i).padStart(4, '0')}`, managerUserid: null, brncCd: 'B9800', brncNm: '쌍둥이지점' });
  }
}
