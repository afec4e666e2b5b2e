// What the customer integration screen reads from the customer-integration actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { customerIntegrationMachine } from './customer-integration.machine';

type Snap = SnapshotFrom<typeof customerIntegrationMachine>;
const inReady = (s: Snap, state: string) => s.matches({ ready: state } as never);

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
/** The pairs, once loaded (kept on screen while a dialog shows or the integration runs). */
export const selectRows = (s: Snap) => (s.matches('ready') || s.matches('done') ? s.context.rows : null);
export const selectTotal = (s: Snap) => s.context.total;
export const selectChosen = (s: Snap) => s.context.chosen;
/** Cancel and integrate: hidden when there is no pair (spec 2 §2). */
export const selectButtonsShown = (s: Snap) => s.matches('ready') && s.context.total > 0 && s.context.rows.length > 0;
export const selectSaving = (s: Snap) => inReady(s, 'saving');
export const selectConfirming = (s: Snap) => inReady(s, 'confirming');
export const selectCancelling = (s: Snap) => inReady(s, 'cancelling');
/** The alert: in the notice, or after it is done. */
export const selectMessage = (s: Snap) => (inReady(s, 'notice') || s.matches('done') ? s.context.message : null);
/** More pairs than one page shows. */
export const selectFirstPageOnly = (s: Snap) => s.context.rows.length < s.context.total;
