// One line's change in the cart machine's context: the cart's lines and the plan draft changed alike, and
// the coupons that no longer apply released (spec 3 §5; keptCoupons).
import { keptCoupons } from '../../src/domain/cart/rules';
import { withProduct } from '../../src/domain/plan-map/draft';
import type { CartContext } from './cart.types';

export const lineOf = (c: CartContext, sqno: number) => c.cart?.productList.find((p) => p.salecdSqno === sqno);

/** The cart's lines and the draft after one product's change (or removal); coupons that no longer apply are released. */
export function changed(c: CartContext, sqno: number, change: Parameters<typeof withProduct>[2]): Partial<CartContext> {
  const cart = c.cart!;
  const productList =
    change === 'remove' ? cart.productList.filter((p) => p.salecdSqno !== sqno) : cart.productList.map((p) => (p.salecdSqno === sqno ? { ...p, ...change } : p));
  return { draft: withProduct(c.draft, sqno, change), cart: { ...cart, productList }, chosen: keptCoupons(c.chosen, cart.discountList, productList, c.months) };
}
