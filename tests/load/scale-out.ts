// Scale-out: two server processes over one PostgreSQL database serve the same sessions. A session
// signed in on A works on B; signed out on A, it is refused on A at once and on B within the session
// cache's lifetime (server/services/session-cache.ts SESSION_CACHE_TTL_MS), measured from the logout's
// answer to B's first refusal while B is asked every few milliseconds, B having just cached the session.
import { freePort } from '../../e2e/support/free-port';
import { SESSION_CACHE_TTL_MS } from '../../server/services/session-cache';
import { signIn } from './call-mix';
import { caller } from './session-client';
import { startServerNode, type ServerNode } from './server-node';

export interface LogoutLag {
  /** When the last call B still served was sent, from the logout's answer on A (ms; 0 if none was). */
  readonly servedUntilMs: number;
  /** When the first call B refused was sent, from the logout's answer (ms): the measured lag. */
  readonly refusedFromMs: number;
  /** How B refused (rt). */
  readonly rt: string;
  /** A refused the token on the first call after the logout. */
  readonly refusedOnA: boolean;
  /** B served the session before the logout. */
  readonly servedOnB: boolean;
}

export interface LogoutLagSummary {
  readonly ttlMs: number;
  readonly lags: readonly LogoutLag[];
  /** The latest a call B still served was sent after a logout (ms): at most the cache's lifetime. */
  readonly maxServedUntilMs: number;
  /** The longest wait until B refused (ms). */
  readonly maxRefusedFromMs: number;
}

/** Two servers on one PostgreSQL database (B starts once A has migrated and seeded it). */
export async function startPair(databaseUrl: string, dataDir: string, seed: 'full' | 'small'): Promise<[ServerNode, ServerNode]> {
  const a = await startServerNode(databaseUrl, `${dataDir}/a`, await freePort(), seed);
  try {
    return [a, await startServerNode(databaseUrl, `${dataDir}/b`, await freePort(), seed)];
  } catch (e) {
    await a.stop();
    throw e;
  }
}

/** `sessions` sessions in turn (users round-robin): sign in on A, use on B, log out on A, ask B until it refuses. */
export async function measureLogoutLag(a: ServerNode, b: ServerNode, users: readonly string[], sessions: number): Promise<LogoutLagSummary> {
  const lags: LogoutLag[] = [];
  for (let i = 0; i < sessions; i++) {
    const onA = caller([a.url], `scale-out-device-${i}`, () => {});
    const s = await signIn(onA, users[i % users.length]!);
    if (!s) throw new Error(`sign-in of ${users[i % users.length]} on A failed`);
    const onB = caller([b.url], `scale-out-device-${i}`, () => {});
    onB.auth = onA.auth;
    const servedOnB = (await onB.post('getUserInfo', {})).outcome === 'ok';
    const out = await onA.post('auth/logout', {});
    if (out.outcome !== 'ok') throw new Error(`logout on A failed: ${out.rt ?? out.outcome}`);
    const loggedOut = performance.now();
    const refusedOnA = (await onA.post('getUserInfo', {})).outcome === 'refused';
    let rt = '';
    let servedUntilMs = 0;
    let refusedFromMs = Number.POSITIVE_INFINITY;
    // One call at a time, a few milliseconds apart, until B refuses (bounded at ten lifetimes). Times are
    // taken when a call is sent: a slow answer must not hide that B still served a later call.
    while (rt === '' && performance.now() - loggedOut < SESSION_CACHE_TTL_MS * 10) {
      const sentAt = performance.now() - loggedOut;
      const r = await onB.post('getUserInfo', {});
      if (r.outcome === 'refused') {
        rt = r.rt ?? '?';
        refusedFromMs = sentAt;
      } else {
        if (r.outcome === 'ok') servedUntilMs = sentAt;
        await new Promise((ok) => setTimeout(ok, 5));
      }
    }
    lags.push({ servedUntilMs, refusedFromMs, rt: rt || 'never', refusedOnA, servedOnB });
  }
  return { ttlMs: SESSION_CACHE_TTL_MS, lags, maxServedUntilMs: Math.max(...lags.map((l) => l.servedUntilMs)), maxRefusedFromMs: Math.max(...lags.map((l) => l.refusedFromMs)) };
}
