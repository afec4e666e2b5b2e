// The detail search page (/myCstmr/myCstmrList/detailSerach/{listTyp?}, spec 2 §2, §4): customer type,
// child age range, diagnosis states, test types; for all but prospects the overdue state, product expiry
// and products (include or exclude, chips removable, more through the product search); reset and search.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { detailSearchMachine } from '../../../machines/customers/detail-search.machine';
import * as sel from '../../../machines/customers/detail-search.selectors';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, EXPIRY_FILTERS } from '../../domain/customers/contract';
import { DIAGNOSIS_STATS, TEST_TYPES } from '../../domain/customers/filters';
import { msg } from '../../domain/messages';
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
      <option value="">{msg.detailAgeAny}</option>
      {AGES.map((n) => (
        <option key={n} value={n}>
          {msg.detailAge(n)}
        </option>
      ))}
    </select>
  );
  return (
    <form
      className="cust-detail"
      aria-label={msg.detailSearchTitle}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'user.search' });
      }}
    >
      <FilterGroup legend={msg.detailCustType}>
        {CUST_TYPES.map((t) => (
          <Choice key={t} type="radio" name="custDiv" label={msg.detailCustTypes[t]} checked={d.custDiv === t} disabled={locked && t !== '1'} onChange={() => send({ type: 'user.setCustType', custDiv: t })} />
        ))}
      </FilterGroup>
      <FilterGroup legend={msg.detailChildAge}>
        <span className="cust-age">
          {age('from', d.fromAge, msg.detailAgeFrom)}
          <span aria-hidden="true">~</span>
          {age('to', d.toAge, msg.detailAgeTo)}
        </span>
      </FilterGroup>
      <FilterGroup legend={msg.detailDiagnosis}>
        <Choice type="checkbox" label={msg.detailDiagnosisAll} checked={d.diagnosis.length === DIAGNOSIS_STATS.length} onChange={() => send({ type: 'user.toggleAllDiagnosis' })} />
        {DIAGNOSIS_STATS.map((s) => (
          <Choice key={s} type="checkbox" label={msg.detailDiagnosisStats[s]} checked={d.diagnosis.includes(s)} onChange={() => send({ type: 'user.toggleDiagnosis', stat: s })} />
        ))}
      </FilterGroup>
      <FilterGroup legend={msg.detailTests}>
        {TEST_TYPES.map((t) => (
          <Choice key={t} type="checkbox" label={msg.detailTestNames[t]} checked={d.tests.includes(t)} onChange={() => send({ type: 'user.toggleTest', test: t })} />
        ))}
      </FilterGroup>
      {contract && (
        <>
          <FilterGroup legend={msg.detailOverdue}>
            {(['N', 'Y'] as const).map((w) => (
              <Choice key={w} type="checkbox" label={msg.detailOverdueNames[w]} checked={w === 'Y' ? d.overdueY : d.overdueN} onChange={() => send({ type: 'user.toggleOverdue', which: w })} />
            ))}
          </FilterGroup>
          <FilterGroup legend={msg.detailExpiry}>
            {EXPIRY_FILTERS.map((x) => (
              <Choice key={x} type="radio" name="expiry" label={msg.detailExpiryNames[x]} checked={d.expiry === x} onChange={() => send({ type: 'user.setExpiry', expiry: x })} />
            ))}
          </FilterGroup>
          <ProductFilter actor={actor} mode={d.productMode} products={d.products} />
        </>
      )}
      <div className="cust-detail-actions">
        <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'user.reset' })}>
          {msg.detailReset}
        </button>
        <button type="submit" className="btn btn-primary">
          {msg.detailSearch}
        </button>
      </div>
    </form>
  );
}
