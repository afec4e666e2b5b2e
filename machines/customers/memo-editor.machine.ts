// The memo popup (spec 2 §2 Memo, §5 memo rules): write a memo about a customer, or edit one (loaded
// first). Required, at most 500 characters (the box takes no more), confirmed (저장하시겠습니까?), saved,
// then the page that opened the popup is told (memo-save-complete) and the popup closes. Cancel closes it
// without saving. Diagram: docs/statecharts/memoEditor.md
import { assign, setup } from 'xstate';
import { MEMO_MAX } from '../../src/domain/customers/contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { msg } from '../../src/domain/messages';
import { providedPromise } from '../shared/provided';

export interface MemoEditorInput {
  /** The memo to edit; null writes a new one. */
  readonly sqno: number | null;
}

export interface MemoEditorContext extends MemoEditorInput {
  readonly text: string;
  /** The alert: the required-text rule, or a failed call's message. */
  readonly message: string | null;
  /** Why the memo to edit did not load. */
  readonly error: string | null;
}

export type MemoEditorEvent =
  | { type: 'user.changeText'; text: string }
  | { type: 'user.submit' }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' }
  | { type: 'user.cancel' };

const errorOf = (event: unknown) => (event as { error: unknown }).error;

export const memoEditorMachine = setup({
  types: { input: {} as MemoEditorInput, context: {} as MemoEditorContext, events: {} as MemoEditorEvent },
  actors: {
    loadMemo: providedPromise<string, { sqno: number }>('loadMemo'),
    saveMemo: providedPromise<void, { sqno: number | null; memo: string }>('saveMemo'),
    /** Tells the opener memo-save-complete (when saved) and closes the popup; it cannot fail (no opener, or nothing to close, leads to the customer's detail). */
    finish: providedPromise<void, { saved: boolean }>('finish'),
  },
  guards: {
    isEditing: ({ context }) => context.sqno !== null,
    isBlank: ({ context }) => context.text.trim() === '',
  },
  actions: {
    assignText: assign({ text: ({ event }) => (event.type === 'user.changeText' ? event.text.slice(0, MEMO_MAX) : '') }),
    assignLoaded: assign({ text: ({ event }) => (event as unknown as { output: string }).output, error: null }),
    assignError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    noteRequired: assign({ message: msg.memoRequired }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    dismissMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'memoEditor',
  context: ({ input }) => ({ ...input, text: '', message: null, error: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isEditing', target: 'loading' }, { target: 'editing' }] },
    loading: {
      invoke: {
        id: 'loadMemo',
        src: 'loadMemo',
        input: ({ context }) => ({ sqno: context.sqno! }),
        onDone: { target: 'editing', actions: 'assignLoaded' },
        onError: { target: 'loadFailed', actions: 'assignError' },
      },
    },
    loadFailed: { on: { 'user.retry': 'loading', 'user.cancel': 'closing' } },
    editing: {
      on: {
        'user.changeText': { actions: 'assignText', description: 'At most 500 characters: the box keeps no more.' },
        'user.submit': [
          { guard: 'isBlank', target: 'refused', actions: 'noteRequired', description: '메모를 입력해주세요.' },
          { target: 'confirming' },
        ],
        'user.cancel': 'closing',
      },
    },
    refused: { on: { 'user.dismissMessage': { target: 'editing', actions: 'dismissMessage' } } },
    confirming: {
      description: '저장하시겠습니까?',
      on: { 'user.confirm': 'saving', 'user.dismiss': 'editing' },
    },
    saving: {
      invoke: {
        id: 'saveMemo',
        src: 'saveMemo',
        input: ({ context }) => ({ sqno: context.sqno, memo: context.text.trim() }),
        onDone: 'finishing',
        onError: { target: 'refused', actions: 'noteFailure', description: 'The server’s message; the text stays for another try.' },
      },
    },
    finishing: {
      description: 'Saved: the opener hears memo-save-complete and the popup closes.',
      invoke: { id: 'finish', src: 'finish', input: { saved: true }, onDone: 'closed' },
    },
    closing: {
      description: 'Closed without saving.',
      invoke: { id: 'finish', src: 'finish', input: { saved: false }, onDone: 'closed' },
    },
    closed: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Memo popup: write or edit a customer memo (required, ≤500, confirmed), then tell the opener memo-save-complete and close.';
