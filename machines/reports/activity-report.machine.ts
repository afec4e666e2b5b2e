// The activity report (spec 3 §2 /mypage/report): the shown month's records against the branch average
// (평균 대비: monRec vs monAvg) or the month before (전월 대비: monRec vs preRec), a tab choosing which; the
// month moves back a year and never past the current month (src/domain/reports/rules.ts), each month loaded
// with the month before it (mypage/activityReport). Diagram: docs/statecharts/activityReport.md
import { assign, setup } from 'xstate';
import type { activityReport } from '../../src/domain/reports/contract';
import { addMonths, canGoNext, canGoPrev } from '../../src/domain/reports/rules';
import type { RequestOf, ResponseOf } from '../../src/domain/shared/call';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export type ActivityReportData = ResponseOf<typeof activityReport>;
export type Comparison = 'average' | 'previous';

export interface ActivityReportInput {
  /** The current month by the app's clock (yyyymm, Korea time): the report opens on it. */
  readonly currentMonth: string;
}

export interface ActivityReportContext {
  readonly current: string;
  /** The shown month, yyyymm. */
  readonly month: string;
  readonly report: ActivityReportData | null;
  readonly error: string | null;
}

export type ActivityReportEvent =
  | { type: 'user.selectTab'; tab: Comparison }
  | { type: 'user.prevMonth' }
  | { type: 'user.nextMonth' }
  | { type: 'user.retry' };

const outputOf = (event: unknown) => (event as { output: ActivityReportData }).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;

export const activityReportMachine = setup({
  types: { input: {} as ActivityReportInput, context: {} as ActivityReportContext, events: {} as ActivityReportEvent },
  actors: {
    /** mypage/activityReport for a month and the month before it. */
    loadReport: providedPromise<ActivityReportData, RequestOf<typeof activityReport>>('loadReport'),
  },
  guards: {
    canGoPrev: ({ context }) => canGoPrev(context.month, context.current),
    canGoNext: ({ context }) => canGoNext(context.month, context.current),
    picksAverage: ({ event }) => event.type === 'user.selectTab' && event.tab === 'average',
    picksPrevious: ({ event }) => event.type === 'user.selectTab' && event.tab === 'previous',
  },
  actions: {
    stepBack: assign({ month: ({ context }) => addMonths(context.month, -1) }),
    stepOn: assign({ month: ({ context }) => addMonths(context.month, 1) }),
  },
}).createMachine({
  id: 'activityReport',
  context: ({ input }) => ({ current: input.currentMonth, month: input.currentMonth, report: null, error: null }),
  type: 'parallel',
  states: {
    comparison: {
      description: 'The tab: which figures the month’s own records are set against; both come in one answer, so nothing loads.',
      initial: 'vsAverage',
      states: {
        vsAverage: { on: { 'user.selectTab': { guard: 'picksPrevious', target: 'vsPrevious' } } },
        vsPrevious: { on: { 'user.selectTab': { guard: 'picksAverage', target: 'vsAverage' } } },
      },
    },
    records: {
      initial: 'loading',
      // Not `reenter`: it would re-enter the parallel root and reset the tab. The child is still left and
      // entered again, so a load under way is dropped and the new month's starts.
      on: {
        'user.prevMonth': { guard: 'canGoPrev', target: '.loading', actions: 'stepBack', description: 'Back a month, at most a year of months; a load under way is dropped.' },
        'user.nextMonth': { guard: 'canGoNext', target: '.loading', actions: 'stepOn', description: 'On a month, never past the current one.' },
      },
      states: {
        loading: {
          entry: assign({ report: null, error: null }),
          invoke: {
            id: 'loadReport',
            src: 'loadReport',
            input: ({ context }) => ({ thisYrmn: context.month, preYrmn: addMonths(context.month, -1) }),
            onDone: { target: 'shown', actions: assign({ report: ({ event }) => outputOf(event) }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(errorOf(event)) }) },
          },
        },
        shown: {},
        failed: { description: 'Not loaded (offline, the server): its message and a retry; the month can still move.', on: { 'user.retry': 'loading' } },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Activity report: a month’s records vs the branch average or the previous month, a year of months back, loaded per month with retry.';
