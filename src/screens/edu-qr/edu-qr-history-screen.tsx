// Education attendance history (spec 3 §2 /eduQrAtndList; content not given, docs/decisions.md): the
// scan button (the same QR 인증 as the side menu), the count, the caller's attendances newest first
// (lecture, place, time), more on scroll, an empty text. Renders a paged-list actor of eduqr/list rows.
import type { EduQrAttendance } from '../../domain/edu-qr/history-contract';
import { formatDateTime } from '../../domain/shared/format';
import { eduQrMessages } from '../../domain/edu-qr/messages';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import './edu-qr.css';

export function EduQrHistoryScreen({ actor, canScan, onScan }: { readonly actor: PagedListActor; readonly canScan: boolean; readonly onScan: () => void }) {
  const list = usePagedList<EduQrAttendance>(actor);
  const { total, showTotal } = list.view;
  return (
    <section className="edu-qr-history" aria-label="교육 출석 내역" aria-busy={list.busy}>
      <div className="edu-qr-scan">
        <p>{eduQrMessages.eduQrHistoryHint}</p>
        <button type="button" className="btn btn-primary btn-block" disabled={!canScan} onClick={onScan}>
          {eduQrMessages.eduQrScan}
        </button>
      </div>
      {showTotal && <p className="edu-qr-total">{eduQrMessages.eduQrHistoryTotal(total)}</p>}
      <PagedListBody
        actor={actor}
        list={list}
        label="교육 출석 목록"
        rowsClass="edu-qr-rows"
        emptyClass="edu-qr-empty"
        emptyText={() => eduQrMessages.eduQrHistoryEmpty}
        rowKey={(row) => row.sqno}
        renderRow={(row) => (
          <li className="edu-qr-row">
            <strong>{row.lecNm}</strong>
            <span>{row.placeNm}</span>
            <time dateTime={row.atndAt}>{formatDateTime(row.atndAt)}</time>
          </li>
        )}
      />
    </section>
  );
}
