// The detail search page (spec 2 §2 Detail search, §4, §5): every filter of the list, edited on a draft of
// the list's filters. Choosing prospect resets and hides the overdue, expiry and product filters; opened
// for the by-contract list (/detailSerach/S) the type is contract (and stays so when applied). The product search runs as its child
// while its page is up, so the choices made here wait for it. Search hands the draft to the list; leaving
// the page otherwise drops it. Run by the customer list. Diagram: docs/statecharts/detailSearch.md
import { produce, type Draft } from 'immer';
import { assign, setup } from 'xstate';
import type { ExpiryFilter, ListType } from '../../src/domain/customers/contract';
import {
  EMPTY_DETAIL,
  effectiveDetail,
  showsContractFilters,
  toggleAllDiagnosis,
  toggleDiagnosis,
  toggleTest,
  withAge,
  withCustType,
  type ChosenProduct,
  type CustTypeFilter,
  type DetailFilters,
  type DiagnosisStat,
  type TestType,
} from '../../src/domain/customers/filters';
import { PRODUCT_SEARCH_PATH, detailSearchPath } from '../../src/domain/customers/pages';
import { productSearchMachine } from './product-search.machine';

export interface DetailSearchInput {
  readonly detail: DetailFilters;
  readonly listTyp: ListType;
  /** The page the search opened on: a link straight to the product search opens both. */
  readonly withProducts: boolean;
}

export interface DetailSearchContext {
  readonly draft: DetailFilters;
  readonly listTyp: ListType;
  readonly withProducts: boolean;
  /** Set by search: the filters handed to the list (null: the page was left). */
  readonly applied: DetailFilters | null;
}

export type DetailSearchEdit =
  | { type: 'user.setCustType'; custDiv: CustTypeFilter }
  | { type: 'user.setAge'; bound: 'from' | 'to'; age: number | null }
  | { type: 'user.toggleDiagnosis'; stat: DiagnosisStat }
  | { type: 'user.toggleAllDiagnosis' }
  | { type: 'user.toggleTest'; test: TestType }
  | { type: 'user.toggleOverdue'; which: 'Y' | 'N' }
  | { type: 'user.setExpiry'; expiry: ExpiryFilter }
  | { type: 'user.setProductMode'; mode: 'Y' | 'N' }
  | { type: 'user.removeProduct'; prdtCd: string }
  | { type: 'user.reset' };

export type DetailSearchEvent =
  | DetailSearchEdit
  | { type: 'user.openProducts' }
  | { type: 'user.search' }
  /** The customer list forwards the page the URL shows (back from the product search, or a link to it). */
  | { type: 'route.changed'; page: 'detailSearch' | 'productSearch' };

/**
 * Each edit: an immer recipe changing the draft in place, or a pure rule of src/domain on the value before
 * (`base`) returning the new one.
 */
type Recipe<E> = (draft: Draft<DetailFilters>, event: E, base: DetailFilters, listTyp: ListType) => DetailFilters | void;
const EDITS: { [T in DetailSearchEdit['type']]: Recipe<Extract<DetailSearchEdit, { type: T }>> } = {
  'user.setCustType': (_, e, base) => withCustType(base, e.custDiv),
  'user.setAge': (_, e, base) => withAge(base, e.bound, e.age),
  'user.toggleDiagnosis': (_, e, base) => toggleDiagnosis(base, e.stat),
  'user.toggleAllDiagnosis': (_, _e, base) => toggleAllDiagnosis(base),
  'user.toggleTest': (_, e, base) => toggleTest(base, e.test),
  'user.toggleOverdue': (d, e) => {
    if (e.which === 'Y') d.overdueY = !d.overdueY;
    else d.overdueN = !d.overdueN;
  },
  'user.setExpiry': (d, e) => {
    d.expiry = e.expiry;
  },
  'user.setProductMode': (d, e) => {
    d.productMode = e.mode;
  },
  'user.removeProduct': (d, e) => {
    d.products = d.products.filter((p) => p.prdtCd !== e.prdtCd);
  },
  'user.reset': (_, _e, _base, listTyp) => effectiveDetail(EMPTY_DETAIL, listTyp),
};

