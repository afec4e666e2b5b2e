// The login decision: the rate limiter admits (and counts) the attempt or refuses it, then the password
// check (against a dummy hash for unknown ids, so both failures cost the same), and a new session on success.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { ServiceContext } from './context';
import { addressKey, minutesLeft } from './login-limit-policy';
import { admitAttempt, settleSuccess } from './login-limiter';
import { dummyHash, verifyPassword } from './passwords';
import { createSession, forgetCachedUser, pruneSessions, type UserRow } from './sessions';

export interface LoginAttempt {
  readonly userId: string;
  readonly password: string;
  readonly deviceUuid: string;
  /** The peer address (clientIpOf); '' when unknown, which is then not counted per address. */
  readonly clientIp: string;
  readonly clientId: string;
  readonly autoLogin: boolean;
  readonly pushToken: string | null;
}

export type LoginOutcome =
  | { readonly ok: true; readonly token: string; readonly user: UserRow }
  | { readonly ok: false; readonly reason: 'unknown_user' | 'bad_password' }
  | { readonly ok: false; readonly reason: 'locked'; readonly minutes: number };

export async function login(svc: ServiceContext, a: LoginAttempt): Promise<LoginOutcome> {
  const { db, clock, config } = svc;
  const now = clock.now();
  const key = { userid: a.userId, deviceUuid: a.deviceUuid, address: addressKey(a.clientIp) };
  const admission = await admitAttempt(db, key, now, config.loginLimit);
  if (!admission.admitted) return { ok: false, reason: 'locked', minutes: minutesLeft(admission.until.getTime(), now.getTime()) };

  // The attempt is already counted as a failure; it stays one unless the password is right.
  const user = (await db.select().from(users).where(eq(users.userid, a.userId)).limit(1))[0];
  const valid = await verifyPassword(a.password, user?.passwordHash ?? (await dummyHash(config.passwordHash)));
  if (!user || !valid) return { ok: false, reason: user ? 'bad_password' : 'unknown_user' };

  await settleSuccess(db, user.userid, a.deviceUuid, admission.attemptId, now, config.loginLimit);
  await pruneSessions(db, user.userid, now);
  // The session and the user's last login (and push token) together: a crash between them must not leave one.
  const token = await db.transaction(async (tx) => {
    const made = await createSession(
      tx as unknown as Db,
      { userid: user.userid, deviceUuid: a.deviceUuid, clientId: a.clientId, autoLogin: a.autoLogin, pushToken: a.pushToken },
      now,
      config,
    );
    const set = a.pushToken ? { lastLoginAt: now, pushToken: a.pushToken } : { lastLoginAt: now };
    await tx.update(users).set(set).where(eq(users.userid, user.userid));
    return made;
  });
  forgetCachedUser(db, user.userid);
  return { ok: true, token, user };
}
