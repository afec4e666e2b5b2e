// What a list screen reads from a paged-list actor's snapshot; items are typed by the screen that
// knows what its loadPage actor returns.
import type { SnapshotFrom } from 'xstate';
import type { pagedListMachine } from './paged-list.machine';

type Snap = SnapshotFrom<typeof pagedListMachine>;

export const selectItems = <T>(s: Snap) => s.context.items as readonly T[];
export const selectTotal = (s: Snap) => s.context.total;
export const selectQuery = (s: Snap) => s.context.query;
export const selectLoadingFirst = (s: Snap) => s.matches('loadingFirst');
export const selectLoadingMore = (s: Snap) => s.matches('loadingMore');
export const selectCanLoadMore = (s: Snap) => s.matches('ready');
/** 'search' when a search found nothing, 'list' when there is nothing at all, else null. */
export const selectEmpty = (s: Snap): 'search' | 'list' | null => (s.matches('empty') ? (s.context.query ? 'search' : 'list') : null);
export const selectError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
/** The count line shows once a page answered (not while the first page of a search loads). */
export const selectShowTotal = (s: Snap) => s.context.page > 0;

/** Everything a list screen draws besides its rows, as one value: read it with shallowEqual. */
export const selectListView = (s: Snap) => ({
  total: selectTotal(s),
  query: selectQuery(s),
  showTotal: selectShowTotal(s),
  loadingFirst: selectLoadingFirst(s),
  loadingMore: selectLoadingMore(s),
  canLoadMore: selectCanLoadMore(s),
  empty: selectEmpty(s),
  error: selectError(s),
});
