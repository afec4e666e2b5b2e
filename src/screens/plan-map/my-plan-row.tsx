// One of my plans: its name and product count with 편집 and 삭제, or (being renamed) the name input with its
// n/10 counter, 완료 and 취소 (Enter finishes, Escape cancels). Other rows' buttons wait while one is edited.
import type { MyPlansEvent } from '../../../machines/plan-map/my-plans.machine';
import { planMapMessages as m } from '../../domain/plan-map/messages';
import type { MyPlanEntry } from '../../domain/plan-map/plan-contract';
import { PLAN_NAME_MAX } from '../../domain/plan-map/rules';

export function MyPlanRow({
  plan,
  editing,
  locked,
  send,
}: {
  readonly plan: MyPlanEntry;
  /** The name as typed while this row is edited; null otherwise. */
  readonly editing: string | null;
  readonly locked: boolean;
  readonly send: (e: MyPlansEvent) => void;
}) {
  const inputId = `my-plan-name-${plan.epmMySqno}`;
  if (editing !== null)
    return (
      <li className="my-plans-row is-editing">
        <div className="my-plans-edit">
          <label className="visually-hidden" htmlFor={inputId}>
            {m.myPlanNameLabel}
          </label>
          <input
            id={inputId}
            className="input my-plans-input"
            value={editing}
            autoFocus
            disabled={locked}
            aria-describedby={`${inputId}-count`}
            onChange={(e) => send({ type: 'user.changeName', text: e.currentTarget.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') send({ type: 'user.done' });
              else if (e.key === 'Escape') send({ type: 'user.cancelEdit' });
            }}
          />
          <span id={`${inputId}-count`} className="my-plans-counter">
            {m.myPlanNameCounter([...editing].length, PLAN_NAME_MAX)}
          </span>
        </div>
        <div className="my-plans-actions">
          <button type="button" className="btn btn-primary my-plans-btn" disabled={locked} onClick={() => send({ type: 'user.done' })}>
            {m.myPlanDone}
          </button>
          <button type="button" className="btn btn-secondary my-plans-btn" disabled={locked} onClick={() => send({ type: 'user.cancelEdit' })}>
            {m.myPlanCancelEdit}
          </button>
        </div>
      </li>
    );
  return (
    <li className="my-plans-row">
      <div className="my-plans-main">
        <strong className="my-plans-name">{plan.planNm}</strong>
        <span className="my-plans-muted">{m.myPlanProducts(plan.prdtCnt)}</span>
      </div>
      <div className="my-plans-actions">
        <button
          type="button"
          className="btn btn-secondary my-plans-btn"
          disabled={locked}
          aria-label={`${plan.planNm} ${m.myPlanEdit}`}
          onClick={() => send({ type: 'user.edit', epmMySqno: plan.epmMySqno })}
        >
          {m.myPlanEdit}
        </button>
        <button
          type="button"
          className="btn btn-ghost my-plans-btn"
          disabled={locked}
          aria-label={`${plan.planNm} ${m.myPlanDelete}`}
          onClick={() => send({ type: 'user.delete', epmMySqno: plan.epmMySqno })}
        >
          {m.myPlanDelete}
        </button>
      </div>
    </li>
  );
}
