// Sessions checked in the last second, with their users, per database. A screen fires several calls
// at once with one token; one lookup serves them all. Changes made through this process evict at once;
// another process sharing PostgreSQL sees a revocation or a user change within TTL_MS.
import type { Db } from '../db/client';
import type { SessionRow, UserRow } from '../db/schema';

export const SESSION_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 20_000;

export interface CachedSession {
  readonly session: SessionRow;
  readonly user: UserRow;
}

class SessionCache {
  private readonly byToken = new Map<string, CachedSession & { readonly at: number }>();
  private readonly loading = new Map<string, Promise<CachedSession | null>>();
  /** Bumped by every eviction: a lookup that started before it must not store what it read. */
  private generation = 0;

  /**
   * One database lookup per token at a time: calls arriving while it runs share its answer (a burst
   * after an entry expires would otherwise queue one query per call). Unknown tokens are not kept:
   * anyone can send those.
   */
  load(tokenHash: string, lookup: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    let pending = this.loading.get(tokenHash);
    if (!pending) {
      const started = this.generation;
      const p = lookup()
        .then((row) => {
          if (row && started === this.generation) this.set(tokenHash, row);
          return row;
        })
        .finally(() => {
          if (this.loading.get(tokenHash) === p) this.loading.delete(tokenHash);
        });
      this.loading.set(tokenHash, p);
      pending = p;
    }
    return pending;
  }

  get(tokenHash: string): CachedSession | null {
    const hit = this.byToken.get(tokenHash);
    if (!hit) return null;
    if (performance.now() - hit.at >= SESSION_CACHE_TTL_MS) {
      this.byToken.delete(tokenHash);
      return null;
    }
    return hit;
  }

  set(tokenHash: string, entry: CachedSession): void {
    // Map keeps insertion order: past the bound, drop the oldest.
    if (this.byToken.size >= MAX_ENTRIES) this.byToken.delete(this.byToken.keys().next().value!);
    this.byToken.set(tokenHash, { ...entry, at: performance.now() });
  }

  evictUser(userid: string): void {
    for (const [k, v] of this.byToken) if (v.user.userid === userid) this.byToken.delete(k);
    // A lookup already under way may have read the row before the change: later calls read afresh.
    this.generation++;
    this.loading.clear();
  }

  clear(): void {
    this.byToken.clear();
    this.generation++;
    this.loading.clear();
  }
}

const caches = new WeakMap<Db, SessionCache>();

export function sessionCacheOf(db: Db): SessionCache {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new SessionCache()));
  return c;
}
