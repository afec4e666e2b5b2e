// What the sales plan list screen reads from the bsnPlnList actor's snapshot (its rows from the child `list`).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { planListMachine } from './plan-list.machine';
import { headGoalKind, offersMembersTab, offersNewPlan } from './plan-list.rows';

type Snap = SnapshotFrom<typeof planListMachine>;

export const selectList = (s: Snap) => s.children.list as ActorRefFrom<typeof pagedListMachine> | undefined;
export const selectYear = (s: Snap) => s.context.year;
export const selectYears = (s: Snap) => s.context.years;
export const selectPosition = (s: Snap) => s.context.position;
export const selectOffersNewPlan = (s: Snap) => offersNewPlan(s.context.position);
export const selectOffersMembersTab = (s: Snap) => offersMembersTab(s.context.position);
export const selectHeadGoalKind = (s: Snap) => headGoalKind(s.context.position);
