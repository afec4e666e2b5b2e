// The cart's lines per category (cateList order): name, price, contract months, quantity − / +, the 10%
// box where the product has it, delete; each category's total.
import { useSelector } from '@xstate/react';
import * as sel from '../../../machines/cart/cart.selectors';
import { cartMessages as m } from '../../domain/cart/messages';
import type { CartActor } from './cart-actor';

export function CartLines({ actor }: { readonly actor: CartActor }) {
  const categories = useSelector(actor, sel.selectCategories);
  const dcRt = useSelector(actor, sel.selectDcRt);
  const send = actor.send;
  return (
    <div className="cart-lines">
      {categories.map((cat) => (
        <section key={cat.catCd} className="cart-category" aria-labelledby={`cart-cat-${cat.catCd}`}>
          <h2 id={`cart-cat-${cat.catCd}`} className="cart-category-title">
            {cat.name}
          </h2>
          <ul className="cart-rows">
            {cat.lines.map((l) => (
              <li key={l.salecdSqno} className="cart-row" aria-label={l.name}>
                <div className="cart-row-head">
                  <span className="cart-row-name">{l.name}</span>
                  <button type="button" className="btn btn-ghost cart-remove" aria-label={m.cartRemoveOf(l.name)} onClick={() => send({ type: 'user.remove', salecdSqno: l.salecdSqno })}>
                    {m.cartRemove}
                  </button>
                </div>
                <div className="cart-row-meta">
                  <span>{m.cartWon(l.unit)}</span>
                  <span>{m.cartConcMon(l.concMon)}</span>
                </div>
                <div className="cart-row-controls">
                  <div className="cart-qty" role="group" aria-label={`${l.name} ${m.cartQty}`}>
                    <button type="button" className="cart-qty-btn" aria-label={m.cartQtyDown(l.name)} onClick={() => send({ type: 'user.changeQty', salecdSqno: l.salecdSqno, by: -1 })}>
                      −
                    </button>
                    <output className="cart-qty-value" aria-live="polite">
                      {l.qty}
                    </output>
                    <button type="button" className="cart-qty-btn" aria-label={m.cartQtyUp(l.name)} onClick={() => send({ type: 'user.changeQty', salecdSqno: l.salecdSqno, by: 1 })}>
                      +
                    </button>
                  </div>
                  {l.boxTicked !== null && (
                    <label className="cart-box">
                      <input type="checkbox" checked={l.boxTicked} onChange={() => send({ type: 'user.toggleDiscount', salecdSqno: l.salecdSqno })} aria-label={`${l.name} ${m.cartTenPercent(dcRt)}`} />
                      <span aria-hidden="true">{m.cartTenPercent(dcRt)}</span>
                    </label>
                  )}
                  <span className="cart-row-amount">{m.cartWon(l.amount)}</span>
                </div>
              </li>
            ))}
          </ul>
          <p className="cart-category-total">
            <span>
              {cat.name} {m.cartCategoryTotal}
            </span>
            <strong>{m.cartWon(cat.total)}</strong>
          </p>
        </section>
      ))}
    </div>
  );
}
