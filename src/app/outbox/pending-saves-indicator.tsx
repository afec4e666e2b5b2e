// The signed-in user's outbox actor and its indicator, shown with the chrome. The actor loads the user's
// stored saves, follows the network and replays what waits (machines/outbox); keyed by the user above.
import { useActorRef, useSelector } from '@xstate/react';
import { selectIndicator } from '../../../machines/outbox/outbox.selectors';
import { PendingSaves } from '../../ui/pending-saves';
import { useApp } from '../app-context';

export function PendingSavesIndicator({ userId }: { readonly userId: string }) {
  const { flows } = useApp();
  const actor = useActorRef(flows.outbox, { input: { userId, online: navigator.onLine } });
  return <PendingSaves text={useSelector(actor, selectIndicator)} />;
}
