// The planner's side of registration (spec 2 §4, §5 step 1, §7; docs/decisions.md D53): the duplicate
// count, opening a verification request (encSqno), texting and checking its number, and the alternative
// path, texting the customer a self-registration link. encSqno is sealed with its planner: another
// planner's is forbidden.
import { getCountForDulCheck, issueAuthNo, saveCustAthn, sendAuthMMS, validAuthNo } from '../../../src/domain/registration/contract';
import { registrationMessages as m } from '../../../src/domain/registration/messages';
import { selfRegistrationHref } from '../../../src/domain/registration/pages';
import { step1Error } from '../../../src/domain/registration/rules';
import { msg } from '../../../src/domain/messages';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, type CallContext, handle, signedIn } from '../../http/handle';
import { reserveSend } from '../../services/auth-codes';
import { createRequest, customersWithPhone, inTransaction, lockRequest } from '../../services/registration-requests';
import { checkTypedCode, type LockChecked, refuse, sendCode } from './verification';

/** Step 1 again on the server: the phone splits, is not one of the caller's customers', the name is not blank. */
async function checkedStep1(db: Db, user: UserRow, custNm: string, phone: string): Promise<string> {
  const name = custNm.trim();
  const broken = step1Error({ phone, name, duplicates: await customersWithPhone(db, user.userid, phone) });
  if (broken) throw refuse(broken.message, 'step 1');
  return name;
}

/** The request encSqno names, locked; it must be the caller's own. */
export function plannerRequest(ctx: CallContext, user: UserRow, encSqno: string): LockChecked {
  const opened = ctx.svc.registration.openPlannerHandle(encSqno);
  if (!opened) throw refuse(m.authRequestGone, 'encSqno');
  if (opened.ownerUserid !== user.userid) throw new CallRefusal('forbidden', msg.forbidden, { detail: { reason: 'another planner\'s request' } });
  return async (tx) => {
    const request = await lockRequest(tx, opened.requestId);
    if (!request || request.kind !== 'planner') throw refuse(m.authRequestGone, 'request gone');
    return request;
  };
}

export const plannerCalls: readonly ApiCall[] = [
  handle(getCountForDulCheck, async (req, ctx) => {
    const { user } = signedIn(ctx);
    return { cnt: await customersWithPhone(ctx.svc.db, user.userid, `${req.tel1}${req.tel2}${req.tel3}`) };
  }),

  handle(saveCustAthn, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock, registration } = ctx.svc;
    const name = await checkedStep1(db, user, req.custNm, req.kwctlNo);
    const id = await createRequest(db, { kind: 'planner', ownerUserid: user.userid, custName: name, phone: req.kwctlNo }, clock.now());
    return { encSqno: registration.plannerHandle(id, user.userid) };
  }),

  handle(issueAuthNo, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const lock = plannerRequest(ctx, user, req.encSqno);
    return sendCode(ctx.svc, async (tx) => {
      const request = await lock(tx);
      if (req.name.trim() !== request.custName || req.phoneNum !== request.phone) throw refuse(m.selfDiffers, 'name or phone');
      return request;
    });
  }),

  handle(validAuthNo, async (req, ctx) => {
    const { user } = signedIn(ctx);
    return checkTypedCode(ctx.svc, plannerRequest(ctx, user, req.encSqno), req.athnNo);
  }),

  handle(sendAuthMMS, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock, registration, sms, config } = ctx.svc;
    const name = await checkedStep1(db, user, req.custNm, req.kwctlNo);
    const now = clock.now();
    await inTransaction(db, async (tx) => {
      const id = await createRequest(tx, { kind: 'self', ownerUserid: user.userid, custName: name, phone: req.kwctlNo }, now);
      const quota = await reserveSend(tx, now, { phone: req.kwctlNo, userid: user.userid, kind: 'auth-link' });
      if (quota) throw refuse(quota, 'daily quota');
      const href = selfRegistrationHref(config.publicOrigin, registration.link(id, name, req.kwctlNo, user.akdcde));
      await sms.enqueueAll([{ senderUserid: user.userid, toTel: req.kwctlNo, body: m.linkSms(user.name, href), kind: 'auth-link' }], tx);
    });
    sms.kick();
    return {};
  }),
];
