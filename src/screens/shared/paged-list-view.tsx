// The body of every infinite list screen over a paged-list actor (machines/shared/paged-list): the first
// page's spinner, the empty text, the rows, and the list's end (more on scroll, the failure with 다시 시도).
// The screen draws what sits around it (search, total, toolbar) from the same view.
import { shallowEqual, useSelector } from '@xstate/react';
import { Fragment, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import * as sel from '../../../machines/shared/paged-list.selectors';
import { ListTail } from '../../ui/list-tail';
import { Spinner } from '../../ui/spinner';

export type PagedListActor = ActorRefFrom<typeof pagedListMachine>;

/** The rows and everything else a list screen draws, read once per screen. */
export function usePagedList<Row>(actor: PagedListActor) {
  const items = useSelector(actor, sel.selectItems<Row>);
  const view = useSelector(actor, sel.selectListView, shallowEqual);
  return { items, view, busy: view.loadingFirst || view.loadingMore };
}

/**
 * The frame of a paged list: the first page's spinner, the empty text, the rows (drawn by the caller, as a
 * list or a table) once there are some, and the list's end. PagedListBody draws its rows as a list.
 */
export function PagedListFrame(p: {
  readonly actor: PagedListActor;
  readonly view: ReturnType<typeof usePagedList<unknown>>['view'];
  readonly hasRows: boolean;
  readonly emptyClass: string;
  /** The empty text: a search that found nothing, or a list with nothing at all. */
  readonly emptyText: (kind: 'search' | 'list') => string;
  readonly children: ReactNode;
}) {
  const { view } = p;
  return (
    <>
      {view.loadingFirst && <Spinner label="불러오는 중" />}
      {view.empty && <p className={p.emptyClass}>{p.emptyText(view.empty)}</p>}
      {p.hasRows && p.children}
      <ListTail
        loadingMore={view.loadingMore}
        error={view.error}
        canLoadMore={view.canLoadMore}
        onRetry={() => p.actor.send({ type: 'user.retry' })}
        onMore={() => p.actor.send({ type: 'user.loadMore' })}
      />
    </>
  );
}

export function PagedListBody<Row>(p: {
  readonly actor: PagedListActor;
  readonly list: ReturnType<typeof usePagedList<Row>>;
  /** The accessible name of the rows' list. */
  readonly label: string;
  readonly rowsClass: string;
  readonly emptyClass: string;
  readonly emptyText: (kind: 'search' | 'list') => string;
  readonly rowKey: (row: Row) => string | number;
  /** One row: an <li>. */
  readonly renderRow: (row: Row) => ReactNode;
}) {
  const { items, view } = p.list;
  return (
    <PagedListFrame actor={p.actor} view={view} hasRows={items.length > 0} emptyClass={p.emptyClass} emptyText={p.emptyText}>
      <ul className={p.rowsClass} aria-label={p.label}>
        {items.map((row) => (
          <Fragment key={p.rowKey(row)}>{p.renderRow(row)}</Fragment>
        ))}
      </ul>
    </PagedListFrame>
  );
}
