// The product search page (/myCstmr/myCstmrList/proddSerach, spec 2 §2, §5): categories in a row that
// swipes (CSS scroll snap; arrow keys move between them), the category's products as buttons, at most 5
// chosen (상품은 최대 5개까지 선택할 수 있습니다.), cancel or select back to the detail search.
import { shallowEqual, useSelector } from '@xstate/react';
import type { KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { productSearchMachine } from '../../../machines/customers/product-search.machine';
import * as sel from '../../../machines/customers/product-search.selectors';
import { customersMessages } from '../../domain/customers/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import './customers.css';

type ProductSearchActor = ActorRefFrom<typeof productSearchMachine>;

export function ProductSearchScreen({ actor }: { readonly actor: ProductSearchActor }) {
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const selected = useSelector(actor, sel.selectSelected);
  const overLimit = useSelector(actor, sel.selectOverLimit);
  return (
    <section className="cust-products" aria-label={customersMessages.productSearchTitle}>
      {loading && <Spinner label="불러오는 중" />}
      {loadError !== null && <RetryAlert message={loadError} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {!loading && loadError === null && <Catalogue actor={actor} chosen={selected.map((p) => p.prdtCd)} />}
      <p className="cust-product-count" aria-live="polite">
        {customersMessages.productCount(selected.length)}
      </p>
      <div className="cust-detail-actions">
        <button type="button" className="btn btn-secondary" onClick={() => actor.send({ type: 'user.cancel' })}>
          취소
        </button>
        <button type="button" className="btn btn-primary" disabled={loading || loadError !== null} onClick={() => actor.send({ type: 'user.select' })}>
          {customersMessages.productSelect}
        </button>
      </div>
      {overLimit && <Dialog message={customersMessages.productsMax} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}

function Catalogue({ actor, chosen }: { readonly actor: ProductSearchActor; readonly chosen: readonly string[] }) {
  const categories = useSelector(actor, sel.selectCategories);
  const category = useSelector(actor, sel.selectCategory);
  const products = useSelector(actor, sel.selectProducts, shallowEqual);
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const at = categories.findIndex((c) => c.cdVl1 === category) + (e.key === 'ArrowRight' ? 1 : -1);
    const next = categories[Math.max(0, Math.min(at, categories.length - 1))];
    if (next) {
      actor.send({ type: 'user.chooseCategory', catCd: next.cdVl1 });
      (e.currentTarget.querySelector(`[data-cat="${next.cdVl1}"]`) as HTMLElement | null)?.focus();
    }
  };
  return (
    <>
      <div className="cust-categories" role="group" aria-label={customersMessages.productCategories} onKeyDown={onKey}>
        {categories.map((c) => (
          <button key={c.cdVl1} type="button" data-cat={c.cdVl1} className="cust-category" aria-pressed={c.cdVl1 === category} onClick={() => actor.send({ type: 'user.chooseCategory', catCd: c.cdVl1 })}>
            {c.cdNm}
          </button>
        ))}
      </div>
      <ul className="cust-product-grid" aria-label={categories.find((c) => c.cdVl1 === category)?.cdNm ?? customersMessages.productSearchTitle}>
        {products.map((p) => (
          <li key={p.prdtCd}>
            <button type="button" className="cust-product" aria-pressed={chosen.includes(p.prdtCd)} onClick={() => actor.send({ type: 'user.toggleProduct', prdtCd: p.prdtCd })}>
              {p.prdtnm}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
