// /popup/{sqno} bound to the app actor: one notice popup for the signed-in user, whatever was ticked
// before. Closing goes back, or lets the shell close the web view it opened for this page.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { popupsMachine } from '../../../machines/popups/popups.machine';
import { idParam } from '../../domain/app/routes';
import { PopupPage } from '../../screens/popups/popup-view';
import { popupActors } from './popups-actors';
import { useApp } from '../app-context';
import type { RouteViewProps } from '../view-entry';

export default function PopupRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  // Not a number: popup/detail refuses it and the page says so.
  const sqno = idParam(route.params.sqno);
  return session ? <PopupOfPage key={`${session.userId}/${sqno}`} userId={session.userId} sqno={sqno} /> : null;
}

function PopupOfPage({ userId, sqno }: { readonly userId: string; readonly sqno: number }) {
  const { app, flows } = useApp();
  const machine = useMemo(
    () => popupsMachine.provide({ actors: popupActors(flows.fromEffect, true), actions: { closePage: () => app.send({ type: 'user.closePage' }) } }),
    [flows, app],
  );
  const actor = useActorRef(machine, { input: { userId, sqno } });
  return <PopupPage actor={actor} />;
}
