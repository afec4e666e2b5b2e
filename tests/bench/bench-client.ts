// The server in process for the call benches: createApp over the bench's database, each call an
// app.request() timed by the caller until its body is read (routing, session, decoding, queries, JSON; no
// network), and a sign-in as the app does it.
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { systemClock } from '../../server/lib/clock';
import { DEVICE } from './load';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;
const PEER = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

export function benchClient(db: Db) {
  const app = createApp({ db, clock: systemClock, audit: () => {} });
  /** One call's answer data; anything but success throws with the answer. */
  const post = async (path: string, fields: Record<string, string>, auth: string) => {
    const res = await app.request(`/api/v1/${path}`, { method: 'POST', headers: { ...FORM, authorization: auth }, body: new URLSearchParams({ ...DEVICE, ...fields }).toString() }, PEER);
    const body = JSON.parse(await res.text()) as { rt: string; rtMsg?: string; data?: any };
    if (res.status !== 200 || body.rt !== 'success') throw new Error(`${path} ${JSON.stringify(fields)}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body.data;
  };
  /** The Authorization header of a fresh session of a seeded user (password demo1234). */
  const signIn = async (userid: string): Promise<string> => {
    const login = await post('auth/issueAuthToken', { userId: userid, password: 'demo1234', autoLoginYn: 'N' }, `Basic ${Buffer.from('eduplanner-web:').toString('base64')}`);
    return `Bearer ${login.authToken as string}`;
  };
  return { app, post, signIn };
}
