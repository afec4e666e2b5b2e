// The selected day on my schedule (spec 2 §2): the morning meeting's enter and leave times, the schedules
// (type, time or all-day, title or customer, a complete check; a row opens its view), the notices and
// today's birthdays. Renders the my-schedule actor's day.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { myScheduleMachine } from '../../../machines/schedule/my-schedule.machine';
import * as sel from '../../../machines/schedule/my-schedule.selectors';
import type { ScheduleRow } from '../../domain/schedule/contract';
import { dayLabel } from '../../domain/schedule/calendar';
import { scheduleMessages as m } from '../../domain/schedule/messages';
import { scheduleViewHref } from '../../domain/schedule/pages';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { NoticesView } from './notices-view';

export const scheduleTime = (r: Pick<ScheduleRow, 'allYn' | 'sttHr' | 'endHr'>) => (r.allYn === 'Y' ? m.allDay : `${r.sttHr}${r.endHr ? ` ~ ${r.endHr}` : ''}`);
export const scheduleTitle = (r: Pick<ScheduleRow, 'custNm' | 'etcCntn' | 'scdlDivNm'>) => r.etcCntn || r.custNm || r.scdlDivNm;

export function MyScheduleDay({ actor, meeting }: { readonly actor: ActorRefFrom<typeof myScheduleMachine>; readonly meeting: { akdtim: string; levtim: string } | null }) {
  const day = useSelector(actor, sel.selectDay);
  const loading = useSelector(actor, sel.selectDayLoading);
  const error = useSelector(actor, sel.selectDayError);
  const data = useSelector(actor, sel.selectDayData);
  const saving = useSelector(actor, sel.selectSavingSqno);
  const notices = useSelector(actor, sel.selectNoticesRef);
  if (!day) return null;
  return (
    <section className="sch-day-panel" aria-label={m.dayListLabel(dayLabel(day))} aria-busy={loading}>
      <h2 className="sch-day-title">{dayLabel(day)}</h2>
      {meeting && (meeting.akdtim || meeting.levtim) && (
        <dl className="sch-meeting">
          <dt>{m.meetingEnter}</dt>
          <dd>{meeting.akdtim || '-'}</dd>
          <dt>{m.meetingLeave}</dt>
          <dd>{meeting.levtim || '-'}</dd>
        </dl>
      )}
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {data && (
        <>
          {data.rows.length === 0 ? (
            <p className="sch-empty">{m.noSchedules}</p>
          ) : (
            <ul className="sch-rows" aria-label={m.dayListLabel(dayLabel(day))}>
              {data.rows.map((r) => (
                <li key={r.sqno} className={r.cmplYn === 'Y' ? 'sch-row is-done' : 'sch-row'}>
                  <input
                    type="checkbox"
                    checked={r.cmplYn === 'Y'}
                    disabled={saving !== null}
                    aria-busy={saving === r.sqno}
                    aria-label={`${scheduleTitle(r)} 완료`}
                    onChange={() => actor.send({ type: 'user.toggleComplete', sqno: r.sqno })}
                  />
                  <Link href={scheduleViewHref(r.sqno)} className="sch-row-link">
                    <span className="sch-kind">{r.scdlDivNm}</span>
                    <span className="sch-time">{scheduleTime(r)}</span>
                    <span className="sch-title">{scheduleTitle(r)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {notices && <NoticesView actor={notices as never} />}
          {data.birthdays.length > 0 && (
            <section className="sch-birthdays" aria-label={m.birthdayTitle}>
              <h3>{m.birthdayTitle}</h3>
              <ul>
                {data.birthdays.map((b) => (
                  <li key={`${b.kwkkey}/${b.chlnNm}`}>{b.chlnNm ? `${b.custNm} (${b.chlnNm})` : b.custNm}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}
