// The product search page (spec 2 §2 Product search, §5): the product master by category, up to five
// products picked (a sixth is refused with its message), then select hands them back to the detail search
// and cancel keeps what it had. Run by the detail search as its child. Diagram: docs/statecharts/productSearch.md
import { assign, setup } from 'xstate';
import type { Product, ProductCategory } from '../../src/domain/customers/contract';
import { toggleProduct, type ChosenProduct } from '../../src/domain/customers/filters';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface ProductMaster {
  readonly cateList: readonly ProductCategory[];
  readonly prodMstList: readonly Product[];
}

export interface ProductSearchInput {
  readonly selected: readonly ChosenProduct[];
}

export interface ProductSearchContext {
  readonly master: ProductMaster;
  /** The category on show (its cdVl1); the first one once loaded. */
  readonly category: string | null;
  readonly selected: readonly ChosenProduct[];
  readonly loadError: string | null;
  /** Set when select ends the page: the products handed back (null: cancelled). */
  readonly outcome: readonly ChosenProduct[] | null;
}

export type ProductSearchEvent =
  | { type: 'user.retry' }
  | { type: 'user.chooseCategory'; catCd: string }
  | { type: 'user.toggleProduct'; prdtCd: string }
  | { type: 'user.dismissMessage' }
  | { type: 'user.select' }
  | { type: 'user.cancel' };

const productOf = (c: ProductSearchContext, e: ProductSearchEvent): ChosenProduct | null => {
  const p = e.type === 'user.toggleProduct' ? c.master.prodMstList.find((x) => x.prdtCd === e.prdtCd) : undefined;
  return p ? { prdtCd: p.prdtCd, prdtnm: p.prdtnm } : null;
};

export const productSearchMachine = setup({
  types: {
    input: {} as ProductSearchInput,
    context: {} as ProductSearchContext,
    events: {} as ProductSearchEvent,
    output: {} as readonly ChosenProduct[] | null,
  },
  actors: { loadProducts: providedPromise<ProductMaster>('loadProducts') },
  guards: {
    isKnownCategory: ({ context, event }) => event.type === 'user.chooseCategory' && context.master.cateList.some((c) => c.cdVl1 === event.catCd),
    isKnownProduct: ({ context, event }) => productOf(context, event) !== null,
    isOverLimit: ({ context, event }) => {
      const p = productOf(context, event);
      return p !== null && toggleProduct(context.selected, p) === null;
    },
  },
  actions: {
    assignMaster: assign(({ event }) => {
      const master = (event as unknown as { output: ProductMaster }).output;
      return { master, category: master.cateList[0]?.cdVl1 ?? null, loadError: null };
    }),
    assignLoadError: assign({ loadError: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    chooseCategory: assign({ category: ({ event }) => (event.type === 'user.chooseCategory' ? event.catCd : null) }),
    toggleProduct: assign({ selected: ({ context, event }) => toggleProduct(context.selected, productOf(context, event)!) ?? context.selected }),
    keepSelection: assign({ outcome: ({ context }) => context.selected }),
  },
}).createMachine({
  id: 'productSearch',
  context: ({ input }) => ({ master: { cateList: [], prodMstList: [] }, category: null, selected: input.selected, loadError: null, outcome: null }),
  initial: 'loading',
  output: ({ context }) => context.outcome,
  states: {
    loading: {
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        onDone: { target: 'choosing', actions: 'assignMaster' },
        onError: { target: 'loadFailed', actions: 'assignLoadError' },
      },
    },
    loadFailed: { on: { 'user.retry': { target: 'loading' }, 'user.cancel': { target: 'done' } } },
    choosing: {
      initial: 'picking',
      states: {
        picking: {
          on: {
            'user.chooseCategory': { guard: 'isKnownCategory', actions: 'chooseCategory' },
            'user.toggleProduct': [
              { guard: 'isOverLimit', target: 'overLimit', description: 'A sixth product: 상품은 최대 5개까지 선택할 수 있습니다. (spec 2 §5).' },
              { guard: 'isKnownProduct', actions: 'toggleProduct' },
            ],
            'user.select': { target: '#productSearch.done', actions: 'keepSelection', description: 'The picked products go back to the detail search.' },
            'user.cancel': { target: '#productSearch.done', description: 'The detail search keeps the products it had.' },
          },
        },
        overLimit: { on: { 'user.dismissMessage': { target: 'picking' } } },
      },
    },
    done: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Product search: the product master by category, up to five products picked, select hands them back, cancel keeps the old ones.';
