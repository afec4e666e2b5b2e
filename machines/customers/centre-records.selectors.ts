// What the centre records popup (purchases or recruits) reads from its actor's snapshot (the records
// themselves from the child `list` with the paged-list selectors).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { centreRecordsMachine } from './centre-records.machine';

type Snap = SnapshotFrom<typeof centreRecordsMachine>;

export const selectKind = (s: Snap) => s.context.kind;
export const selectLoading = (s: Snap) => s.matches('loadingCustomer');
export const selectError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
export const selectList = (s: Snap) => (s.matches('ready') ? (s.children.list as ActorRefFrom<typeof pagedListMachine> | undefined) : undefined);
/** The marks changed here over the rows' own (hstrYn), by purchaseKey. */
export const selectMarks = (s: Snap) => s.context.marks;
/** Marks take clicks only when no save runs and no alert shows. */
export const selectCanMark = (s: Snap) => s.matches({ ready: 'idle' });
/** 확인 closes while nothing is saved (not during a save, nor under its alert; recruits never save), and not twice. */
export const selectCanClose = (s: Snap) => s.matches('loadingCustomer') || s.matches('failed') || s.matches({ ready: 'idle' });
export const selectMessage = (s: Snap) => (s.matches({ ready: 'refused' }) ? s.context.message : null);
