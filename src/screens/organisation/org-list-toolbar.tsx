// The organisation list's controls (spec 3 §2): the search box (name, phone or employee number; 11
// characters, typing beyond is refused; Enter or 검색), the detail search button with the count of its
// filters, the sort (실적 높은순 / 사번순), the total with the 실활동 threshold, and the active filters as
// chips that clear one by one (or all at once).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { orgListMachine } from '../../../machines/organisation/org-list.machine';
import * as sel from '../../../machines/organisation/org-list.selectors';
import { organisationMessages } from '../../domain/organisation/messages';
import { ORDER_TYPES, ORG_KEYWORD_MAX, type OrderType } from '../../domain/organisation/rules';
import { SearchForm } from '../../ui/search-form';
import { PerformanceTooltip } from './org-list-parts';

type Actor = ActorRefFrom<typeof orgListMachine>;

export function OrgListToolbar({ actor, desktop }: { readonly actor: Actor; readonly desktop: boolean }) {
  const keyword = useSelector(actor, sel.selectKeyword);
  const ordrType = useSelector(actor, sel.selectOrderType);
  const chips = useSelector(actor, sel.selectChips);
  const busy = useSelector(actor, sel.selectSearchBusy);
  const detailCount = chips.filter((c) => c.group !== 'meetYn').length;
  return (
    <div className="orgs-toolbar">
      <SearchForm
        key={keyword}
        className="orgs-search"
        label={organisationMessages.orgStatusSearchLabel}
        button={organisationMessages.orgStatusSearch}
        defaultValue={keyword}
        maxLength={ORG_KEYWORD_MAX}
        busy={false}
        onSearch={(value) => actor.send({ type: 'user.search', keyword: value })}
        input={{ placeholder: organisationMessages.orgStatusSearchLabel }}
      />
      <div className="orgs-tools">
        <button
          type="button"
          className="btn btn-secondary orgs-detail-btn"
          aria-label={organisationMessages.orgStatusDetailCount(detailCount)}
          aria-haspopup={desktop ? 'dialog' : undefined}
          disabled={busy}
          onClick={() => actor.send({ type: desktop ? 'user.openDetailDialog' : 'user.openDetailSearch' })}
        >
          {organisationMessages.orgDetailTitle}
          {detailCount > 0 && (
            <span className="orgs-count-badge" aria-hidden="true">
              {detailCount}
            </span>
          )}
        </button>
        <select className="input orgs-sort" aria-label={organisationMessages.orgStatusSortLabel} value={ordrType} onChange={(e) => actor.send({ type: 'user.sort', ordrType: e.target.value as OrderType })}>
          {ORDER_TYPES.map((o) => (
            <option key={o.code} value={o.code}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {chips.length > 0 && (
        <ul className="orgs-chips" aria-label={organisationMessages.orgStatusFilters}>
          {chips.map((c) => (
            <li key={`${c.group}-${c.code}`} className="orgs-chip">
              <span>{c.label}</span>
              <button type="button" className="orgs-chip-x" aria-label={organisationMessages.orgStatusClearFilter(c.label)} onClick={() => actor.send({ type: 'user.clearFilter', group: c.group, code: c.code })}>
                ✕
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="btn btn-ghost orgs-chips-clear" onClick={() => actor.send({ type: 'user.clearFilters' })}>
              {organisationMessages.orgStatusClearFilters}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** 총 N명 once the first page has answered, and the 실활동 threshold. */
export function OrgListTotal({ total, shown }: { readonly total: number; readonly shown: boolean }) {
  return (
    <p className="orgs-total">
      <span aria-live="polite">{shown ? organisationMessages.orgStatusTotal(total) : ''}</span>
      <PerformanceTooltip />
    </p>
  );
}
