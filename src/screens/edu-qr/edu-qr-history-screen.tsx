// Education attendance history (spec 3 §2 /eduQrAtndList; content not given, docs/decisions.md): the
// scan button (the same QR 인증 as the side menu), the count, the caller's attendances newest first
// (lecture, place, time), more on scroll, an empty text. Renders a paged-list actor of eduqr/list rows.
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import * as sel from '../../../machines/shared/paged-list.selectors';
import type { EduQrAttendance } from '../../domain/edu-qr/history-contract';
import { formatDateTime } from '../../domain/shared/format';
import { msg } from '../../domain/messages';
import { ListTail } from '../../ui/list-tail';
import { Spinner } from '../../ui/spinner';
import './edu-qr.css';

type ListActor = ActorRefFrom<typeof pagedListMachine>;

export function EduQrHistoryScreen({ actor, canScan, onScan }: { readonly actor: ListActor; readonly canScan: boolean; readonly onScan: () => void }) {
  const items = useSelector(actor, sel.selectItems<EduQrAttendance>);
  const { total, showTotal, loadingFirst, loadingMore, canLoadMore, empty, error } = useSelector(actor, sel.selectListView, shallowEqual);
  return (
    <section className="edu-qr-history" aria-label="교육 출석 내역" aria-busy={loadingFirst || loadingMore}>
      <div className="edu-qr-scan">
        <p>{msg.eduQrHistoryHint}</p>
        <button type="button" className="btn btn-primary btn-block" disabled={!canScan} onClick={onScan}>
          {msg.eduQrScan}
        </button>
      </div>
      {showTotal && <p className="edu-qr-total">{msg.eduQrHistoryTotal(total)}</p>}
      {loadingFirst && <Spinner label="불러오는 중" />}
      {empty && <p className="edu-qr-empty">{msg.eduQrHistoryEmpty}</p>}
      {items.length > 0 && (
        <ul className="edu-qr-rows" aria-label="교육 출석 목록">
          {items.map((row) => (
            <li key={row.sqno} className="edu-qr-row">
              <strong>{row.lecNm}</strong>
              <span>{row.placeNm}</span>
              <time dateTime={row.atndAt}>{formatDateTime(row.atndAt)}</time>
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
