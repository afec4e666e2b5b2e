// What the read-only plan screen reads from the bsnPlnDetail actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { planViewMachine } from './plan-view.machine';

type Snap = SnapshotFrom<typeof planViewMachine>;

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectPlan = (s: Snap) => s.context.plan;
export const selectLoadError = (s: Snap) => (s.matches('failed') ? s.context.message : null);
export const selectRefusal = (s: Snap) => (s.matches('editRefused') ? s.context.message : null);
/** 수정 is the own plan's (a member's plan is read only for the branch head). */
export const selectOffersEdit = (s: Snap) => !s.context.member && s.context.plan !== null;
