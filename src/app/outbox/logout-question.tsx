// The logout question (spec 1 §3), told when saves still wait on this device: they stay kept for this user and
// go at their next sign-in here, so signing out loses nothing, but the user should know before leaving.
import { useSelector } from '@xstate/react';
import { selectPendingCount } from '../../../machines/outbox/outbox.selectors';
import { appMessages } from '../../domain/app/messages';
import { outboxMessages } from '../../domain/outbox/messages';
import { Dialog } from '../../ui/dialog';
import { useOutboxActor, type OutboxActorRef } from './outbox-context';

interface Props {
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function LogoutQuestion(props: Props) {
  const outbox = useOutboxActor();
  return outbox ? <WithOutbox outbox={outbox} {...props} /> : <Question message={appMessages.logoutConfirm} {...props} />;
}

function WithOutbox({ outbox, ...props }: Props & { readonly outbox: OutboxActorRef }) {
  const pending = useSelector(outbox, selectPendingCount);
  return <Question message={pending > 0 ? outboxMessages.logoutWithPendingSaves(pending) : appMessages.logoutConfirm} {...props} />;
}

const Question = ({ message, onConfirm, onCancel }: Props & { readonly message: string }) => (
  <Dialog message={message} confirmLabel="로그아웃" onConfirm={onConfirm} onCancel={onCancel} />
);
