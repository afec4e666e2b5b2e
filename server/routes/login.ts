// Login, logout, the signed-in user's info and the push token (spec 1 §7).
import { eq } from 'drizzle-orm';
import { getUserInfo, issueAuthToken, logout, setPushToken, type UserInfo } from '../../src/domain/login/contract';
import { msg } from '../../src/domain/messages';
import { sessions, users } from '../db/schema';
import { CallRefusal } from '../http/envelope';
import { type ApiCall, handle, signedIn } from '../http/handle';
import { login } from '../services/login';
import { forgetCachedUser, revokeSession, type UserRow } from '../services/sessions';

export const userInfoOf = (u: UserRow): UserInfo => ({
  userId: u.userid,
  userName: u.name,
  orgnzPstn: u.orgnzPstn,
  akdcde: u.akdcde,
  cntrCd: u.cntrCd,
  cntrNm: u.cntrNm,
  brncCd: u.brncCd,
  brncNm: u.brncNm,
  akdrnk: u.akdrnk,
  akdmi3: u.akdmi3,
});

export const loginCalls: readonly ApiCall[] = [
  handle(issueAuthToken, async (req, ctx) => {
    const outcome = await login(ctx.svc, {
      userId: req.userId,
      password: req.password,
      deviceUuid: ctx.meta.deviceUuid,
      clientIp: ctx.clientIp,
      clientId: ctx.clientId ?? '',
      autoLogin: req.autoLoginYn === 'Y',
      pushToken: req.pushToken || null,
    });
    if (!outcome.ok) {
      // One answer for unknown ids and wrong passwords; the reason is for operators only.
      const audit = { event: 'login.failure' as const, userId: req.userId, detail: { reason: outcome.reason } };
      if (outcome.reason === 'locked') throw new CallRefusal('too_many_attempts', msg.loginLocked(outcome.minutes), audit);
      throw new CallRefusal('login_failed', msg.loginFailed, audit);
    }
    const { user, token } = outcome;
    await ctx.svc.audit.record({
      event: 'login.success',
      userId: user.userid,
      deviceUuid: ctx.meta.deviceUuid,
      clientIp: ctx.clientIp,
      path: ctx.path,
      rt: 'success',
      detail: { clientId: ctx.clientId, autoLogin: req.autoLoginYn === 'Y', appVersion: ctx.meta.appVersion },
    });
    const { userId, userName, orgnzPstn, akdcde, cntrCd, brncCd, akdrnk, akdmi3 } = userInfoOf(user);
    return { authToken: token, userId, userName, orgnzPstn, akdcde, cntrCd, brncCd, akdrnk, akdmi3, autoLoginYn: req.autoLoginYn };
  }),

  handle(logout, async (_req, ctx) => {
    const { user, session } = signedIn(ctx);
    await revokeSession(ctx.svc.db, session.id, ctx.svc.clock.now(), 'logout');
    await ctx.svc.audit.record({
      event: 'logout',
      userId: user.userid,
      deviceUuid: ctx.meta.deviceUuid,
      clientIp: ctx.clientIp,
      path: ctx.path,
      rt: 'success',
    });
    return {};
  }),

  handle(getUserInfo, async (_req, ctx) => ({ userInfo: userInfoOf(signedIn(ctx).user) })),

  handle(setPushToken, async (req, ctx) => {
    const { user, session } = signedIn(ctx);
    // Both rows or neither: a crash between them would leave the session and the user with different tokens.
    await ctx.svc.db.transaction(async (tx) => {
      await tx.update(sessions).set({ pushToken: req.pushToken }).where(eq(sessions.id, session.id));
      await tx.update(users).set({ pushToken: req.pushToken }).where(eq(users.userid, user.userid));
    });
    forgetCachedUser(ctx.svc.db, user.userid);
    return {};
  }),
];
