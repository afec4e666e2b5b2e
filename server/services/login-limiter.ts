// Login rate limiting, kept in the database so every server process sees the same failures:
// 5 failures for one (id, device) or 20 for one id within 10 minutes lock further attempts for 10 minutes.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export type LockState = { readonly locked: false } | { readonly locked: true; readonly until: Date };

/**
 * A lock starts at the failure that brings a key to its limit within the window and lasts lockMs.
 * Locked attempts are not recorded as failures, so a lock ends on time.
 */
export async function lockState(db: Db, userid: string, deviceUuid: string, now: Date, config: ServerConfig): Promise<LockState> {
  const { windowMs, lockMs, perDevice, perUser } = config.loginLimit;
  const since = new Date(now.getTime() - windowMs - lockMs);
  const rows = await db
    .select({ deviceUuid: loginFailures.deviceUuid, failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.userid, userid), gt(loginFailures.failedAt, since)));
  const all = rows.map((r) => r.failedAt.getTime()).sort((a, b) => a - b);
  const device = rows.filter((r) => r.deviceUuid === deviceUuid).map((r) => r.failedAt.getTime()).sort((a, b) => a - b);
  const until = Math.max(lockEnd(device, perDevice, windowMs, lockMs), lockEnd(all, perUser, windowMs, lockMs));
  return until > now.getTime() ? { locked: true, until: new Date(until) } : { locked: false };
}

/** The latest lock end among the failure times (sorted): limit failures within windowMs start a lock. */
function lockEnd(times: readonly number[], limit: number, windowMs: number, lockMs: number): number {
  let end = 0;
  for (let i = limit - 1; i < times.length; i++)
    if (times[i]! - times[i - limit + 1]! < windowMs) end = Math.max(end, times[i]! + lockMs);
  return end;
}

/** Records a failure and forgets this id's failures older than a day (they can no longer lock). */
export async function recordFailure(db: Db, userid: string, deviceUuid: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ userid, deviceUuid, failedAt: now });
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.userid, userid), lt(loginFailures.failedAt, new Date(now.getTime() - 86_400_000))));
}

/** After a successful login: forget that device's failures. */
export async function clearFailures(db: Db, userid: string, deviceUuid: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.userid, userid), eq(loginFailures.deviceUuid, deviceUuid)));
}
