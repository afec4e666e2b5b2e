// @vitest-environment node
// The per-process session cache: one lookup per token at a time, a second of life, and no stale row
// kept after an eviction that raced a lookup.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { SESSION_CACHE_TTL_MS, sessionCacheOf, type CachedSession } from './session-cache';

const row = (userid: string, name = '김민수') => ({ session: { id: 1, userid }, user: { userid, name } }) as unknown as CachedSession;
const freshDb = () => ({}) as Db;

afterEach(() => vi.restoreAllMocks());

describe('session cache', () => {
  it('concurrent checks of one token share one lookup', async () => {
    const cache = sessionCacheOf(freshDb());
    const lookup = vi.fn(async () => row('planner01'));
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.load('hash-a', lookup)));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    expect(cache.get('hash-a')?.user.userid).toBe('planner01');
  });

  it('an entry lives one second', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const cache = sessionCacheOf(freshDb());
    await cache.load('hash-a', async () => row('planner01'));
    now += SESSION_CACHE_TTL_MS - 1;
    expect(cache.get('hash-a')).not.toBeNull();
    now += 1;
    expect(cache.get('hash-a')).toBeNull();
  });

  it('unknown tokens are not remembered', async () => {
    const cache = sessionCacheOf(freshDb());
    const lookup = vi.fn(async () => null);
    await cache.load('nope', lookup);
    await cache.load('nope', lookup);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('evicting a user drops their entries and the answer of a lookup that was under way', async () => {
    const cache = sessionCacheOf(freshDb());
    await cache.load('hash-a', async () => row('planner01'));
    await cache.load('hash-b', async () => row('planner02'));
    let release!: (r: CachedSession) => void;
    const slow = cache.load('hash-c', () => new Promise<CachedSession>((ok) => (release = ok)));
    cache.evictUser('planner01');
    release(row('planner03', '이전이름'));
    await slow;
    expect(cache.get('hash-a')).toBeNull();
    expect(cache.get('hash-b')?.user.userid).toBe('planner02');
    expect(cache.get('hash-c')).toBeNull();
  });

  it('each database has its own cache', async () => {
    const a = freshDb();
    await sessionCacheOf(a).load('hash-a', async () => row('planner01'));
    expect(sessionCacheOf(freshDb()).get('hash-a')).toBeNull();
    expect(sessionCacheOf(a).get('hash-a')).not.toBeNull();
  });
});
