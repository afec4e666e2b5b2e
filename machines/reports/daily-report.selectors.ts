// What the daily report screen reads from the daily-report actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { canGoNextDay, canGoPrevDay, dayTitle } from '../../src/domain/reports/rules';
import type { dailyReportMachine } from './daily-report.machine';

type Snap = SnapshotFrom<typeof dailyReportMachine>;

export const selectDayTitle = (s: Snap) => dayTitle(s.context.day);
export const selectCanPrevDay = (s: Snap) => canGoPrevDay(s.context.day, s.context.today);
export const selectCanNextDay = (s: Snap) => canGoNextDay(s.context.day, s.context.today);
export const selectLoading = (s: Snap) => s.matches('loading');
export const selectError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
export const selectReport = (s: Snap) => (s.matches('shown') ? s.context.report : null);
