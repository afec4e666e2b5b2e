// What the recruiting info popup reads from its actor's snapshot (the registrations themselves from the
// child `list` with the paged-list selectors).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { recruitInfoMachine } from './recruit-info.machine';

type Snap = SnapshotFrom<typeof recruitInfoMachine>;

export const selectLoading = (s: Snap) => s.matches('loadingCustomer');
export const selectError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
export const selectList = (s: Snap) => (s.matches('ready') ? (s.children.list as ActorRefFrom<typeof pagedListMachine> | undefined) : undefined);
export const selectClosing = (s: Snap) => s.matches('closing') || s.matches('closed');
