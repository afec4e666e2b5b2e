// What the shake section reads from the shake-setting actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { settingsMessages } from '../../src/domain/settings/messages';
import { shakeTargets } from '../../src/domain/settings/shake';
import type { shakeSettingMachine } from './shake-setting.machine';

type Snap = SnapshotFrom<typeof shakeSettingMachine>;

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectAppOnly = (s: Snap) => s.matches('unavailable');
export const selectLoadError = (s: Snap) => (s.matches('loadFailed') ? settingsMessages.shakeReadFailed : null);
/** The switch and choices show once the setting is read. */
export const selectReady = (s: Snap) => s.matches('idle') || s.matches('saving') || s.matches('saveFailed');
export const selectOn = (s: Snap) => s.context.value.type !== 'NONE';
/** The chosen target, or null when off. */
export const selectTarget = (s: Snap) => (s.context.value.type === 'NONE' ? null : s.context.value.type);
/** The choices offered: only screens that exist. */
export const selectTargets = (s: Snap) => shakeTargets(s.context.input.customerRegPath);
export const selectCanChange = (s: Snap) => s.matches('idle');
export const selectSaving = (s: Snap) => s.matches('saving');
export const selectMessage = (s: Snap) => (s.matches('saveFailed') ? s.context.message : null);
