// What the morning-meeting card and the attendance-count badge read from the attendance actor.
// Small values only; the buttons follow the machine's own guards through `can`.
import type { SnapshotFrom } from 'xstate';
import { dashboardMessages } from '../../src/domain/dashboard/messages';
import { ATTEND_LABELS, shownAttendCount } from '../../src/domain/dashboard/attendance';
import type { attendanceMachine } from './attendance.machine';

type Snap = SnapshotFrom<typeof attendanceMachine>;

const NO_TIME = '--:--';

export const selectAttendLabel = (s: Snap) => ATTEND_LABELS[s.context.status.attendYn];
export const selectEntryTime = (s: Snap) => s.context.status.chltim || NO_TIME;
export const selectExitTime = (s: Snap) => s.context.status.levtim || NO_TIME;
/** The server counts recognised meetings before today; today's shows once it is Y. */
export const selectShownCount = (s: Snap) => shownAttendCount(s.context.status.attendCnt, s.context.status.attendYn);
export const selectMeetingLine = (s: Snap) => {
  const m = s.context.meeting;
  return m.meetYn === 'Y' ? dashboardMessages.meetingToday(m.meetTm, m.orgNm) : dashboardMessages.noMeetingToday;
};
export const selectCanEnter = (s: Snap) => s.can({ type: 'user.enter' });
export const selectCanExit = (s: Snap) => s.can({ type: 'user.exit' });
export const selectAttendBusy = (s: Snap) => s.matches('checking');
export const selectAttendMessage = (s: Snap) => s.context.message;
