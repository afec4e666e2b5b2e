// "Why this price" (issue 17): a toggle opening payment()'s steps, each with its Korean label and signed
// amount in won, ending at the monthly figure or the below-zero message, so a planner can explain the
// number to a parent. Whether it is open is the view's own state.
import { useId, useState } from 'react';
import { cartMessages as m } from '../../domain/cart/messages';
import type { Payment } from '../../domain/cart/rules';

export function CartWhy({ payment }: { readonly payment: Payment }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="cart-why">
      <button type="button" className="btn btn-ghost cart-why-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {m.whyTitle}
      </button>
      {open && (
        <ol id={id} className="cart-why-steps" aria-label={m.whyTitle}>
          {payment.steps.map((s, i) => (
            <li key={i} className={`cart-why-step cart-why-${s.kind}`}>
              <span className="cart-why-label">{s.label}</span>
              <span className="cart-why-amount">{s.kind === 'line' || s.kind === 'newAmount' || s.kind === 'payable' || s.kind === 'months' || s.kind === 'monthly' ? m.cartWon(s.amount) : m.cartSignedWon(s.amount)}</span>
            </li>
          ))}
          {!payment.ok && (
            <li className="cart-why-step cart-why-refused">
              <span className="cart-why-label">{payment.message}</span>
            </li>
          )}
        </ol>
      )}
    </div>
  );
}
