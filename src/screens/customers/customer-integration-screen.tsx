// The customer integration screen (spec 2 §2 customer integration): the total, a radio list of
// prospect/contract pairs (the prospect's badge by inpath: mom, experience or prospect; and contract), and
// cancel and integrate, hidden when there is no pair. Confirmations and results are dialogs. Renders the
// customer-integration actor; native radios and buttons, so a keyboard (a PC leader) works it as a finger does.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CustomerIntegrationEvent, customerIntegrationMachine } from '../../../machines/customers/customer-integration.machine';
import * as sel from '../../../machines/customers/customer-integration.selectors';
import { pairKey, pairPhone, prospectBadgeType } from '../../domain/customers/integration';
import type { IntegrationRow } from '../../domain/customers/integration-contract';
import { customerIntegrationMessages } from '../../domain/customers/integration-messages';
import { customersMessages } from '../../domain/customers/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import './customers.css';
import './customer-integration.css';

export type CustomerIntegrationActor = ActorRefFrom<typeof customerIntegrationMachine>;

export function CustomerIntegrationScreen({ actor }: { readonly actor: CustomerIntegrationActor }) {
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const rows = useSelector(actor, sel.selectRows);
  const total = useSelector(actor, sel.selectTotal);
  const buttons = useSelector(actor, sel.selectButtonsShown);
  const firstPageOnly = useSelector(actor, sel.selectFirstPageOnly);
  const confirming = useSelector(actor, sel.selectConfirming);
  const cancelling = useSelector(actor, sel.selectCancelling);
  const message = useSelector(actor, sel.selectMessage);
  const send = (event: CustomerIntegrationEvent) => actor.send(event);
  return (
    <article className="cint" aria-label={customerIntegrationMessages.custIntegrationTitle} aria-busy={loading}>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert className="cint-status" message={error} onRetry={() => send({ type: 'user.retry' })} />}
      {rows && (
        <>
          <p className="cint-total">{customerIntegrationMessages.custIntegrationTotal(total)}</p>
          {rows.length === 0 ? <p className="cint-empty">{customerIntegrationMessages.custIntegrationEmpty}</p> : <PairList actor={actor} rows={rows} />}
          {firstPageOnly && <p className="cint-note">{customerIntegrationMessages.custIntegrationFirstPage(rows.length)}</p>}
          {buttons && (
            <div className="cint-actions">
              <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'user.cancel' })}>
                {customerIntegrationMessages.custIntegrationCancel}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => send({ type: 'user.integrate' })}>
                {customerIntegrationMessages.custIntegrationIntegrate}
              </button>
            </div>
          )}
        </>
      )}
      {confirming && <Dialog message={customerIntegrationMessages.custIntegrationConfirm} onConfirm={() => send({ type: 'user.confirm' })} onCancel={() => send({ type: 'user.dismiss' })} />}
      {cancelling && (
        <Dialog message={customerIntegrationMessages.custIntegrationCancelConfirm} onConfirm={() => send({ type: 'user.confirm' })} onCancel={() => send({ type: 'user.dismiss' })} />
      )}
      {message !== null && <Dialog message={message} onClose={() => send({ type: 'user.dismissMessage' })} />}
    </article>
  );
}

function PairList({ actor, rows }: { readonly actor: CustomerIntegrationActor; readonly rows: readonly IntegrationRow[] }) {
  const chosen = useSelector(actor, sel.selectChosen);
  const saving = useSelector(actor, sel.selectSaving);
  return (
    <fieldset className="cint-list">
      <legend className="visually-hidden">{customerIntegrationMessages.custIntegrationListLabel}</legend>
      <ul className="cint-rows">
        {rows.map((r) => {
          const key = pairKey(r);
          const badge = prospectBadgeType(r.inpath);
          const phone = pairPhone(r);
          return (
            <li key={key}>
              <label className="cint-pair">
                <input
                  type="radio"
                  name="cint-pair"
                  value={key}
                  checked={chosen === key}
                  disabled={saving}
                  aria-label={customerIntegrationMessages.custIntegrationPair(customersMessages.custTypeNames[badge], r.custname, r.kwcnam, phone)}
                  onChange={() => actor.send({ type: 'user.choose', key })}
                />
                <span className="cint-side">
                  <span className={`cust-badge cust-badge-${badge}`}>{customersMessages.custTypeNames[badge]}</span>
                  <span className="cint-name">{r.custname}</span>
                </span>
                <span className="cint-side">
                  <span className="cust-badge cust-badge-SCD01">{customersMessages.custTypeNames.SCD01}</span>
                  <span className="cint-name">{r.kwcnam}</span>
                </span>
                <span className="cint-phone">{phone}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
