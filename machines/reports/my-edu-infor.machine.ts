// Own activity info (spec 3 §2 own activity info, §3 own info, §4 rank progress, §6 COG01): the caller's
// figures, level, activity counts and courses in one call (mypage/myEduInfor), retried on failure; once
// shown, a month of the six-month graph may be picked for the monthly panel (the latest month first).
// A branch head's answer has no months: the graph and the panel stay hidden. Diagram: docs/statecharts/myEduInfor.md
import { assign, setup } from 'xstate';
import type { myEduInfor } from '../../src/domain/reports/contract';
import type { ResponseOf } from '../../src/domain/shared/call';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export type MyEduInfo = ResponseOf<typeof myEduInfor>;

export interface MyEduInforContext {
  readonly info: MyEduInfo | null;
  readonly error: string | null;
  /** The month (yyyymm) the monthly panel shows; null while nothing is shown or the answer has no months. */
  readonly month: string | null;
}

export type MyEduInforEvent = { type: 'user.retry' } | { type: 'user.selectMonth'; yyyymm: string };

export const myEduInforMachine = setup({
  types: { context: {} as MyEduInforContext, events: {} as MyEduInforEvent },
  actors: { loadInfo: providedPromise<MyEduInfo, void>('loadInfo') },
  guards: {
    isOtherShownMonth: ({ context, event }) =>
      event.type === 'user.selectMonth' && event.yyyymm !== context.month && (context.info?.months.some((m) => m.yyyymm === event.yyyymm) ?? false),
  },
  actions: {
    assignInfo: assign(({ event }) => {
      const info = (event as unknown as { output: MyEduInfo }).output;
      return { info, error: null, month: info.months.at(-1)?.yyyymm ?? null };
    }),
    assignError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    assignMonth: assign({ month: ({ context, event }) => (event.type === 'user.selectMonth' ? event.yyyymm : context.month) }),
  },
}).createMachine({
  id: 'myEduInfor',
  context: { info: null, error: null, month: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: { id: 'loadInfo', src: 'loadInfo', onDone: { target: 'ready', actions: 'assignInfo' }, onError: { target: 'failed', actions: 'assignError' } },
    },
    failed: { description: 'The server’s message (or the network’s) with 다시 시도.', on: { 'user.retry': 'loading' } },
    ready: {
      on: {
        'user.selectMonth': {
          guard: 'isOtherShownMonth',
          actions: 'assignMonth',
          description: 'A bar of the graph: that month’s figures in the monthly panel. The month shown already, or one the graph lacks, does nothing.',
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Own activity info: load the figures, level, counts and courses (retry on failure); pick a month of the graph for the monthly panel.';
