// What the child info section reads from the customer-children actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { customerChildrenMachine } from './customer-children.machine';

type Snap = SnapshotFrom<typeof customerChildrenMachine>;

export const selectChildren = (s: Snap) => s.context.children;
export const selectChosen = (s: Snap) => s.context.chosen;
export const selectEditable = (s: Snap) => s.context.editable;
export const selectLoading = (s: Snap) => s.matches({ view: 'loading' });
export const selectError = (s: Snap) => (s.matches({ view: 'failed' }) ? s.context.error : null);
export const selectInfo = (s: Snap) => (s.matches({ view: 'shown' }) ? s.context.info : null);
/** Adding, editing and deleting wait while a popup opens, a delete is asked about or the children save. */
export const selectEditing = (s: Snap) => !s.matches({ edit: 'idle' });
export const selectSaving = (s: Snap) => s.matches({ edit: 'saving' }) || s.matches({ edit: 'reloading' });
/** The child the delete confirmation is about (its name). */
export const selectDeleting = (s: Snap) => {
  const c = s.context.change;
  return s.matches({ edit: 'confirmingDelete' }) && c?.kind === 'delete' ? (s.context.children[c.position - 1]?.chlnNm ?? '') : null;
};
export const selectMessage = (s: Snap) => s.context.message;
export const selectVisitConfirms = (s: Snap) => s.context.salesUrl !== null;
export const selectOpeningVisit = (s: Snap) => s.matches({ visit: 'opening' });
