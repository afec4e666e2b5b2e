// What the customer detail's call and text buttons read from the contact actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { customerContactMachine } from './customer-contact.machine';

type Snap = SnapshotFrom<typeof customerContactMachine>;

/** A call or text on its way (the memo, then the shell): the buttons wait. */
export const selectContacting = (s: Snap) => !s.matches('idle');
