// What the QR page and the sign-up link share page read from the sign-up link actor.
import type { SnapshotFrom } from 'xstate';
import type { signUpLinkMachine } from './sign-up-link.machine';

type Snap = SnapshotFrom<typeof signUpLinkMachine>;

export const selectLinkLoading = (s: Snap) => s.matches('loading');
export const selectLinkError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
/** The link once loaded (kept while copying or sending). */
export const selectLinkUrl = (s: Snap) => (s.matches('ready') ? s.context.url : null);
export const selectLinkBusy = (s: Snap) => s.matches({ ready: 'copying' }) || s.matches({ ready: 'sending' });
export const selectLinkMessage = (s: Snap) => s.context.message;
