// What the schedule form reads from the schedule-editor actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { ACCOMPANY, CUSTOMERLESS_KINDS, TITLED_KINDS } from '../../src/domain/schedule/rules';
import type { scheduleEditorMachine } from './schedule-editor.machine';

type Snap = SnapshotFrom<typeof scheduleEditorMachine>;

export const selectForm = (s: Snap) => s.context.form;
export const selectLoading = (s: Snap) => s.matches('loading') || s.matches('starting');
export const selectLoadError = (s: Snap) => (s.matches('loadFailed') ? s.context.error : null);
/** The form shows once there is one to fill (a new one at once, an edited one once loaded). */
export const selectShowsForm = (s: Snap) => !s.matches('loading') && !s.matches('loadFailed') && !s.matches('starting');
export const selectMessage = (s: Snap) => (s.matches('refused') ? s.context.message : null);
export const selectConfirming = (s: Snap) => s.matches('confirming');
/** Saving, opening a popup or leaving: the buttons wait. */
export const selectBusy = (s: Snap) => s.matches('saving') || s.matches('opening') || s.matches('saved');
export const selectTakesCustomer = (s: Snap) => !CUSTOMERLESS_KINDS.some((k) => k === s.context.form.scdlDivCd);
export const selectTakesTitle = (s: Snap) => TITLED_KINDS.some((k) => k === s.context.form.scdlDivCd);
export const selectIsAccompany = (s: Snap) => s.context.form.scdlDivCd === ACCOMPANY;
