// Sessions: a random bearer token per login (only its SHA-256 is stored), idle and absolute
// time-outs, the last-seen refresh, and revocation by logout or by an operator.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { RT } from '../../src/domain/shared/envelope';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema';
import { sessionCacheOf } from './session-cache';

// The row types live beside their tables, where the session cache reads them too (it and this service
// would otherwise import each other); callers keep taking them from here.
export type { SessionRow, UserRow };

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  readonly userid: string;
  readonly deviceUuid: string;
  readonly clientId: string;
  readonly autoLogin: boolean;
  readonly pushToken: string | null;
}

/** Creates a session and returns its token, which exists nowhere else afterwards. */
export async function createSession(db: Db, s: NewSession, now: Date, config: ServerConfig): Promise<string> {
  const token = newToken();
  const absoluteMs = s.autoLogin ? config.session.autoLoginAbsoluteMs : config.session.absoluteMs;
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userid: s.userid,
    deviceUuid: s.deviceUuid,
    clientId: s.clientId,
    autoLogin: s.autoLogin,
    createdAt: now,
    lastSeenAt: now,
    absoluteExpiresAt: new Date(now.getTime() + absoluteMs),
    pushToken: s.pushToken,
  });
  return token;
}

export type SessionCheck =
  | { readonly ok: true; readonly session: SessionRow; readonly user: UserRow }
  | { readonly ok: false; readonly rt: typeof RT.unauthorized | typeof RT.authTokenExpired | typeof RT.sessionExpired };

/**
 * unknown token → unauthorized; revoked → session_expired; idle or absolute limit passed →
 * auth_token_expired. A live session gets last_seen_at moved to now, at most once per touch interval.
 */
// Every authenticated call runs this lookup: its SQL is built once per database, not per request.
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
const prepareLookup = (db: Db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.userid, sessions.userid))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token');

async function lookupSession(db: Db, tokenHash: string) {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
  return (await lookup.execute({ tokenHash }))[0] ?? null;
}

export async function checkSession(db: Db, token: string, now: Date, config: ServerConfig): Promise<SessionCheck> {
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const row = cache.get(tokenHash) ?? (await cache.load(tokenHash, () => lookupSession(db, tokenHash)));
  if (!row) return { ok: false, rt: RT.unauthorized };
  const { session } = row;
  if (session.revokedAt) return { ok: false, rt: RT.sessionExpired };
  const idleMs = session.autoLogin ? config.session.autoLoginIdleMs : config.session.idleMs;
  const t = now.getTime();
  if (t >= session.absoluteExpiresAt.getTime() || t - session.lastSeenAt.getTime() > idleMs)
    return { ok: false, rt: RT.authTokenExpired };
  if (t - session.lastSeenAt.getTime() >= config.session.touchEveryMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    const touched = { ...session, lastSeenAt: now };
    cache.set(tokenHash, { session: touched, user: row.user });
    return { ok: true, session: touched, user: row.user };
  }
  return { ok: true, session, user: row.user };
}

/** Drops a user's sessions that ended more than a day ago (past the absolute limit; revoked or not). */
export async function pruneSessions(db: Db, userid: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userid, userid), lt(sessions.absoluteExpiresAt, new Date(now.getTime() - 86_400_000))));
}

export async function revokeSession(db: Db, id: number, now: Date, reason: 'logout' | 'operator'): Promise<void> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ userid: sessions.userid });
  for (const r of revoked) sessionCacheOf(db).evictUser(r.userid);
}

/** After a change to a user or their sessions, checks read them fresh from the database. */
export const forgetCachedUser = (db: Db, userid: string): void => sessionCacheOf(db).evictUser(userid);

/** Revokes every live session of a user; returns how many were revoked. */
export async function revokeUserSessions(db: Db, userid: string, now: Date, reason: 'logout' | 'operator'): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.userid, userid), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  sessionCacheOf(db).evictUser(userid);
  return revoked.length;
}
