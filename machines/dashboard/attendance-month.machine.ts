// This month's morning meetings behind the home screen's attendance count (spec 1 §2 "attendance count
// button"; spec 2 §7 mySchedule/getMyScheduleCountList): a sheet that loads the month when opened,
// shows each meeting's status and times, and can be retried or closed. Diagram: docs/statecharts/attendanceMonth.md
import { assign, setup } from 'xstate';
import type { MonthMeeting } from '../../src/domain/dashboard/schedule-contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface AttendanceMonthContext {
  readonly meetings: readonly MonthMeeting[];
  readonly error: string | null;
}

export type AttendanceMonthEvent = { type: 'user.open' } | { type: 'user.close' } | { type: 'user.retry' };

export const attendanceMonthMachine = setup({
  types: { context: {} as AttendanceMonthContext, events: {} as AttendanceMonthEvent },
  /** This month (KST, of the app's clock) is the actor's to know. */
  actors: { loadMonth: providedPromise<readonly MonthMeeting[]>('loadMonth') },
}).createMachine({
  id: 'attendanceMonth',
  initial: 'closed',
  context: { meetings: [], error: null },
  states: {
    closed: { on: { 'user.open': 'loading' } },
    loading: {
      description: 'Asked again at each opening: an entry or exit made meanwhile shows.',
      invoke: {
        id: 'loadMonth',
        src: 'loadMonth',
        onDone: { target: 'shown', actions: assign({ meetings: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
      on: { 'user.close': 'closed' },
    },
    shown: { on: { 'user.close': 'closed' } },
    failed: { on: { 'user.retry': 'loading', 'user.close': 'closed' } },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = "The attendance count's sheet: this month's morning meetings, loaded at each opening, retry on failure.";
