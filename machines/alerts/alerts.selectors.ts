// What the alerts screen reads from the alerts actor's snapshot (the list itself is read from the child
// `list` with the paged-list selectors).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { alertsMachine } from './alerts.machine';

type Snap = SnapshotFrom<typeof alertsMachine>;

export const selectList = (s: Snap) => s.children.list as ActorRefFrom<typeof pagedListMachine> | undefined;
/** Alert buttons take taps only when nothing runs and no dialog or sheet is open. */
export const selectCanAct = (s: Snap) => s.matches('idle');
export const selectOpening = (s: Snap) => (s.matches('loadingDetail') ? s.context.pushSqno : null);
export const selectDeleting = (s: Snap) => (s.matches('deleting') ? s.context.pushSqno : null);
export const selectDeletingAll = (s: Snap) => s.matches('deletingAll');
export const selectConfirmingDeleteAll = (s: Snap) => s.matches('confirmingDeleteAll');
export const selectDetail = (s: Snap) => (s.matches('showingDetail') ? s.context.detail : null);
export const selectMessage = (s: Snap) => (s.matches('showingMessage') ? s.context.message : null);
/** The alerts the screen leaves out: those whose delete waits in the outbox, or 'all' after a waiting delete-all. */
export const selectHidden = (s: Snap): readonly number[] | 'all' => (s.context.allHidden ? 'all' : s.context.hidden);
