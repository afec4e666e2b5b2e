// One chosen product of a plan (spec 3 §7 strSearchPrdt) and the limits it is checked against. Its own
// module, free of messages and rules, because the plan draft (a service the app builds at start-up) needs
// it: the contracts and rules that use it stay in the plan map's and the cart's route chunks.
import { Schema } from 'effect';
import { YN } from '../shared/call';

/** A product's quantity in the cart (spec 3 §2 cart: 1..10). */
export const CART_MIN_QTY = 1;
export const CART_MAX_QTY = 10;
/** Products one plan may hold (spec 3 §2: 90). */
export const MAX_SELECTED_PRODUCTS = 90;

export const ChosenProduct = Schema.Struct({
  salecdSqno: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })),
  prchCnt: Schema.Int.check(Schema.isBetween({ minimum: CART_MIN_QTY, maximum: CART_MAX_QTY })),
  /** Y when the 10% box is ticked (the server ignores it on a product without the box). */
  dcYn: YN,
});
export type ChosenProduct = typeof ChosenProduct.Type;
