// What the user schedule list reads from its actor's snapshot (the rows from its child `list`).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { userScheduleListMachine } from './user-schedule-list.machine';

type Snap = SnapshotFrom<typeof userScheduleListMachine>;

export const selectList = (s: Snap) => (s.matches('results') ? (s.children.list as ActorRefFrom<typeof pagedListMachine> | undefined) : undefined);
export const selectPlanner = (s: Snap) => s.context.planner;
export const selectLoading = (s: Snap) => s.matches('loading');
export const selectError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
export const selectPicked = (s: Snap) => s.context.picked?.sqno ?? null;
export const selectCanConfirm = (s: Snap) => s.matches('results') && s.context.picked !== null;
export const selectBusy = (s: Snap) => !s.matches('results') && !s.matches('failed');
