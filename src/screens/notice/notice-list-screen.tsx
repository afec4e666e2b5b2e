// Notice list (spec 1 §2 /notice): search by title, total count, rows with the urgent tag and date,
// more rows as the end of the list scrolls into view (or on the button). Renders a paged-list actor.
import { Link } from 'wouter';
import type { NoticeRow } from '../../domain/notice/contract';
import { noticeMessages } from '../../domain/notice/messages';
import { sharedMessages } from '../../domain/shared/messages';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import './notice.css';

export const noticeDate = (writeDate: string) => writeDate.slice(0, 10).replaceAll('-', '.');

export function NoticeListScreen({ actor, detailHref }: { readonly actor: PagedListActor; readonly detailHref: (itemId: number) => string }) {
  const list = usePagedList<NoticeRow>(actor);
  const { total, query, showTotal } = list.view;
  return (
    <section className="notice-screen" aria-label="공지사항" aria-busy={list.busy}>
      <form
        className="notice-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'user.search', query: String(new FormData(e.currentTarget).get('searchTxt') ?? '') });
        }}
      >
        <input className="input" name="searchTxt" type="search" aria-label={noticeMessages.noticeSearchLabel} placeholder="제목으로 검색" maxLength={50} defaultValue={query} enterKeyHint="search" />
        <button type="submit" className="btn btn-primary">
          검색
        </button>
      </form>
      {showTotal && <p className="notice-total">{noticeMessages.noticeTotal(total)}</p>}
      <PagedListBody
        actor={actor}
        list={list}
        label="공지사항 목록"
        rowsClass="notice-rows"
        emptyClass="notice-empty"
        emptyText={(kind) => (kind === 'search' ? sharedMessages.emptySearch : noticeMessages.emptyNotices)}
        rowKey={(n) => n.itemId}
        renderRow={(n) => (
          <li>
            <Link href={detailHref(n.itemId)} className="notice-row">
              {n.importance === '1' && <span className="notice-tag">{noticeMessages.noticeUrgent}</span>}
              <span className="notice-row-title">{n.title}</span>
              <span className="notice-row-date">{noticeDate(n.writeDate)}</span>
            </Link>
          </li>
        )}
      />
    </section>
  );
}
