// What the calendar view reads from a schedule-calendar actor.
import type { SnapshotFrom } from 'xstate';
import * as cal from '../../src/domain/schedule/calendar';
import type { scheduleCalendarMachine } from './schedule-calendar.machine';

type Snap = SnapshotFrom<typeof scheduleCalendarMachine>;

export const selectCalendarView = (s: Snap) => s.context.view;
export const selectCanWeeks = (s: Snap) => s.context.weeks;
export const selectCanPrev = (s: Snap) => s.context.view !== null && cal.canStep(s.context.view, -1);
export const selectCanNext = (s: Snap) => s.context.view !== null && cal.canStep(s.context.view, 1);
export const selectMarksLoading = (s: Snap) => s.matches({ shown: 'loading' });
export const selectMarksError = (s: Snap) => (s.matches({ shown: 'failed' }) ? s.context.error : null);
export const selectMarks = (s: Snap) => s.context.marks;
/** The selected day's morning meeting (my schedule), once the marks are in. */
export const selectSelectedMeeting = (s: Snap) => {
  const v = s.context.view;
  return (v && s.context.marks?.meetings.find((m) => m.attendDate === v.selected)) ?? null;
};
