// /notification bound to the app actor: the signed-in user's alerts, provided on this lazily loaded chunk
// from the runtime-bound Effect helper; an alert's screen opens through the app's navigation.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { alertsMachine } from '../../../machines/alerts/alerts.machine';
import { selectSession } from '../../../machines/app/app.selectors';
import { alertCustomerHref } from '../../domain/alerts/alert-links';
import { AlertsScreen } from '../../screens/alerts/alerts-screen';
import { alertsActors } from './alerts-actors';
import { useApp } from '../app-context';

export default function NotificationRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <Alerts key={session.userId} /> : null;
}

function Alerts() {
  const { flows } = useApp();
  const machine = useMemo(
    () => alertsMachine.provide({ actors: alertsActors(flows.fromEffect), actions: { openScreen: (_, { path }) => navigate(path) } }),
    [flows],
  );
  const actor = useActorRef(machine);
  return <AlertsScreen actor={actor} customerHref={alertCustomerHref} />;
}
