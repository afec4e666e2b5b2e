// What the login screen reads from the login actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine';

type Snap = SnapshotFrom<typeof loginMachine>;

export const selectForm = (s: Snap) => s.context;
export const selectAlert = (s: Snap) => s.context.alert;
export const selectIsSubmitting = (s: Snap) => s.matches('submitting');
export const selectFocus = (s: Snap) => (s.matches('editing') ? s.context.focus : null);
