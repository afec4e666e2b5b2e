// The plan map's category counts (spec 3 §3 category counts), shared by eduplan/customerPlan and eduplan/bascket
// so the map and the cart never disagree: per category of the products on sale, the customer's contracts in
// force (concstat N: a contract names no child, so it counts for every child) and the products in the saved
// plan of that child (customer_plan_products). The caller checks the customer is in scope first.
import { sql } from 'drizzle-orm';
import type { CategoryCount } from '../../src/domain/plan-map/plan-contract';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';

/** The customer and child counted for; chlnKwkey '' for the customer themself. */
export interface CountedCustomer {
  readonly kwkkey: string;
  readonly chlnKwkey: string;
}

/** The counts per category of the products on sale, in category order; zeros without a customer. */
export function categoryCounts(db: Db, who: CountedCustomer | null): Promise<CategoryCount[]> {
  const held = who === null ? sql`0` : sql`(select count(*) from contracts k where k.kwkkey = ${who.kwkkey} and k.concstat = 'N' and k.cat_cd = c.cat_cd)`;
  const planned =
    who === null
      ? sql`0`
      : sql`(select count(*) from customer_plan_products cp join plan_products pp on pp.salecd_sqno = cp.salecd_sqno
          where cp.kwkkey = ${who.kwkkey} and cp.chln_kwkey = ${who.chlnKwkey} and pp.cat_cd = c.cat_cd)`;
  return rowsOf<CategoryCount>(
    db,
    sql`select c.cat_cd as "catCd", c.cd_nm as "catNm", ${held}::int as "concCnt", ${planned}::int as "planCnt"
      from product_categories c
      where exists (select 1 from plan_products p where p.cat_cd = c.cat_cd and p.sale_yn = 'Y')
      order by c.sort, c.cat_cd`,
  );
}
