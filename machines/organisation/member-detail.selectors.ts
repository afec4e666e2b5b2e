// What the member detail reads from the member-detail actor's snapshot (and its memos child).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { canGoNext, canGoPrev } from '../../src/domain/reports/rules';
import type { memberDetailMachine } from './member-detail.machine';
import type { orgMemosMachine } from './org-memos.machine';

type Snap = SnapshotFrom<typeof memberDetailMachine>;

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
export const selectMember = (s: Snap) => (s.matches('shown') ? s.context.data!.member : null);
export const selectFigures = (s: Snap) => (s.matches('shown') ? s.context.figures : null);
export const selectCommission = (s: Snap) => (s.matches('shown') ? s.context.data!.commission !== null : false);
/** The month switch's buttons: each only where the month may move, and not while a month loads. */
export const selectMonthNav = (s: Snap) => {
  if (!s.matches('shown') || !s.context.figures) return { prev: false, next: false, loading: false };
  const loading = s.matches({ shown: { month: 'loadingMonth' } });
  const month = s.context.figures.yyyymm;
  return { prev: !loading && canGoPrev(month, s.context.currentMonth!), next: !loading && canGoNext(month, s.context.currentMonth!), loading };
};
export const selectContacting = (s: Snap) => s.matches({ shown: { contact: 'handingOver' } });
export const selectOpeningCommission = (s: Snap) => s.matches({ shown: { commission: 'opening' } });
export const selectMessage = (s: Snap) => s.context.message;
export const selectMemos = (s: Snap) => (s.children.memos as ActorRefFrom<typeof orgMemosMachine> | undefined) ?? null;
