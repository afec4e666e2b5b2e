// What the planner list reads from the plannerList actor's snapshot (the rows from its child `list`).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { plannerListMachine } from './planner-list.machine';

type Snap = SnapshotFrom<typeof plannerListMachine>;

export const selectList = (s: Snap) => (s.matches('listing') ? (s.children.list as ActorRefFrom<typeof pagedListMachine> | undefined) : undefined);
export const selectName = (s: Snap) => s.context.username;
export const selectRefused = (s: Snap) => s.matches('refused');
export const selectOpening = (s: Snap) => s.matches({ listing: 'opening' });
export const selectNotice = (s: Snap) => (s.matches({ listing: 'notice' }) ? s.context.message : null);
