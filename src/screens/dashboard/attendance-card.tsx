// The morning-meeting card (spec 1 §2, §4): today's meeting, attendance status and times, enter and
// exit buttons, a busy mark while the beacon is checked, and the outcome in an alert. Plus the
// attendance-count badge of the profile line. Both draw the attendance actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { attendanceMachine } from '../../../machines/dashboard/attendance.machine';
import * as sel from '../../../machines/dashboard/attendance.selectors';
import { dashboardMessages } from '../../domain/dashboard/messages';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';

type AttendanceActor = ActorRefFrom<typeof attendanceMachine>;

export function AttendanceCard({ actor }: { readonly actor: AttendanceActor }) {
  const label = useSelector(actor, sel.selectAttendLabel);
  const meeting = useSelector(actor, sel.selectMeetingLine);
  const entry = useSelector(actor, sel.selectEntryTime);
  const exit = useSelector(actor, sel.selectExitTime);
  const canEnter = useSelector(actor, sel.selectCanEnter);
  const canExit = useSelector(actor, sel.selectCanExit);
  const busy = useSelector(actor, sel.selectAttendBusy);
  const message = useSelector(actor, sel.selectAttendMessage);
  return (
    // Not a server card (no data-card): it always leads the home screen, outside the exposure order.
    <section className="home-card attend-card" aria-labelledby="attend-card-title">
      <div className="home-card-head">
        <h2 id="attend-card-title" className="home-card-title">
          조회
        </h2>
        <span className="attend-status">{label}</span>
      </div>
      <p className="attend-meeting">{meeting}</p>
      <div className="attend-row">
        <p className="attend-times">
          <span>
            {dashboardMessages.attendEnter} {entry}
          </span>
          <span>
            {dashboardMessages.attendExit} {exit}
          </span>
        </p>
        <div className="attend-actions" aria-busy={busy}>
          {busy && <Spinner label={dashboardMessages.attendChecking} />}
          <button type="button" className="btn btn-primary btn-small" disabled={!canEnter} onClick={() => actor.send({ type: 'user.enter' })}>
            {dashboardMessages.attendEnter}
          </button>
          <button type="button" className="btn btn-secondary btn-small" disabled={!canExit} onClick={() => actor.send({ type: 'user.exit' })}>
            {dashboardMessages.attendExit}
          </button>
        </div>
      </div>
      {message && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}

/**
 * '출석 12일' beside the profile line: this month's recognised meetings, today's included once Y. A button
 * opening the month's meetings when the screen is given that sheet.
 */
export function AttendanceCount({ actor, onOpen }: { readonly actor: AttendanceActor; readonly onOpen?: () => void }) {
  const count = useSelector(actor, sel.selectShownCount);
  return onOpen ? (
    <button type="button" className="attend-count" aria-haspopup="dialog" aria-label={dashboardMessages.attendCountLabel(count)} onClick={onOpen}>
      {dashboardMessages.attendCount(count)}
    </button>
  ) : (
    <span className="attend-count">{dashboardMessages.attendCount(count)}</span>
  );
}
