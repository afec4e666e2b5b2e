// The sales plan list (spec 3 §2 sales plan list): the year select, a button for a new plan (not for
// partners), the year's months ten at a time — status, goal total (the first-registered total too where it
// differs), the district's or branch's goal for leaders — with 작성하기 on a requested month and 수정 on a
// saved one (not for a branch head); a saved row opens the read-only plan. A branch head has the members'
// tab. Renders the bsnPlnList actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { offersEdit, offersWrite, opensDetail } from '../../../machines/plans/plan-list.rows';
import type { planListMachine } from '../../../machines/plans/plan-list.machine';
import * as sel from '../../../machines/plans/plan-list.selectors';
import { plansMessages } from '../../domain/plans/messages';
import type { PlanListRow } from '../../domain/plans/contract';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import { planWon, statLabel } from './plan-amounts';
import { PlanListTabs } from './plan-list-tabs';
import './plans.css';

type Actor = ActorRefFrom<typeof planListMachine>;

export function PlanListScreen({ actor }: { readonly actor: Actor }) {
  const listActor = useSelector(actor, sel.selectList);
  const year = useSelector(actor, sel.selectYear);
  const years = useSelector(actor, sel.selectYears);
  const offersNew = useSelector(actor, sel.selectOffersNewPlan);
  const membersTab = useSelector(actor, sel.selectOffersMembersTab);
  return (
    <section className="plans-screen" aria-label={plansMessages.planListLabel}>
      {membersTab && <PlanListTabs current="mine" />}
      <div className="plans-toolbar">
        <label className="plans-field">
          <span className="visually-hidden">{plansMessages.planYearLabel}</span>
          <select className="input" value={year} onChange={(e) => actor.send({ type: 'user.selectYear', year: Number(e.target.value) })}>
            {years.map((y) => (
              <option key={y} value={y}>
                {plansMessages.planYearOption(y)}
              </option>
            ))}
          </select>
        </label>
        {offersNew && (
          <button type="button" className="btn btn-primary plans-new" onClick={() => actor.send({ type: 'user.writeNew' })}>
            {plansMessages.planNew}
          </button>
        )}
      </div>
      {listActor && <Months key={listActor.sessionId} actor={actor} listActor={listActor} />}
    </section>
  );
}

function Months({ actor, listActor }: { readonly actor: Actor; readonly listActor: PagedListActor }) {
  const list = usePagedList<PlanListRow>(listActor);
  const position = useSelector(actor, sel.selectPosition);
  const head = useSelector(actor, sel.selectHeadGoalKind);
  return (
    <div className="plans-body" aria-busy={list.busy}>
      <PagedListBody
        actor={listActor}
        list={list}
        label={plansMessages.planListLabel}
        rowsClass="plans-rows"
        emptyClass="plans-empty"
        emptyText={() => plansMessages.bsnPlnListEmpty}
        rowKey={(r) => r.planYrmn}
        renderRow={(r) => <MonthRow row={r} actor={actor} position={position} head={head} />}
      />
    </div>
  );
}

function MonthRow({ row: r, actor, position, head }: { readonly row: PlanListRow; readonly actor: Actor; readonly position: string; readonly head: 'district' | 'branch' | null }) {
  const title = plansMessages.planYearMonth(r.planYr, r.planMn);
  const saved = r.stat === 'C' && r.sqno > 0;
  const figures = (
    <span className="plans-figures">
      <span className={`plans-stat plans-stat-${r.stat}`}>{statLabel(r.stat)}</span>
      {saved && (
        <span className="plans-amount">
          {plansMessages.planGoalTotal} {planWon(r.amtSum)}
          {r.orcpAmtSum !== r.amtSum && <span className="plans-orcp">{plansMessages.planOriginalTotal(planWon(r.orcpAmtSum))}</span>}
        </span>
      )}
      {head && (
        <span className="plans-head-goal">
          {head === 'district' ? plansMessages.planDistrictGoal : plansMessages.planBranchGoal} {planWon(r.headAmtSum)}
        </span>
      )}
    </span>
  );
  return (
    <li className="plans-row">
      {opensDetail(position, r) ? (
        <button type="button" className="plans-row-main" onClick={() => actor.send({ type: 'user.open', row: r })}>
          <strong className="plans-month">{title}</strong>
          {figures}
        </button>
      ) : (
        <div className="plans-row-main">
          <strong className="plans-month">{title}</strong>
          {figures}
        </div>
      )}
      {offersWrite(position, r) && (
        <button type="button" className="btn btn-primary plans-row-btn" onClick={() => actor.send({ type: 'user.write', row: r })}>
          {plansMessages.planWrite}
        </button>
      )}
      {offersEdit(position, r) && (
        <button type="button" className="btn btn-secondary plans-row-btn" aria-label={`${title} ${plansMessages.planModify}`} onClick={() => actor.send({ type: 'user.edit', row: r })}>
          {plansMessages.planModify}
        </button>
      )}
    </li>
  );
}
