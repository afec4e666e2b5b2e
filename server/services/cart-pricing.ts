// The cart's prices on the server (spec 3 §2 cart, §9; issue 17): the chosen products as cart lines from the
// catalogue, the discounts the sheet offers, the 10% rate (operator setting planDiscount), and the payment
// computed by the one rule the client uses (src/domain/cart/rules.ts payment), so the two never disagree.
import { sql } from 'drizzle-orm';
import type { CartProduct, Discount } from '../../src/domain/cart/contract';
import { keptCoupons, payment, type Payment } from '../../src/domain/cart/rules';
import type { ChosenProduct } from '../../src/domain/plan-map/plan-contract';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import { readSetting } from './settings';

/** The chosen products priced from the catalogue, in the order chosen; products no longer on sale are left out. */
export async function cartProducts(db: Db, chosen: readonly ChosenProduct[]): Promise<CartProduct[]> {
  if (chosen.length === 0) return [];
  const ids = chosen.map((c) => c.salecdSqno);
  const rows = await rowsOf<Omit<CartProduct, 'prchCnt' | 'dcYn'>>(
    db,
    sql`select p.salecd_sqno as "salecdSqno", p.prdtnm, p.cat_cd as "catCd", p.prdt_amt as "prdtAmt", p.dc_amt as "dcAmt",
        p.dc_rt as "dcRt", p.prdt_div as "prdtDiv", p.prmt_aply_yn as "prmtAplyYn", p.bcnm_yn as "bcnmYn",
        p.prdt_info_link as "prdtInfoLink", p.conc_mon as "concMon"
      from plan_products p
      where p.sale_yn = 'Y' and p.salecd_sqno in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  const byId = new Map(rows.map((r) => [r.salecdSqno, r]));
  return chosen.flatMap((c) => {
    const p = byId.get(c.salecdSqno);
    return p ? [{ ...p, prchCnt: c.prchCnt, dcYn: c.dcYn }] : [];
  });
}

/** The discounts the cart's sheet offers, in their order. */
export const discountsOffered = (db: Db): Promise<Discount[]> =>
  rowsOf<Discount>(
    db,
    sql`select dc_sqno as "dcSqno", titl, dc_amt as "dcAmt", dc_div as "dcDiv", min_mon as "minMon"
      from plan_discounts where use_yn = 'Y' order by sort, dc_sqno`,
  );

/** The 10% box's rate now, percent. */
export const discountRate = async (db: Db): Promise<number> => (await readSetting(db, 'planDiscount')).dcRt;

export interface PriceInput {
  readonly products: readonly CartProduct[];
  readonly discounts: readonly Discount[];
  readonly dcRt: number;
  /** The chosen discounts: one the cart cannot take (not offered, or its product or months missing) is left out. */
  readonly dcSqnoList: readonly number[];
  readonly prpmAmt: number;
  readonly mlgAmt: number;
  readonly mntsCnt: number;
}

/** The payment of a cart as the shared rule computes it, with the discounts that applied. */
export function priceCart(i: PriceInput): { readonly payment: Payment; readonly dcSqnoList: readonly number[] } {
  const dcSqnoList = keptCoupons(i.dcSqnoList, i.discounts, i.products, i.mntsCnt);
  const coupons = i.discounts.filter((d) => dcSqnoList.includes(d.dcSqno));
  return {
    dcSqnoList,
    payment: payment({ lines: i.products, dcRt: i.dcRt, coupons, prepaid: i.prpmAmt, mileage: i.mlgAmt, months: i.mntsCnt }),
  };
}
