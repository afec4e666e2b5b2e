// What the notification switches read from the notification-settings actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { isAllOn } from '../../src/domain/settings/notification-flags';
import type { notificationSettingsMachine } from './notification-settings.machine';

type Snap = SnapshotFrom<typeof notificationSettingsMachine>;

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('loadFailed') ? s.context.loadError : null);
/** The flags the switches show (null until loaded). */
export const selectFlags = (s: Snap) => (s.matches('loading') || s.matches('loadFailed') ? null : s.context.value);
/** The master switch: derived, on exactly when all six are Y. */
export const selectAllOn = (s: Snap) => selectFlags(s) !== null && isAllOn(s.context.value);
/** Switches take taps only when nothing is being saved and no alert is open. */
export const selectCanToggle = (s: Snap) => s.matches('idle');
export const selectSaving = (s: Snap) => s.matches('saving');
export const selectMessage = (s: Snap) => (s.matches('saveFailed') ? s.context.message : null);
