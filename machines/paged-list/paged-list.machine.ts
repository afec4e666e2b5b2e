// A generic infinite list (spec 1 §2 notice list, §9 page sizes): first page, more pages on demand,
// search and refresh from the first page, retry of the page that failed. Items are opaque here; each
// screen types them through its selectors. Diagram: docs/statecharts/pagedList.md
import { assign, setup } from 'xstate';
import { errorMessage } from '../../src/domain/errors';
import { providedPromise } from '../shared/provided';

export interface PagedListInput {
  readonly pageSize: number;
  readonly query: string;
}

export interface LoadPageInput {
  readonly offset: number;
  readonly size: number;
  readonly query: string;
}

export interface Page {
  readonly items: readonly unknown[];
  readonly total: number;
}

export interface PagedListContext {
  readonly pageSize: number;
  /** The search the shown items answer ('' for none). */
  readonly query: string;
  readonly items: readonly unknown[];
  /** The server's count of all matching items. */
  readonly total: number;
  /** Pages loaded so far: the next offset is items.length, 0 pages means the first page failed. */
  readonly page: number;
  readonly error: string | null;
}

export type PagedListEvent =
  | { type: 'user.loadMore' }
  | { type: 'user.search'; query: string }
  | { type: 'user.refresh' }
  | { type: 'user.retry' };

/** More exists when the server counts more than we hold and the last page came back full. */
export const hasMoreAfter = (context: PagedListContext, page: Page) =>
  context.items.length + page.items.length < page.total && page.items.length === context.pageSize;

const pageDone = ({ event }: { event: { output: Page } }) => event.output;

export const pagedListMachine = setup({
  types: { input: {} as PagedListInput, context: {} as PagedListContext, events: {} as PagedListEvent },
  actors: { loadPage: providedPromise<Page, LoadPageInput>('loadPage') },
  guards: {
    isEmptyPage: ({ event }) => (event as unknown as { output: Page }).output.items.length === 0,
    hasMore: ({ context, event }) => hasMoreAfter(context, (event as unknown as { output: Page }).output),
    hasNoPage: ({ context }) => context.page === 0,
  },
  actions: {
    appendPage: assign(({ context, event }) => {
      const out = pageDone({ event: event as unknown as { output: Page } });
      return { items: [...context.items, ...out.items], total: out.total, page: context.page + 1, error: null };
    }),
    assignError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    startSearch: assign({
      query: ({ event }) => (event.type === 'user.search' ? event.query.trim() : ''),
      items: [],
      total: 0,
      page: 0,
      error: null,
    }),
    clearList: assign({ items: [], total: 0, page: 0, error: null }),
  },
}).createMachine({
  id: 'pagedList',
  initial: 'loadingFirst',
  context: ({ input }) => ({ pageSize: input.pageSize, query: input.query.trim(), items: [], total: 0, page: 0, error: null }),
  on: {
    'user.search': {
      target: '.loadingFirst',
      reenter: true,
      actions: 'startSearch',
      description: 'Any time, even while a page loads: the old request is dropped and the first page of the new search loads.',
    },
    'user.refresh': { target: '.loadingFirst', reenter: true, actions: 'clearList', description: 'The same search from its first page.' },
  },
  states: {
    loadingFirst: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ offset: 0, size: context.pageSize, query: context.query }),
        onDone: [
          { guard: 'isEmptyPage', target: 'empty', actions: 'appendPage' },
          { guard: 'hasMore', target: 'ready', actions: 'appendPage' },
          { target: 'end', actions: 'appendPage', description: 'A short first page (or all items in it): nothing more to ask for.' },
        ],
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    ready: {
      description: 'Items shown and more exist: the sentinel or the button asks for the next page.',
      on: { 'user.loadMore': { target: 'loadingMore' } },
    },
    loadingMore: {
      description: 'Further user.loadMore events (the sentinel fires while scrolling) are ignored here.',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ offset: context.items.length, size: context.pageSize, query: context.query }),
        onDone: [
          { guard: 'hasMore', target: 'ready', actions: 'appendPage' },
          { target: 'end', actions: 'appendPage', description: 'A short or empty page, or the total reached.' },
        ],
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    end: { description: 'Every item is shown.' },
    empty: { description: 'The first page had nothing: the screen tells a search without result from an empty list.' },
    failed: {
      description: 'The items loaded before stay shown; retry asks again for the page that failed.',
      on: {
        'user.retry': [
          { guard: 'hasNoPage', target: 'loadingFirst' },
          { target: 'loadingMore' },
        ],
      },
    },
  },
});
