// Notification settings (spec 1 §2, §3): the master 'all' switch over the six Y/N switches. Every tap is
// an event; the machine saves it, disables the switches meanwhile and puts a failed change back.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { notificationSettingsMachine } from '../../../machines/settings/notification-settings.machine';
import * as sel from '../../../machines/settings/notification-settings.selectors';
import { NOTIFICATION_FLAGS } from '../../domain/settings/contract';
import { settingsMessages } from '../../domain/settings/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { SwitchRow } from './switch-row';

export type NotificationSettingsActor = ActorRefFrom<typeof notificationSettingsMachine>;

export function NotificationSwitches({ actor }: { readonly actor: NotificationSettingsActor }) {
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const flags = useSelector(actor, sel.selectFlags);
  const allOn = useSelector(actor, sel.selectAllOn);
  const canToggle = useSelector(actor, sel.selectCanToggle);
  const saving = useSelector(actor, sel.selectSaving);
  const message = useSelector(actor, sel.selectMessage);
  return (
    <section className="settings-section" aria-labelledby="notifications-title" aria-busy={loading || saving}>
      <h2 id="notifications-title" className="settings-title">
        {settingsMessages.notificationsTitle}
      </h2>
      {loading && <Spinner label="알림 설정 불러오는 중" />}
      {loadError !== null && <RetryAlert className="settings-status" message={loadError} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {flags && (
        <>
          <div className="settings-master">
            <SwitchRow label={settingsMessages.notificationsAll} checked={allOn} disabled={!canToggle} onChange={(on) => actor.send({ type: 'user.toggleAll', on })} />
          </div>
          {NOTIFICATION_FLAGS.map((key) => (
            <SwitchRow
              key={key}
              label={settingsMessages.notificationLabels[key]}
              checked={flags[key] === 'Y'}
              disabled={!canToggle}
              onChange={(on) => actor.send({ type: 'user.toggle', key, on })}
            />
          ))}
        </>
      )}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}
