// The household popup (spec 2 §2 Family info): how many, each child with its age when known; a child of a
// contract customer opens that customer. Renders the family-info actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { familyInfoMachine } from '../../../machines/customers/family-info.machine';
import * as sel from '../../../machines/customers/family-info.selectors';
import { customerDetailMessages } from '../../domain/customers/detail-messages';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import './customer-detail.css';

export function FamilyInfoScreen({ actor }: { readonly actor: ActorRefFrom<typeof familyInfoMachine> }) {
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const family = useSelector(actor, sel.selectFamily);
  const busy = useSelector(actor, sel.selectBusy);
  return (
    <article className="family-info" aria-label={customerDetailMessages.familyTitle} aria-busy={loading || busy}>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {family && (
        <>
          <p className="family-count">{customerDetailMessages.familyCount(family.total)}</p>
          {family.members.length === 0 ? (
            <p className="cdetail-empty">{customerDetailMessages.familyNone}</p>
          ) : (
            <ul className="cdetail-rows" aria-label={customerDetailMessages.familyTitle}>
              {family.members.map((m) => (
                <li key={m.chlnKwkey} className="family-member">
                  <strong>{m.chlnNm}</strong>
                  {m.age !== null && <span>{customerDetailMessages.custChildAge(m.age)}</span>}
                  {m.custDiv === '1' && (
                    <button type="button" className="btn btn-ghost" aria-label={customerDetailMessages.familyPickOf(m.chlnNm)} disabled={busy} onClick={() => actor.send({ type: 'user.pick', chlnKwkey: m.chlnKwkey })}>
                      보기
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <button type="button" className="btn btn-secondary btn-block" disabled={busy} onClick={() => actor.send({ type: 'user.close' })}>
        {customerDetailMessages.familyClose}
      </button>
    </article>
  );
}
