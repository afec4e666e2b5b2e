// 이력을 삭제하시겠습니까? over the customer detail while the memo-delete actor asks it.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { memoDeleteMachine } from '../../../machines/customers/memo-delete.machine';
import { selectConfirmingDelete } from '../../../machines/customers/memo-delete.selectors';
import { customerDetailMessages } from '../../domain/customers/detail-messages';
import { Dialog } from '../../ui/dialog';

export function MemoDeleteConfirm({ actor }: { readonly actor: ActorRefFrom<typeof memoDeleteMachine> }) {
  const confirming = useSelector(actor, selectConfirmingDelete);
  return confirming ? <Dialog message={customerDetailMessages.custMemoDeleteConfirm} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.cancel' })} /> : null;
}
