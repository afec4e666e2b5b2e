// The child info section (spec 2 §2): a child picker (with, for a prospect, add, edit and delete: spec 2 §6)
// and the chosen child's learning and book care (child-learning.tsx). Renders the customer-children actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { customerChildrenMachine } from '../../../machines/customers/customer-children.machine';
import * as sel from '../../../machines/customers/customer-children.selectors';
import { customerDetailMessages } from '../../domain/customers/detail-messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { ChildLearning } from './child-learning';

type Actor = ActorRefFrom<typeof customerChildrenMachine>;

export function ChildInfo({ actor }: { readonly actor: Actor }) {
  const children = useSelector(actor, sel.selectChildren);
  const chosen = useSelector(actor, sel.selectChosen);
  const editable = useSelector(actor, sel.selectEditable);
  const editing = useSelector(actor, sel.selectEditing);
  const saving = useSelector(actor, sel.selectSaving);
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const info = useSelector(actor, sel.selectInfo);
  const deleting = useSelector(actor, sel.selectDeleting);
  const message = useSelector(actor, sel.selectMessage);
  return (
    <div aria-busy={saving}>
      {editable && (
        <div className="cdetail-child-tools">
          <button type="button" className="btn btn-secondary" disabled={editing} onClick={() => actor.send({ type: 'user.addChild' })}>
            {customerDetailMessages.childAdd}
          </button>
        </div>
      )}
      {children.length === 0 ? (
        <p className="cdetail-empty">{customerDetailMessages.custNoChildren}</p>
      ) : (
        <div className="cdetail-children" role="group" aria-label={customerDetailMessages.childPickerLabel}>
          {children.map((ch) => (
            <div key={ch.chlnKwkey || `new-${ch.sqno}`} className="cdetail-kid-cell">
              <button type="button" className="cdetail-kid" aria-pressed={ch.chlnKwkey === chosen} onClick={() => actor.send({ type: 'user.chooseChild', chlnKwkey: ch.chlnKwkey })}>
                <strong>{ch.chlnNm}</strong> <span>{customerDetailMessages.custGenderNames[ch.kwgend]}</span> <span>{customerDetailMessages.custChildAge(ch.age)}</span>
              </button>
              {editable && (
                <span className="cdetail-kid-edit">
                  <button type="button" className="btn btn-ghost" aria-label={customerDetailMessages.childModifyOf(ch.chlnNm)} disabled={editing} onClick={() => actor.send({ type: 'user.modifyChild', sqno: ch.sqno })}>
                    수정
                  </button>
                  <button type="button" className="btn btn-ghost" aria-label={customerDetailMessages.childDeleteOf(ch.chlnNm)} disabled={editing} onClick={() => actor.send({ type: 'user.deleteChild', sqno: ch.sqno })}>
                    삭제
                  </button>
                </span>
              )}
            </div>
          ))}
        </div>
      )}
      {saving && <Spinner label="저장 중" />}
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {info && <ChildLearning actor={actor} info={info} />}
      {deleting !== null && (
        <Dialog message={customerDetailMessages.childDeleteConfirm(deleting)} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.cancel' })} />
      )}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </div>
  );
}
