// What the save-list sheet reads from its actor.
import type { SnapshotFrom } from 'xstate';
import type { saveListMachine } from './save-list.machine';

type Snap = SnapshotFrom<typeof saveListMachine>;

export const selectTitle = (s: Snap) => s.context.title;
export const selectCount = (s: Snap) => s.context.keys.length;
export const selectSaving = (s: Snap) => s.matches('saving');
export const selectMessage = (s: Snap) => (s.matches('refused') ? s.context.message : null);
