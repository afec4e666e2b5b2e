// The plan map's catalogue reads (spec 3 §7 eduplan.base, child, promotion): whose map a caller may open,
// the products on sale and their categories, the promotion running now or one that has started, and a
// customer's children. Unknown and foreign targets get one refusal each, so an answer never tells who exists.
import { sql } from 'drizzle-orm';
import type { PlanCategory, PlanChild, PlanProduct } from '../../src/domain/plan-map/contract';
import { ageOn } from '../../src/domain/customers/rules';
import { msg } from '../../src/domain/messages';
import type { PromotionFileRef } from '../db/schema';
import type { Db } from '../db/client';
import { CallRefusal } from '../http/envelope';
import { rowsOf } from '../lib/rows';
import { kstDate } from '../lib/time';
import { ownedBy, type OwnerScope } from './customer-scope';
import { subtreeCte } from './org-scope';
import type { UserRow } from './sessions';

/**
 * The planner whose map is asked for: the caller (no targetId, or their own), or for a branch head (COG01)
 * someone below them (users.manager_userid). Anyone else, or an unknown id, is one forbidden refusal.
 */
export async function mapPlanner(db: Db, caller: UserRow, targetId: string | undefined): Promise<string> {
  if (targetId === undefined || targetId === '' || targetId === caller.userid) return caller.userid;
  if (caller.orgnzPstn === 'COG01') {
    const [row] = await rowsOf<{ userid: string }>(db, sql`${subtreeCte(caller.userid)} select userid from tree where userid = ${targetId} and depth > 0`);
    if (row) return row.userid;
  }
  throw new CallRefusal('forbidden', msg.otherOrgRefused, { detail: { targetId } });
}

/** The products on sale, by category order then the product's sort (plan_products_category_idx). */
export function productsOnSale(db: Db): Promise<PlanProduct[]> {
  return rowsOf<PlanProduct>(
    db,
    sql`select p.salecd_sqno as "salecdSqno", p.prdtnm, p.cat_cd as "catCd", p.prdt_amt as "prdtAmt", p.dc_amt as "dcAmt",
        p.dc_rt as "dcRt", p.prdt_div as "prdtDiv", p.prmt_aply_yn as "prmtAplyYn", p.bcnm_yn as "bcnmYn",
        p.prdt_info_link as "prdtInfoLink", p.conc_mon as "concMon"
      from plan_products p join product_categories c on c.cat_cd = p.cat_cd
      where p.sale_yn = 'Y'
      order by c.sort, c.cat_cd, p.sort, p.salecd_sqno`,
  );
}

/** The categories of the products on sale, in their order. */
export const categoriesOf = (products: readonly PlanProduct[], all: readonly { catCd: string; cdNm: string }[]): PlanCategory[] =>
  all.filter((c) => products.some((p) => p.catCd === c.catCd)).map((c) => ({ cdNm: c.cdNm, cdVl1: c.catCd }));

/** Every product category, in order. */
export const productCategoriesInOrder = (db: Db): Promise<{ catCd: string; cdNm: string }[]> =>
  rowsOf(db, sql`select cat_cd as "catCd", cd_nm as "cdNm" from product_categories order by sort, cat_cd`);

/** The promotion running at `now` (start ≤ now < end; the newest start when several), or null. */
export async function runningPromotion(db: Db, now: Date): Promise<{ sqno: number; titl: string } | null> {
  const [row] = await rowsOf<{ sqno: number; titl: string }>(
    db,
    sql`select sqno, titl from promotions where start_at <= ${now} and end_at > ${now} order by start_at desc, sqno desc limit 1`,
  );
  return row ?? null;
}

/** A promotion that has started by `now` (running or ended), its files in page order; else not found. */
export async function startedPromotion(db: Db, sqno: number, now: Date): Promise<{ sqno: number; titl: string; fileList: PromotionFileRef[] }> {
  const [row] = await rowsOf<{ sqno: number; titl: string; files: readonly PromotionFileRef[] }>(
    db,
    sql`select sqno, titl, files from promotions where sqno = ${sqno} and start_at <= ${now}`,
  );
  if (!row) throw new CallRefusal('not_found', msg.notFound);
  const fileList = [...row.files].sort((a, b) => a.dtptSqno - b.dtptSqno).map((f) => ({ dtptSqno: f.dtptSqno, cdnUrl: f.cdnUrl }));
  return { sqno: row.sqno, titl: row.titl, fileList };
}

/**
 * The children of customer `kwkkey` (of division `custDiv`) when `owners` hold it, in birth order (unknown
 * births last, then their place), each aged in full years on the KST day of `now`; else one not-found.
 */
export async function customerChildren(
  db: Db,
  owners: OwnerScope,
  kwkkey: string,
  custDiv: string,
  now: Date,
): Promise<{ ownerUserid: string; children: PlanChild[] }> {
  const [customer] = await rowsOf<{ ownerUserid: string }>(
    db,
    sql`select c.owner_userid as "ownerUserid" from customers c where c.kwkkey = ${kwkkey} and c.cust_div = ${custDiv} and ${ownedBy(owners)}`,
  );
  if (!customer) throw new CallRefusal('not_found', msg.notFound);
  const rows = await rowsOf<{ name: string; birth: string | null; chlnKwkey: string }>(
    db,
    sql`select k.name, k.birth, k.chln_kwkey as "chlnKwkey" from children k
      where k.kwkkey = ${kwkkey} order by nullif(k.birth, '') nulls last, k.seq`,
  );
  const today = kstDate(now);
  return {
    ownerUserid: customer.ownerUserid,
    children: rows.map((r) => ({ kwcnam: r.name, chlnAge: r.birth ? ageOn(r.birth, today) : null, chlnBdt: r.birth ?? '', chlnKwkey: r.chlnKwkey })),
  };
}
