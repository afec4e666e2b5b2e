// What the additional-info block reads from the customer-add-info actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { customerAddInfoMachine } from './customer-add-info.machine';

type Snap = SnapshotFrom<typeof customerAddInfoMachine>;

export const selectForm = (s: Snap) => s.context.form;
export const selectMessage = (s: Snap) => s.context.message;
/** Searching an address or saving: the block's buttons wait. */
export const selectBusy = (s: Snap) => s.matches('searching') || s.matches('saving');
export const selectSaving = (s: Snap) => s.matches('saving');
