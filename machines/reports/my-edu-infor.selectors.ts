// What the own-activity-info screen reads from the my-edu-infor actor's snapshot: the answer, the level by
// the rank-progress rule (own-info reading), and the graph with its chosen month unless hidden (COG01).
import type { SnapshotFrom } from 'xstate';
import { rankProgress } from '../../src/domain/organisation/rules';
import { isPosition } from '../../src/domain/shared/roles';
import type { myEduInforMachine } from './my-edu-infor.machine';

type Snap = SnapshotFrom<typeof myEduInforMachine>;

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
export const selectInfo = (s: Snap) => (s.matches('ready') ? s.context.info : null);

/** Lv1..Lv5 and the next rank (none for a branch head); null for a position the app does not know. Read with shallowEqual. */
export const selectProgress = (s: Snap) => {
  const info = selectInfo(s);
  return info && isPosition(info.gubun) ? rankProgress(info.gubun, info.siljuck, 'own') : null;
};

/** Spec 3 §6: a branch head sees neither the graph nor the monthly panel. */
export const showsMonthlyPanels = (gubun: string) => gubun !== 'COG01';

/** The six months of the graph and the one the monthly panel shows; null when hidden. Read with shallowEqual. */
export const selectMonthly = (s: Snap) => {
  const info = selectInfo(s);
  if (!info || !showsMonthlyPanels(info.gubun) || info.months.length === 0) return null;
  const figure = info.months.find((m) => m.yyyymm === s.context.month) ?? info.months.at(-1)!;
  return { months: info.months, figure };
};
