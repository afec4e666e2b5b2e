// The schedule calendar (spec 2 §2 My schedule, HQ schedule; §4 "month/week toggle; week navigation limited to
// 1..total weeks"): today from the app's clock, the month's marks (loaded again when the month changes), the
// month or week shown, the selected day; it tells its parent each selected day as `calendar.changed`.
// The arithmetic is src/domain/schedule/calendar.ts. Diagram: docs/statecharts/scheduleCalendar.md
import { assign, enqueueActions, setup } from 'xstate';
import * as cal from '../../src/domain/schedule/calendar';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface ScheduleCalendarInput {
  /** False for the HQ schedule, which is a month calendar only. */
  readonly weeks: boolean;
}

export interface ScheduleCalendarContext {
  readonly weeks: boolean;
  readonly view: cal.CalendarView | null;
  readonly marks: cal.MonthMarks | null;
  readonly error: string | null;
}

/** What the parent hears after every change of the selected day (and so of the month). */
export interface CalendarChanged {
  readonly type: 'calendar.changed';
  readonly day: string;
  /** yyyymm of the shown month. */
  readonly month: string;
}

export type ScheduleCalendarEvent =
  | { type: 'user.step'; dir: -1 | 1 }
  | { type: 'user.setMode'; mode: cal.CalendarMode }
  | { type: 'user.selectDay'; day: string }
  | { type: 'user.moveDay'; by: number }
  | { type: 'user.retry' };

type Ctx = ScheduleCalendarContext;
type Ev = ScheduleCalendarEvent;

/** The view an event leads to (the same object when it changes nothing). */
function next(c: Ctx, e: Ev): cal.CalendarView {
  const v = c.view!;
  if (e.type === 'user.step') return cal.stepView(v, e.dir);
  if (e.type === 'user.setMode') return cal.setMode(v, e.mode);
  if (e.type === 'user.selectDay') return cal.selectDay(v, e.day);
  if (e.type === 'user.moveDay') return cal.moveSelection(v, e.by);
  return v;
}

export const scheduleCalendarMachine = setup({
  types: { context: {} as Ctx, events: {} as Ev, input: {} as ScheduleCalendarInput },
  actors: {
    /** Today in Korea time, yyyy-mm-dd. */
    readToday: providedPromise<string>('readToday'),
    loadMarks: providedPromise<cal.MonthMarks, { year: number; month: number }>('loadMarks'),
  },
  guards: {
    changesMonth: ({ context, event }) => !cal.sameMonth(context.view!, next(context, event)),
    changesView: ({ context, event }) => next(context, event) !== context.view,
    canSetMode: ({ context, event }) => context.weeks && event.type === 'user.setMode' && event.mode !== context.view!.mode,
  },
  actions: {
    move: assign({ view: ({ context, event }) => next(context, event) }),
    /** Standalone (the machine's own tests) there is no parent to tell. */
    tellParent: enqueueActions(({ context, self, enqueue }) => {
      const v = context.view;
      if (v && self._parent) enqueue.sendParent({ type: 'calendar.changed', day: v.selected, month: cal.yyyymmOf(v.year, v.month) } satisfies CalendarChanged);
    }),
  },
}).createMachine({
  id: 'scheduleCalendar',
  context: ({ input }) => ({ weeks: input.weeks, view: null, marks: null, error: null }),
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        id: 'readToday',
        src: 'readToday',
        onDone: { target: 'shown', actions: [assign({ view: ({ event }) => cal.initialView(event.output) }), 'tellParent'] },
        onError: { target: 'shown', actions: [assign({ view: () => cal.initialView('2000-01-01') }), 'tellParent'], description: 'A clock that cannot be read is not expected; the calendar still opens.' },
      },
    },
    shown: {
      initial: 'loading',
      on: {
        'user.step': [
          { guard: 'changesMonth', target: '.loading', reenter: true, actions: ['move', 'tellParent'], description: 'Another month: its marks load.' },
          { guard: 'changesView', actions: ['move', 'tellParent'], description: 'Another week of the month; at the first or last week nothing moves.' },
        ],
        'user.setMode': { guard: 'canSetMode', actions: 'move' },
        'user.selectDay': [
          { guard: 'changesMonth', target: '.loading', reenter: true, actions: ['move', 'tellParent'] },
          { guard: 'changesView', actions: ['move', 'tellParent'] },
        ],
        'user.moveDay': [
          { guard: 'changesMonth', target: '.loading', reenter: true, actions: ['move', 'tellParent'] },
          { guard: 'changesView', actions: ['move', 'tellParent'] },
        ],
      },
      states: {
        loading: {
          entry: assign({ marks: null, error: null }),
          invoke: {
            id: 'loadMarks',
            src: 'loadMarks',
            input: ({ context }) => ({ year: context.view!.year, month: context.view!.month }),
            onDone: { target: 'ready', actions: assign({ marks: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        ready: {},
        failed: {
          description: 'The days still show and can be chosen; only the marks are missing until retried.',
          on: { 'user.retry': 'loading' },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Schedule calendar: month or week with bounded previous/next, selected day, month marks reloaded per month.';
