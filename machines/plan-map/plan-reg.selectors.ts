// What the plan register screen reads from the planReg actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { planRegMachine } from './plan-reg.machine';

type Snap = SnapshotFrom<typeof planRegMachine>;

export const selectLoading = (s: Snap) => s.matches('reading') || s.matches('naming');
/** The products to save with their names ('' when the catalogue did not name one). */
export const selectProducts = (s: Snap) => s.context.products;
export const selectNames = (s: Snap) => s.context.names;
export const selectName = (s: Snap) => s.context.planNm;
/** The form shows once the draft is read and named (also behind its alerts and while saving). */
export const selectFormShown = (s: Snap) => s.matches('editing') || s.matches('nameRefused') || s.matches('saving') || s.matches('saved') || s.matches('failed');
export const selectSaving = (s: Snap) => s.matches('saving');
/** The alert: no products, a blank name, the save's outcome. */
export const selectNotice = (s: Snap) =>
  s.matches('noProducts') || s.matches('nameRefused') || s.matches('saved') || s.matches('failed') ? s.context.message : null;
