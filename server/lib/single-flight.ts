// Single flight: calls with the same key that arrive while a read for it runs share that read's answer
// (a screen and its retries, a burst of the same leader's cards); nothing is kept after it settles, so
// no answer is older than the call that asked. One table per database, so test databases never mix.

export interface SingleFlight<V> {
  /** The running read for `key`, or a new one started with `read`. */
  run(db: object, key: string, read: () => Promise<V>): Promise<V>;
  /** Drops running reads whose key starts with `prefix` (after a write through this process): later calls read anew. */
  forget(db: object, prefix: string): void;
}

export function singleFlight<V>(): SingleFlight<V> {
  const tables = new WeakMap<object, Map<string, Promise<V>>>();
  const table = (db: object) => {
    let t = tables.get(db);
    if (!t) tables.set(db, (t = new Map()));
    return t;
  };
  return {
    run(db, key, read) {
      const running = table(db);
      const pending = running.get(key);
      if (pending) return pending;
      const p = read().finally(() => {
        if (running.get(key) === p) running.delete(key);
      });
      running.set(key, p);
      return p;
    },
    forget(db, prefix) {
      const running = tables.get(db);
      if (running) for (const key of [...running.keys()]) if (key.startsWith(prefix)) running.delete(key);
    },
  };
}
