// The customer search popup (spec 3 §2 Customer search popup, §7 custSearch): a name (Enter or the button;
// '' lists all) searches the customers of userId (a branch head looking up a member's) or the caller's;
// results are the shared paged list as the child `list`, 10 a page, with kind badge, name and phone; a
// radio picks one and 선택 reports cust-selected to the opener and closes; 닫기 closes without a report.
// Diagram: docs/statecharts/custSearch.md
import { assign, setup } from 'xstate';
import type { CustSearchRow } from '../../src/domain/schedule/contract';
import { pagedListMachine } from '../shared/paged-list.machine';
import { providedPromise } from '../shared/provided';

/** Spec 3 §7: custSearch is asked 10 a page. */
export const CUST_SEARCH_PAGE_SIZE = 10;

export interface CustSearchContext {
  /** The name the results answer. */
  readonly name: string;
  readonly picked: CustSearchRow | null;
}

export type CustSearchEvent =
  | { type: 'user.search'; name: string }
  | { type: 'user.pick'; customer: CustSearchRow }
  | { type: 'user.confirm' }
  | { type: 'user.close' };

export const custSearchMachine = setup({
  types: { context: {} as CustSearchContext, events: {} as CustSearchEvent },
  actors: {
    /** pagedListMachine provided with the custSearch loader (and the popup's userId) at the root. */
    custList: pagedListMachine,
    /** Tells the opener cust-selected (when one was picked) and closes the popup. */
    finish: providedPromise<void, { customer: CustSearchRow | null }>('finish'),
  },
  guards: { hasPicked: ({ context }) => context.picked !== null },
  actions: {
    startSearch: assign({ name: ({ event }) => (event.type === 'user.search' ? event.name.trim() : ''), picked: null }),
    assignPicked: assign({ picked: ({ event }) => (event.type === 'user.pick' ? event.customer : null) }),
  },
}).createMachine({
  id: 'custSearch',
  context: { name: '', picked: null },
  initial: 'results',
  states: {
    results: {
      description: 'The customers matching the name as the child `list`; a new search starts again from the first page and drops the pick.',
      invoke: { id: 'list', src: 'custList', input: ({ context }) => ({ pageSize: CUST_SEARCH_PAGE_SIZE, query: context.name }) },
      on: {
        'user.search': { target: 'results', reenter: true, actions: 'startSearch' },
        'user.pick': { actions: 'assignPicked' },
        'user.confirm': { guard: 'hasPicked', target: 'finishing', description: '선택: the opener gets the customer (cust-selected).' },
        'user.close': 'closing',
      },
    },
    finishing: { invoke: { id: 'finish', src: 'finish', input: ({ context }) => ({ customer: context.picked }), onDone: 'closed' } },
    closing: { invoke: { id: 'finish', src: 'finish', input: { customer: null }, onDone: 'closed' } },
    closed: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Customer search popup: name search, paged results, one customer picked and reported to the opener (cust-selected), or closed.';
