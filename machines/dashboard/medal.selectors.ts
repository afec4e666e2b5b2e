// What the medal dialog reads from the medal actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { medalMachine } from './medal.machine';

type Snap = SnapshotFrom<typeof medalMachine>;

/** The medal announced now (its dialog is open), else null. */
export const selectShownMedal = (s: Snap) => (s.matches('showing') ? s.context.current : null);
