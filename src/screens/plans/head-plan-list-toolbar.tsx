// The members' plans' filters (spec 3 §2 members' plan list): year and month selects, a rank select
// (전체 and the positions below a branch head but partners) and the name or employee number search; one
// row on a PC, stacked on a phone.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { HEAD_PLAN_KEYWORD_MAX, MONTHS } from '../../../machines/plans/head-plan-list.filters';
import type { headPlanListMachine } from '../../../machines/plans/head-plan-list.machine';
import * as sel from '../../../machines/plans/head-plan-list.selectors';
import { plansMessages } from '../../domain/plans/messages';
import { HEAD_PLAN_PSTNS } from '../../domain/plans/contract';
import { GRADE_NAMES } from '../../domain/shared/roles';
import { SearchForm } from '../../ui/search-form';

type Actor = ActorRefFrom<typeof headPlanListMachine>;

export function HeadPlanToolbar({ actor }: { readonly actor: Actor }) {
  const f = useSelector(actor, sel.selectFilters);
  const years = useSelector(actor, sel.selectYears);
  return (
    <div className="plans-toolbar plans-head-toolbar" role="search" aria-label={plansMessages.headPlanFiltersLabel}>
      <label className="plans-field">
        <span className="visually-hidden">{plansMessages.planYearLabel}</span>
        <select className="input" value={f.year} onChange={(e) => actor.send({ type: 'user.selectYear', year: e.target.value })}>
          {years.map((y) => (
            <option key={y} value={y}>
              {plansMessages.planYearOption(y)}
            </option>
          ))}
        </select>
      </label>
      <label className="plans-field">
        <span className="visually-hidden">{plansMessages.planMonthLabel}</span>
        <select className="input" value={f.month} onChange={(e) => actor.send({ type: 'user.selectMonth', month: e.target.value })}>
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {plansMessages.planMonthOption(m)}
            </option>
          ))}
        </select>
      </label>
      <label className="plans-field">
        <span className="visually-hidden">{plansMessages.headPlanPstnLabel}</span>
        <select className="input" value={f.pstn} onChange={(e) => actor.send({ type: 'user.selectPstn', pstn: e.target.value })}>
          <option value="">{plansMessages.headPlanPstnAll}</option>
          {HEAD_PLAN_PSTNS.map((p) => (
            <option key={p} value={p}>
              {GRADE_NAMES[p]}
            </option>
          ))}
        </select>
      </label>
      <SearchForm
        key={f.keyword}
        className="plans-search"
        label={plansMessages.headPlanSearchLabel}
        button={plansMessages.headPlanSearch}
        defaultValue={f.keyword}
        maxLength={HEAD_PLAN_KEYWORD_MAX}
        busy={false}
        onSearch={(value) => actor.send({ type: 'user.search', keyword: value })}
        input={{ placeholder: plansMessages.headPlanSearchLabel }}
      />
    </div>
  );
}
