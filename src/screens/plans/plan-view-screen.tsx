// A read-only sales plan (spec 3 §2, §3 sales plan): month and status, the eight goals (four amounts in won,
// with the first-registered value where it differs; five counts with the optional 리크루팅), the five
// periods' ratios with each one's share of the goal total, the memo as typed (line breaks kept) and the last
// save. The own plan has 수정 (the machine opens the form or shows 수정 가능 기간이 아닙니다.). Renders the
// bsnPlnDetail actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { planViewMachine } from '../../../machines/plans/plan-view.machine';
import * as sel from '../../../machines/plans/plan-view.selectors';
import { plansMessages } from '../../domain/plans/messages';
import type { Plan } from '../../domain/plans/contract';
import { periodShare } from '../../domain/plans/rules';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { planWon, statLabel } from './plan-amounts';
import './plans.css';

type Actor = ActorRefFrom<typeof planViewMachine>;

const AMOUNTS = [
  ['cmclGoalAmt', 'orcpCmclGoalAmt', plansMessages.planGoalCmcl],
  ['mmbsGoalAmt', 'orcpMmbsGoalAmt', plansMessages.planGoalMmbs],
  ['frpsGoalAmt', 'orcpFrpsGoalAmt', plansMessages.planGoalFrps],
  ['etcGoalAmt', 'orcpEtcGoalAmt', plansMessages.planGoalEtc],
] as const;
const COUNTS = [
  ['srcGoalCscnt', plansMessages.planGoalSrc],
  ['dgnssrvcGoalCscnt', plansMessages.planGoalDgnssrvc],
  ['rcrtGoalCscnt', plansMessages.planViewRcrt],
  ['exsnConsCscnt', plansMessages.planGoalExsnCons],
  ['newConsCscnt', plansMessages.planGoalNewCons],
] as const;

export function PlanViewScreen({ actor }: { readonly actor: Actor }) {
  const loading = useSelector(actor, sel.selectLoading);
  const plan = useSelector(actor, sel.selectPlan);
  const error = useSelector(actor, sel.selectLoadError);
  const refusal = useSelector(actor, sel.selectRefusal);
  const offersEdit = useSelector(actor, sel.selectOffersEdit);
  return (
    <section className="plans-screen plans-view" aria-label={plansMessages.planViewLabel} aria-busy={loading}>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert className="plans-failed" message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {plan && <PlanBody plan={plan} />}
      {plan && offersEdit && (
        <div className="plans-view-actions">
          <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'user.edit' })}>
            {plansMessages.planViewEdit}
          </button>
        </div>
      )}
      {refusal !== null && <Dialog message={refusal} onClose={() => actor.send({ type: 'user.dismiss' })} />}
    </section>
  );
}

function PlanBody({ plan: p }: { readonly plan: Plan }) {
  return (
    <>
      <header className="plans-view-head">
        <h2 className="plans-view-month">{plansMessages.planYearMonth(p.planYr, p.planMn)}</h2>
        <span className={`plans-stat plans-stat-${p.stat}`}>{statLabel(p.stat)}</span>
      </header>
      <section className="plans-card" aria-labelledby="plans-goals">
        <h3 id="plans-goals">{plansMessages.planViewGoals}</h3>
        <dl className="plans-dl">
          {AMOUNTS.map(([key, orcp, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                {planWon(p[key])}
                {p[orcp] !== p[key] && <span className="plans-orcp">{plansMessages.planOriginalTotal(planWon(p[orcp]))}</span>}
              </dd>
            </div>
          ))}
          <div className="plans-dl-total">
            <dt>{plansMessages.planGoalTotal}</dt>
            <dd>
              {planWon(p.amtSum)}
              {p.orcpAmtSum !== p.amtSum && <span className="plans-orcp">{plansMessages.planOriginalTotal(planWon(p.orcpAmtSum))}</span>}
            </dd>
          </div>
          {COUNTS.map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{plansMessages.planViewCount(p[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="plans-card" aria-labelledby="plans-periods">
        <h3 id="plans-periods">{plansMessages.planViewPeriods}</h3>
        <dl className="plans-dl">
          {p.periodList.map((period) => (
            <div key={period.cdNm}>
              <dt>{period.cdNm}</dt>
              <dd>{plansMessages.planViewPeriodShare(period.cdVl1, planWon(periodShare(p.amtSum, period.cdVl1)))}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="plans-card" aria-labelledby="plans-memo">
        <h3 id="plans-memo">{plansMessages.planViewMemo}</h3>
        <p className="plans-memo">{p.memo}</p>
      </section>
      {p.updtDttm && (
        <p className="plans-updated">
          {plansMessages.planViewUpdated} {p.updtDttm}
        </p>
      )}
    </>
  );
}
