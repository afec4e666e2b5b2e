// @vitest-environment node
// Single flight (lib/single-flight.ts): concurrent reads of one key share one read; nothing outlives it.
import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('single flight', () => {
  it('shares a running read among callers of the same key and database, and reads anew once it settled', async () => {
    const flights = singleFlight<number>();
    const db = {};
    let reads = 0;
    const gate = deferred<number>();
    const read = () => (reads++, gate.promise);
    const a = flights.run(db, 'k', read);
    const b = flights.run(db, 'k', read);
    const other = flights.run({}, 'k', () => Promise.resolve(7));
    gate.resolve(42);
    expect(await Promise.all([a, b, other])).toEqual([42, 42, 7]);
    expect(reads).toBe(1);
    expect(await flights.run(db, 'k', () => Promise.resolve(43))).toBe(43);
  });

  it('shares a failure the same way, then forgets it', async () => {
    const flights = singleFlight<number>();
    const db = {};
    const gate = deferred<number>();
    const a = flights.run(db, 'k', () => gate.promise);
    const b = flights.run(db, 'k', () => Promise.resolve(1));
    gate.reject(new Error('down'));
    await expect(a).rejects.toThrow('down');
    await expect(b).rejects.toThrow('down');
    expect(await flights.run(db, 'k', () => Promise.resolve(2))).toBe(2);
  });

  it('forgets running reads by key prefix, so a call after a write reads anew', async () => {
    const flights = singleFlight<string>();
    const db = {};
    const gate = deferred<string>();
    const before = flights.run(db, 'u1|day', () => gate.promise);
    const kept = flights.run(db, 'u2|day', () => new Promise<string>(() => {}));
    flights.forget(db, 'u1|');
    const after = flights.run(db, 'u1|day', () => Promise.resolve('fresh'));
    expect(await after).toBe('fresh');
    gate.resolve('stale');
    expect(await before).toBe('stale');
    expect(flights.run(db, 'u2|day', () => Promise.resolve('other'))).toBe(kept);
  });
});
