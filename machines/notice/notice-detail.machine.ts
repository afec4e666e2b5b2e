// Notice detail (spec 1 §2 notice list and detail, §7 notice/detail): load one notice, retry on
// failure, open an attachment through the native shell. Diagram: docs/statecharts/noticeDetail.md
import { assign, setup } from 'xstate';
import type { NoticeDetail } from '../../src/domain/notice/contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface NoticeDetailInput {
  /** From the query string; NaN when it is missing or not a number (the load then fails). */
  readonly itemId: number;
}

export interface NoticeDetailContext {
  readonly itemId: number;
  readonly notice: NoticeDetail | null;
  readonly error: string | null;
  /** Why the last attachment did not open; cleared by the next attempt. */
  readonly fileError: string | null;
}

export const noticeDetailMachine = setup({
  types: {
    input: {} as NoticeDetailInput,
    context: {} as NoticeDetailContext,
    events: {} as { type: 'user.retry' } | { type: 'user.openFile'; url: string },
  },
  actors: {
    loadNotice: providedPromise<NoticeDetail, { itemId: number }>('loadNotice'),
    openFile: providedPromise<void, { url: string }>('openFile'),
  },
}).createMachine({
  id: 'noticeDetail',
  initial: 'loading',
  context: ({ input }) => ({ itemId: input.itemId, notice: null, error: null, fileError: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadNotice',
        src: 'loadNotice',
        input: ({ context }) => ({ itemId: context.itemId }),
        onDone: { target: 'ready', actions: assign({ notice: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'user.openFile': { target: 'opening', actions: assign({ fileError: null }) } } },
        opening: {
          description: 'The shell opens the file (a browser window on PC); the buttons wait for its answer.',
          invoke: {
            id: 'openFile',
            src: 'openFile',
            input: ({ event }) => ({ url: event.type === 'user.openFile' ? event.url : '' }),
            onDone: 'idle',
            onError: { target: 'idle', actions: assign({ fileError: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Notice detail: load one notice, retry, open attachments through the native shell.';
