// The cart's summary: the customer's held products per category, the coupons applied (the sheet opens
// from here), mileage and prepaid (digits with separators), the instalment months with the warning while a
// chosen coupon needs more, the expected monthly payment with its breakdown, the note and 취소 / 저장 / 계약.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import * as sel from '../../../machines/cart/cart.selectors';
import { cartMessages as m } from '../../domain/cart/messages';
import { INSTALMENT_MONTHS } from '../../domain/cart/rules';
import { CartWhy } from './cart-why';
import type { CartActor } from './cart-actor';

export function CartSummary({ actor }: { readonly actor: CartActor }) {
  const held = useSelector(actor, sel.selectHeld);
  const applied = useSelector(actor, sel.selectApplied);
  const months = useSelector(actor, sel.selectMonths);
  const warning = useSelector(actor, sel.selectMonthsWarning);
  const prepaid = useSelector(actor, sel.selectPrepaid);
  const mileage = useSelector(actor, sel.selectMileage);
  const pay = useSelector(actor, sel.selectPayment);
  const busy = useSelector(actor, sel.selectBusy);
  const send = actor.send;
  const id = useId();
  return (
    <aside className="cart-summary" aria-label={m.cartMonthly}>
      <section className="cart-held" aria-labelledby={`${id}-held`}>
        <h2 id={`${id}-held`} className="cart-summary-title">
          {m.cartHeldTitle}
        </h2>
        <dl className="cart-held-list">
          {held.map((c) => (
            <div key={c.catCd} className="cart-held-item">
              <dt>{c.catNm}</dt>
              <dd>{m.cartHeldCount(c.concCnt)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="cart-coupons" aria-labelledby={`${id}-coupons`}>
        <div className="cart-coupons-head">
          <h2 id={`${id}-coupons`} className="cart-summary-title">
            {m.cartDiscounts}
          </h2>
          <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'user.openDiscounts' })}>
            {m.cartDiscounts}
          </button>
        </div>
        {applied.length === 0 ? (
          <p className="cart-muted">{m.cartDiscountsNone}</p>
        ) : (
          <ul className="cart-applied">
            {applied.map((d) => (
              <li key={d.dcSqno}>
                <span>{d.titl}</span> <span>{m.cartSignedWon(-d.dcAmt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="cart-inputs">
        <label className="cart-field">
          <span>{m.cartMileage}</span>
          <input className="input" inputMode="numeric" value={mileage} onChange={(e) => send({ type: 'user.changeMileage', text: e.target.value })} />
        </label>
        <label className="cart-field">
          <span>{m.cartPrepaid}</span>
          <input className="input" inputMode="numeric" value={prepaid} onChange={(e) => send({ type: 'user.changePrepaid', text: e.target.value })} />
        </label>
        <label className="cart-field">
          <span>{m.cartMonths}</span>
          <select
            className="input"
            value={months}
            aria-describedby={warning ? `${id}-warning` : undefined}
            onChange={(e) => send({ type: 'user.changeMonths', months: Number(e.target.value) })}
          >
            {INSTALMENT_MONTHS.map((n) => (
              <option key={n} value={n}>
                {m.cartMonthsOption(n)}
              </option>
            ))}
          </select>
        </label>
        {warning && (
          <p id={`${id}-warning`} className="cart-warning">
            {warning}
          </p>
        )}
      </div>
      <section className="cart-payment" aria-labelledby={`${id}-monthly`}>
        <h2 id={`${id}-monthly`} className="cart-summary-title">
          {m.cartMonthly}
        </h2>
        {pay.ok ? <p className="cart-monthly">{m.cartWon(pay.monthly)}</p> : <p className="cart-monthly cart-below-zero">{pay.message}</p>}
        <CartWhy payment={pay} />
        <p className="cart-note">{m.cartNote}</p>
      </section>
      <div className="cart-actions">
        <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'user.cancel' })}>
          {m.cartCancel}
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => send({ type: 'user.save' })}>
          {m.cartSave}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => send({ type: 'user.contract' })}>
          {m.cartContract}
        </button>
      </div>
    </aside>
  );
}
