// A customer's saved plan (spec 3 §2 cart save, §3 customer plan info; §7 eduplan.customerPlan and
// myPlanSave in customer mode): the products in a customer's (or child's) plan, and saving a cart into it.
// The server prices the cart again with the client's rule (cart-pricing.ts) and refuses a save whose
// monthly figure differs; a product already in that plan is cust_plan_duplicate, also when two saves race.
import { sql } from 'drizzle-orm';
import { msg } from '../../src/domain/messages';
import type { ChosenProduct, CustPlanInfo, PlanEntry } from '../../src/domain/plan-map/plan-contract';
import type { Db } from '../db/client';
import { CallRefusal } from '../http/envelope';
import { rowsOf } from '../lib/rows';
import { cartProducts, discountRate, discountsOffered, priceCart } from './cart-pricing';
import { checkNoRepeats } from './my-plans';
import type { PlanCustomer } from './plan-customer';

/** The products in the customer's saved plan for that child (planType "1": shown held, not choosable), in saving order. */
export const customerPlanProducts = (db: Db, kwkkey: string, chlnKwkey: string): Promise<PlanEntry[]> =>
  rowsOf<PlanEntry>(
    db,
    sql`select salecd_sqno as "salecdSqno", prch_cnt as "prchCnt", dc_yn as "dcYn", '1' as "planType"
      from customer_plan_products where kwkkey = ${kwkkey} and chln_kwkey = ${chlnKwkey} order by plan_id, salecd_sqno`,
  );

const duplicate = (detail: Record<string, unknown>) => new CallRefusal('cust_plan_duplicate', msg.custPlanDuplicate, { detail });

export interface CustomerPlanSave {
  readonly customer: PlanCustomer;
  /** Who saves it (the planner, or a branch head for a planner below them). */
  readonly savedBy: string;
  readonly chosen: readonly ChosenProduct[];
  readonly info: CustPlanInfo;
  readonly now: Date;
}

/**
 * Saves the chosen products into the customer's plan with the payment the shared rule computes: refused
 * when a product is not on sale, the payment is below zero, or its monthly figure is not the one the cart
 * showed (the prices changed meanwhile); cust_plan_duplicate when a product is already in that plan.
 */
export async function saveCustomerPlan(db: Db, s: CustomerPlanSave): Promise<void> {
  checkNoRepeats(s.chosen);
  const [products, discounts, dcRt] = await Promise.all([cartProducts(db, s.chosen), discountsOffered(db), discountRate(db)]);
  if (products.length < s.chosen.length) throw new CallRefusal('refused', msg.planProductUnavailable, { detail: { reason: 'not on sale' } });
  const { payment, dcSqnoList } = priceCart({ products, discounts, dcRt, dcSqnoList: s.info.dcSqnoList, prpmAmt: s.info.prpmAmt, mlgAmt: s.info.mlgAmt, mntsCnt: s.info.mntsCnt });
  if (!payment.ok) throw new CallRefusal('refused', payment.message, { detail: { payable: payment.payable } });
  if (payment.monthly !== s.info.monthAmt) throw new CallRefusal('refused', msg.cartPriceChanged, { detail: { sent: s.info.monthAmt, computed: payment.monthly } });

  const { kwkkey, chlnKwkey } = s.customer;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [plan] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into customer_plans (kwkkey, chln_kwkey, planner_userid, saved_by, saved_at, prpm_amt, mlg_amt, mnts_cnt, dc_sqno_list, dc_rt, month_amt, breakdown)
        values (${kwkkey}, ${chlnKwkey}, ${s.customer.ownerUserid}, ${s.savedBy}, ${s.now.toISOString()}::timestamptz, ${s.info.prpmAmt}, ${s.info.mlgAmt},
          ${payment.months}, ${JSON.stringify(dcSqnoList)}::jsonb, ${dcRt}, ${payment.monthly}, ${JSON.stringify(payment.steps)}::jsonb)
        returning id`,
    );
    const rows = products.map((p) => sql`(${plan!.id}, ${kwkkey}, ${chlnKwkey}, ${p.salecdSqno}, ${p.prchCnt}, ${p.dcYn})`);
    // A product already planned, or planned by a save that commits first (PostgreSQL waits on its row, then
    // skips it), is not inserted: fewer rows than products means a duplicate, and the whole save rolls back.
    const inserted = await rowsOf<{ salecdSqno: number }>(
      tx,
      sql`insert into customer_plan_products (plan_id, kwkkey, chln_kwkey, salecd_sqno, prch_cnt, dc_yn) values ${sql.join(rows, sql`, `)}
        on conflict on constraint customer_plan_products_uq do nothing returning salecd_sqno as "salecdSqno"`,
    );
    if (inserted.length < products.length) {
      const landed = new Set(inserted.map((r) => r.salecdSqno));
      throw duplicate({ kwkkey, planned: products.map((p) => p.salecdSqno).filter((id) => !landed.has(id)) });
    }
  });
}
