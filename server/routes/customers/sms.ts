// The customer SMS page (spec 2 §2, §5): the templates, and sending one text to the selected customers
// through the outbox (one row each). Recipients arrive as the list's sealed tokens: a token this server
// did not seal is bad_request, a customer the caller may not see forbidden, and then nothing is sent.
// Advertising templates follow the Korean Network Act (art. 50): not between 21:00 and 08:00 KST, the
// text starts with (광고), and only customers whose marketing consent is at most 12 months old get it.
import { asc, eq, sql } from 'drizzle-orm';
import { getSmsTempleteList, sendSms } from '../../../src/domain/customers/contract';
import { hasMarketingConsent, isAdQuietHour, withAdPrefix } from '../../../src/domain/customers/rules';
import { msg } from '../../../src/domain/messages';
import { smsTemplates } from '../../db/schema';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { badRequestMessage } from '../../lib/decode';
import { rowsOf } from '../../lib/rows';
import { kstDate, kstTime } from '../../lib/time';
import { fullScope, ownedBy } from '../../services/customer-scope';

const badRecipients = () =>
  new CallRefusal('bad_request', badRequestMessage(['smsUserListJsonString']), { detail: { fields: ['smsUserListJsonString'], reason: 'recipient token' } });

export const smsCalls: readonly ApiCall[] = [
  handle(getSmsTempleteList, async (_req, ctx) => {
    signedIn(ctx);
    const list = await ctx.svc.db
      .select({ cdNm: smsTemplates.cdNm, cdVl1: smsTemplates.cdVl1, cntn: smsTemplates.cntn, adYn: smsTemplates.adYn })
      .from(smsTemplates)
      .orderBy(asc(smsTemplates.sort), asc(smsTemplates.cdVl1));
    return { list };
  }),

  handle(sendSms, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock, recipients, sms } = ctx.svc;
    const now = clock.now();
    let advertising = false;
    if (req.tmplCd) {
      const [tmpl] = await db.select({ adYn: smsTemplates.adYn }).from(smsTemplates).where(eq(smsTemplates.cdVl1, req.tmplCd));
      if (!tmpl) throw new CallRefusal('bad_request', badRequestMessage(['tmplCd']), { detail: { fields: ['tmplCd'] } });
      advertising = tmpl.adYn === 'Y';
    }
    // Both tokens of a recipient must be ours and name the same customer.
    const keys = new Set<string>();
    for (const r of req.smsUserListJsonString) {
      const name = recipients.open('name', r.encCustNm);
      const tel = recipients.open('tel', r.encCustTel);
      if (!name || !tel || name.kwkkey !== tel.kwkkey) throw badRecipients();
      keys.add(tel.kwkkey);
    }
    const owners = await fullScope(db, user);
    // The current number and consent, not the token's: a number changed since the list was read is used as it is now.
    const found = await rowsOf<{ kwkkey: string; telDigits: string; mrknagre: 'Y' | 'N'; mrknAgreDt: string | null }>(
      db,
      sql`select c.kwkkey, c.tel_digits as "telDigits", c.mrknagre, to_char(c.mrkn_agre_dt, 'YYYY-MM-DD') as "mrknAgreDt"
        from customers c where c.kwkkey = any(${sql.param([...keys])}::text[]) and ${ownedBy(owners)}`,
    );
    if (found.length !== keys.size)
      throw new CallRefusal('forbidden', msg.forbidden, { detail: { reason: 'customers not visible', count: keys.size - found.length } });

    // The rules come after the input is known good, so a bad request is never answered with a rule.
    if (advertising && isAdQuietHour(Number(kstTime(now).slice(0, 2)))) throw new CallRefusal('refused', msg.adQuietHours);
    const today = kstDate(now);
    const to = advertising ? found.filter((c) => hasMarketingConsent(c.mrknagre, c.mrknAgreDt, today)) : found;
    if (to.length === 0) throw new CallRefusal('refused', msg.adNoConsent);
    const body = advertising ? withAdPrefix(req.msg) : req.msg;
    await sms.enqueueAll(to.map((c) => ({ senderUserid: user.userid, toTel: c.telDigits, body, kind: 'customer' as const })));
    sms.kick();
    return { sentCnt: to.length, skippedCnt: found.length - to.length };
  }),
];
