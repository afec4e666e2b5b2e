// What the household popup reads from the family-info actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { familyInfoMachine } from './family-info.machine';

type Snap = SnapshotFrom<typeof familyInfoMachine>;

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
export const selectFamily = (s: Snap) => (s.matches('ready') ? { total: s.context.total, members: s.context.members } : null);
export const selectBusy = (s: Snap) => s.matches('finishing') || s.matches('closing');
