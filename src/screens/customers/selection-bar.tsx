// Select-all with the selected count and the list's total (spec 1 §2).
import { useSelector } from '@xstate/react';
import * as sel from '../../../machines/customers/customer-list.selectors';
import { customersMessages } from '../../domain/customers/messages';
import type { CustomerListActor } from './customer-list-actor';

export function SelectionBar({ actor }: { readonly actor: CustomerListActor }) {
  const all = useSelector(actor, sel.selectAllSelected);
  const count = useSelector(actor, (s) => sel.selectSelected(s).length);
  const hasRows = useSelector(actor, (s) => sel.selectRows(s).length > 0);
  const total = useSelector(actor, sel.selectTotal);
  const showTotal = useSelector(actor, sel.selectShowTotal);
  return (
    <div className="cust-selection">
      <label className="check">
        <input type="checkbox" checked={all} disabled={!hasRows} onChange={() => actor.send({ type: 'user.toggleSelectAll' })} />
        {customersMessages.custSelectAll}
      </label>
      <span className="cust-selected" aria-live="polite">
        {customersMessages.custSelected(count)}
      </span>
      {showTotal && <span className="cust-total">{customersMessages.custTotal(total)}</span>}
    </div>
  );
}
