// The detail search's product filter (spec 2 §2): include or exclude, the chosen products as removable
// chips, and the product search for more.
import type { ActorRefFrom } from 'xstate';
import type { detailSearchMachine } from '../../../machines/customers/detail-search.machine';
import type { ChosenProduct } from '../../domain/customers/filters';
import { customersMessages } from '../../domain/customers/messages';
import { Choice, FilterGroup } from './filter-parts';

export function ProductFilter(p: { readonly actor: ActorRefFrom<typeof detailSearchMachine>; readonly mode: 'Y' | 'N'; readonly products: readonly ChosenProduct[] }) {
  const send = p.actor.send;
  return (
    <FilterGroup legend={customersMessages.detailProducts}>
      {(['Y', 'N'] as const).map((m) => (
        <Choice key={m} type="radio" name="productMode" label={customersMessages.detailProductModes[m]} checked={p.mode === m} onChange={() => send({ type: 'user.setProductMode', mode: m })} />
      ))}
      <button type="button" className="btn btn-secondary cust-product-btn" onClick={() => send({ type: 'user.openProducts' })}>
        {customersMessages.detailProductSearch}
      </button>
      {p.products.length > 0 && (
        <ul className="cust-chips" aria-label={customersMessages.detailProducts}>
          {p.products.map((prod) => (
            <li key={prod.prdtCd} className="cust-chip">
              {prod.prdtnm}
              <button type="button" aria-label={customersMessages.detailRemoveProduct(prod.prdtnm)} onClick={() => send({ type: 'user.removeProduct', prdtCd: prod.prdtCd })}>
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </FilterGroup>
  );
}
