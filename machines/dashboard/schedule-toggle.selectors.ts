// What the dashboard's schedule card reads from the schedule-toggle actor.
import type { SnapshotFrom } from 'xstate';
import type { scheduleToggleMachine } from './schedule-toggle.machine';

type Snap = SnapshotFrom<typeof scheduleToggleMachine>;

export const selectScheduleItems = (s: Snap) => s.context.items;
export const selectConfirmingUncomplete = (s: Snap) => s.matches('confirming');
/** The schedule whose save is under way (its row shows busy), else null. */
export const selectSavingSqno = (s: Snap) => (s.matches('saving') || s.matches('confirming') ? (s.context.pending?.sqno ?? null) : null);
export const selectScheduleBusy = (s: Snap) => !s.matches('idle');
export const selectScheduleError = (s: Snap) => s.context.error;
