// /dashboard/profile/:userId bound to the app actor: the business-card actor for the route's user id
// and the signed-in session, provided on this lazily loaded chunk from the runtime-bound Effect helper.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { businessCardMachine } from '../../../machines/business-card/business-card.machine';
import { selectSession } from '../../../machines/app/app.selectors';
import type { Session } from '../../domain/login/contract';
import { HOME_PATH } from '../../domain/app/routes';
import { BusinessCardScreen } from '../../screens/business-card/business-card-screen';
import { businessCardActors } from './business-card-actors';
import { useApp } from '../app-context';
import type { RouteViewProps } from '../view-entry';

export default function BusinessCardRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const userId = route.params.userId ?? '';
  // Another user or another card means a new actor: keyed on both.
  return session ? <BusinessCard key={`${session.userId}/${userId}`} userId={userId} session={session} /> : null;
}

function BusinessCard({ userId, session }: { readonly userId: string; readonly session: Session }) {
  const { flows } = useApp();
  const machine = useMemo(
    () =>
      businessCardMachine.provide({
        actors: businessCardActors(flows.fromEffect),
        // Back in the app's history (wouter's patched history reaches the app machine); a card opened
        // directly in a new tab has nothing behind it, so it goes home.
        actions: { goBack: () => (window.history.length > 1 ? window.history.back() : navigate(HOME_PATH)) },
      }),
    [flows],
  );
  const actor = useActorRef(machine, { input: { userId, session: { userId: session.userId, akdcde: session.akdcde } } });
  return <BusinessCardScreen actor={actor} />;
}
