// A generic infinite list (spec 1 §2 notice and alert lists, §7, §9): first page, more pages on demand,
// search and refresh from the first page, retry of the page that failed. It serves offset paging with a
// total (notices: offset/size, totCnt) and page-number paging under a server pin (alerts: page/maxSqno,
// the page size told by the server). Items are opaque here. Diagram: docs/statecharts/pagedList.md
import { assign, setup } from 'xstate';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from './provided';

export interface PagedListInput {
  /** The page size asked for; 0 when the server decides it (its answers carry Page.pageSize). */
  readonly pageSize: number;
  readonly query: string;
}

/** What a loader may send: offset paging reads offset/size/query, page-number paging page/cursor. */
export interface LoadPageInput {
  readonly offset: number;
  readonly size: number;
  readonly query: string;
  /** The page asked for, from 1. */
  readonly page: number;
  /** The pin the first page answered (alarm maxSqno); null for a first page. */
  readonly cursor: number | null;
}

export interface Page {
  readonly items: readonly unknown[];
  /** The server's count of all matching items; absent when it only pages (a short or empty page ends). */
  readonly total?: number;
  /** The page size the server used (alarm rowSize); absent: the size asked for. */
  readonly pageSize?: number;
  /** The pin later pages must send (alarm maxSqno). */
  readonly cursor?: number;
}

export interface PagedListContext {
  readonly pageSize: number;
  /** The search the shown items answer ('' for none). */
  readonly query: string;
  readonly items: readonly unknown[];
  /** The server's count of all matching items, or the items shown when it gives none. */
  readonly total: number;
  /** Pages loaded so far: the next offset is items.length, 0 pages means the first page failed. */
  readonly page: number;
  readonly cursor: number | null;
  readonly error: string | null;
}

export type PagedListEvent =
  | { type: 'user.loadMore' }
  | { type: 'user.search'; query: string }
  | { type: 'user.refresh' }
  | { type: 'user.retry' }
  /** The owning machine asks for the list again (alerts after a delete): as user.refresh. */
  | { type: 'parent.refresh' };

/** More exists after a full page (of the server's size when it says one) that does not reach the total. */
export function hasMoreAfter(context: PagedListContext, page: Page): boolean {
  const size = page.pageSize ?? context.pageSize;
  if (page.items.length === 0 || page.items.length < size) return false;
  return page.total === undefined || context.items.length + page.items.length < page.total;
}

const outputOf = (event: unknown) => (event as { output: Page }).output;

const request = (context: PagedListContext, page: number): LoadPageInput => ({
  offset: page === 1 ? 0 : context.items.length,
  size: context.pageSize,
  query: context.query,
  page,
  cursor: page === 1 ? null : context.cursor,
});

const restart = { items: [], total: 0, page: 0, cursor: null, error: null } as const;

export const pagedListMachine = setup({
  types: { input: {} as PagedListInput, context: {} as PagedListContext, events: {} as PagedListEvent },
  actors: { loadPage: providedPromise<Page, LoadPageInput>('loadPage') },
  guards: {
    isEmptyPage: ({ event }) => outputOf(event).items.length === 0,
    hasMore: ({ context, event }) => hasMoreAfter(context, outputOf(event)),
    hasNoPage: ({ context }) => context.page === 0,
  },
  actions: {
    appendPage: assign(({ context, event }) => {
      const out = outputOf(event);
      const items = [...context.items, ...out.items];
      return {
        items,
        total: out.total ?? items.length,
        pageSize: out.pageSize ?? context.pageSize,
        cursor: out.cursor ?? context.cursor,
        page: context.page + 1,
        error: null,
      };
    }),
    assignError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    startSearch: assign({ ...restart, query: ({ event }) => (event.type === 'user.search' ? event.query.trim() : '') }),
    clearList: assign(restart),
  },
}).createMachine({
  id: 'pagedList',
  initial: 'loadingFirst',
  context: ({ input }) => ({ pageSize: input.pageSize, query: input.query.trim(), ...restart }),
  on: {
    'user.search': {
      target: '.loadingFirst',
      reenter: true,
      actions: 'startSearch',
      description: 'Any time, even while a page loads: the old request is dropped and the first page of the new search loads.',
    },
    'user.refresh': { target: '.loadingFirst', reenter: true, actions: 'clearList', description: 'The same search from its first page, pinned anew.' },
    'parent.refresh': {
      target: '.loadingFirst',
      reenter: true,
      actions: 'clearList',
      description: 'The owning machine changed the items (alerts deleted): the first page again, pinned anew.',
    },
  },
  states: {
    loadingFirst: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => request(context, 1),
        onDone: [
          { guard: 'isEmptyPage', target: 'empty', actions: 'appendPage' },
          { guard: 'hasMore', target: 'ready', actions: 'appendPage' },
          { target: 'end', actions: 'appendPage', description: 'A short first page (or all items in it): nothing more to ask for.' },
        ],
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    ready: {
      description: 'Items shown and more may exist: the sentinel or the button asks for the next page.',
      on: { 'user.loadMore': { target: 'loadingMore' } },
    },
    loadingMore: {
      description: 'Further user.loadMore events (the sentinel fires while scrolling) are ignored here.',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => request(context, context.page + 1),
        onDone: [
          { guard: 'hasMore', target: 'ready', actions: 'appendPage' },
          { target: 'end', actions: 'appendPage', description: 'An empty page, a page shorter than the server’s page size, or the total reached.' },
        ],
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    end: { description: 'Every item is shown.' },
    empty: { description: 'The first page had nothing: the screen tells a search without result from an empty list.' },
    failed: {
      description: 'The items loaded before stay shown; retry asks again for the page that failed, under the same pin.',
      on: {
        'user.retry': [
          { guard: 'hasNoPage', target: 'loadingFirst' },
          { target: 'loadingMore' },
        ],
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Infinite list (notices, education attendance, alerts): offset paging with a total, or page number under a server pin with the server’s page size; more on scroll, search and refresh from the first page, retry of the failed page.';
