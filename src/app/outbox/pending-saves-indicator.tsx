// The signed-in user's outbox actor and its indicator, shown with the chrome. The actor loads the user's
// stored saves, follows the network and replays what waits (machines/outbox); keyed by the user above, and
// handed to the app root so the /outbox list and the logout question read the same actor. The machine is
// loaded with the chrome (flows.loadOutbox), never on /login.
import { useActorRef, useSelector } from '@xstate/react';
import { use, useContext, useEffect, useMemo } from 'react';
import { selectIndicator, selectNoticeText } from '../../../machines/outbox/outbox.selectors';
import { OUTBOX_PATH, OUTBOX_ROUTE_NAME } from '../../domain/outbox/area';
import { loadRouteView } from '../route-views';
import { PendingSaves } from '../../ui/pending-saves';
import { useApp } from '../app-context';
import { OutboxPublishCtx } from './outbox-context';

type OutboxMachine = Awaited<ReturnType<ReturnType<typeof useApp>['flows']['loadOutbox']>>;

export function PendingSavesIndicator({ userId, onList }: { readonly userId: string; readonly onList: boolean }) {
  const { flows } = useApp();
  const loading = useMemo(() => flows.loadOutbox(), [flows]);
  return <Indicator machine={use(loading)} userId={userId} onList={onList} />;
}

function Indicator({ machine, userId, onList }: { readonly machine: OutboxMachine; readonly userId: string; readonly onList: boolean }) {
  const actor = useActorRef(machine, { input: { userId, online: navigator.onLine } });
  const publish = useContext(OutboxPublishCtx);
  useEffect(() => {
    publish(actor);
    return () => publish(null);
  }, [actor, publish]);
  const text = useSelector(actor, selectIndicator);
  const waiting = text !== null;
  // The list's code comes now, while the network may still be there: the pill leads to it offline too.
  useEffect(() => {
    if (waiting) loadRouteView(OUTBOX_ROUTE_NAME).catch(() => undefined);
  }, [waiting]);
  const notice = useSelector(actor, selectNoticeText);
  // On the list itself the pill would only repeat it.
  return <PendingSaves text={onList ? null : text} notice={notice} href={OUTBOX_PATH} />;
}
