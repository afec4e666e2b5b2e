// My schedule (spec 2 §2 /mySchedule/myScheduleList, §4): the calendar child tells the selected day, whose
// schedules, notices and birthdays load; a schedule's complete check turns at once and saves (saveMyschedule
// cudType CMP), turning back with the message when the save fails; the notices are a child per day shown.
// Diagram: docs/statecharts/mySchedule.md
import { assign, setup } from 'xstate';
import type { Birthday, ScheduleRow } from '../../src/domain/schedule/contract';
import { scheduleMessages } from '../../src/domain/schedule/messages';
import type { DayNotices } from '../../src/domain/schedule/notices';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';
import { scheduleCalendarMachine, type CalendarChanged } from './schedule-calendar.machine';
import { scheduleNoticesMachine } from './schedule-notices.machine';

/** The selected day as loaded (getMyscheduleList). */
export interface DayData {
  readonly rows: readonly ScheduleRow[];
  readonly notices: DayNotices;
  readonly birthdays: readonly (typeof Birthday.Type)[];
}

export interface MyScheduleContext {
  readonly day: string | null;
  readonly data: DayData | null;
  /** The schedule whose completion is being saved and the value it was turned to. */
  readonly pending: { readonly sqno: number; readonly cmplYn: 'Y' | 'N' } | null;
  /** The last result: completed / uncompleted, or why the save failed. */
  readonly message: string | null;
  readonly error: string | null;
}

export type MyScheduleEvent =
  | CalendarChanged
  | { type: 'user.toggleComplete'; sqno: number }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' };

type Ctx = MyScheduleContext;
const rowOf = (c: Ctx, sqno: number) => c.data?.rows.find((r) => r.sqno === sqno);
const withCompletion = (c: Ctx, sqno: number, cmplYn: 'Y' | 'N'): DayData => ({ ...c.data!, rows: c.data!.rows.map((r) => (r.sqno === sqno ? { ...r, cmplYn } : r)) });

export const myScheduleMachine = setup({
  types: { context: {} as Ctx, events: {} as MyScheduleEvent },
  actors: {
    calendar: scheduleCalendarMachine,
    notices: scheduleNoticesMachine,
    loadDay: providedPromise<DayData, { day: string }>('loadDay'),
    saveCompletion: providedPromise<void, { sqno: number; cmplYn: 'Y' | 'N' }>('saveCompletion'),
  },
  guards: {
    isListed: ({ context, event }) => event.type === 'user.toggleComplete' && rowOf(context, event.sqno) !== undefined,
  },
  actions: {
    turnAtOnce: assign(({ context, event }) => {
      if (event.type !== 'user.toggleComplete') return {};
      const cmplYn = rowOf(context, event.sqno)?.cmplYn === 'Y' ? ('N' as const) : ('Y' as const);
      return { pending: { sqno: event.sqno, cmplYn }, data: withCompletion(context, event.sqno, cmplYn), message: null };
    }),
    turnBack: assign(({ context, event }) => ({
      data: withCompletion(context, context.pending!.sqno, context.pending!.cmplYn === 'Y' ? 'N' : 'Y'),
      pending: null,
      message: errorMessage((event as unknown as { error: unknown }).error),
    })),
    tellSaved: assign(({ context }) => ({ pending: null, message: context.pending!.cmplYn === 'Y' ? scheduleMessages.completed : scheduleMessages.uncompleted })),
  },
}).createMachine({
  id: 'mySchedule',
  context: { day: null, data: null, pending: null, message: null, error: null },
  invoke: { id: 'calendar', src: 'calendar', input: { weeks: true } },
  on: {
    // Not `reenter`: on the root that re-enters the root, restarting the calendar it invokes, which tells
    // its day again: an endless loop. A root transition to a child exits and re-enters the active children.
    'calendar.changed': {
      target: '.loadingDay',
      actions: assign({ day: ({ event }) => event.day, data: null, pending: null, message: null, error: null }),
      description: 'Another day: its list loads (a completion under way is left to the server; the reload shows what it did).',
    },
  },
  initial: 'waiting',
  states: {
    waiting: { description: 'Until the calendar knows today.' },
    loadingDay: {
      invoke: {
        id: 'loadDay',
        src: 'loadDay',
        input: ({ context }) => ({ day: context.day! }),
        onDone: { target: 'dayShown', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'dayFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    dayFailed: { on: { 'user.retry': 'loadingDay' } },
    dayShown: {
      invoke: { id: 'notices', src: 'notices', input: ({ context }) => ({ notices: context.data!.notices }) },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.toggleComplete': { guard: 'isListed', target: 'saving', actions: 'turnAtOnce' },
            'user.dismissMessage': { actions: assign({ message: null }) },
          },
        },
        saving: {
          description: 'The check shows the new value while it saves; other checks wait.',
          invoke: {
            id: 'saveCompletion',
            src: 'saveCompletion',
            input: ({ context }) => context.pending!,
            onDone: { target: 'idle', actions: 'tellSaved' },
            onError: { target: 'idle', actions: 'turnBack' },
          },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'My schedule: the calendar’s selected day loads; optimistic complete checks that turn back on failure; the day’s notices.';
