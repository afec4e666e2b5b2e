// What the notices view reads from a schedule-notices actor.
import type { SnapshotFrom } from 'xstate';
import type { scheduleNoticesMachine } from './schedule-notices.machine';

type Snap = SnapshotFrom<typeof scheduleNoticesMachine>;

export const selectNotices = (s: Snap) => s.context.notices;
export const selectNoticeBusy = (s: Snap) => s.matches('completing');
export const selectNoticeError = (s: Snap) => s.context.error;
