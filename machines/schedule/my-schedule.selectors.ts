// What the my-schedule screen reads from its actor (the calendar and notices children have their own).
import type { SnapshotFrom } from 'xstate';
import type { myScheduleMachine } from './my-schedule.machine';

type Snap = SnapshotFrom<typeof myScheduleMachine>;

export const selectDay = (s: Snap) => s.context.day;
export const selectDayLoading = (s: Snap) => s.matches('loadingDay') || s.matches('waiting');
export const selectDayError = (s: Snap) => (s.matches('dayFailed') ? s.context.error : null);
export const selectDayData = (s: Snap) => (s.matches('dayShown') ? s.context.data : null);
/** The schedule whose completion is saving (its check shows busy), else null. */
export const selectSavingSqno = (s: Snap) => (s.matches({ dayShown: 'saving' }) ? (s.context.pending?.sqno ?? null) : null);
export const selectMessage = (s: Snap) => s.context.message;
export const selectCalendarRef = (s: Snap) => s.children.calendar;
export const selectNoticesRef = (s: Snap) => s.children.notices;
