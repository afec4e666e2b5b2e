// The save-list sheet (spec 1 §4, §5): a title for the selected customers, cut at 10 characters, required
// (타이틀을 입력해주세요.) and at most 32 bytes by the byte rule; then saveCustList. Run by the customer
// list while the sheet is open (closing it drops the title); it ends once the list is saved.
// Diagram: docs/statecharts/saveList.md
import { assign, setup } from 'xstate';
import { LIST_TITLE_MAX_BYTES, type ListType } from '../../src/domain/customers/contract';
import { cutSearch } from '../../src/domain/customers/filters';
import { checkByteLimit } from '../../src/domain/shared/byte-length';
import { errorMessage } from '../../src/domain/shared/errors';
import { customersMessages } from '../../src/domain/customers/messages';
import { sharedMessages } from '../../src/domain/shared/messages';
import { providedPromise } from '../shared/provided';

export interface SaveListInput {
  readonly keys: readonly string[];
  readonly listTyp: ListType;
  /** A branch head's chosen EP, whose list it is; null: the caller's own. */
  readonly srcUserid: string | null;
}

export interface SaveListRequest extends SaveListInput {
  readonly titl: string;
}

export interface SaveListContext extends SaveListInput {
  readonly title: string;
  readonly message: string | null;
  /** The outbox kept the save (no network): the list says it waits, not that it was saved. */
  readonly queued: boolean;
}

/** How the save ended: sent, or kept by the outbox until the network is back (issue 18). */
export interface SavedListOutcome {
  readonly queued: boolean;
}

export type SaveListEvent = { type: 'user.changeTitle'; title: string } | { type: 'user.submit' } | { type: 'user.dismissMessage' };

/** The title as typed: the first 10 characters (spec 1 §5); blanks at the ends are not kept when saving. */
const typed = (title: string) => Array.from(title).slice(0, 10).join('');
const tooLong = (c: SaveListContext) => checkByteLimit(customersMessages.listTitleField, cutSearch(c.title), LIST_TITLE_MAX_BYTES);

export const saveListMachine = setup({
  types: { input: {} as SaveListInput, context: {} as SaveListContext, events: {} as SaveListEvent },
  // Sent or queued by the outbox (issue 18), the sheet is done: the new list's number is not needed here.
  actors: { saveList: providedPromise<SavedListOutcome, SaveListRequest>('saveList') },
  guards: {
    isTitleEmpty: ({ context }) => cutSearch(context.title) === '',
    isTooLong: ({ context }) => tooLong(context) !== null,
  },
  actions: {
    changeTitle: assign({ title: ({ event }) => (event.type === 'user.changeTitle' ? typed(event.title) : '') }),
    refuseEmpty: assign({ message: sharedMessages.titleRequired }),
    refuseLength: assign({ message: ({ context }) => tooLong(context) }),
    assignFailure: assign({ message: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'saveList',
  context: ({ input }) => ({ ...input, title: '', message: null, queued: false }),
  output: ({ context }): SavedListOutcome => ({ queued: context.queued }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.changeTitle': { actions: 'changeTitle' },
        'user.submit': [
          { guard: 'isTitleEmpty', target: 'refused', actions: 'refuseEmpty', description: '타이틀을 입력해주세요.' },
          { guard: 'isTooLong', target: 'refused', actions: 'refuseLength', description: "'타이틀의 최대 입력 길이는 32입니다. 현재(M)' (Hangul 2, < > 4, & ( \" ' / 5)." },
          { target: 'saving' },
        ],
      },
    },
    refused: { on: { 'user.dismissMessage': { target: 'editing', actions: 'clearMessage' } } },
    saving: {
      invoke: {
        id: 'saveList',
        src: 'saveList',
        input: ({ context }) => ({ keys: context.keys, listTyp: context.listTyp, srcUserid: context.srcUserid, titl: cutSearch(context.title) }),
        onDone: { target: 'saved', actions: assign({ queued: ({ event }) => event.output?.queued === true }) },
        onError: { target: 'refused', actions: 'assignFailure', description: 'The server’s message (at most 100 lists, …); the title stays.' },
      },
    },
    saved: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Save-list sheet: a title (10 characters, required, 32 bytes) for the selected customers, then saveCustList.';
