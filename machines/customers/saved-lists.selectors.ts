// What the saved-list sheet reads from its actor.
import type { SnapshotFrom } from 'xstate';
import type { SavedList } from '../../src/domain/customers/contract';
import type { savedListsMachine } from './saved-lists.machine';

type Snap = SnapshotFrom<typeof savedListsMachine>;
const NONE: readonly SavedList[] = [];

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('loadFailed') ? s.context.message : null);
export const selectEmpty = (s: Snap) => s.matches('empty');
/** The lists while they are on show (deleting one keeps them drawn behind the dialogs). */
export const selectLists = (s: Snap) => (s.matches('loading') || s.matches('loadFailed') || s.matches('empty') ? NONE : s.context.lists);
export const selectConfirmingDelete = (s: Snap) => s.matches('confirmingDelete');
export const selectDeleting = (s: Snap) => s.matches('deleting');
export const selectNotice = (s: Snap) => (s.matches('notice') ? s.context.message : null);
