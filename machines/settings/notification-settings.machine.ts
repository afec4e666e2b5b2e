// Notification settings (spec 1 §2 "Settings", §3 flags, §5): six switches and the master 'all'. Any
// switch change saves at once; the master sets all six; a failed save puts back exactly what that tap
// changed and shows the server's or the network message. Diagram: docs/statecharts/notificationSettings.md
import { assign, setup } from 'xstate';
import type { NotificationFlag, NotificationFlags } from '../../src/domain/settings/contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { changesAll, changesFlag, withAll, withFlag } from '../../src/domain/settings/notification-flags';
import { providedPromise } from '../shared/provided';

export interface NotificationSettingsContext {
  /** What the switches show: the saved flags, or the ones being saved. */
  flags: NotificationFlags | null;
  /** The flags before the save running now, put back when it fails. */
  before: NotificationFlags | null;
  /** The load failure shown with a retry button. */
  loadError: string | null;
  /** The failed save's message, shown until dismissed. */
  message: string | null;
}

export type NotificationSettingsEvent =
  | { type: 'user.toggle'; key: NotificationFlag; on: boolean }
  | { type: 'user.toggleAll'; on: boolean }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' };

const flagsOf = (c: NotificationSettingsContext) => c.flags as NotificationFlags;

export const notificationSettingsMachine = setup({
  types: { context: {} as NotificationSettingsContext, events: {} as NotificationSettingsEvent },
  actors: {
    loadNotifications: providedPromise<NotificationFlags>('loadNotifications'),
    saveNotifications: providedPromise<void, NotificationFlags>('saveNotifications'),
  },
  guards: {
    changesOne: ({ context, event }) => event.type === 'user.toggle' && changesFlag(flagsOf(context), event.key, event.on),
    changesAll: ({ context, event }) => event.type === 'user.toggleAll' && changesAll(flagsOf(context), event.on),
  },
  actions: {
    applyOne: assign(({ context, event }) =>
      event.type === 'user.toggle' ? { before: context.flags, flags: withFlag(flagsOf(context), event.key, event.on) } : {},
    ),
    applyAll: assign(({ context, event }) => (event.type === 'user.toggleAll' ? { before: context.flags, flags: withAll(event.on) } : {})),
    revert: assign(({ context, event }) => ({
      flags: context.before,
      before: null,
      message: errorMessage((event as unknown as { error: unknown }).error),
    })),
  },
}).createMachine({
  id: 'notificationSettings',
  initial: 'loading',
  context: { flags: null, before: null, loadError: null, message: null },
  states: {
    loading: {
      invoke: {
        id: 'loadNotifications',
        src: 'loadNotifications',
        onDone: { target: 'idle', actions: assign({ flags: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loadFailed: { on: { 'user.retry': { target: 'loading' } } },
    idle: {
      on: {
        'user.toggle': { guard: 'changesOne', target: 'saving', actions: 'applyOne', description: 'The switch moves at once and its change is saved.' },
        'user.toggleAll': {
          guard: 'changesAll',
          target: 'saving',
          actions: 'applyAll',
          description: "The master switch sets all six; 'all' shows on exactly when all six are Y.",
        },
      },
    },
    saving: {
      description:
        'All six flags are sent. Switches are disabled meanwhile, so a tap during the save is not taken: ' +
        'each save starts from what the server holds, and a failure can put back exactly one change.',
      invoke: {
        id: 'saveNotifications',
        src: 'saveNotifications',
        input: ({ context }) => flagsOf(context),
        onDone: { target: 'idle', actions: assign({ before: null }) },
        onError: { target: 'saveFailed', actions: 'revert' },
      },
    },
    saveFailed: {
      description: 'The switches show the flags before the failed tap; the alert shows rtMsg or the network message.',
      on: { 'user.dismissMessage': { target: 'idle', actions: assign({ message: null }) } },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = "Notification settings: six switches and the master 'all', each change saved; a failed save puts the change back with the message.";
