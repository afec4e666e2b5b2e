// The member detail's private memos (spec 3 §2 member detail, §5 member memo, §6 memos visible only to
// their author): the list, newest first, each opened to read; delete after 메모를 삭제하시겠습니까? with
// its result; write and edit open the memo popup (a web view of the shell; on a PC a dialog beside the
// detail), and a saved memo reloads the list. Runs as a child of the member detail.
// Diagram: docs/statecharts/orgMemos.md
import { assign, setup } from 'xstate';
import type { OrgMemo } from '../../src/domain/organisation/contract';
import { errorMessage, isTagged } from '../../src/domain/shared/errors';
import { organisationMessages } from '../../src/domain/organisation/messages';
import { providedCallback, providedPromise } from '../shared/provided';
import { orgMemoEditorMachine } from './org-memo-editor.machine';

export interface OrgMemosInput {
  readonly targetId: string;
  /** The memos the detail's load brought. */
  readonly memos: readonly OrgMemo[];
  /** Write and edit in a dialog beside the detail (a PC) instead of the shell's popup. */
  readonly inline: boolean;
}

export interface OrgMemosContext extends OrgMemosInput {
  /** The memo opened to read. */
  readonly expanded: number | null;
  /** The memo the delete question is about. */
  readonly deleting: number | null;
  /** The memo the dialog edits (null: a new one). */
  readonly editing: number | null;
  /** The result shown over the list: deleted, or why something failed. */
  readonly message: string | null;
}

export type OrgMemosEvent =
  | { type: 'user.toggleMemo'; sqno: number }
  | { type: 'user.deleteMemo'; sqno: number }
  | { type: 'user.writeMemo' }
  | { type: 'user.editMemo'; sqno: number }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' }
  /** The memo popup saved (the shell's page message). */
  | { type: 'popup.memoSaved' };

