// What the schedule view reads from the schedule-view actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { scheduleViewMachine } from './schedule-view.machine';

type Snap = SnapshotFrom<typeof scheduleViewMachine>;

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
/** The schedule while it shows (not behind the deleted notice). */
export const selectSchedule = (s: Snap) => (s.matches('deleted') || s.matches('loading') || s.matches('failed') ? null : s.context.schedule);
export const selectDeletedNotice = (s: Snap) => s.matches('deleted');
export const selectConfirmingDelete = (s: Snap) => s.matches('confirmingDelete');
export const selectMessage = (s: Snap) => s.context.message;
export const selectBusy = (s: Snap) => s.matches('deleting') || s.matches('leaving') || s.matches('leavingDeleted') || s.matches('left');
