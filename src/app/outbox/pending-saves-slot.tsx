// Where the chrome puts the pending-saves indicator (issue 18). Its code, and the outbox machine's, comes on
// demand after sign-in; a connection lost while it loads shows nothing until the browser is back online.
import { lazySlot } from '../../ui/lazy-slot';

export const PendingSavesSlot = lazySlot<{ readonly userId: string; readonly onList: boolean }>(() =>
  import('./pending-saves-indicator').then((m) => ({ default: m.PendingSavesIndicator })),
);
