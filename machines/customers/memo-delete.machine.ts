// The customer detail's memo delete (spec 2 §4, §6): a memo of the history (amntPsblYn Y) is deleted after
// 이력을 삭제하시겠습니까?, with the version its row was read at (issue 18: a stale one is a conflict); either
// way the history reloads. Runs as a child of the customer detail, which it
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
  /** Its version as the history row read it; null: none known (the delete sends none). */
  readonly deletingVersion: number | null;
}

export type MemoDeleteEvent = { type: 'user.deleteMemo'; sqno: number; version?: number } | { type: 'user.confirm' } | { type: 'user.cancel' };

/** What the delete takes: the memo and the version it was read at, when known. */
export interface DeleteMemoInput {
  readonly sqno: number;
  readonly version?: number;
}

/** What the detail hears from this machine. */
export type MemoDeleteReport = { type: 'memoDelete.deleted' } | { type: 'memoDelete.failed'; message: string };

export const memoDeleteMachine = setup({
  types: { input: {} as MemoDeleteInput, context: {} as MemoDeleteContext, events: {} as MemoDeleteEvent },
  actors: {
    deleteMemo: providedPromise<void, DeleteMemoInput>('deleteMemo'),
  },
  actions: {
    assignDeleting: assign(({ context, event }) =>
      event.type === 'user.deleteMemo' ? { deleting: event.sqno, deletingVersion: event.version ?? null } : { deleting: context.deleting },
    ),
    clearDeleting: assign({ deleting: null, deletingVersion: null }),
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
  context: ({ input }) => ({ sink: input.sink ?? null, deleting: null, deletingVersion: null }),
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
        input: ({ context }): DeleteMemoInput => ({ sqno: context.deleting!, ...(context.deletingVersion === null ? {} : { version: context.deletingVersion }) }),
        onDone: { target: 'idle', actions: ['clearDeleting', 'reportDeleted'] },
        onError: { target: 'idle', actions: ['clearDeleting', 'reportFailure'], description: 'The message shows and the history reloads.' },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Customer detail’s memo delete: confirm, delete, and tell the detail (its alert, the history reloads).';
