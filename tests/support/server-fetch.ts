// The app's fetch against the real server in-process (a test harness): every request goes to the
// Hono app, except those a test holds in a request gate to decide when (and whether) they reach it.
import type { Harness } from '../../server/test-support/harness';
import { env } from '../../server/test-support/harness';
import type { FetchFn } from '../../src/services/api.service';
import { httpGate, type HeldRequest } from './http-gate';

export function serverFetch(h: Harness, hold: (path: string) => boolean = () => false) {
  const gate = httpGate();
  const toServer: FetchFn = async (input, init) => {
    const url = new URL(input, 'http://localhost');
    return h.app.request(`${url.pathname}${url.search}`, { method: init.method ?? 'GET', headers: init.headers, body: init.body }, env());
  };
  const fetch: FetchFn = (input, init) => (hold(new URL(input, 'http://localhost').pathname) ? gate.fetch(input, init) : toServer(input, init));

  /** Sends a held request on to the server and hands its answer back to the app. */
  async function forward(req: HeldRequest): Promise<{ status: number; body: any }> {
    // A GET or HEAD carries no body (a Request refuses one).
    const sent = req.method === 'GET' || req.method === 'HEAD' ? {} : { body: req.form.toString() };
    const res = await h.request(req.path, { method: req.method, headers: req.headers, ...sent });
    const body = await res.json();
    req.respond(res.status, body);
    return { status: res.status, body };
  }
  return { fetch, gate, forward };
}
