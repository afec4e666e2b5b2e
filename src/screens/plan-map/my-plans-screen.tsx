// My plans (spec 3 §2 my plans): the count and 추가 above the caller's plans, or 등록된 플랜이 없습니다.; each
// row its name and product count with 편집 (the name becomes an input with n/10, then 완료 or 취소) and 삭제
// (asks first). Alerts for a blank name and each outcome. Renders the myPlans actor; on a PC the rows sit
// two abreast.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { myPlansMachine } from '../../../machines/plan-map/my-plans.machine';
import * as sel from '../../../machines/plan-map/my-plans.selectors';
import { planMapMessages as m } from '../../domain/plan-map/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { MyPlanRow } from './my-plan-row';
import './my-plans.css';

type Actor = ActorRefFrom<typeof myPlansMachine>;

export function MyPlansScreen({ actor }: { readonly actor: Actor }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectLoadError);
  const empty = useSelector(actor, sel.selectEmpty);
  const plans = useSelector(actor, sel.selectPlans);
  const count = useSelector(actor, sel.selectCount);
  const editing = useSelector(actor, sel.selectEditing);
  const busy = useSelector(actor, sel.selectBusy);
  const confirming = useSelector(actor, sel.selectConfirmingDelete);
  const notice = useSelector(actor, sel.selectNotice);
  const shown = !loading && error === null;
  return (
    <section className={`my-plans${desktop ? ' my-plans-wide' : ''}`} aria-label={m.myPlanListLabel} aria-busy={loading}>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert className="my-plans-failed" message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {shown && (
        <div className="my-plans-head">
          <p className="my-plans-count" aria-live="polite">
            {m.myPlanCount(count)}
          </p>
          <button type="button" className="btn btn-primary my-plans-add" onClick={() => actor.send({ type: 'user.add' })}>
            {m.myPlanAdd}
          </button>
        </div>
      )}
      {empty && <p className="my-plans-empty">{m.myPlanEmpty}</p>}
      {plans.length > 0 && (
        <ul className="my-plans-rows">
          {plans.map((p) => (
            <MyPlanRow
              key={p.epmMySqno}
              plan={p}
              editing={editing?.epmMySqno === p.epmMySqno ? editing.planNm : null}
              locked={busy || (editing !== null && editing.epmMySqno !== p.epmMySqno)}
              send={actor.send}
            />
          ))}
        </ul>
      )}
      {confirming !== null && (
        <Dialog
          message={m.myPlanDeleteConfirm(confirming)}
          confirmLabel={m.myPlanDelete}
          onConfirm={() => actor.send({ type: 'user.confirm' })}
          onCancel={() => actor.send({ type: 'user.dismiss' })}
        />
      )}
      {notice !== null && <Dialog message={notice} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}
