// What the diagnosis section reads from the customer-diagnosis actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { customerDiagnosisMachine } from './customer-diagnosis.machine';

type Snap = SnapshotFrom<typeof customerDiagnosisMachine>;

export const selectExamCd = (s: Snap) => s.context.examCd;
export const selectLoading = (s: Snap) => s.matches('loading');
export const selectError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
export const selectTab = (s: Snap) => (s.matches('ready') ? s.context.tab : null);
/** Opening or sharing a result: the result buttons wait. */
export const selectBusy = (s: Snap) => s.matches({ ready: 'opening' }) || s.matches({ ready: 'sharing' });
export const selectConfirming = (s: Snap) => s.matches({ ready: 'confirming' });
export const selectMessage = (s: Snap) => s.context.message;
/** The coupon app is set up: the tab offers to issue a coupon. */
export const selectIssuesCoupons = (s: Snap) => s.context.couponSite !== null;
