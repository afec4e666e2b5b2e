// /set/notificationSet (spec 1 §2 "Settings"): the notification switches and the shake setting, each
// rendering its own actor.
import { NotificationSwitches, type NotificationSettingsActor } from './notification-switches';
import { ShakeSection, type ShakeSettingActor } from './shake-section';
import './settings.css';

export interface NotificationSetScreenProps {
  readonly notifications: NotificationSettingsActor;
  readonly shake: ShakeSettingActor;
}

export function NotificationSetScreen({ notifications, shake }: NotificationSetScreenProps) {
  return (
    <div className="settings">
      <NotificationSwitches actor={notifications} />
      <ShakeSection actor={shake} />
    </div>
  );
}
