// The verification steps both pages share (spec 2 §4; docs/decisions.md D53): texting a new number and
// checking a typed one, each in one transaction on the locked request, and the refusals they answer. Which
// request and who may use it is the caller's part (`lockChecked`): the planner's encSqno or the link.
import { registrationMessages as m } from '../../../src/domain/registration/messages';
import { AUTH_SECONDS } from '../../../src/domain/registration/rules';
import type { Db } from '../../db/client';
import { CallRefusal } from '../../http/envelope';
import { checkCode, issueCode, reserveSend } from '../../services/auth-codes';
import type { AppServices } from '../../services/context';
import { inTransaction, type RegistrationRequest } from '../../services/registration-requests';

/** A rule or a verification step refused: the screen's message; audited with the reason only, never a value. */
export const refuse = (message: string, reason: string) => new CallRefusal('bad_request', message, { detail: { reason } });

/** The request was used by a registration already. */
export const alreadyRegistered = () => new CallRefusal('refused', m.alreadyRegistered);

/** Locks the request the call names and checks the caller may use it; throws a refusal otherwise. */
export type LockChecked = (tx: Db) => Promise<RegistrationRequest>;

/** Texts a new number to the request's phone (the earlier one stops working), counted by the daily quotas. */
export async function sendCode(svc: AppServices, lockChecked: LockChecked): Promise<{ expiresIn: number }> {
  const now = svc.clock.now();
  await inTransaction(svc.db, async (tx) => {
    const request = await lockChecked(tx);
    if (request.kwkkey !== null) throw alreadyRegistered();
    const quota = await reserveSend(tx, now, { phone: request.phone, userid: request.ownerUserid, kind: 'auth-code' });
    if (quota) throw refuse(quota, 'daily quota');
    const code = await issueCode(tx, svc.registration, request, now);
    // The text commits with the number: a number that exists was texted (and counted).
    await svc.sms.enqueueAll([{ senderUserid: request.ownerUserid, toTel: request.phone, body: m.codeSms(code), kind: 'auth-code' }], tx);
  });
  svc.sms.kick();
  return { expiresIn: AUTH_SECONDS };
}

/** Checks a typed number; the tries it costs are committed even when it is refused. */
export async function checkTypedCode(svc: AppServices, lockChecked: LockChecked, code: string): Promise<Record<string, never>> {
  const now = svc.clock.now();
  const outcome = await inTransaction(svc.db, async (tx) => {
    const request = await lockChecked(tx);
    if (request.kwkkey !== null) throw alreadyRegistered();
    return checkCode(tx, svc.registration, request, code, now);
  });
  if (!outcome.ok) throw refuse(outcome.message, 'verification number');
  return {};
}
