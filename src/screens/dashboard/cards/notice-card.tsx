// HCD05 notices (spec 1 §2): the four newest, urgent ones marked; they open their detail once the
// notice screens exist (`detailHref` null until then).
import { Link } from 'wouter';
import type { NoticeRow } from '../../../domain/notice/contract';
import { noticeMessages } from '../../../domain/notice/messages';
import { CardFrame } from './card-frame';

export function NoticeCard({ items, title, detailHref }: { readonly items: readonly NoticeRow[]; readonly title: string; readonly detailHref: ((itemId: number) => string) | null }) {
  return (
    <CardFrame code="HCD05" title={title}>
      {items.length === 0 ? (
        <p className="card-empty">{noticeMessages.emptyNotices}</p>
      ) : (
        <ul className="plain-list notice-list">
          {items.map((n) => {
            const body = (
              <>
                {n.importance === '1' && <span className="tag tag-urgent">긴급</span>}
                <span className="notice-title">{n.title}</span>
                <span className="notice-date">{n.writeDate.replaceAll('-', '.')}</span>
              </>
            );
            return <li key={n.itemId}>{detailHref ? <Link href={detailHref(n.itemId)}>{body}</Link> : body}</li>;
          })}
        </ul>
      )}
    </CardFrame>
  );
}
