// Types, guards, actions and actors of the customer list machine (customer-list.machine.ts assembles the
// chart from its region files: customer-list.rows.ts, customer-list.sheets.ts, customer-list.pages.ts,
// customer-list.side.ts). Effects are slots provided by src/app/customers; guards are pure.
import { produce } from 'immer';
import { assign, setup } from 'xstate';
import { CUSTOMER_PAGE_SIZE, type CustomerFilters, type CustomerRow, type EpChoice, type ListType, type SortType } from '../../src/domain/customers/contract';
import { initialQuery, type ListQuery } from '../../src/domain/customers/filters';
import type { CustomerPage } from '../../src/domain/customers/pages';
import { errorMessage } from '../../src/domain/shared/errors';
import { customersMessages } from '../../src/domain/customers/messages';
import type { Position } from '../../src/domain/shared/roles';
import { hasMoreAfter } from '../shared/paged-list.machine';
import { providedPromise } from '../shared/provided';
import { detailSearchMachine } from './detail-search.machine';
import { saveListMachine } from './save-list.machine';
import { savedListsMachine } from './saved-lists.machine';
import { smsComposerMachine, type SmsSent } from './sms-composer.machine';

export interface CustomerListInput {
  readonly position: Position;
  /** The name the home screen's search box handed over (spec 1 §2), '' for none. */
  readonly searchTxt: string;
}

export interface LoadCustomersInput {
  readonly filters: CustomerFilters;
  readonly offset: number;
  readonly size: number;
}

export interface RowsPage {
  readonly items: readonly CustomerRow[];
  readonly total: number;
}

export interface CustomerListContext {
  readonly position: Position;
  readonly query: ListQuery;
  readonly rows: readonly CustomerRow[];
  readonly total: number;
  /** Pages loaded for this query; 0 while (or when) its first page failed. */
  readonly pages: number;
  readonly rowsError: string | null;
  /** Selected customers (kwkkey), in the order chosen; always among the loaded rows. */
  readonly selected: readonly string[];
  readonly epChoices: readonly EpChoice[];
  readonly epError: string | null;
  /** The customer whose bookmark is being saved. */
  readonly bookmarking: string | null;
  /** The customer whose address the modal shows. */
  readonly address: { readonly custNm: string; readonly kwsad1: string } | null;
  /** The alert over the list: a refusal, a result, a failed call's message. */
  readonly message: string | null;
  /** Where the list was scrolled when a sub-page opened; the list returns there. */
  readonly scrollY: number;
}

export type CustomerListEvent =
  /** The page the URL shows, told by the route binding: a customer page, or null for any other screen. */
  | { type: 'route.changed'; page: CustomerPage | null; listTyp: ListType }
  | { type: 'user.search'; text: string }
  | { type: 'user.changeTab'; listTyp: ListType }
  | { type: 'user.sort'; sortType: SortType }
  | { type: 'user.chooseEp'; userid: string }
  | { type: 'user.retryEp' }
  | { type: 'user.loadMore' }
  | { type: 'user.retry' }
  | { type: 'user.toggleSelect'; kwkkey: string }
  | { type: 'user.toggleSelectAll' }
  | { type: 'user.toggleBookmark'; kwkkey: string }
  | { type: 'user.showAddress'; kwkkey: string }
  | { type: 'user.openMenu' }
  | { type: 'user.openSaveList' }
  | { type: 'user.openSavedLists' }
  | { type: 'user.closeSheet' }
  | { type: 'user.closeSavedList' }
  | { type: 'user.openDetailSearch'; scrollY: number }
  | { type: 'user.openSms'; scrollY: number }
  /** A customer's name: their detail opens, and the list waits under it. */
  | { type: 'user.openCustomer'; kwkkey: string; scrollY: number }
  | { type: 'user.openPdf' }
  | { type: 'user.dismissMessage' }
  /** Raised when a sub-page or sheet changed the query (detail search applied, saved list opened). */
  | { type: 'list.requery' };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;
