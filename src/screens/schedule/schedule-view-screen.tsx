// The schedule view (spec 2 §2 Schedule view): date with its weekday, time (or all-day), title or customer,
// place and memo; 삭제 (confirmDelete) and 수정; the deleted notice with 확인. Renders the schedule-view actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { scheduleViewMachine } from '../../../machines/schedule/schedule-view.machine';
import * as sel from '../../../machines/schedule/schedule-view.selectors';
import type { ScheduleRow } from '../../domain/schedule/contract';
import { scheduleMessages as m } from '../../domain/schedule/messages';
import { TITLED_KINDS } from '../../domain/schedule/rules';
import { scheduleKindName } from '../../domain/shared/codes';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import './schedule.css';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** yyyy-mm-dd (요일). */
export const dayWithWeekday = (day: string) => {
  const [y, mo, d] = day.split('-').map(Number);
  return `${day} (${WEEKDAYS[new Date(Date.UTC(y!, mo! - 1, d!)).getUTCDay()]})`;
};
const dates = (s: ScheduleRow) => (s.endDt && s.endDt !== s.sttDt ? `${dayWithWeekday(s.sttDt)} ~ ${dayWithWeekday(s.endDt)}` : dayWithWeekday(s.sttDt));
export const timeOf = (s: ScheduleRow) => (s.allYn === 'Y' ? m.edAllDay : `${s.sttHr} ~ ${s.endHr}`);
export const whoOf = (s: ScheduleRow) =>
  TITLED_KINDS.some((k) => k === s.scdlDivCd) ? s.etcCntn : s.scdlDivCd === 'SSD06' ? m.edAccompanyOf(s.username2) : s.custNm;
export const placeOf = (s: ScheduleRow) => [s.addrNm, s.addr, s.addrDtpt].filter(Boolean).join(' ');

export function ScheduleViewScreen({ actor }: { readonly actor: ActorRefFrom<typeof scheduleViewMachine> }) {
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const s = useSelector(actor, sel.selectSchedule);
  const deleted = useSelector(actor, sel.selectDeletedNotice);
  const confirming = useSelector(actor, sel.selectConfirmingDelete);
  const message = useSelector(actor, sel.selectMessage);
  const busy = useSelector(actor, sel.selectBusy);
  return (
    <section className="sched-view" aria-label={m.viewLabel} aria-busy={loading || busy}>
      {loading && <Spinner label="불러오는 중" />}
      {loadError !== null && <RetryAlert message={loadError} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {s && (
        <>
          <h2 className="sched-kind">{scheduleKindName(s.scdlDivCd)}</h2>
          <dl className="sched-view-list">
            <dt>{m.viewDate}</dt>
            <dd>{dates(s)}</dd>
            <dt>{m.viewTime}</dt>
            <dd>{timeOf(s)}</dd>
            <dt>{m.viewWho}</dt>
            <dd>{whoOf(s)}</dd>
            <dt>{m.viewPlace}</dt>
            <dd>{placeOf(s)}</dd>
            <dt>{m.viewMemo}</dt>
            <dd>{s.memo}</dd>
          </dl>
          <div className="sched-actions">
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.delete' })}>
              {m.viewDelete}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => actor.send({ type: 'user.modify' })}>
              {m.viewModify}
            </button>
          </div>
        </>
      )}
      {deleted && <Dialog message={m.deletedNotice} onClose={() => actor.send({ type: 'user.confirm' })} />}
      {confirming && <Dialog message={m.confirmDelete} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.dismiss' })} />}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}
