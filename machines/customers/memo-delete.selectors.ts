// What the customer detail's memo history and its confirmation read from the memo-delete actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { memoDeleteMachine } from './memo-delete.machine';

type Snap = SnapshotFrom<typeof memoDeleteMachine>;

export const selectConfirmingDelete = (s: Snap) => s.matches('confirming');
/** A delete runs: the delete buttons wait. */
export const selectDeletingMemo = (s: Snap) => s.matches('deleting');
