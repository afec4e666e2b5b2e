// /set/notificationSet bound to the app actor: the notification-settings and shake-setting actors for the
// signed-in user, provided on this lazily loaded chunk. A shake may open the registration screen only
// once that route exists (docs/decisions.md).
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { notificationSettingsMachine } from '../../../machines/settings/notification-settings.machine';
import { shakeSettingMachine } from '../../../machines/settings/shake-setting.machine';
import { routeByName } from '../../domain/app/routes';
import { NotificationSetScreen } from '../../screens/settings/notification-set-screen';
import { notificationActors } from './settings-actors';
import { shakeSettingActors } from './shake-setting-actors';
import { useApp } from '../app-context';

const customerRegPath = routeByName('my-cstmr-reg')?.path ?? null;

export default function NotificationSetRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <NotificationSet key={session.userId} /> : null;
}

function NotificationSet() {
  const { flows } = useApp();
  const machines = useMemo(
    () => ({
      notifications: notificationSettingsMachine.provide({ actors: notificationActors(flows.fromEffect) }),
      shake: shakeSettingMachine.provide({ actors: shakeSettingActors(flows.fromEffect) }),
    }),
    [flows],
  );
  const notifications = useActorRef(machines.notifications);
  const shake = useActorRef(machines.shake, { input: { customerRegPath } });
  return <NotificationSetScreen notifications={notifications} shake={shake} />;
}
