// Notice detail (spec 1 §2 /notice/detail): importance, date, title, the sanitised HTML body, attachment
// buttons (opened by the native shell) and the way back to the list. Renders the notice-detail actor.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { noticeDetailMachine } from '../../../machines/notice/notice-detail.machine';
import * as sel from '../../../machines/notice/notice-detail.selectors';
import { noticeMessages } from '../../domain/notice/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { noticeDate } from './notice-list-screen';
import { SafeHtml } from '../../ui/safe-html';
import './notice.css';

export function NoticeDetailScreen({ actor, listHref }: { readonly actor: ActorRefFrom<typeof noticeDetailMachine>; readonly listHref: string }) {
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const notice = useSelector(actor, sel.selectNotice);
  const opening = useSelector(actor, sel.selectOpening);
  const fileError = useSelector(actor, sel.selectFileError);
  return (
    <article className="notice-screen notice-detail" aria-label="공지사항 상세" aria-busy={loading}>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert className="notice-status" message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {notice && (
        <>
          <header className="notice-detail-head">
            <p className="notice-detail-meta">
              {notice.importance === '1' && <span className="notice-tag">{noticeMessages.noticeUrgent}</span>}
              <time dateTime={notice.writeDate.slice(0, 10)}>{noticeDate(notice.writeDate)}</time>
            </p>
            <h2>{notice.title}</h2>
          </header>
          <SafeHtml className="notice-body" html={notice.contents} />
          {notice.fileList.length > 0 && (
            <section className="notice-files" aria-label={noticeMessages.noticeFiles}>
              <h3>{noticeMessages.noticeFiles}</h3>
              {notice.fileList.map((f) => (
                <button key={f.fileDownUrl} type="button" className="btn btn-secondary notice-file" disabled={opening} onClick={() => actor.send({ type: 'user.openFile', url: f.fileDownUrl })}>
                  {f.fileName}
                </button>
              ))}
              {fileError !== null && <p role="alert">{fileError}</p>}
            </section>
          )}
        </>
      )}
      <Link href={listHref} className="btn btn-secondary notice-back">
        {noticeMessages.noticeBackToList}
      </Link>
    </article>
  );
}
