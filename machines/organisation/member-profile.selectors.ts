// What the member profile reads from the member-profile actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { memberProfileMachine } from './member-profile.machine';

type Snap = SnapshotFrom<typeof memberProfileMachine>;

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
export const selectProfile = (s: Snap) => (s.matches('shown') ? s.context.profile : null);
