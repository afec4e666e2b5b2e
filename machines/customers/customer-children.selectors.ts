// What the child info section reads from the customer-children actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { customerChildrenMachine } from './customer-children.machine';

type Snap = SnapshotFrom<typeof customerChildrenMachine>;

export const selectChildren = (s: Snap) => s.context.children;
export const selectChosen = (s: Snap) => s.context.chosen;
export const selectLoading = (s: Snap) => s.matches('loading');
export const selectError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
export const selectInfo = (s: Snap) => (s.matches('shown') ? s.context.info : null);
