// eduplan/bascket (spec 3 §7; §3 cart response): the chosen products priced from the catalogue, their
// categories, the customer's held and planned counts, the discounts the sheet offers, the 10% rate, and
// what the customer's last saved plan for that child chose. Without a customer it is a my plan to be.
import { sql } from 'drizzle-orm';
import { eduplanBascket, type SavedPlanInfo } from '../../../src/domain/cart/contract';
import type { Db } from '../../db/client';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { rowsOf } from '../../lib/rows';
import { cartProducts, discountRate, discountsOffered } from '../../services/cart-pricing';
import { categoryCounts } from '../../services/plan-counts';
import { planCustomer } from '../../services/plan-customer';
import { categoriesOf, mapPlanner, productCategoriesInOrder } from '../../services/plan-map';

/** The latest saved plan of the customer for that child (the customer themself: ''), or null. */
async function latestSavedPlan(db: Db, kwkkey: string, chlnKwkey: string): Promise<(SavedPlanInfo & { monthAmt: number }) | null> {
  const [row] = await rowsOf<SavedPlanInfo & { monthAmt: number }>(
    db,
    sql`select prpm_amt as "prpmAmt", mlg_amt as "mlgAmt", mnts_cnt as "mntsCnt", dc_sqno_list as "dcSqnoList", month_amt as "monthAmt"
      from customer_plans where kwkkey = ${kwkkey} and chln_kwkey = ${chlnKwkey} order by id desc limit 1`,
  );
  return row ?? null;
}

export const bascketCalls: readonly ApiCall[] = [
  handle(eduplanBascket, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db } = ctx.svc;
    const customer = req.kwkkey !== undefined ? await planCustomer(db, user, req) : null;
    // Without a customer the target still has to be one the caller may plan for.
    if (customer === null) await mapPlanner(db, user, req.targetId);
    const [productList, categories, cateCntList, discountList, dcRt, saved] = await Promise.all([
      cartProducts(db, req.strSearchPrdt),
      productCategoriesInOrder(db),
      categoryCounts(db, customer && { kwkkey: customer.kwkkey, chlnKwkey: customer.chlnKwkey }),
      discountsOffered(db),
      discountRate(db),
      customer ? latestSavedPlan(db, customer.kwkkey, customer.chlnKwkey) : null,
    ]);
    return {
      productList,
      cateList: categoriesOf(productList, categories),
      cateCntList,
      discountList,
      dcRt,
      monthAmt: saved?.monthAmt ?? 0,
      custPlanInfo: saved && { prpmAmt: saved.prpmAmt, mlgAmt: saved.mlgAmt, mntsCnt: saved.mntsCnt, dcSqnoList: saved.dcSqnoList },
    };
  }),
];
