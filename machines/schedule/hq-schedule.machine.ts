// The HQ schedule (spec 2 §2 /mySchedule/hdSchedule): the month calendar and, below it, the month's HQ events
// as an infinite list (the shared paged list, its query the month yyyymm), started again for each month shown.
// Diagram: docs/statecharts/hqSchedule.md
import { assign, setup } from 'xstate';
import { pagedListMachine } from '../shared/paged-list.machine';
import { scheduleCalendarMachine, type CalendarChanged } from './schedule-calendar.machine';

/** HQ events per page (spec 2 §9: page size 10 for the HQ list). */
export const HQ_PAGE_SIZE = 10;

export const hqScheduleMachine = setup({
  types: { context: {} as { month: string | null }, events: {} as CalendarChanged },
  actors: { calendar: scheduleCalendarMachine, list: pagedListMachine },
  guards: { isOtherMonth: ({ context, event }) => event.month !== context.month },
}).createMachine({
  id: 'hqSchedule',
  context: { month: null },
  invoke: { id: 'calendar', src: 'calendar', input: { weeks: false } },
  // Not `reenter` (it would re-enter the root and restart the calendar: see my-schedule.machine.ts); the
  // listing state is still left and entered again, so the list restarts.
  on: {
    'calendar.changed': {
      guard: 'isOtherMonth',
      target: '.listing',
      actions: assign({ month: ({ event }) => event.month }),
      description: 'A day of the same month changes nothing below; another month lists its events from the first page.',
    },
  },
  initial: 'waiting',
  states: {
    waiting: { description: 'Until the calendar knows today.' },
    listing: { invoke: { id: 'list', src: 'list', input: ({ context }) => ({ pageSize: HQ_PAGE_SIZE, query: context.month! }) } },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'HQ schedule: the month calendar and the month’s HQ events as an infinite list, restarted per month.';
