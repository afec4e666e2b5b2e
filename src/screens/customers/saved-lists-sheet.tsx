// The saved-list sheet (spec 1 §2, §3, §8): each saved list opens in the list or is deleted after a
// confirmation; 저장된 목록이 없습니다. when there are none.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { savedListsMachine } from '../../../machines/customers/saved-lists.machine';
import * as sel from '../../../machines/customers/saved-lists.selectors';
import { customersMessages } from '../../domain/customers/messages';
import { sharedMessages } from '../../domain/shared/messages';
import { BottomSheet } from '../../ui/bottom-sheet';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';

export function SavedListsSheet({ actor, onClose }: { readonly actor: ActorRefFrom<typeof savedListsMachine>; readonly onClose: () => void }) {
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const empty = useSelector(actor, sel.selectEmpty);
  const lists = useSelector(actor, sel.selectLists);
  const confirming = useSelector(actor, sel.selectConfirmingDelete);
  const deleting = useSelector(actor, sel.selectDeleting);
  const notice = useSelector(actor, sel.selectNotice);
  return (
    <BottomSheet title={customersMessages.savedListsTitle} onClose={onClose}>
      {loading && <Spinner label="불러오는 중" />}
      {loadError !== null && <RetryAlert message={loadError} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {empty && <p className="cust-empty">{sharedMessages.emptySavedLists}</p>}
      {lists.length > 0 && (
        <ul className="cust-saved-lists" aria-label={customersMessages.savedListsTitle}>
          {lists.map((l) => (
            <li key={l.custListSqno} className="cust-saved-list">
              <button type="button" className="cust-saved-open" aria-label={customersMessages.savedListOpen(l.titl)} onClick={() => actor.send({ type: 'user.openList', custListSqno: l.custListSqno })}>
                <strong>{l.titl}</strong>
                <span>{customersMessages.savedListMeta(l.listTyp, l.custCnt, l.crtnDttm.slice(0, 10))}</span>
                <span>{`${l.srcUsername} ${l.srcUserOrgnzPstnNm}`}</span>
              </button>
              <button type="button" className="btn btn-ghost" aria-label={customersMessages.savedListDelete(l.titl)} disabled={deleting} onClick={() => actor.send({ type: 'user.delete', custListSqno: l.custListSqno })}>
                삭제
              </button>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <Dialog message={customersMessages.savedListDeleteConfirm} confirmLabel="삭제" onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.dismiss' })} />
      )}
      {notice && <Dialog message={notice} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </BottomSheet>
  );
}
