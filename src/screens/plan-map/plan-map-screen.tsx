// The education plan map (spec 3 §2): the customer bar (lookup, name, child, my plan, promotion), the
// category tabs with 보유 | 선택 counts over a swiping row of product buttons, and the floating buttons (menu,
// PDF, my plans, cart with its count; in myPlan=Y mode only 플랜 저장). Renders the planMap actor.
import { useSelector } from '@xstate/react';
import * as sel from '../../../machines/plan-map/plan-map.selectors';
import { planMapMessages as m } from '../../domain/plan-map/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import type { PlanMapActor } from './plan-map-actor';
import { PlanMapCustomerBar } from './plan-map-customer-bar';
import { PlanMapFloating } from './plan-map-floating';
import { PlanMapProducts } from './plan-map-products';
import './plan-map.css';


export function PlanMapScreen({ actor }: { readonly actor: PlanMapActor }) {
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectLoadError);
  const ready = useSelector(actor, sel.selectReady);
  const notice = useSelector(actor, sel.selectNotice);
  return (
    <section className="planmap" aria-label={m.planMapLabel} aria-busy={loading}>
      {loading && <Spinner label={m.planMapLoading} />}
      {error !== null && <RetryAlert className="planmap-failed" message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {ready && (
        <>
          <PlanMapCustomerBar actor={actor} />
          <PlanMapProducts actor={actor} />
          <PlanMapFloating actor={actor} />
        </>
      )}
      {notice !== null && <Dialog message={notice} onClose={() => actor.send({ type: 'user.dismiss' })} />}
    </section>
  );
}
