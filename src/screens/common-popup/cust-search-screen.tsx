// The customer search popup (spec 3 §2 Customer search popup): the name box (Enter or 검색), the customers
// with kind badge, name, phone in three parts and a radio, the empty text, and 닫기 / 선택 at the bottom.
// Renders the cust-search actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { custSearchMachine } from '../../../machines/common-popup/cust-search.machine';
import * as sel from '../../../machines/common-popup/cust-search.selectors';
import type { CustSearchRow } from '../../domain/schedule/contract';
import { scheduleMessages as m } from '../../domain/schedule/messages';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import './post-search.css';
import { SearchForm } from '../../ui/search-form';
import { phoneOfParts } from '../../domain/customers/rules';

type Actor = ActorRefFrom<typeof custSearchMachine>;

export function CustSearchScreen({ actor }: { readonly actor: Actor }) {
  const list = useSelector(actor, sel.selectList);
  const name = useSelector(actor, sel.selectName);
  const canConfirm = useSelector(actor, sel.selectCanConfirm);
  const busy = useSelector(actor, sel.selectBusy);
  return (
    <section className="post-search" aria-label={m.custSearchTitle} aria-busy={busy}>
      <SearchForm className="post-search-form" label={m.custSearchLabel} button={m.custSearchButton} defaultValue={name} maxLength={20} busy={busy} onSearch={(value) => actor.send({ type: 'user.search', name: value })} />
      {list && <Customers key={name} list={list} actor={actor} disabled={busy} />}
      <div className="post-search-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.close' })}>
          {m.close}
        </button>
        <button type="button" className="btn btn-primary" disabled={!canConfirm || busy} onClick={() => actor.send({ type: 'user.confirm' })}>
          {m.pick}
        </button>
      </div>
    </section>
  );
}

function Customers({ list: listActor, actor, disabled }: { readonly list: PagedListActor; readonly actor: Actor; readonly disabled: boolean }) {
  const list = usePagedList<CustSearchRow>(listActor);
  const picked = useSelector(actor, sel.selectPicked);
  return (
    <PagedListBody
      actor={listActor}
      list={list}
      label={m.custListLabel}
      rowsClass="juso-rows"
      emptyClass="post-search-empty"
      emptyText={() => m.noCustomer}
      rowKey={(c) => c.kwkkey}
      renderRow={(c) => (
        <li>
          <label className="juso-row">
            <input type="radio" name="cust" aria-label={c.custNm} checked={picked === c.kwkkey} disabled={disabled} onChange={() => actor.send({ type: 'user.pick', customer: c })} />
            <span className="juso-text">
              <span className={`cust-badge cust-badge-${c.custDivDetail}`}>{m.custKindNames[c.custDivDetail] ?? c.custDivDetail}</span>
              <strong>{c.custNm}</strong>
            </span>
            <span className="juso-zip">{phoneOfParts(c)}</span>
          </label>
        </li>
      )}
    />
  );
}
