// The cart's call (spec 3 §7 eduplan.bascket; §3 cart response, discount, customer plan info): the chosen
// products priced from the catalogue, the categories with the customer's held products, the discounts
// (coupons) the sheet offers, the 10% rate, and what the customer's last saved plan chose (to start from).
import { Schema } from 'effect';
import { PlanCategory, PlanProduct } from '../plan-map/contract';
import { CategoryCount, PlanCustomerFields, SearchPrdt } from '../plan-map/plan-contract';
import { Count, defineCall, Text, YN } from '../shared/call';

/** A cart line: the catalogue's product with the chosen quantity and the 10% box. */
export const CartProduct = Schema.Struct({ ...PlanProduct.fields, prchCnt: Count, dcYn: YN });
export type CartProduct = typeof CartProduct.Type;

/** A discount of the sheet (spec 3 §3 discount): M needs a membership in the cart, F a free pass; minMon the months it needs. */
export const Discount = Schema.Struct({ dcSqno: Count, titl: Schema.String, dcAmt: Count, dcDiv: Schema.Literals(['M', 'F']), minMon: Count });
export type Discount = typeof Discount.Type;

/** The customer's last saved plan's choices (spec 3 §3 customer plan info); null without a customer or a saved plan. */
export const SavedPlanInfo = Schema.Struct({ prpmAmt: Count, mlgAmt: Count, mntsCnt: Count, dcSqnoList: Schema.Array(Count) });
export type SavedPlanInfo = typeof SavedPlanInfo.Type;

/**
 * The cart for the chosen products (strSearchPrdt), for a customer (the customer fields) or without one
 * (no kwkkey: a plan of the caller's own to be). Products no longer on sale are left out of productList.
 * monthAmt is the monthly payment of the customer's last saved plan (0 without one).
 */
export const eduplanBascket = defineCall({
  path: 'eduplan/bascket',
  auth: 'session',
  request: Schema.Union([
    Schema.Struct({ strSearchPrdt: SearchPrdt, ...PlanCustomerFields }),
    // A customer's field never selects the cart without one: a bad customer is a bad request, not a my plan.
    Schema.Struct({ strSearchPrdt: SearchPrdt, targetId: Schema.optionalKey(Text(20)), kwkkey: Schema.optionalKey(Schema.Never), custDiv: Schema.optionalKey(Schema.Never) }),
  ]),
  response: Schema.Struct({
    productList: Schema.Array(CartProduct),
    cateList: Schema.Array(PlanCategory),
    cateCntList: Schema.Array(CategoryCount),
    discountList: Schema.Array(Discount),
    /** The 10% box's rate, percent (spec 3 §9). */
    dcRt: Count,
    monthAmt: Count,
    custPlanInfo: Schema.NullOr(SavedPlanInfo),
  }),
});
