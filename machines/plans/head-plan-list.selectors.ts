// What the members' plans screen reads from the headBsnPlnList actor's snapshot (its rows from the child `list`).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { headPlanListMachine } from './head-plan-list.machine';

type Snap = SnapshotFrom<typeof headPlanListMachine>;

export const selectRefused = (s: Snap) => s.matches('refused');
export const selectList = (s: Snap) => (s.matches('listing') ? (s.children.list as ActorRefFrom<typeof pagedListMachine> | undefined) : undefined);
export const selectFilters = (s: Snap) => s.context.filters;
export const selectYears = (s: Snap) => s.context.years;
export const selectConfirming = (s: Snap) => s.matches({ listing: 'confirming' });
/** The member whose request is on its way: their button waits. */
export const selectRequesting = (s: Snap) => (s.matches({ listing: 'requesting' }) ? s.context.pending?.userId ?? null : null);
export const selectMessage = (s: Snap) => (s.matches({ listing: 'failed' }) ? s.context.message : null);
/** requested changes when a request succeeds: a row reads it to redraw. */
export const selectRequested = (s: Snap) => s.context.requested;