const keyOf = (e: CustomerListEvent) => ('kwkkey' in e ? e.kwkkey : null);
const rowOf = (c: CustomerListContext, e: CustomerListEvent) => c.rows.find((r) => r.kwkkey === keyOf(e));
const flipped = (yn: 'Y' | 'N') => (yn === 'Y' ? 'N' : 'Y');

/** Rows, selection and scroll of a new query: the first page loads from the top. */
const restart = { rows: [], total: 0, pages: 0, rowsError: null, selected: [], scrollY: 0 } as const;

export const customerListSetup = setup({
  types: { input: {} as CustomerListInput, context: {} as CustomerListContext, events: {} as CustomerListEvent },
  actors: {
    loadCustomers: providedPromise<RowsPage, LoadCustomersInput>('loadCustomers'),
    loadEpChoices: providedPromise<readonly EpChoice[]>('loadEpChoices'),
    saveBookmark: providedPromise<void, { kwkkey: string; custDiv: CustomerRow['custDiv']; bookmarkYn: 'Y' | 'N' }>('saveBookmark'),
    openPdf: providedPromise<void, CustomerFilters>('openPdf'),
    detailSearch: detailSearchMachine,
    smsComposer: smsComposerMachine,
    saveList: saveListMachine,
    savedLists: savedListsMachine,
  },
  guards: {
    isBranchHead: ({ context }) => context.position === 'COG01',
    isEmptyPage: ({ event }) => outputOf<RowsPage>(event).items.length === 0,
    hasMore: ({ context, event }) =>
      hasMoreAfter({ pageSize: CUSTOMER_PAGE_SIZE, query: '', items: context.rows, total: context.total, page: context.pages, cursor: null, error: null }, outputOf<RowsPage>(event)),
    hasNoPage: ({ context }) => context.pages === 0,
    isLoadedRow: ({ context, event }) => rowOf(context, event) !== undefined,
    hasAddress: ({ context, event }) => (rowOf(context, event)?.kwsad1 ?? '') !== '',
    hasRows: ({ context }) => context.rows.length > 0,
    hasSelection: ({ context }) => context.selected.length > 0,
    hasMessage: ({ context }) => context.message !== null,
    hasSavedList: ({ context }) => context.query.savedList !== null,
    isOtherTab: ({ context, event }) => event.type === 'user.changeTab' && event.listTyp !== context.query.listTyp,
    isOtherSort: ({ context, event }) => event.type === 'user.sort' && event.sortType !== context.query.sortType,
    isOtherEp: ({ context, event }) =>
      event.type === 'user.chooseEp' &&
      event.userid !== context.query.searchUserid &&
      (event.userid === '' || context.epChoices.some((c) => c.userid === event.userid)),
    isOutside: ({ event }) => event.type === 'route.changed' && event.page === null,
    isCustomerPage: ({ event }) => event.type === 'route.changed' && event.page !== null,
    isCustomerDetail: ({ event }) => event.type === 'route.changed' && event.page === 'detail',
    isListPage: ({ event }) => event.type === 'route.changed' && event.page === 'list',
    isSearchPage: ({ event }) => event.type === 'route.changed' && (event.page === 'detailSearch' || event.page === 'productSearch'),
    isSmsPage: ({ event }) => event.type === 'route.changed' && event.page === 'sms',
    isSent: ({ event }) => outputOf<SmsSent | null>(event) !== null,
  },
  actions: {
    searchFor: assign(({ context, event }) => ({ ...restart, query: { ...context.query, searchTxt: event.type === 'user.search' ? initialQuery(event.text).searchTxt : '' } })),
    changeTab: assign(({ context, event }) => ({ ...restart, query: { ...context.query, listTyp: event.type === 'user.changeTab' ? event.listTyp : context.query.listTyp } })),
    changeSort: assign(({ context, event }) => ({ ...restart, query: { ...context.query, sortType: event.type === 'user.sort' ? event.sortType : context.query.sortType } })),
    chooseEp: assign(({ context, event }) => ({ ...restart, query: { ...context.query, searchUserid: event.type === 'user.chooseEp' ? event.userid : '' } })),
    closeSavedList: assign(({ context }) => ({ ...restart, query: { ...context.query, savedList: null } })),
    /** A query set elsewhere (detail search, saved list): the rows start again. */
    startQuery: assign(restart),
    appendPage: assign(({ context, event }) => {
      const page = outputOf<RowsPage>(event);
      return { rows: [...context.rows, ...page.items], total: page.total, pages: context.pages + 1, rowsError: null };
    }),
    assignRowsError: assign({ rowsError: ({ event }) => errorMessage(errorOf(event)) }),
    toggleSelect: assign({
      selected: ({ context, event }) => {
        const key = keyOf(event)!;
        return context.selected.includes(key) ? context.selected.filter((k) => k !== key) : [...context.selected, key];
      },
    }),
    toggleSelectAll: assign({
      selected: ({ context }) => (context.rows.every((r) => context.selected.includes(r.kwkkey)) ? [] : context.rows.map((r) => r.kwkkey)),
    }),
    /** Optimistic: the star changes at once; a failure puts it back (revertBookmark). */
    flipBookmark: assign(({ context, event }) =>
      produce(context, (c) => {
        const row = c.rows.find((r) => r.kwkkey === keyOf(event));
        if (row) row.bookmarkYn = flipped(row.bookmarkYn);
        c.bookmarking = keyOf(event);
      }),
    ),
    /** The save failed: the star goes back (if the row is still shown) and the server's message shows. */
    revertBookmark: assign(({ context, event }) =>
      produce(context, (c) => {
        const row = c.rows.find((r) => r.kwkkey === c.bookmarking);
        if (row) row.bookmarkYn = flipped(row.bookmarkYn);
        c.bookmarking = null;
        c.message = errorMessage(errorOf(event));
      }),
    ),
    bookmarkSaved: assign({ bookmarking: null }),
    assignEpChoices: assign({ epChoices: ({ event }) => outputOf<readonly EpChoice[]>(event), epError: null }),
    assignEpError: assign({ epError: ({ event }) => errorMessage(errorOf(event)) }),
    showAddress: assign({ address: ({ context, event }) => {
      const row = rowOf(context, event);
      return row ? { custNm: row.custNm, kwsad1: row.kwsad1 } : null;
    } }),
    clearAddress: assign({ address: null }),
    keepScroll: assign({ scrollY: ({ event }) => ('scrollY' in event ? event.scrollY : 0) }),
    clearSelection: assign({ selected: [] }),
    needSelectionToSave: assign({ message: customersMessages.saveListNeedsSelection }),
    needSelectionForSms: assign({ message: customersMessages.smsNeedsSelection }),
    noteListSaved: assign({ message: ({ event }) => ((event as { output?: { queued?: boolean } }).output?.queued ? customersMessages.savedListQueued : customersMessages.savedListDone) }),
    noteSmsSent: assign({
      message: ({ event }) => {
        const sent = outputOf<SmsSent>(event);
        return sent.skippedCnt > 0 ? customersMessages.smsSentSkipped(sent.sentCnt, sent.skippedCnt) : customersMessages.smsSent(sent.sentCnt);
      },
    }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    dismissMessage: assign({ message: null }),
    /**
     * Holds where the PDF link will open, run inside the user's click (a browser opens a window only
     * then); the openPdf actor then opens the link there, or lets the place go when it fails.
     */
    reserveExternalLink: () => {},
    /** A page of this app, pushed on the history (the browser's back returns to the list). */
    openPage: (_, _params: { to: string }) => {},
    /** Back to the list from a sub-page, replacing its entry (as the header's back does). */
    returnTo: (_, _params: { to: string }) => {},
  },
});

export const initialContext = (input: CustomerListInput): CustomerListContext => ({
  position: input.position,
  query: initialQuery(input.searchTxt),
  ...restart,
  epChoices: [],
  epError: null,
  bookmarking: null,
  address: null,
  message: null,
});
