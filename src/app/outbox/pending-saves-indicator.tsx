// The signed-in user's outbox actor and its indicator, shown with the chrome. The actor loads the user's
// stored saves, follows the network and replays what waits (machines/outbox); keyed by the user above. The
// machine is loaded with the chrome (flows.loadOutbox), never on /login.
import { useActorRef, useSelector } from '@xstate/react';
import { use, useMemo } from 'react';
import { selectIndicator } from '../../../machines/outbox/outbox.selectors';
import { PendingSaves } from '../../ui/pending-saves';
import { useApp } from '../app-context';

type OutboxMachine = Awaited<ReturnType<ReturnType<typeof useApp>['flows']['loadOutbox']>>;

export function PendingSavesIndicator({ userId }: { readonly userId: string }) {
  const { flows } = useApp();
  const loading = useMemo(() => flows.loadOutbox(), [flows]);
  return <Indicator machine={use(loading)} userId={userId} />;
}

function Indicator({ machine, userId }: { readonly machine: OutboxMachine; readonly userId: string }) {
  const actor = useActorRef(machine, { input: { userId, online: navigator.onLine } });
  return <PendingSaves text={useSelector(actor, selectIndicator)} />;
}
