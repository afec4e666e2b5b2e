// The customer detail's memo delete (spec 2 §4, §6): a memo of the history (amntPsblYn Y) is deleted after
// 이력을 삭제하시겠습니까?; either way the history reloads. Runs as a child of the customer detail, which it
// tells the result (the detail's alert and the history). Diagram: docs/statecharts/memoDelete.md
import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface MemoDeleteInput {
  /** Told `memoDelete.deleted` and `memoDelete.failed` (the detail); absent when the machine runs alone. */
  readonly sink?: AnyActorRef;
}

export interface MemoDeleteContext {
  readonly sink: AnyActorRef | null;
  /** The memo the confirmation is about. */
  readonly deleting: number | null;
}

export type MemoDeleteEvent = { type: 'user.deleteMemo'; sqno: number } | { type: 'user.confirm' } | { type: 'user.cancel' };

/** What the detail hears from this machine. */
export type MemoDeleteReport = { type: 'memoDelete.deleted' } | { type: 'memoDelete.failed'; message: string };

export const memoDeleteMachine = setup({
  types: { input: {} as MemoDeleteInput, context: {} as MemoDeleteContext, events: {} as MemoDeleteEvent },
  actors: {
    deleteMemo: providedPromise<void, { sqno: number }>('deleteMemo'),
  },
  actions: {
    assignDeleting: assign({ deleting: ({ context, event }) => (event.type === 'user.deleteMemo' ? event.sqno : context.deleting) }),
    clearDeleting: assign({ deleting: null }),
    reportDeleted: enqueueActions(({ context, enqueue }) => {
      if (context.sink) enqueue.sendTo(context.sink, { type: 'memoDelete.deleted' } satisfies MemoDeleteReport);
    }),
    reportFailure: enqueueActions(({ context, event, enqueue }) => {
      const message = errorMessage((event as unknown as { error: unknown }).error);
      if (context.sink) enqueue.sendTo(context.sink, { type: 'memoDelete.failed', message } satisfies MemoDeleteReport);
    }),
  },
}).createMachine({
  id: 'memoDelete',
  context: ({ input }) => ({ sink: input.sink ?? null, deleting: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'user.deleteMemo': { target: 'confirming', actions: 'assignDeleting', description: 'Only rows with amntPsblYn Y offer it (spec 2 §6).' } } },
    confirming: {
      description: '이력을 삭제하시겠습니까?',
      on: { 'user.confirm': 'deleting', 'user.cancel': { target: 'idle', actions: 'clearDeleting' } },
    },
    deleting: {
      invoke: {
        id: 'deleteMemo',
        src: 'deleteMemo',
        input: ({ context }) => ({ sqno: context.deleting! }),
        onDone: { target: 'idle', actions: ['clearDeleting', 'reportDeleted'] },
        onError: { target: 'idle', actions: ['clearDeleting', 'reportFailure'], description: 'The message shows and the history reloads.' },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Customer detail’s memo delete: confirm, delete, and tell the detail (its alert, the history reloads).';
