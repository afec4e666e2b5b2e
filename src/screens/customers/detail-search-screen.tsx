// The detail search page (/myCstmr/myCstmrList/detailSerach/{listTyp?}, spec 2 §2, §4): customer type,
// child age range, diagnosis states, test types; for all but prospects the overdue state, product expiry
// and products (include or exclude, chips removable, more through the product search); reset and search.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { detailSearchMachine } from '../../../machines/customers/detail-search.machine';
import * as sel from '../../../machines/customers/detail-search.selectors';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, EXPIRY_FILTERS } from '../../domain/customers/contract';
import { DIAGNOSIS_STATS, TEST_TYPES } from '../../domain/customers/filters';
import { customersMessages } from '../../domain/customers/messages';
import { Choice, FilterGroup } from './filter-parts';
import { ProductFilter } from './product-filter';
import './customers.css';

type DetailSearchActor = ActorRefFrom<typeof detailSearchMachine>;
const AGES = Array.from({ length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 }, (_, i) => CHILD_AGE_MIN + i);
const CUST_TYPES = ['', '1', '2'] as const;

export function DetailSearchScreen({ actor }: { readonly actor: DetailSearchActor }) {
  const d = useSelector(actor, sel.selectDraft);
  const locked = useSelector(actor, sel.selectTypeLocked);
  const contract = useSelector(actor, sel.selectShowsContractFilters);
  const send = actor.send;
  const age = (bound: 'from' | 'to', value: number | null, label: string) => (
    <select className="input" aria-label={label} value={value ?? ''} onChange={(e) => send({ type: 'user.setAge', bound, age: e.target.value === '' ? null : Number(e.target.value) })}>
      <option value="">{customersMessages.detailAgeAny}</option>
      {AGES.map((n) => (
        <option key={n} value={n}>
          {customersMessages.detailAge(n)}
        </option>
      ))}
    </select>
  );
  return (
    <form
      className="cust-detail"
      aria-label={customersMessages.detailSearchTitle}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'user.search' });
      }}
    >
      <FilterGroup legend={customersMessages.detailCustType}>
        {CUST_TYPES.map((t) => (
          <Choice key={t} type="radio" name="custDiv" label={customersMessages.detailCustTypes[t]} checked={d.custDiv === t} disabled={locked && t !== '1'} onChange={() => send({ type: 'user.setCustType', custDiv: t })} />
        ))}
      </FilterGroup>
      <FilterGroup legend={customersMessages.detailChildAge}>
        <span className="cust-age">
          {age('from', d.fromAge, customersMessages.detailAgeFrom)}
          <span aria-hidden="true">~</span>
          {age('to', d.toAge, customersMessages.detailAgeTo)}
        </span>
      </FilterGroup>
      <FilterGroup legend={customersMessages.detailDiagnosis}>
        <Choice type="checkbox" label={customersMessages.detailDiagnosisAll} checked={d.diagnosis.length === DIAGNOSIS_STATS.length} onChange={() => send({ type: 'user.toggleAllDiagnosis' })} />
        {DIAGNOSIS_STATS.map((s) => (
          <Choice key={s} type="checkbox" label={customersMessages.detailDiagnosisStats[s]} checked={d.diagnosis.includes(s)} onChange={() => send({ type: 'user.toggleDiagnosis', stat: s })} />
        ))}
      </FilterGroup>
      <FilterGroup legend={customersMessages.detailTests}>
        {TEST_TYPES.map((t) => (
          <Choice key={t} type="checkbox" label={customersMessages.detailTestNames[t]} checked={d.tests.includes(t)} onChange={() => send({ type: 'user.toggleTest', test: t })} />
        ))}
      </FilterGroup>
      {contract && (
        <>
          <FilterGroup legend={customersMessages.detailOverdue}>
            {(['N', 'Y'] as const).map((w) => (
              <Choice key={w} type="checkbox" label={customersMessages.detailOverdueNames[w]} checked={w === 'Y' ? d.overdueY : d.overdueN} onChange={() => send({ type: 'user.toggleOverdue', which: w })} />
            ))}
          </FilterGroup>
          <FilterGroup legend={customersMessages.detailExpiry}>
            {EXPIRY_FILTERS.map((x) => (
              <Choice key={x} type="radio" name="expiry" label={customersMessages.detailExpiryNames[x]} checked={d.expiry === x} onChange={() => send({ type: 'user.setExpiry', expiry: x })} />
            ))}
          </FilterGroup>
          <ProductFilter actor={actor} mode={d.productMode} products={d.products} />
        </>
      )}
      <div className="cust-detail-actions">
        <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'user.reset' })}>
          {customersMessages.detailReset}
        </button>
        <button type="submit" className="btn btn-primary">
          {customersMessages.detailSearch}
        </button>
      </div>
    </form>
  );
}
