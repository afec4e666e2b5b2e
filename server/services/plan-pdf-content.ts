// What the plan map's PDF shows (spec 3 §2 view as pdf): the saved plans of a customer (or child), newest
// first, each with its products, the payment breakdown the cart showed when it was saved and the monthly
// payment; and the customer's products held (contracts in force) per category. The caller checks scope.
import { sql } from 'drizzle-orm';
import type { BreakdownStep } from '../../src/domain/cart/rules';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import { kstDateTime } from '../lib/time';

export interface PlanPdfPlan {
  /** KST, yyyy-mm-dd hh:mm. */
  readonly savedAt: string;
  readonly products: readonly { readonly prdtnm: string; readonly prchCnt: number; readonly prdtAmt: number }[];
  readonly steps: readonly Pick<BreakdownStep, 'label' | 'amount'>[];
  readonly mntsCnt: number;
  readonly monthAmt: number;
}

export interface PlanPdfHeld {
  readonly catNm: string;
  readonly products: readonly { readonly prdtnm: string; readonly concdt: string; readonly expiry: string }[];
}

/** The saved plans of `kwkkey` for `chlnKwkey` ('' the customer themself), newest first. */
export async function savedPlans(db: Db, kwkkey: string, chlnKwkey: string): Promise<PlanPdfPlan[]> {
  const plans = await rowsOf<{ id: number; savedAt: Date | string; mntsCnt: number; monthAmt: number; breakdown: readonly BreakdownStep[] }>(
    db,
    sql`select id, saved_at as "savedAt", mnts_cnt as "mntsCnt", month_amt as "monthAmt", breakdown
      from customer_plans where kwkkey = ${kwkkey} and chln_kwkey = ${chlnKwkey} order by saved_at desc, id desc`,
  );
  if (plans.length === 0) return [];
  const products = await rowsOf<{ planId: number; prdtnm: string; prchCnt: number; prdtAmt: number }>(
    db,
    sql`select cp.plan_id as "planId", p.prdtnm, cp.prch_cnt as "prchCnt", p.prdt_amt as "prdtAmt"
      from customer_plan_products cp join plan_products p on p.salecd_sqno = cp.salecd_sqno
        join product_categories c on c.cat_cd = p.cat_cd
      where cp.plan_id = any(${sql.param(plans.map((p) => p.id))}::int[])
      order by c.sort, c.cat_cd, p.sort, p.salecd_sqno`,
  );
  return plans.map((p) => ({
    savedAt: kstDateTime(new Date(p.savedAt)),
    products: products.filter((x) => x.planId === p.id).map(({ prdtnm, prchCnt, prdtAmt }) => ({ prdtnm, prchCnt, prdtAmt })),
    steps: p.breakdown.map(({ label, amount }) => ({ label, amount })),
    mntsCnt: p.mntsCnt,
    monthAmt: p.monthAmt,
  }));
}

/** The customer's contracts in force (concstat N) per category, in category order, then by contract date. */
export async function heldProducts(db: Db, kwkkey: string): Promise<PlanPdfHeld[]> {
  const rows = await rowsOf<{ catNm: string; prdtnm: string; concdt: string; expiry: string }>(
    db,
    sql`select coalesce(c.cd_nm, k.cat_cd) as "catNm", k.prdtnm, to_char(k.concdt, 'YYYY-MM-DD') as concdt, to_char(k.expiry, 'YYYY-MM-DD') as expiry
      from contracts k left join product_categories c on c.cat_cd = k.cat_cd
      where k.kwkkey = ${kwkkey} and k.concstat = 'N'
      order by c.sort nulls last, k.cat_cd, k.concdt, k.id`,
  );
  const held: { catNm: string; products: PlanPdfHeld['products'][number][] }[] = [];
  for (const { catNm, ...product } of rows) {
    const last = held.at(-1);
    if (last?.catNm === catNm) last.products.push(product);
    else held.push({ catNm, products: [product] });
  }
  return held;
}
