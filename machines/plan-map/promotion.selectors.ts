// What the promotion page reads from the promotion actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { promotionMachine } from './promotion.machine';

type Snap = SnapshotFrom<typeof promotionMachine>;

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectPromotion = (s: Snap) => s.context.promotion;
export const selectRetry = (s: Snap) => (s.matches('failed') ? s.context.message : null);
export const selectNotFound = (s: Snap) => (s.matches('notFound') ? s.context.message : null);
