// What the activity report screen reads from the activity-report actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { canGoNext, canGoPrev, monthTitle } from '../../src/domain/reports/rules';
import type { activityReportMachine, Comparison } from './activity-report.machine';

type Snap = SnapshotFrom<typeof activityReportMachine>;

export const selectMonthTitle = (s: Snap) => monthTitle(s.context.month);
export const selectCanPrevMonth = (s: Snap) => canGoPrev(s.context.month, s.context.current);
export const selectCanNextMonth = (s: Snap) => canGoNext(s.context.month, s.context.current);
export const selectComparison = (s: Snap): Comparison => (s.matches({ comparison: 'vsPrevious' }) ? 'previous' : 'average');
export const selectLoading = (s: Snap) => s.matches({ records: 'loading' });
export const selectError = (s: Snap) => (s.matches({ records: 'failed' }) ? s.context.error : null);
export const selectReport = (s: Snap) => (s.matches({ records: 'shown' }) ? s.context.report : null);
