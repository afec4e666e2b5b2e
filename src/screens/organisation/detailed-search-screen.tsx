// The organisation detail search (spec 3 §2 Detail search): check boxes 구분 (마스터 … 파트너), 차월 (1차월 …
// 7차월 이상) and 가동상태 (미가동, 가동, 실활동), then 초기화, 닫기 and 검색. Renders an orgDetailedSearch actor:
// the popup page draws it full-screen, the list on a PC inside a dialog.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { detailedSearchMachine } from '../../../machines/organisation/detailed-search.machine';
import * as sel from '../../../machines/organisation/detailed-search.selectors';
import { optionsOf, type DetailGroup } from '../../../machines/organisation/org-list.filters';
import { organisationMessages } from '../../domain/organisation/messages';
import './org-list.css';

export type DetailedSearchActor = ActorRefFrom<typeof detailedSearchMachine>;

const GROUPS: readonly { readonly group: DetailGroup; readonly legend: string }[] = [
  { group: 'gubun', legend: organisationMessages.orgDetailGubun },
  { group: 'chawol', legend: organisationMessages.orgDetailChawol },
  { group: 'gadong', legend: organisationMessages.orgDetailGadong },
];

/** `closeButton` false: the dialog around the form has its own. */
export function DetailedSearchForm({ actor, closeButton = true }: { readonly actor: DetailedSearchActor; readonly closeButton?: boolean }) {
  const codes = useSelector(actor, sel.selectCodes);
  const finishing = useSelector(actor, sel.selectFinishing);
  return (
    <form
      className="orgs-detail"
      aria-label={organisationMessages.orgDetailTitle}
      aria-busy={finishing}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'user.submit' });
      }}
    >
      {GROUPS.map(({ group, legend }) => (
        <fieldset key={group} className="orgs-detail-group">
          <legend>{legend}</legend>
          <div className="orgs-detail-choices">
            {optionsOf(group).map((o) => {
              const checked = (codes[group] as readonly string[]).includes(o.code);
              return (
                <label key={o.code} className={`orgs-choice${checked ? ' is-on' : ''}`}>
                  <input type="checkbox" checked={checked} disabled={finishing} onChange={() => actor.send({ type: 'user.toggle', group, code: o.code })} />
                  {o.label}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="orgs-detail-actions">
        <button type="button" className="btn btn-secondary" disabled={finishing} onClick={() => actor.send({ type: 'user.reset' })}>
          {organisationMessages.orgDetailReset}
        </button>
        {closeButton && (
          <button type="button" className="btn btn-secondary" disabled={finishing} onClick={() => actor.send({ type: 'user.close' })}>
            {organisationMessages.orgDetailClose}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={finishing}>
          {organisationMessages.orgDetailSearch}
        </button>
      </div>
    </form>
  );
}

/** The popup page: the form alone under the chrome's title. */
export function DetailedSearchPage({ actor }: { readonly actor: DetailedSearchActor }) {
  return (
    <section className="orgs-popup" aria-label={organisationMessages.orgDetailTitle}>
      <DetailedSearchForm actor={actor} />
    </section>
  );
}
