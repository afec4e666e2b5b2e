// The product master (spec 2 §3 Product, Category): what the product filter of the customer list and
// the product search offer, and what contracts name (contracts.prdt_cd).
import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';

export const productCategories = pgTable('product_categories', {
  /** cdVl1 at the API. */
  catCd: text('cat_cd').primaryKey(),
  /** cdNm at the API. */
  cdNm: text('cd_nm').notNull(),
  sort: smallint('sort').notNull(),
});

export const products = pgTable(
  'products',
  {
    prdtCd: text('prdt_cd').primaryKey(),
    prdtnm: text('prdtnm').notNull(),
    /** Sales group of the ordering system. */
    salegropCd: text('salegrop_cd').notNull(),
    catCd: text('cat_cd')
      .notNull()
      .references(() => productCategories.catCd),
    sort: smallint('sort').notNull(),
  },
  (t) => [index('products_category_idx').on(t.catCd, t.sort)],
);
