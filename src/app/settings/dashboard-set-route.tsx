// /set/dashboardSet bound to the app actor: the order editor over the signed-in user's home cards (order
// and show/hide), provided on this lazily loaded chunk; the home screen reads what it saves.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { orderEditorMachine } from '../../../machines/settings/order-editor.machine';
import { settingsMessages } from '../../domain/settings/messages';
import { OrderEditorScreen } from '../../screens/settings/order-editor-screen';
import { cardOrderActors } from './settings-actors';
import { useApp } from '../app-context';

export default function DashboardSetRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <CardOrder key={session.userId} /> : null;
}

function CardOrder() {
  const { flows } = useApp();
  const machine = useMemo(() => orderEditorMachine.provide({ actors: cardOrderActors(flows.fromEffect) }), [flows]);
  const actor = useActorRef(machine, { input: { canHide: true } });
  return <OrderEditorScreen actor={actor} title="홈 카드" guide={settingsMessages.dashboardSetGuide} />;
}
