// A branch head's look at the centres' records of a customer (spec 2 §2 purchase history, recruiting info,
// §6: COG01 only, by the contract's roles): purchases under the phone of a customer in the caller's view,
// the history mark of one purchase, and the centres where the person (name and phone) registered as a
// recruit. A phone, or a purchase, of nobody the caller sees is forbidden. Paged newest first on
// (tel1, tel2, tel3, date) indexes.
import { sql } from 'drizzle-orm';
import {
  deleteCustPrchHstr,
  getCustBuyInfoList,
  getRecruitInfoList,
  type Purchase,
  type RecruitInfo,
  saveCustPrchHstr,
} from '../../../src/domain/customers/sections-contract';
import { type ApiCall, type CallContext, handle, signedIn } from '../../http/handle';
import { rowsOf } from '../../lib/rows';
import { fullScope, ownedBy, ownerScope } from '../../services/customer-scope';
import { logPersonalRead, soleOwner } from '../../services/personal-data-log';
import { customersWithPhone, notVisible } from './section-scope';

const count = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

async function markPurchase(req: { kwkey: string; cntrCd: string }, ctx: CallContext, value: 'Y' | 'N') {
  const { user } = signedIn(ctx);
  const { db } = ctx.svc;
  const owners = await fullScope(db, user);
  const done = await rowsOf<{ kwkey: string }>(
    db,
    sql`update centre_purchases p set hstr_yn = ${value}
      where p.kwkey = ${req.kwkey} and p.cntr_cd = ${req.cntrCd}
        and exists (select 1 from customers c where c.tel1 = p.tel1 and c.tel2 = p.tel2 and c.tel3 = p.tel3 and ${ownedBy(owners)})
      returning p.kwkey`,
  );
  if (done.length === 0) throw notVisible({ reason: 'purchase of nobody in view', kwkey: req.kwkey, cntrCd: req.cntrCd });
  return {};
}

export const centreCalls: readonly ApiCall[] = [
  handle(getCustBuyInfoList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const seen = await customersWithPhone(db, await ownerScope(db, user, req.searchUserid), req);
    const where = sql`p.tel1 = ${req.tel1} and p.tel2 = ${req.tel2} and p.tel3 = ${req.tel3}`;
    const [rows, total] = await Promise.all([
      rowsOf<Purchase>(
        db,
        sql`select p.kwcnam, p.cntr_nm as "cntrNm", p.kwsad1, p.hstr_yn as "hstrYn", p.prdtnms as "prdtnmArray", p.kwkey, p.cntr_cd as "cntrCd"
          from centre_purchases p where ${where}
          order by p.last_buy_dt desc, p.kwkey, p.cntr_cd limit ${req.size} offset ${req.offset}`,
      ),
      rowsOf<{ n: number | string }>(db, sql`select count(*) as n from centre_purchases p where ${where}`),
    ]);
    if (rows.length > 0)
      await logPersonalRead(db, clock.now(), {
        userid: user.userid,
        ownerUserid: soleOwner(seen.map((c) => c.ownerUserid)),
        kwkkeys: seen.map((c) => c.kwkkey),
        call: getCustBuyInfoList.path,
        fields: ['custNm', 'addr', 'purchases'],
      });
    return { totCnt: count(total), custBuyInfoList: rows };
  }),

  handle(saveCustPrchHstr, (req, ctx) => markPurchase(req, ctx, 'Y')),
  handle(deleteCustPrchHstr, (req, ctx) => markPurchase(req, ctx, 'N')),

  handle(getRecruitInfoList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const name = req.searchCustNm.trim();
    const seen = await customersWithPhone(db, await fullScope(db, user), req, name);
    const where = sql`r.tel1 = ${req.tel1} and r.tel2 = ${req.tel2} and r.tel3 = ${req.tel3} and r.cust_nm = ${name}`;
    const [rows, total] = await Promise.all([
      rowsOf<RecruitInfo>(
        db,
        sql`select r.cntr_nm as "cntrNm", to_char(r.reg_date, 'YYYY-MM-DD') as "regDate" from recruit_registrations r
          where ${where} order by r.reg_date desc, r.id desc limit ${req.size} offset ${req.offset}`,
      ),
      rowsOf<{ n: number | string }>(db, sql`select count(*) as n from recruit_registrations r where ${where}`),
    ]);
    if (rows.length > 0)
      await logPersonalRead(db, clock.now(), {
        userid: user.userid,
        ownerUserid: soleOwner(seen.map((c) => c.ownerUserid)),
        kwkkeys: seen.map((c) => c.kwkkey),
        call: getRecruitInfoList.path,
        fields: ['recruits'],
      });
    return { totCnt: count(total), recruitInfoList: rows };
  }),
];
