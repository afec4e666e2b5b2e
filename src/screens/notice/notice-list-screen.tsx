// Notice list (spec 1 §2 /notice): search by title, total count, rows with the urgent tag and date,
// more rows as the end of the list scrolls into view (or on the button). Renders a paged-list actor.
import { shallowEqual, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import * as sel from '../../../machines/shared/paged-list.selectors';
import type { NoticeRow } from '../../domain/notice/contract';
import { msg } from '../../domain/messages';
import { ListTail } from '../../ui/list-tail';
import { Spinner } from '../../ui/spinner';
import './notice.css';

type ListActor = ActorRefFrom<typeof pagedListMachine>;

export const noticeDate = (writeDate: string) => writeDate.slice(0, 10).replaceAll('-', '.');

export function NoticeListScreen({ actor, detailHref }: { readonly actor: ListActor; readonly detailHref: (itemId: number) => string }) {
  const items = useSelector(actor, sel.selectItems<NoticeRow>);
  const { total, query, showTotal, loadingFirst, loadingMore, canLoadMore, empty, error } = useSelector(actor, sel.selectListView, shallowEqual);
  return (
    <section className="notice-screen" aria-label="공지사항" aria-busy={loadingFirst || loadingMore}>
      <form
        className="notice-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'user.search', query: String(new FormData(e.currentTarget).get('searchTxt') ?? '') });
        }}
      >
        <input className="input" name="searchTxt" type="search" aria-label={msg.noticeSearchLabel} placeholder="제목으로 검색" maxLength={50} defaultValue={query} enterKeyHint="search" />
        <button type="submit" className="btn btn-primary">
          검색
        </button>
      </form>
      {showTotal && <p className="notice-total">{msg.noticeTotal(total)}</p>}
      {loadingFirst && <Spinner label="불러오는 중" />}
      {empty && <p className="notice-empty">{empty === 'search' ? msg.emptySearch : msg.emptyNotices}</p>}
      {items.length > 0 && (
        <ul className="notice-rows" aria-label="공지사항 목록">
          {items.map((n) => (
            <li key={n.itemId}>
              <Link href={detailHref(n.itemId)} className="notice-row">
                {n.importance === '1' && <span className="notice-tag">{msg.noticeUrgent}</span>}
                <span className="notice-row-title">{n.title}</span>
                <span className="notice-row-date">{noticeDate(n.writeDate)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ListTail
        loadingMore={loadingMore}
        error={error}
        canLoadMore={canLoadMore}
        onRetry={() => actor.send({ type: 'user.retry' })}
        onMore={() => actor.send({ type: 'user.loadMore' })}
      />
    </section>
  );
}
