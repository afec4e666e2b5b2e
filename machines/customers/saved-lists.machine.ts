// The saved-list sheet (spec 1 §2, §3, §8): the caller's saved lists, or 저장된 목록이 없습니다.; one opens
// in the list (its customers), one is deleted after a confirmation and the lists load again. Run by the
// customer list while the sheet is open; it ends with the list chosen. Diagram: docs/statecharts/savedLists.md
import { assign, setup } from 'xstate';
import type { SavedList } from '../../src/domain/customers/contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { customersMessages } from '../../src/domain/customers/messages';
import { providedPromise } from '../shared/provided';

export interface SavedListsContext {
  readonly lists: readonly SavedList[];
  /** The list being deleted. */
  readonly target: number | null;
  readonly chosen: SavedList | null;
  readonly message: string | null;
}

export type SavedListsEvent =
  | { type: 'user.retry' }
  | { type: 'user.openList'; custListSqno: number }
  | { type: 'user.delete'; custListSqno: number }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' };

const sqnoOf = (e: SavedListsEvent) => (e.type === 'user.openList' || e.type === 'user.delete' ? e.custListSqno : null);
const failure = ({ event }: { event: unknown }) => errorMessage((event as { error: unknown }).error);

export const savedListsMachine = setup({
  types: { context: {} as SavedListsContext, events: {} as SavedListsEvent, output: {} as SavedList | null },
  actors: {
    loadSavedLists: providedPromise<readonly SavedList[]>('loadSavedLists'),
    deleteSavedList: providedPromise<void, { custListSqno: number }>('deleteSavedList'),
  },
  guards: {
    isKnownList: ({ context, event }) => context.lists.some((l) => l.custListSqno === sqnoOf(event)),
    isEmpty: ({ event }) => (event as unknown as { output: readonly SavedList[] }).output.length === 0,
  },
  actions: {
    assignLists: assign({ lists: ({ event }) => (event as unknown as { output: readonly SavedList[] }).output, message: null }),
    assignFailure: assign({ message: failure }),
    choose: assign({ chosen: ({ context, event }) => context.lists.find((l) => l.custListSqno === sqnoOf(event)) ?? null }),
    aimDelete: assign({ target: ({ event }) => sqnoOf(event) }),
    /** The deleted list leaves the sheet at once; the reload then shows the server's lists. */
    noteDeleted: assign(({ context }) => ({ message: customersMessages.savedListDeleted, target: null, lists: context.lists.filter((l) => l.custListSqno !== context.target) })),
    failDelete: assign({ message: failure, target: null }),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'savedLists',
  context: { lists: [], target: null, chosen: null, message: null },
  initial: 'loading',
  output: ({ context }) => context.chosen,
  states: {
    loading: {
      invoke: {
        id: 'loadSavedLists',
        src: 'loadSavedLists',
        onDone: [
          { guard: 'isEmpty', target: 'empty', actions: 'assignLists' },
          { target: 'shown', actions: 'assignLists' },
        ],
        onError: { target: 'loadFailed', actions: 'assignFailure' },
      },
    },
    loadFailed: { on: { 'user.retry': { target: 'loading' } } },
    empty: { description: '저장된 목록이 없습니다.' },
    shown: {
      on: {
        'user.openList': { guard: 'isKnownList', target: 'chosen', actions: 'choose', description: 'The list shows that saved list’s customers.' },
        'user.delete': { guard: 'isKnownList', target: 'confirmingDelete', actions: 'aimDelete' },
      },
    },
    confirmingDelete: {
      description: '저장된 목록을 삭제하시겠습니까?',
      on: { 'user.confirm': { target: 'deleting' }, 'user.dismiss': { target: 'shown', actions: assign({ target: null }) } },
    },
    deleting: {
      invoke: {
        id: 'deleteSavedList',
        src: 'deleteSavedList',
        input: ({ context }) => ({ custListSqno: context.target ?? 0 }),
        onDone: { target: 'notice', actions: 'noteDeleted' },
        onError: { target: 'notice', actions: 'failDelete' },
      },
    },
    notice: {
      description: '목록이 삭제되었습니다. or the server’s message; the lists load again either way (one may be gone elsewhere).',
      on: { 'user.dismissMessage': { target: 'loading', actions: 'clearMessage' } },
    },
    chosen: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Saved-list sheet: the saved lists or 저장된 목록이 없습니다.; open one in the list, delete one after confirming, then reload.';
