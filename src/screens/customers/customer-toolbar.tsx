// The customer list's controls (spec 1 §2): by customer / by contract, the search box (10 characters,
// Enter or the button), a branch head's EP selector, the detail search with the count of its filters, the
// sort, the extra functions, and the saved list on show.
import { shallowEqual, useSelector } from '@xstate/react';
import * as sel from '../../../machines/customers/customer-list.selectors';
import { LIST_TYPES, SEARCH_MAX, SORT_TYPES, type SortType } from '../../domain/customers/contract';
import { customersMessages } from '../../domain/customers/messages';
import { sharedMessages } from '../../domain/shared/messages';
import type { CustomerListActor } from './customer-list-actor';

const TAB_NAMES = { F: customersMessages.custTabByCustomer, S: customersMessages.custTabByContract } as const;

export function CustomerToolbar({ actor }: { readonly actor: CustomerListActor }) {
  const query = useSelector(actor, sel.selectQuery);
  const detailCount = useSelector(actor, sel.selectDetailCount);
  return (
    <div className="cust-toolbar">
      <div className="cust-tabs" role="group" aria-label={customersMessages.custListKind}>
        {LIST_TYPES.map((t) => (
          <button key={t} type="button" className="cust-tab" aria-pressed={query.listTyp === t} onClick={() => actor.send({ type: 'user.changeTab', listTyp: t })}>
            {TAB_NAMES[t]}
          </button>
        ))}
      </div>
      <form
        key={query.searchTxt}
        className="cust-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'user.search', text: String(new FormData(e.currentTarget).get('searchTxt') ?? '') });
        }}
      >
        <input className="input" name="searchTxt" type="search" aria-label={customersMessages.custSearchLabel} placeholder={customersMessages.custSearchLabel} maxLength={SEARCH_MAX} defaultValue={query.searchTxt} enterKeyHint="search" />
        <button type="submit" className="btn btn-primary">
          검색
        </button>
      </form>
      <EpSelector actor={actor} current={query.searchUserid} />
      <div className="cust-tools">
        <button
          type="button"
          className="btn btn-secondary cust-detail-btn"
          aria-label={customersMessages.custDetailCount(detailCount)}
          onClick={() => actor.send({ type: 'user.openDetailSearch', scrollY: window.scrollY })}
        >
          {customersMessages.detailSearchTitle}
          {detailCount > 0 && <span className="cust-count-badge" aria-hidden="true">{detailCount}</span>}
        </button>
        <select className="input cust-sort" aria-label={customersMessages.custSortLabel} value={query.sortType} onChange={(e) => actor.send({ type: 'user.sort', sortType: e.target.value as SortType })}>
          {SORT_TYPES.map((t) => (
            <option key={t} value={t}>
              {customersMessages.custSortLabels[t]}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-secondary" aria-haspopup="dialog" onClick={() => actor.send({ type: 'user.openMenu' })}>
          {customersMessages.custMenu}
        </button>
      </div>
      {query.savedList && (
        <p className="cust-saved-chip">
          <span>{customersMessages.custSavedListChip(query.savedList.titl)}</span>
          <button type="button" className="btn btn-ghost" aria-label={customersMessages.custSavedListClose} onClick={() => actor.send({ type: 'user.closeSavedList' })}>
            ✕
          </button>
        </p>
      )}
    </div>
  );
}

/** A branch head picks one EP's customers, or 전체 (spec 1 §6). */
function EpSelector({ actor, current }: { readonly actor: CustomerListActor; readonly current: string }) {
  const ep = useSelector(actor, sel.selectEp, shallowEqual);
  if (!ep) return null;
  if (ep.error !== null)
    return (
      <p className="cust-ep-failed" role="alert">
        {ep.error}{' '}
        <button type="button" className="btn btn-ghost" onClick={() => actor.send({ type: 'user.retryEp' })}>
          {sharedMessages.retry}
        </button>
      </p>
    );
  return (
    <select className="input cust-ep" aria-label={customersMessages.custEpLabel} value={current} disabled={ep.loading} onChange={(e) => actor.send({ type: 'user.chooseEp', userid: e.target.value })}>
      <option value="">{customersMessages.custEpAll}</option>
      {ep.choices.map((c) => (
        <option key={c.userid} value={c.userid}>
          {c.username} ({c.userid})
        </option>
      ))}
    </select>
  );
}
