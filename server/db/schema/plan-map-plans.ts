// The plans made on the plan map (spec 3 §3 my plan, discount, customer plan info): the caller's own plans
// with their products, the discounts the cart's sheet offers, and customers' saved plans. A customer plan is
// saved cart by cart (customer_plans, with the payment and the breakdown the cart showed); its products are
// unique per customer and child, so two saves of one product cannot both land (cust_plan_duplicate).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import type { BreakdownStep } from '../../../src/domain/cart/rules';
import { instant, yn } from './columns';
import { customers } from './customers';
import { users } from './org';
import { planProducts } from './plan-map';

export const myPlans = pgTable(
  'my_plans',
  {
    epmMySqno: integer('epm_my_sqno').primaryKey().generatedByDefaultAsIdentity(),
    userid: text('userid')
      .notNull()
      .references(() => users.userid, { onDelete: 'cascade' }),
    planNm: text('plan_nm').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Bumped by every change: a save based on an older version is a conflict (issue 18, D67). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('my_plans_user_idx').on(t.userid, t.epmMySqno)],
);

export const myPlanProducts = pgTable(
  'my_plan_products',
  {
    epmMySqno: integer('epm_my_sqno')
      .notNull()
      .references(() => myPlans.epmMySqno, { onDelete: 'cascade' }),
    salecdSqno: integer('salecd_sqno')
      .notNull()
      .references(() => planProducts.salecdSqno),
    prchCnt: smallint('prch_cnt').notNull(),
    dcYn: yn('dc_yn').notNull().default('N'),
    /** The order the products were chosen in. */
    sort: smallint('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.epmMySqno, t.salecdSqno] })],
);

/** A discount of the cart's sheet: M needs a membership in the cart, F a free pass; min_mon the months it needs. */
export const planDiscounts = pgTable('plan_discounts', {
  dcSqno: integer('dc_sqno').primaryKey(),
  titl: text('titl').notNull(),
  dcAmt: integer('dc_amt').notNull(),
  dcDiv: text('dc_div').notNull().$type<'M' | 'F'>(),
  minMon: smallint('min_mon').notNull().default(12),
  sort: smallint('sort').notNull(),
  /** N: no longer offered (kept for saved plans). */
  useYn: yn('use_yn').notNull().default('Y'),
});

export const customerPlans = pgTable(
  'customer_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kwkkey: text('kwkkey')
      .notNull()
      .references(() => customers.kwkkey, { onDelete: 'cascade' }),
    /** The child the plan is for; '' for the customer themself. */
    chlnKwkey: text('chln_kwkey').notNull().default(''),
    /** The planner whose customer it is, and who saved it (a branch head for a planner below them). */
    plannerUserid: text('planner_userid').notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: instant('saved_at').notNull(),
    prpmAmt: integer('prpm_amt').notNull(),
    mlgAmt: integer('mlg_amt').notNull(),
    mntsCnt: smallint('mnts_cnt').notNull(),
    dcSqnoList: jsonb('dc_sqno_list').$type<readonly number[]>().notNull().default(sql`'[]'::jsonb`),
    dcRt: smallint('dc_rt').notNull(),
    monthAmt: integer('month_amt').notNull(),
    /** The "why this price" steps the cart showed, as the shared rule computed them. */
    breakdown: jsonb('breakdown').$type<readonly BreakdownStep[]>().notNull(),
  },
  (t) => [index('customer_plans_customer_idx').on(t.kwkkey, t.chlnKwkey, t.id)],
);

export const customerPlanProducts = pgTable(
  'customer_plan_products',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => customerPlans.id, { onDelete: 'cascade' }),
    kwkkey: text('kwkkey').notNull(),
    chlnKwkey: text('chln_kwkey').notNull(),
    salecdSqno: integer('salecd_sqno')
      .notNull()
      .references(() => planProducts.salecdSqno),
    prchCnt: smallint('prch_cnt').notNull(),
    dcYn: yn('dc_yn').notNull().default('N'),
  },
  (t) => [unique('customer_plan_products_uq').on(t.kwkkey, t.chlnKwkey, t.salecdSqno), index('customer_plan_products_plan_idx').on(t.planId)],
);
