// What the attendance-month sheet reads from its actor.
import type { SnapshotFrom } from 'xstate';
import type { attendanceMonthMachine } from './attendance-month.machine';

type Snap = SnapshotFrom<typeof attendanceMonthMachine>;

export const selectMonthOpen = (s: Snap) => !s.matches('closed');
export const selectMonthLoading = (s: Snap) => s.matches('loading');
/** The meetings, once loaded for this opening. */
export const selectMonthMeetings = (s: Snap) => (s.matches('shown') ? s.context.meetings : null);
export const selectMonthError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
