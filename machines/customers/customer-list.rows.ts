// The customer list's rows region (spec 1 §2, §9): the first page of the query, 10 more at a time as the
// list's end scrolls into view, retry of the page that failed; every change of the query (search box, tab,
// sort, EP, closing a saved list, a detail search or saved list applied) starts again from the first page
// and clears the selection, which only ever holds loaded rows. Part of customer-list.machine.ts.
// Diagram: docs/statecharts/customerList.md
import { CUSTOMER_PAGE_SIZE } from '../../src/domain/customers/contract';
import { callFilters } from '../../src/domain/customers/filters';
import type { CustomerListContext } from './customer-list.setup';
import { customerListSetup } from './customer-list.setup';

const page = (context: CustomerListContext, first: boolean) => ({
  filters: callFilters(context.query),
  offset: first ? 0 : context.rows.length,
  size: CUSTOMER_PAGE_SIZE,
});

export const rowsRegion = customerListSetup.createStateConfig({
  initial: 'loadingFirst',
  on: {
    'user.search': {
      target: '.loadingFirst',
      actions: 'searchFor',
      description: 'Enter or the button, any time: the first page of the name or phone (cut at 10 characters); a page still loading is dropped.',
    },
    'user.changeTab': { guard: 'isOtherTab', target: '.loadingFirst', actions: 'changeTab', description: 'By customer (F) or by contract (S).' },
    'user.sort': { guard: 'isOtherSort', target: '.loadingFirst', actions: 'changeSort' },
    'user.chooseEp': { guard: 'isOtherEp', target: '.loadingFirst', actions: 'chooseEp', description: "A branch head's EP, or 전체 (''); only choices the server listed." },
    'user.closeSavedList': { guard: 'hasSavedList', target: '.loadingFirst', actions: 'closeSavedList', description: 'Back from a saved list to the whole list.' },
    'list.requery': { target: '.loadingFirst', actions: 'startQuery', description: 'The detail search or a saved list set the query.' },
    'user.toggleSelect': { guard: 'isLoadedRow', actions: 'toggleSelect' },
    'user.toggleSelectAll': { guard: 'hasRows', actions: 'toggleSelectAll', description: 'Selects every loaded row, or clears the selection when all are selected.' },
  },
  states: {
    loadingFirst: {
      invoke: {
        id: 'loadCustomers',
        src: 'loadCustomers',
        input: ({ context }) => page(context, true),
        onDone: [
          { guard: 'isEmptyPage', target: 'empty', actions: 'appendPage' },
          { guard: 'hasMore', target: 'ready', actions: 'appendPage' },
          { target: 'end', actions: 'appendPage', description: 'Ten or fewer customers: nothing more to ask for.' },
        ],
        onError: { target: 'failed', actions: 'assignRowsError' },
      },
    },
    ready: {
      description: 'More customers exist: the end of the list asks for the next 10.',
      on: { 'user.loadMore': { target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: {
        id: 'loadCustomers',
        src: 'loadCustomers',
        input: ({ context }) => page(context, false),
        onDone: [
          { guard: 'hasMore', target: 'ready', actions: 'appendPage' },
          { target: 'end', actions: 'appendPage', description: 'A short page, or the total reached.' },
        ],
        onError: { target: 'failed', actions: 'assignRowsError' },
      },
    },
    end: { description: 'Every customer of the query is shown.' },
    empty: { description: '등록된 고객이 없습니다. 다시 검색해 주세요.' },
    failed: {
      description: 'The rows loaded before stay; retry asks again for the page that failed.',
      on: { 'user.retry': [{ guard: 'hasNoPage', target: 'loadingFirst' }, { target: 'loadingMore' }] },
    },
  },
});
