// Hands an outside link's window from the machine action that reserves it, which runs inside the user's
// click (the only moment a browser opens a window), to the actor that learns the link from the server
// later (docs/decisions.md D43). One slot per provided machine: the machine reserves on the transition
// that invokes the actor, so at most one reservation waits at a time.
import { Effect } from 'effect';
import { NativeBridge, type ReservedLink } from '../../bridges/contract';

export function reservedLinkSlot(reserveNow: () => ReservedLink) {
  let held: ReservedLink | null = null;
  return {
    /** The machine's action: reserves now; an earlier reservation nobody claimed is let go. */
    reserve: () => {
      const earlier = held;
      held = reserveNow();
      if (earlier) Effect.runSync(earlier.release());
    },
    /** The actor's: the waiting reservation, or one made now when none waits (too late for a click, but no worse than before). */
    claim: Effect.suspend(() => {
      const reserved = held;
      held = null;
      return reserved ? Effect.succeed(reserved) : NativeBridge.use((bridge) => bridge.reserveExternalLink());
    }),
  };
}
