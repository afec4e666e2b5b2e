// The address search popup (spec 3 §2 Address search popup, §7 postSearch): a keyword (Enter or the
// button) searches; the results are an infinite list (the paged list, docs/statecharts/pagedList.md, as the
// child `list`, 10 a page); a radio picks one and 선택 tells the opener juso-selected (spec 2 §4) and
// closes; 닫기 closes without telling. Diagram: docs/statecharts/postSearch.md
import { assign, setup } from 'xstate';
import type { Juso } from '../../src/domain/common-popup/contract';
import { POST_SEARCH_PAGE_SIZE } from '../../src/domain/common-popup/contract';
import { keywordProblem, normaliseKeyword } from '../../src/domain/common-popup/keyword';
import { pagedListMachine } from '../shared/paged-list.machine';
import { providedPromise } from '../shared/provided';

export interface PostSearchInput {
  /** Searched at once when it is a valid keyword (the opener may pass the address already filled in); else ''. */
  readonly keyword: string;
}

export interface PostSearchContext {
  /** The keyword the results answer ('' before the first search). */
  readonly keyword: string;
  /** Why the last keyword typed was not searched; null once one is. */
  readonly problem: string | null;
  /** The address the radio marks. */
  readonly picked: Juso | null;
}

export type PostSearchEvent =
  | { type: 'user.search'; keyword: string }
  | { type: 'user.pick'; juso: Juso }
  | { type: 'user.confirm' }
  | { type: 'user.close' };

export const postSearchMachine = setup({
  types: { input: {} as PostSearchInput, context: {} as PostSearchContext, events: {} as PostSearchEvent },
  actors: {
    /** pagedListMachine provided with the postSearch loader at the root. */
    jusoList: pagedListMachine,
    /** Tells the opener juso-selected (when an address was picked) and closes the popup. */
    finish: providedPromise<void, { juso: Juso | null }>('finish'),
  },
  guards: {
    hasKeyword: ({ context }) => context.keyword !== '',
    isSearchable: ({ event }) => event.type === 'user.search' && keywordProblem(event.keyword) === null,
    hasPicked: ({ context }) => context.picked !== null,
  },
  actions: {
    startSearch: assign({ keyword: ({ event }) => (event.type === 'user.search' ? normaliseKeyword(event.keyword) : ''), problem: null, picked: null }),
    refuseKeyword: assign({ problem: ({ event }) => (event.type === 'user.search' ? keywordProblem(event.keyword) : null) }),
    assignPicked: assign({ picked: ({ event }) => (event.type === 'user.pick' ? event.juso : null) }),
  },
}).createMachine({
  id: 'postSearch',
  context: ({ input }) => ({ keyword: keywordProblem(input.keyword) === null ? normaliseKeyword(input.keyword) : '', problem: null, picked: null }),
  initial: 'open',
  states: {
    open: {
      initial: 'idle',
      on: {
        'user.search': [
          {
            guard: 'isSearchable',
            target: '.results',
            reenter: true,
            actions: 'startSearch',
            description: 'A new list from its first page (the old one, and the address picked in it, are dropped).',
          },
          { actions: 'refuseKeyword', description: 'Not searched: the rule’s message under the box; what is shown stays.' },
        ],
        'user.close': { target: 'closing', description: 'Closed without picking: the opener hears nothing.' },
      },
      states: {
        idle: {
          description: 'Nothing searched yet: the box and a hint.',
          always: { guard: 'hasKeyword', target: 'results', description: 'Opened with a keyword: searched at once.' },
        },
        results: {
          description:
            'Runs the result list as its child `list` (pages of 10; more as its end scrolls into view); the view reads the rows from it and sends it user.loadMore and user.retry.',
          invoke: { id: 'list', src: 'jusoList', input: ({ context }) => ({ pageSize: POST_SEARCH_PAGE_SIZE, query: context.keyword }) },
          on: {
            'user.pick': { actions: 'assignPicked' },
            'user.confirm': { guard: 'hasPicked', target: '#postSearch.finishing', description: '선택: the opener gets the address (juso-selected).' },
          },
        },
      },
    },
    finishing: { invoke: { id: 'finish', src: 'finish', input: ({ context }) => ({ juso: context.picked }), onDone: 'closed' } },
    closing: { invoke: { id: 'finish', src: 'finish', input: { juso: null }, onDone: 'closed' } },
    closed: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Address search popup: keyword, infinite result list, one address picked and reported to the opener (juso-selected), or closed.';
