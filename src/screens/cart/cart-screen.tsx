// The cart (spec 3 §2 cart): the chosen products by category with quantities, 10% boxes, removals and
// category totals; the held products; coupons (the discount sheet), mileage, prepaid and months; the
// expected monthly payment with its "why this price" breakdown (issue 17); 취소, 저장, 계약. On a PC the
// summary sits beside the lines. Renders the cart actor; every control sends a user.* event.
import { useSelector } from '@xstate/react';
import * as sel from '../../../machines/cart/cart.selectors';
import { cartMessages as m } from '../../domain/cart/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { CartDiscountSheet } from './cart-discount-sheet';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';
import type { CartActor } from './cart-actor';
import './cart.css';

export function CartScreen({ actor }: { readonly actor: CartActor }) {
  const wide = useMediaQuery(DESKTOP_QUERY);
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectLoadError);
  const shown = useSelector(actor, sel.selectShown);
  const dialog = useSelector(actor, sel.selectDialog);
  const sheet = useSelector(actor, sel.selectSheet);
  const send = actor.send;
  return (
    <section className={`cart-screen${wide ? ' cart-wide' : ''}`} aria-label={m.cartLabel} aria-busy={loading}>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert className="cart-failed" message={error} onRetry={() => send({ type: 'user.retry' })} />}
      {shown && (
        <div className="cart-body">
          <CartLines actor={actor} />
          <CartSummary actor={actor} />
        </div>
      )}
      {sheet && <CartDiscountSheet actor={actor} coupons={sheet} />}
      {dialog &&
        (dialog.confirm ? (
          <Dialog message={dialog.message} onConfirm={() => send({ type: 'user.confirm' })} onCancel={() => send({ type: 'user.dismiss' })} />
        ) : (
          <Dialog message={dialog.message} onClose={() => send({ type: 'user.dismiss' })} />
        ))}
    </section>
  );
}