const edited = (c: DetailSearchContext, e: DetailSearchEvent): DetailFilters => {
  const recipe = EDITS[e.type as DetailSearchEdit['type']] as Recipe<DetailSearchEvent> | undefined;
  return recipe ? (produce(c.draft, (d) => recipe(d, e, c.draft, c.listTyp) as Draft<DetailFilters> | undefined) as DetailFilters) : c.draft;
};

const edit = (description?: string) => ({ actions: 'applyEdit' as const, ...(description ? { description } : {}) });

export const detailSearchMachine = setup({
  types: { input: {} as DetailSearchInput, context: {} as DetailSearchContext, events: {} as DetailSearchEvent, output: {} as DetailFilters | null },
  actors: { productSearch: productSearchMachine },
  guards: {
    startsOnProducts: ({ context }) => context.withProducts,
    isByCustomer: ({ context }) => context.listTyp === 'F',
    showsContractFilters: ({ context }) => showsContractFilters(context.draft),
    isProductPage: ({ event }) => event.type === 'route.changed' && event.page === 'productSearch',
    isDetailPage: ({ event }) => event.type === 'route.changed' && event.page === 'detailSearch',
    hasPicked: ({ event }) => (event as unknown as { output: unknown }).output != null,
  },
  actions: {
    applyEdit: assign({ draft: ({ context, event }) => edited(context, event) }),
    assignProducts: assign(({ context, event }) =>
      produce(context, (c) => {
        c.draft.products = (event as unknown as { output: ChosenProduct[] }).output;
      }),
    ),
    keepDraft: assign({ applied: ({ context }) => context.draft }),
    /** A page of this app, pushed on the history (the browser's back returns here). */
    openPage: (_, _params: { to: string }) => {},
    /** Back to a page this one came from, replacing the entry (as the header's back does). */
    returnTo: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'detailSearch',
  context: ({ input }) => ({ draft: effectiveDetail(input.detail, input.listTyp), listTyp: input.listTyp, withProducts: input.withProducts, applied: null }),
  initial: 'opening',
  output: ({ context }) => context.applied,
  states: {
    opening: { always: [{ guard: 'startsOnProducts', target: 'choosingProducts' }, { target: 'editing' }] },
    editing: {
      on: {
        'user.setCustType': { guard: 'isByCustomer', ...edit('Prospect resets overdue, expiry and products (spec 2 §4); the by-contract list keeps contract.') },
        'user.setAge': edit('The other bound follows when it would cross (from 7 with to 5 makes to 7).'),
        'user.toggleDiagnosis': edit(),
        'user.toggleAllDiagnosis': edit('전체 ticks every diagnosis state, or clears them all.'),
        'user.toggleTest': edit(),
        'user.toggleOverdue': { guard: 'showsContractFilters', ...edit('Both or neither ticked filter nothing (spec 1 §5).') },
        'user.setExpiry': { guard: 'showsContractFilters', ...edit() },
        'user.setProductMode': { guard: 'showsContractFilters', ...edit() },
        'user.removeProduct': edit(),
        'user.reset': edit(),
        'user.openProducts': {
          guard: 'showsContractFilters',
          target: 'choosingProducts',
          actions: { type: 'openPage', params: { to: PRODUCT_SEARCH_PATH } },
        },
        'route.changed': { guard: 'isProductPage', target: 'choosingProducts', description: 'The product search reached by its URL (history forward, a link).' },
        'user.search': { target: 'applied', actions: 'keepDraft' },
      },
    },
    choosingProducts: {
      description: 'The product search page is up; this draft waits for it.',
      invoke: {
        id: 'productSearch',
        src: 'productSearch',
        input: ({ context }) => ({ selected: context.draft.products }),
        onDone: [
          { guard: 'hasPicked', target: 'editing', actions: ['assignProducts', { type: 'returnTo', params: ({ context }) => ({ to: detailSearchPath(context.listTyp) }) }] },
          { target: 'editing', actions: { type: 'returnTo', params: ({ context }) => ({ to: detailSearchPath(context.listTyp) }) } },
        ],
      },
      on: { 'route.changed': { guard: 'isDetailPage', target: 'editing', description: 'Back from the product search (header or browser): as cancel.' } },
    },
    applied: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Detail search: every list filter on a draft, prospect resets, contract-only for the by-contract list, the product search as a child; search hands the draft to the list.';
