// What the my-plans screen reads from the myPlans actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { MyPlanEntry } from '../../src/domain/plan-map/plan-contract';
import type { myPlansMachine } from './my-plans.machine';

type Snap = SnapshotFrom<typeof myPlansMachine>;
const NONE: readonly MyPlanEntry[] = [];

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('loadFailed') ? s.context.message : null);
export const selectEmpty = (s: Snap) => s.matches('empty');
/** The plans while on show (the dialogs keep them drawn behind). */
export const selectPlans = (s: Snap) => (s.matches('loading') || s.matches('loadFailed') || s.matches('empty') ? NONE : s.context.plans);
/** The count above the list (0 while nothing is loaded). */
export const selectCount = (s: Snap) => selectPlans(s).length;
/** The row being renamed and its name as typed; null when none. */
export const selectEditing = (s: Snap) => s.context.editing;
/** While a rename or delete is on its way, no other row action. */
export const selectBusy = (s: Snap) => s.matches('renaming') || s.matches('deleting');
export const selectConfirmingDelete = (s: Snap) =>
  s.matches('confirmingDelete') ? (s.context.plans.find((p) => p.epmMySqno === s.context.target)?.planNm ?? '') : null;
/** The alert over the list: a blank name, a rename's or delete's outcome. */
export const selectNotice = (s: Snap) =>
  s.matches('nameRefused') || s.matches('renamed') || s.matches('renameFailed') || s.matches('deleted') || s.matches('deletedQueued') ? s.context.message : null;
