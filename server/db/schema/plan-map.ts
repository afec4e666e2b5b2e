// The education plan map's catalogue (spec 3 §3 plan product, category, promotion): the products a planner
// plans with, by the product categories of the customer list (product_categories), and the promotions with
// their images. Prices in won.
import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { instant, yn } from './columns';
import { productCategories } from './products';

export const planProducts = pgTable(
  'plan_products',
  {
    salecdSqno: integer('salecd_sqno').primaryKey(),
    prdtnm: text('prdtnm').notNull(),
    catCd: text('cat_cd')
      .notNull()
      .references(() => productCategories.catCd),
    prdtAmt: integer('prdt_amt').notNull(),
    dcAmt: integer('dc_amt').notNull().default(0),
    /** The 10% box's rate, percent (spec 3 §9: from the server). */
    dcRt: smallint('dc_rt').notNull().default(0),
    prdtDiv: text('prdt_div').notNull().$type<'A' | 'B' | 'C'>(),
    prmtAplyYn: yn('prmt_aply_yn').notNull().default('N'),
    bcnmYn: yn('bcnm_yn').notNull().default('N'),
    prdtInfoLink: text('prdt_info_link').notNull().default(''),
    concMon: smallint('conc_mon').notNull(),
    sort: smallint('sort').notNull(),
    /** N: withdrawn from sale (kept for saved plans). */
    saleYn: yn('sale_yn').notNull().default('Y'),
  },
  (t) => [index('plan_products_category_idx').on(t.catCd, t.sort)],
);

export interface PromotionFileRef {
  readonly dtptSqno: number;
  readonly cdnUrl: string;
}

export const promotions = pgTable(
  'promotions',
  {
    sqno: integer('sqno').primaryKey().generatedByDefaultAsIdentity(),
    titl: text('titl').notNull(),
    files: jsonb('files').$type<readonly PromotionFileRef[]>().notNull().default([]),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
  },
  (t) => [index('promotions_window_idx').on(t.startAt, t.endAt)],
);
