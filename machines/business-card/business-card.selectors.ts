// What the business card screen reads from the business-card actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { businessCardMachine } from './business-card.machine';

type Snap = SnapshotFrom<typeof businessCardMachine>;

export const selectForbidden = (s: Snap) => s.matches('forbidden');
export const selectLoading = (s: Snap) => s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('failed') ? s.context.loadError : null);
export const selectCard = (s: Snap) => (s.matches('ready') ? s.context.card : null);
/** The card-making site's button shows only when an operator configured it. */
export const selectCanEditOutside = (s: Snap) => s.matches('ready') && s.context.editor !== null;
export const selectPhone = (s: Snap) => s.context.phone;
/** The buttons and the input take input only when nothing runs and no dialog is open. */
export const selectCanAct = (s: Snap) => s.matches({ ready: 'idle' });
export const selectSending = (s: Snap) => s.matches({ ready: 'sending' });
export const selectOpeningEditor = (s: Snap) => s.matches({ ready: 'openingEditor' });
export const selectMessage = (s: Snap) => (s.matches({ ready: 'showingMessage' }) ? s.context.message : null);
