// The selected day's notices on my schedule (spec 2 §2, §4): contract expiry, re-test and book care, each
// with a complete check; a completed notice leaves its list, a refused or failed one stays with the message.
// Started afresh for every day shown. Diagram: docs/statecharts/scheduleNotices.md
import { assign, setup } from 'xstate';
import { noticeKey, withoutNotice, type DayNotices, type NoticeItem, type NoticeKind } from '../../src/domain/schedule/notices';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface ScheduleNoticesContext {
  readonly notices: DayNotices;
  /** The notice being completed. */
  readonly pending: { readonly kind: NoticeKind; readonly key: string } | null;
  readonly error: string | null;
}

export type ScheduleNoticesEvent = { type: 'user.completeNotice'; kind: NoticeKind; key: string } | { type: 'user.dismissError' };

const itemOf = (c: ScheduleNoticesContext, kind: NoticeKind, key: string) =>
  (c.notices[kind] as readonly NoticeItem[]).find((i) => noticeKey(kind, i) === key);

export const scheduleNoticesMachine = setup({
  types: { context: {} as ScheduleNoticesContext, events: {} as ScheduleNoticesEvent, input: {} as { notices: DayNotices } },
  actors: { completeNotice: providedPromise<void, { kind: NoticeKind; item: NoticeItem }>('completeNotice') },
  guards: {
    isListed: ({ context, event }) => event.type === 'user.completeNotice' && itemOf(context, event.kind, event.key) !== undefined,
  },
}).createMachine({
  id: 'scheduleNotices',
  context: ({ input }) => ({ notices: input.notices, pending: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.completeNotice': {
          guard: 'isListed',
          target: 'completing',
          actions: assign({ pending: ({ event }) => ({ kind: event.kind, key: event.key }), error: null }),
        },
        'user.dismissError': { actions: assign({ error: null }) },
      },
    },
    completing: {
      description: 'Not optimistic: the notice leaves its list when the server has completed it.',
      invoke: {
        id: 'completeNotice',
        src: 'completeNotice',
        input: ({ context }) => ({ kind: context.pending!.kind, item: itemOf(context, context.pending!.kind, context.pending!.key)! }),
        onDone: {
          target: 'idle',
          actions: assign({ notices: ({ context }) => withoutNotice(context.notices, context.pending!.kind, context.pending!.key), pending: null }),
        },
        onError: { target: 'idle', actions: assign({ pending: null, error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = "My schedule's notices of the day: complete a contract-expiry, re-test or book-care notice, removed once done.";
