// HCD03 my schedule (spec 1 §2, §4): today's first three schedules; a tap toggles completion,
// un-completing asks first; 더보기 leads to my schedule (spec 1 §2). Drawn from the schedule-toggle actor.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { scheduleToggleMachine } from '../../../../machines/dashboard/schedule-toggle.machine';
import {
  selectConfirmingUncomplete,
  selectSavingSqno,
  selectScheduleBusy,
  selectScheduleError,
  selectScheduleItems,
} from '../../../../machines/dashboard/schedule-toggle.selectors';
import type { ScheduleItem } from '../../../domain/dashboard/contract';
import { dashboardMessages } from '../../../domain/dashboard/messages';
import { Dialog } from '../../../ui/dialog';
import { CardFrame } from './card-frame';

const timeOf = (i: ScheduleItem) => (i.allYn === 'Y' ? '종일' : `${i.sttHr}${i.endHr ? ` ~ ${i.endHr}` : ''}`);
const titleOf = (i: ScheduleItem) => [i.custNm, i.etcCntn].filter(Boolean).join(' · ') || i.scdlDivNm;

export function ScheduleCard({ actor, title, total, listHref }: { readonly actor: ActorRefFrom<typeof scheduleToggleMachine>; readonly title: string; readonly total: number; readonly listHref: string | null }) {
  const items = useSelector(actor, selectScheduleItems);
  const busy = useSelector(actor, selectScheduleBusy);
  const savingSqno = useSelector(actor, selectSavingSqno);
  const confirming = useSelector(actor, selectConfirmingUncomplete);
  const error = useSelector(actor, selectScheduleError);
  return (
    <CardFrame
      code="HCD03"
      title={title}
      action={
        <>
          {total > items.length && <span className="card-count">오늘 {total}건</span>}
          {listHref && (
            <Link href={listHref} className="card-more" aria-label={`${title} 더보기`}>
              더보기
            </Link>
          )}
        </>
      }
    >
      {items.length === 0 ? (
        <p className="card-empty">{dashboardMessages.emptySchedule}</p>
      ) : (
        <ul className="schedule-list">
          {items.map((i) => {
            const done = i.cmplYn === 'Y';
            return (
              <li key={i.sqno} className={done ? 'schedule-item is-done' : 'schedule-item'}>
                <button
                  type="button"
                  role="checkbox"
                  aria-checked={done}
                  aria-label={`${timeOf(i)} ${i.scdlDivNm} ${titleOf(i)}${i.username2 ? ` (${i.username2} 동행)` : ''}`}
                  aria-busy={savingSqno === i.sqno}
                  disabled={busy}
                  onClick={() => actor.send({ type: 'user.toggleSchedule', sqno: i.sqno })}
                >
                  <span className="schedule-check" aria-hidden="true">
                    {done ? '✓' : ''}
                  </span>
                  <span className="schedule-time">{timeOf(i)}</span>
                  <span className="schedule-kind">{i.scdlDivNm}</span>
                  <span className="schedule-title">
                    {titleOf(i)}
                    {i.username2 && <span className="schedule-with"> ({i.username2} 동행)</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {confirming && (
        <Dialog
          message={dashboardMessages.scheduleUncompleteConfirm}
          onConfirm={() => actor.send({ type: 'user.confirm' })}
          onCancel={() => actor.send({ type: 'user.cancel' })}
        />
      )}
      {error && <Dialog message={error} onClose={() => actor.send({ type: 'user.dismissError' })} />}
    </CardFrame>
  );
}
