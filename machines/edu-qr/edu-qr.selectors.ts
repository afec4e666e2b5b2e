// What the result dialog and the history page read from the education QR actor.
import type { SnapshotFrom } from 'xstate';
import type { eduQrMachine } from './edu-qr.machine';

type Snap = SnapshotFrom<typeof eduQrMachine>;

export const selectEduQrMessage = (s: Snap) => s.context.message;
/** A scan may start (nothing under way, no result waiting to be closed). */
export const selectEduQrCanScan = (s: Snap) => s.can({ type: 'user.scan' });
export const selectEduQrAttended = (s: Snap) => s.context.attended;
