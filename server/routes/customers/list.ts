// The customer list (spec 1 §3, §5; spec 2 §9): a page of the customers the caller may see under the
// filters, with the total; the branch head's EP choices; the product master of the product filter. A page
// of customers is a read of their personal data: one read-log row per page (its keys, the fields shown).
import { asc, sql } from 'drizzle-orm';
import { getEpList, getMyCstmrList, getProdMstList } from '../../../src/domain/customers/contract';
import type { Position } from '../../../src/domain/shared/roles';
import { productCategories, products } from '../../db/schema';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { rowsOf } from '../../lib/rows';
import { kstDate } from '../../lib/time';
import { customerCount, customerPage } from '../../services/customer-query';
import { subtreeCte } from '../../services/org-scope';
import { logPersonalRead, soleOwner } from '../../services/personal-data-log';
import { checkedScope } from './list-input';
import { toCustomerRow } from './rows';

export const listCalls: readonly ApiCall[] = [
  handle(getMyCstmrList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock, recipients } = ctx.svc;
    const owners = await checkedScope(db, user, req);
    const today = kstDate(clock.now());
    const q = { owners, filters: req, today };
    const [rows, totCnt] = await Promise.all([customerPage(db, { ...q, offset: req.offset, limit: req.size }), customerCount(db, q)]);
    await logPersonalRead(db, clock.now(), {
      userid: user.userid,
      ownerUserid: soleOwner(rows.map((r) => r.userid)),
      kwkkeys: rows.map((r) => r.kwkkey),
      call: getMyCstmrList.path,
      fields: ['custNm', 'tel', 'addr', 'children'],
    });
    return { list: rows.map((r) => toCustomerRow(r, today, recipients)), totCnt };
  }),

  handle(getEpList, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    const list = await rowsOf<{ userid: string; username: string; orgnzPstn: Position }>(
      ctx.svc.db,
      sql`${subtreeCte(user.userid)}
        select u.userid, u.name as username, u.orgnz_pstn as "orgnzPstn"
        from tree join users u on u.userid = tree.userid
        where tree.depth > 0 order by u.name, u.userid`,
    );
    return { list };
  }),

  handle(getProdMstList, async (_req, ctx) => {
    signedIn(ctx);
    const { db } = ctx.svc;
    const [cateList, prodMstList] = await Promise.all([
      db.select({ cdNm: productCategories.cdNm, cdVl1: productCategories.catCd }).from(productCategories).orderBy(asc(productCategories.sort)),
      db
        .select({ prdtCd: products.prdtCd, prdtnm: products.prdtnm, salegropCd: products.salegropCd, catCd: products.catCd })
        .from(products)
        .innerJoin(productCategories, sql`${productCategories.catCd} = ${products.catCd}`)
        .orderBy(asc(productCategories.sort), asc(products.sort), asc(products.prdtCd)),
    ]);
    return { cateList, prodMstList };
  }),
];
