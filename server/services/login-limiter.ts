// Login rate limiting in the database, so every server process sees the same attempts (policy:
// login-limit-policy.ts and docs/api.md). An attempt is counted before its password is checked, in the
// same transaction as the limit check, so concurrent attempts can never pass a limit together.
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { rowsOf } from '../lib/rows';
import { isKnownDevice, rememberDevice } from './login-devices';
import { type AttemptKey, type LoginLimits, lockedUntil, lookbackMs } from './login-limit-policy';

export type Admission = { readonly admitted: true; readonly attemptId: number } | { readonly admitted: false; readonly until: Date };

/** A 64-bit advisory lock key per counted key, from a hash (a collision only serialises more). */
const lockKey = (kind: string, value: string): bigint =>
  createHash('sha256').update(`eduplanner login-limit\0${kind}\0${value}`).digest().readBigInt64BE(0);
const PRUNE_KEY = lockKey('prune', '').toString();

/**
 * Admits an attempt (counting it, as a failure until settleSuccess) or refuses it while locked.
 * Serialised per key with transaction-scoped advisory locks on the id, the device and the address,
 * taken in ascending order so two attempts sharing keys cannot wait on each other in a cycle. Under
 * READ COMMITTED (set explicitly: a stricter default would read a snapshot older than the lock) each
 * statement after the lock sees every attempt an earlier holder counted. PGlite has one connection and
 * runs one transaction at a time, so there the locks are granted at once and change nothing.
 */
export async function admitAttempt(db: Db, key: AttemptKey, now: Date, limits: LoginLimits): Promise<Admission> {
  const keys = [lockKey('id', key.userid), lockKey('device', key.deviceUuid), ...(key.address ? [lockKey('address', key.address)] : [])];
  const ordered = [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return db.transaction(
    async (tx) => {
      for (const k of ordered) await tx.execute(sql`select pg_advisory_xact_lock(${k.toString()}::bigint)`);
      const f = loginFailures;
      const counted = await tx
        .select({ userid: f.userid, deviceUuid: f.deviceUuid, address: f.address, failedAt: f.failedAt })
        .from(f)
        .where(
          and(
            gt(f.failedAt, new Date(now.getTime() - lookbackMs(limits))),
            or(eq(f.userid, key.userid), eq(f.deviceUuid, key.deviceUuid), key.address ? eq(f.address, key.address) : undefined),
          ),
        );
      const known = await isKnownDevice(tx, key.userid, key.deviceUuid, now, limits);
      const until = lockedUntil(
        counted.map((c) => ({ ...c, at: c.failedAt.getTime() })),
        key,
        known,
        limits,
      );
      // Refused attempts are not counted, so a lock ends on time.
      if (until > now.getTime()) return { admitted: false as const, until: new Date(until) };
      const [row] = await tx.insert(f).values({ ...key, failedAt: now }).returning({ id: f.id });
      await pruneFailures(tx, now, limits);
      return { admitted: true as const, attemptId: row!.id };
    },
    { isolationLevel: 'read committed' },
  );
}

/**
 * Old rows can no longer lock anything. One process prunes at a time (the others skip), and only rows
 * older than keepFailuresMs, which settleSuccess never touches, so deletes never wait on each other.
 */
async function pruneFailures(tx: Db, now: Date, limits: LoginLimits): Promise<void> {
  const [lock] = await rowsOf<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${PRUNE_KEY}::bigint) as ok`);
  if (lock?.ok) await tx.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - limits.keepFailuresMs)));
}

/**
 * After the right password: the admitted attempt was no failure, and that device's recent failures for
 * the id are forgiven (other devices' are not); the device becomes known to the id. Under the id's
 * lock, so two successes of one id never trim its devices at the same time.
 */
export async function settleSuccess(db: Db, userid: string, deviceUuid: string, attemptId: number, now: Date, limits: LoginLimits): Promise<void> {
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockKey('id', userid).toString()}::bigint)`);
      const f = loginFailures;
      const recent = gt(f.failedAt, new Date(now.getTime() - lookbackMs(limits)));
      await tx.delete(f).where(and(eq(f.userid, userid), eq(f.deviceUuid, deviceUuid), or(recent, eq(f.id, attemptId))));
      await rememberDevice(tx, userid, deviceUuid, now, limits);
    },
    { isolationLevel: 'read committed' },
  );
}
