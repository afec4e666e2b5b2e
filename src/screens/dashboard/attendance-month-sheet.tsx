// This month's morning meetings (spec 1 §2 attendance count button): a sheet with the recognised days and,
// per meeting, the date, its status and the entry/exit times. Renders the attendance-month actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { attendanceMonthMachine } from '../../../machines/dashboard/attendance-month.machine';
import * as sel from '../../../machines/dashboard/attendance-month.selectors';
import { dashboardMessages } from '../../domain/dashboard/messages';
import { MEETING_STATUS_NAMES, meetingDateLabel, meetingTimes, recognisedDays } from '../../domain/dashboard/meetings';
import { BottomSheet } from '../../ui/bottom-sheet';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';

type MonthActor = ActorRefFrom<typeof attendanceMonthMachine>;

export function AttendanceMonthSheet({ actor }: { readonly actor: MonthActor }) {
  const open = useSelector(actor, sel.selectMonthOpen);
  const title = dashboardMessages.monthMeetingsTitle;
  const loading = useSelector(actor, sel.selectMonthLoading);
  const meetings = useSelector(actor, sel.selectMonthMeetings);
  const error = useSelector(actor, sel.selectMonthError);
  if (!open) return null;
  const close = () => actor.send({ type: 'user.close' });
  return (
    <BottomSheet title={title} onClose={close}>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert className="month-failed" message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {meetings !== null &&
        (meetings.length === 0 ? (
          <p className="card-empty">{dashboardMessages.noMeetingsThisMonth}</p>
        ) : (
          <>
            <p className="month-summary">{dashboardMessages.recognisedDays(recognisedDays(meetings))}</p>
            <ul className="sheet-list" aria-label={title}>
              {meetings.map((m) => (
                <li key={m.attendDate} className="sheet-row">
                  <span>{meetingDateLabel(m.attendDate)}</span>
                  <span className={`meeting-status meeting-${m.attendStatus}`}>
                    {MEETING_STATUS_NAMES[m.attendStatus]}
                    {meetingTimes(m) && <span className="meeting-times"> {meetingTimes(m)}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ))}
    </BottomSheet>
  );
}
