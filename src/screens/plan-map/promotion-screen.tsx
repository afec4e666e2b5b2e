// A promotion (spec 3 §2 /eduplanmap/promotion?sqno): its title and its images in order; not found shows
// the server's message (then back); offline offers 다시 시도. Renders the promotion actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { promotionMachine } from '../../../machines/plan-map/promotion.machine';
import * as sel from '../../../machines/plan-map/promotion.selectors';
import { planMapMessages as m } from '../../domain/plan-map/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import './plan-map.css';

export function PromotionScreen({ actor }: { readonly actor: ActorRefFrom<typeof promotionMachine> }) {
  const loading = useSelector(actor, sel.selectLoading);
  const promotion = useSelector(actor, sel.selectPromotion);
  const retry = useSelector(actor, sel.selectRetry);
  const notFound = useSelector(actor, sel.selectNotFound);
  return (
    <section className="planmap promotion" aria-label={m.planPromotionLabel} aria-busy={loading}>
      {loading && <Spinner label={m.planMapLoading} />}
      {retry !== null && <RetryAlert className="planmap-failed" message={retry} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {promotion && (
        <>
          <h2 className="promotion-title">{promotion.titl}</h2>
          <ol className="promotion-pages">
            {promotion.fileList.map((f, i) => (
              <li key={f.dtptSqno}>
                <img src={f.cdnUrl} alt={`${promotion.titl} ${m.planPromotionPage(i + 1)}`} loading={i === 0 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ol>
        </>
      )}
      {notFound !== null && <Dialog message={notFound} onClose={() => actor.send({ type: 'user.dismiss' })} />}
    </section>
  );
}
