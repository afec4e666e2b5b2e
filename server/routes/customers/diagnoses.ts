// The detail's diagnosis service (spec 2 §2, §3 Diagnosis, §7): a kind's completed results of the customers
// the caller sees with the given phone, newest first, with the caller's remaining coupons; and sharing a
// result, which texts the stored result link to the customer through the SMS outbox. Only a result of that
// very customer (its sealed phone) and kind is sent: never an address the request makes up.
import { sql } from 'drizzle-orm';
import { customersMessages } from '../../../src/domain/customers/messages';
import { customerSectionsMessages } from '../../../src/domain/customers/sections-messages';
import { type Diagnosis, gelectMyCstmrDiagnosisList, shareResult } from '../../../src/domain/customers/sections-contract';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { badRequestMessage } from '../../lib/decode';
import { rowsOf } from '../../lib/rows';
import { fullScope, ownerScope } from '../../services/customer-scope';
import { logPersonalRead, soleOwner } from '../../services/personal-data-log';
import { customerInView, customersWithPhone, notVisible } from './section-scope';

export const diagnosisCalls: readonly ApiCall[] = [
  handle(gelectMyCstmrDiagnosisList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const seen = await customersWithPhone(db, await ownerScope(db, user, req.searchUserid), req);
    const keys = seen.map((c) => c.kwkkey);
    const [rows, [coupons]] = await Promise.all([
      rowsOf<Diagnosis & { ownerUserid: string }>(
        db,
        sql`select d.exam_cd as "examCd", d.exam_no as "examNo", c.name as "custNm", c.kwkkey, coalesce(k.name, '') as "chlnNm",
            to_char(d.comp_dt, 'YYYY-MM-DD') as "compDt", to_char(d.due_date, 'YYYY-MM-DD') as "dueDate", d.rslt_url as "rsltUrl",
            c.owner_userid as "ownerUserid"
          from diagnoses d join customers c on c.kwkkey = d.kwkkey left join children k on k.chln_kwkey = d.chln_kwkey
          where d.kwkkey = any(${sql.param(keys)}::text[]) and d.exam_cd = ${req.examCd} and d.prgs_stat = 'C'
          order by d.comp_dt desc, d.id desc`,
      ),
      rowsOf<{ aieltRmnngCnt: number; tedsRmnngCnt: number; tediRmnngCnt: number }>(
        db,
        sql`select aielt_rmnng_cnt as "aieltRmnngCnt", teds_rmnng_cnt as "tedsRmnngCnt", tedi_rmnng_cnt as "tediRmnngCnt"
          from diagnosis_coupons where userid = ${user.userid}`,
      ),
    ]);
    if (rows.length > 0)
      await logPersonalRead(db, clock.now(), {
        userid: user.userid,
        ownerUserid: soleOwner(rows.map((r) => r.ownerUserid)),
        kwkkeys: [...new Set(rows.map((r) => r.kwkkey))],
        call: gelectMyCstmrDiagnosisList.path,
        fields: ['custNm', 'childNames', 'diagnoses'],
      });
    return {
      diagnosisList: rows.map(({ ownerUserid: _owner, ...d }) => d),
      aieltRmnngCnt: coupons?.aieltRmnngCnt ?? 0,
      tedsRmnngCnt: coupons?.tedsRmnngCnt ?? 0,
      tediRmnngCnt: coupons?.tediRmnngCnt ?? 0,
    };
  }),

  handle(shareResult, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, recipients, sms } = ctx.svc;
    const sealed = recipients.open('tel', req.encCustTel);
    if (!sealed)
      throw new CallRefusal('bad_request', badRequestMessage(['encCustTel']), { detail: { fields: ['encCustTel'], reason: 'recipient token' } });
    const c = await customerInView(db, await fullScope(db, user), sealed.kwkkey);
    const [result] = await rowsOf<{ examNo: string }>(
      db,
      sql`select exam_no as "examNo" from diagnoses
        where kwkkey = ${c.kwkkey} and exam_cd = ${req.examCd} and rslt_url = ${req.rsltUrl} and prgs_stat = 'C' limit 1`,
    );
    if (!result) throw notVisible({ reason: 'result not of this customer', kwkkey: c.kwkkey, examCd: req.examCd });
    // The current number, not the token's (as sendSms).
    const body = customerSectionsMessages.shareSms(c.name, customersMessages.detailTestNames[req.examCd], req.rsltUrl);
    await sms.enqueueAll([{ senderUserid: user.userid, toTel: `${c.tel1}${c.tel2}${c.tel3}`, body, kind: 'customer' }]);
    sms.kick();
    return {};
  }),
];
