// Notification settings (spec 1 §2 "Settings", §3 flags, §5): six switches and the master 'all'. Any
// switch change saves at once; the master sets all six; a failed save puts back exactly what that tap
// changed and shows the server's or the network message. Built on the shared load / edit / save machine
// in its 'instant' way. Diagram: docs/statecharts/notificationSettings.md
import { NOTIFICATION_FLAGS, type NotificationFlag, type NotificationFlags } from '../../src/domain/settings/contract';
import { changesAll, NOTIFICATIONS_DEFAULT, withAll, withFlag } from '../../src/domain/settings/notification-flags';
import { loadEditSaveMachine } from '../shared/load-edit-save';

export type NotificationSettingsEvent = { type: 'user.toggle'; key: NotificationFlag; on: boolean } | { type: 'user.toggleAll'; on: boolean };

export const notificationSettingsMachine = loadEditSaveMachine<NotificationFlags, NotificationFlags, void, NotificationSettingsEvent>({
  id: 'notificationSettings',
  mode: 'instant',
  initial: () => NOTIFICATIONS_DEFAULT,
  fromLoaded: (flags) => flags,
  edits: {
    'user.toggle': {
      edit: (flags, e) => withFlag(flags, e.key, e.on),
      description: 'The switch moves at once and its change is saved.',
    },
    'user.toggleAll': {
      // The master flips its derived state only: off when not all are Y is no change.
      edit: (flags, e) => (changesAll(flags, e.on) ? withAll(e.on) : undefined),
      description: "The master switch sets all six; 'all' shows on exactly when all six are Y.",
    },
  },
  same: (a, b) => NOTIFICATION_FLAGS.every((k) => a[k] === b[k]),
  descriptions: {
    saving:
      'All six flags are sent. Switches are disabled meanwhile, so a tap during the save is not taken: ' +
      'each save starts from what the server holds, and a failure can put back exactly one change.',
    saveFailed: 'The switches show the flags before the failed tap; the alert shows rtMsg or the network message.',
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = "Notification settings: six switches and the master 'all', each change saved; a failed save puts the change back with the message.";
