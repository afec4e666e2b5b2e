// The private-memo popup of the member detail (spec 3 §2 memo popup, §5 member memo): a new memo, or an
// edit of one of the caller's (its text loaded first). Required and not blank, at most 1000 bytes by the
// spec's byte rule (typing beyond is cut off), confirmed, saved; then the opener is told and the popup
// closes. Cancel closes it unsaved. Diagram: docs/statecharts/orgMemoEditor.md
import { assign, setup } from 'xstate';
import { cutToPlainBytes, ORG_MEMO_MAX_BYTES } from '../../src/domain/organisation/rules';
import { errorMessage } from '../../src/domain/shared/errors';
import { msg } from '../../src/domain/messages';
import { providedPromise } from '../shared/provided';

export interface OrgMemoEditorInput {
  readonly targetId: string;
  /** The memo to edit; null writes a new one. */
  readonly sqno: number | null;
}

export interface OrgMemoEditorContext extends OrgMemoEditorInput {
  readonly text: string;
  /** The alert over the form: the required rule, or why the save failed. */
  readonly message: string | null;
  /** Why the memo to edit did not load. */
  readonly error: string | null;
  readonly saved: boolean;
}

export type OrgMemoEditorEvent =
  | { type: 'user.changeText'; text: string }
  | { type: 'user.submit' }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' }
  | { type: 'user.cancel' };

export interface SaveOrgMemoInput {
  readonly sqno: number;
  readonly targetId: string;
  readonly contents: string;
}

const errorOf = (event: unknown) => (event as { error: unknown }).error;

export const orgMemoEditorMachine = setup({
  types: {
    input: {} as OrgMemoEditorInput,
    context: {} as OrgMemoEditorContext,
    events: {} as OrgMemoEditorEvent,
    output: {} as { saved: boolean },
  },
  actors: {
    /** The memo's text from orgnz/memoList (the caller's own memos about the member). */
    loadMemo: providedPromise<string, { targetId: string; sqno: number }>('loadMemo'),
    /** orgnz/memoSave: sqno 0 writes a new memo; the answer's sqno is positive on success. */
    saveMemo: providedPromise<{ sqno: number }, SaveOrgMemoInput>('saveMemo'),
    /** Tells the opener (when saved) and closes: the shell's popup, or the dialog beside the detail. Cannot fail. */
    finish: providedPromise<void, { saved: boolean }>('finish'),
  },
  guards: {
    isEditing: ({ context }) => context.sqno !== null,
    isBlank: ({ context }) => context.text.trim() === '',
    isStored: ({ event }) => (event as unknown as { output: { sqno: number } }).output.sqno > 0,
  },
  actions: {
    assignText: assign({ text: ({ event }) => (event.type === 'user.changeText' ? cutToPlainBytes(event.text, ORG_MEMO_MAX_BYTES) : '') }),
    assignLoaded: assign({ text: ({ event }) => (event as unknown as { output: string }).output, error: null }),
    assignError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    noteRequired: assign({ message: msg.orgMemoRequired }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    noteNotStored: assign({ message: msg.orgMemoSaveFailed }),
    markSaved: assign({ saved: true }),
    dismissMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'orgMemoEditor',
  context: ({ input }) => ({ ...input, text: '', message: null, error: null, saved: false }),
  initial: 'starting',
  output: ({ context }) => ({ saved: context.saved }),
  states: {
    starting: { always: [{ guard: 'isEditing', target: 'loading' }, { target: 'editing' }] },
    loading: {
      description: 'The text of the memo to edit: the caller’s own memos only (orgnz/memoList).',
      invoke: {
        id: 'loadMemo',
        src: 'loadMemo',
        input: ({ context }) => ({ targetId: context.targetId, sqno: context.sqno! }),
        onDone: { target: 'editing', actions: 'assignLoaded' },
        onError: { target: 'loadFailed', actions: 'assignError' },
      },
    },
    loadFailed: { on: { 'user.retry': 'loading', 'user.cancel': 'closing' } },
    editing: {
      on: {
        'user.changeText': { actions: 'assignText', description: 'At most 1000 bytes (above code 127 counts 2): what goes beyond is cut off.' },
        'user.submit': [
          { guard: 'isBlank', target: 'refused', actions: 'noteRequired', description: '내용을 입력해주세요.' },
          { target: 'confirming' },
        ],
        'user.cancel': 'closing',
      },
    },
    refused: { on: { 'user.dismissMessage': { target: 'editing', actions: 'dismissMessage' } } },
    confirming: {
      description: '메모를 등록하시겠습니까? / 메모를 수정하시겠습니까?',
      on: { 'user.confirm': 'saving', 'user.dismiss': 'editing' },
    },
    saving: {
      invoke: {
        id: 'saveMemo',
        src: 'saveMemo',
        input: ({ context }) => ({ sqno: context.sqno ?? 0, targetId: context.targetId, contents: context.text.trim() }),
        onDone: [
          { guard: 'isStored', target: 'finishing', actions: 'markSaved' },
          { target: 'refused', actions: 'noteNotStored', description: 'No positive number back: 등록/수정에 실패하였습니다.' },
        ],
        onError: { target: 'refused', actions: 'noteFailure', description: 'The server’s message; the text stays for another try.' },
      },
    },
    finishing: {
      description: 'Saved: the opener hears it (the detail reloads its memos) and the popup closes.',
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
export const summary = 'Member memo popup: write or edit a private memo (required, ≤1000 bytes, confirmed), then tell the detail and close.';
