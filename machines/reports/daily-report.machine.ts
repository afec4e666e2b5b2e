// The daily report (spec 3 §2 /dailyReport?trgDate): one day's totals (year, month, day), its four buckets
// of the seven sections, the sections won against the branch average and lost to it, and each section's
// figures (mypage/dailyReport). The day is the URL's trgDate when it is a real day up to today, else today;
// previous / next day move it (not past today, back as far as the monthly report) and show it in the URL.
// Diagram: docs/statecharts/dailyReport.md
import { assign, setup } from 'xstate';
import type { dailyReport } from '../../src/domain/reports/contract';
import { addDays, canGoNextDay, canGoPrevDay, reportDay } from '../../src/domain/reports/rules';
import type { ResponseOf } from '../../src/domain/shared/call';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export type DailyReportData = ResponseOf<typeof dailyReport>;

export interface DailyReportInput {
  /** Today by the app's clock, yyyymmdd (Korea time). */
  readonly today: string;
  /** The URL's trgDate, as given (checked here). */
  readonly trgDate: string | null;
}

export interface DailyReportContext {
  readonly today: string;
  /** The shown day, yyyymmdd. */
  readonly day: string;
  readonly report: DailyReportData | null;
  readonly error: string | null;
}

export type DailyReportEvent = { type: 'user.prevDay' } | { type: 'user.nextDay' } | { type: 'user.retry' };

const outputOf = (event: unknown) => (event as { output: DailyReportData }).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;

export const dailyReportMachine = setup({
  types: { input: {} as DailyReportInput, context: {} as DailyReportContext, events: {} as DailyReportEvent },
  actors: {
    /** mypage/dailyReport for a day (thisYrmn carries yyyymmdd). */
    loadDaily: providedPromise<DailyReportData, { day: string }>('loadDaily'),
  },
  guards: {
    canGoPrevDay: ({ context }) => canGoPrevDay(context.day, context.today),
    canGoNextDay: ({ context }) => canGoNextDay(context.day, context.today),
  },
  actions: {
    stepBack: assign({ day: ({ context }) => addDays(context.day, -1) }),
    stepOn: assign({ day: ({ context }) => addDays(context.day, 1) }),
    /** The URL shows the day (provided: the route replaces the trgDate, so back still goes up to the report). */
    showDay: (_, _params: { day: string }) => {},
  },
}).createMachine({
  id: 'dailyReport',
  context: ({ input }) => ({ today: input.today, day: reportDay(input.trgDate, input.today), report: null, error: null }),
  initial: 'loading',
  // The loading child is left and entered again on every move, so a load under way is dropped.
  on: {
    'user.prevDay': {
      guard: 'canGoPrevDay',
      target: '.loading',
      actions: ['stepBack', { type: 'showDay', params: ({ context }) => ({ day: context.day }) }],
      description: 'The day before, back to the first day of the year of months the reports hold; a load under way is dropped.',
    },
    'user.nextDay': {
      guard: 'canGoNextDay',
      target: '.loading',
      actions: ['stepOn', { type: 'showDay', params: ({ context }) => ({ day: context.day }) }],
      description: 'The day after, never past today.',
    },
  },
  states: {
    loading: {
      entry: assign({ report: null, error: null }),
      invoke: {
        id: 'loadDaily',
        src: 'loadDaily',
        input: ({ context }) => ({ day: context.day }),
        onDone: { target: 'shown', actions: assign({ report: ({ event }) => outputOf(event) }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(errorOf(event)) }) },
      },
    },
    shown: {},
    failed: { description: 'Not loaded (offline, the server): its message and a retry; the day can still move.', on: { 'user.retry': 'loading' } },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Daily report: one day (the URL’s trgDate or today) loaded with retry, previous / next day up to today mirrored in the URL.';
