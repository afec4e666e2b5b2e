// /set/myCstmrRegSet bound to the app actor: the order editor over the signed-in user's customer-
// registration sections (order only), provided on this lazily loaded chunk.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { orderEditorMachine } from '../../../machines/settings/order-editor.machine';
import { settingsMessages } from '../../domain/settings/messages';
import { OrderEditorScreen } from '../../screens/settings/order-editor-screen';
import { regOrderActors } from './settings-actors';
import { useApp } from '../app-context';

export default function MyCstmrRegSetRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <RegOrder key={session.userId} /> : null;
}

function RegOrder() {
  const { flows } = useApp();
  const machine = useMemo(() => orderEditorMachine.provide({ actors: regOrderActors(flows.fromEffect) }), [flows]);
  const actor = useActorRef(machine, { input: { canHide: false } });
  return <OrderEditorScreen actor={actor} title="고객등록 항목" guide={settingsMessages.cstmrRegSetGuide} />;
}