const errorOf = (event: unknown) => (event as { error: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

export const orgMemosMachine = setup({
  types: { input: {} as OrgMemosInput, context: {} as OrgMemosContext, events: {} as OrgMemosEvent },
  actors: {
    /** orgnz/memoList: the caller's memos about the member, newest first. */
    loadMemos: providedPromise<readonly OrgMemo[], { targetId: string }>('loadMemos'),
    /** orgnz/memoDelete at the version the list read: a positive number on success (queued offline: the same). */
    deleteMemo: providedPromise<{ sqno: number }, { sqno: number; version?: number }>('deleteMemo'),
    /** The memo popup through the shell (openNewPage); it reports back as popup.memoSaved. */
    openEditor: providedPromise<void, { targetId: string; sqno: number | null }>('openEditor'),
    /** The popup's reports among the shell's page messages. */
    watchPopups: providedCallback('watchPopups'),
    editor: orgMemoEditorMachine,
  },
  guards: {
    isInline: ({ context }) => context.inline,
    isStored: ({ event }) => outputOf<{ sqno: number }>(event).sqno > 0,
    hasMessage: ({ context }) => context.message !== null,
    isQuietNetworkFailure: ({ context, event }) => context.message === null && isTagged(errorOf(event), 'NetworkError'),
    isSaved: ({ event }) => outputOf<{ saved: boolean }>(event).saved,
  },
  actions: {
    toggle: assign({ expanded: ({ context, event }) => (event.type === 'user.toggleMemo' && context.expanded !== event.sqno ? event.sqno : null) }),
    assignDeleting: assign({ deleting: ({ event }) => (event.type === 'user.deleteMemo' ? event.sqno : null) }),
    clearDeleting: assign({ deleting: null }),
    assignEditing: assign({ editing: ({ event }) => (event.type === 'user.editMemo' ? event.sqno : null) }),
    assignMemos: assign({ memos: ({ event }) => outputOf<readonly OrgMemo[]>(event) }),
    /** The deleted memo leaves the list at once: a delete queued offline shows so before any reload can. */
    dropDeleted: assign({ memos: ({ context }) => context.memos.filter((m) => m.sqno !== context.deleting) }),
    noteDeleted: assign({ message: organisationMessages.orgMemoDeleted, deleting: null }),
    noteNotDeleted: assign({ message: organisationMessages.orgMemoDeleteFailed, deleting: null }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)), deleting: null }),
    /** After a delete the deleted notice stays the one shown. */
    noteReloadFailure: assign({ message: ({ context, event }) => context.message ?? errorMessage(errorOf(event)) }),
    dismissMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'orgMemos',
  context: ({ input }) => ({ ...input, expanded: null, deleting: null, editing: null, message: null }),
  invoke: { id: 'watchPopups', src: 'watchPopups' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.toggleMemo': { actions: 'toggle', description: 'Opens a memo to read its whole text; again closes it.' },
        'user.deleteMemo': { target: 'confirmingDelete', actions: 'assignDeleting' },
        'user.writeMemo': [
          { guard: 'isInline', target: 'editing', actions: 'assignEditing' },
          { target: 'openingPopup', actions: 'assignEditing' },
        ],
        'user.editMemo': [
          { guard: 'isInline', target: 'editing', actions: 'assignEditing' },
          { target: 'openingPopup', actions: 'assignEditing' },
        ],
        'popup.memoSaved': { target: 'reloading', description: 'The popup saved a memo: the list is read again.' },
      },
    },
    confirmingDelete: {
      description: '메모를 삭제하시겠습니까?',
      on: { 'user.confirm': 'deleting', 'user.dismiss': { target: 'idle', actions: 'clearDeleting' } },
    },
    deleting: {
      invoke: {
        id: 'deleteMemo',
        src: 'deleteMemo',
        input: ({ context }) => {
          const version = context.memos.find((m) => m.sqno === context.deleting)?.version;
          return { sqno: context.deleting!, ...(version === undefined ? {} : { version }) };
        },
        onDone: [
          { guard: 'isStored', target: 'reloading', actions: ['dropDeleted', 'noteDeleted'], description: '삭제되었습니다., and the list is read again.' },
          { target: 'notice', actions: 'noteNotDeleted', description: 'No positive number back: 삭제에 실패하였습니다.' },
        ],
        onError: { target: 'notice', actions: 'noteFailure', description: 'The server’s message (another’s memo, or gone).' },
      },
    },
    reloading: {
      invoke: {
        id: 'loadMemos',
        src: 'loadMemos',
        input: ({ context }) => ({ targetId: context.targetId }),
        onDone: [
          { guard: 'hasMessage', target: 'notice', actions: 'assignMemos' },
          { target: 'idle', actions: 'assignMemos' },
        ],
        onError: [
          {
            guard: 'isQuietNetworkFailure',
            target: 'idle',
            description: 'No network after a save the outbox kept: the list stays as it was, with no alert over the kept save’s notice.',
          },
          { target: 'notice', actions: 'noteReloadFailure', description: 'The list stays as it was.' },
        ],
      },
    },
    notice: { on: { 'user.dismissMessage': { target: 'idle', actions: 'dismissMessage' } } },
    openingPopup: {
      description: 'The shell opens the memo popup (its own route); it tells this page when it saved.',
      invoke: {
        id: 'openEditor',
        src: 'openEditor',
        input: ({ context }) => ({ targetId: context.targetId, sqno: context.editing }),
        onDone: 'idle',
        onError: { target: 'notice', actions: 'noteFailure' },
      },
    },
    editing: {
      description: 'On a PC the memo form is a dialog beside the detail, run here as a child.',
      invoke: {
        id: 'editor',
        src: 'editor',
        input: ({ context }) => ({ targetId: context.targetId, sqno: context.editing }),
        onDone: [{ guard: 'isSaved', target: 'reloading' }, { target: 'idle' }],
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Member detail’s private memos: read, delete after confirming, write and edit through the memo popup (a dialog on PC); saved or deleted reloads the list.';
