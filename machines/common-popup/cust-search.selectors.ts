// What the customer search popup reads from the cust-search actor's snapshot (rows from its child `list`).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { custSearchMachine } from './cust-search.machine';

type Snap = SnapshotFrom<typeof custSearchMachine>;

export const selectList = (s: Snap) => (s.matches('results') ? (s.children.list as ActorRefFrom<typeof pagedListMachine> | undefined) : undefined);
export const selectName = (s: Snap) => s.context.name;
export const selectPicked = (s: Snap) => s.context.picked?.kwkkey ?? null;
export const selectCanConfirm = (s: Snap) => s.matches('results') && s.context.picked !== null;
export const selectBusy = (s: Snap) => !s.matches('results');
