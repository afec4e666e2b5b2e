// What the organisation lookup reads from the org-list actor's snapshot (the rows from its child `list`).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { orgListMachine } from './org-list.machine';

type Snap = SnapshotFrom<typeof orgListMachine>;

export const selectList = (s: Snap) => (s.matches('results') ? (s.children.list as ActorRefFrom<typeof pagedListMachine> | undefined) : undefined);
export const selectName = (s: Snap) => s.context.username;
export const selectBusy = (s: Snap) => !s.matches('results');
