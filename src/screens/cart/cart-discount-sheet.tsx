// The discount sheet (spec 3 §2 discount (M/F), §4): every coupon with its amount; only the ones that
// apply now (their category in the cart, enough months) can be ticked; 적용 applies the choice, closing
// restores the earlier one.
import { cartMessages as m } from '../../domain/cart/messages';
import { BottomSheet } from '../../ui/bottom-sheet';
import type { CartActor } from './cart-actor';

export interface SheetCoupon {
  readonly dcSqno: number;
  readonly title: string;
  readonly amount: number;
  readonly choosable: boolean;
  readonly ticked: boolean;
}

export function CartDiscountSheet({ actor, coupons }: { readonly actor: CartActor; readonly coupons: readonly SheetCoupon[] }) {
  const send = actor.send;
  return (
    <BottomSheet title={m.cartDiscounts} onClose={() => send({ type: 'user.closeDiscounts' })}>
      <ul className="cart-sheet-list">
        {coupons.map((c) => (
          <li key={c.dcSqno} className={`cart-sheet-item${c.choosable ? '' : ' cart-sheet-off'}`}>
            <label>
              <input type="checkbox" checked={c.ticked} disabled={!c.choosable} onChange={() => send({ type: 'user.toggleCoupon', dcSqno: c.dcSqno })} />
              <span>{c.title}</span>
              <span className="cart-sheet-amount">{m.cartSignedWon(-c.amount)}</span>
              {!c.choosable && <span className="cart-muted"> ({m.cartDiscountOff})</span>}
            </label>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary btn-block" onClick={() => send({ type: 'user.applyDiscounts' })}>
        {m.cartDiscountApply}
      </button>
    </BottomSheet>
  );
}
