// A fetch that holds every request until the test answers it: model-based tests of the whole app
// decide, per path step, what the server says (or that the network fails) and when.
import { eventually } from './eventually';
import type { FetchFn } from '../../src/services/api.service';

export interface HeldRequest {
  readonly method: string;
  readonly url: string;
  readonly path: string;
  readonly form: URLSearchParams;
  readonly headers: Readonly<Record<string, string>>;
  respond(status: number, body: unknown): void;
  fail(): void;
}

export function httpGate() {
  const held: HeldRequest[] = [];
  const all: HeldRequest[] = [];
  const fetch: FetchFn = (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input, 'http://localhost');
      const drop = () => {
        const i = held.indexOf(req);
        if (i >= 0) held.splice(i, 1);
      };
      const req: HeldRequest = {
        method: init.method ?? 'GET',
        url: url.href,
        path: url.pathname,
        form: new URLSearchParams(typeof init.body === 'string' ? init.body : ''),
        headers: { ...(init.headers as Record<string, string>) },
        respond(status, body) {
          drop();
          resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
        },
        fail() {
          drop();
          reject(new TypeError('Failed to fetch'));
        },
      };
      init.signal?.addEventListener('abort', () => {
        drop();
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
      held.push(req);
      all.push(req);
    });

  /** The oldest held request that matches, once it arrives (also while setTimeout is faked: see eventually). */
  const take = (match: (r: HeldRequest) => boolean, what: string): Promise<HeldRequest> =>
    eventually(() => {
      const found = held.find(match);
      if (!found) throw new Error(`no held request for ${what}; held: ${held.map((r) => `${r.method} ${r.path}`).join(', ') || 'none'}`);
      return found;
    });

  return { fetch, held, all, take };
}

export const success = (data: unknown) => ({ rt: 'success', data });
