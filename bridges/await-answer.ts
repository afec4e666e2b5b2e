// Waiting for one answer from a callback-style source (a shell response, a shell event, the browser's
// geolocation) as an Effect: settles once, times out with BridgeTimeout, and detaches its listeners
// when it settles or when the fiber is interrupted (the machine state that asked was left).
import { Effect } from 'effect';
import { BridgeTimeout } from './contract';

export interface AwaitAnswerOptions<A, E> {
  readonly action: string;
  /** null: wait until answered or interrupted. */
  readonly timeoutMs: number | null;
  /** Attach listeners and send the request; call `settle` once with the outcome; return the detach function. */
  readonly start: (settle: (outcome: Effect.Effect<A, E>) => void) => () => void;
}

export function awaitAnswer<A, E>(options: AwaitAnswerOptions<A, E> & { readonly timeoutMs: number }): Effect.Effect<A, E | BridgeTimeout>;
export function awaitAnswer<A, E>(options: AwaitAnswerOptions<A, E> & { readonly timeoutMs: null }): Effect.Effect<A, E>;
export function awaitAnswer<A, E>(options: AwaitAnswerOptions<A, E>): Effect.Effect<A, E | BridgeTimeout> {
  const { action, timeoutMs, start } = options;
  return Effect.callback<A, E | BridgeTimeout>((resume) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let detach: (() => void) | undefined;
    const stop = () => {
      settled = true;
      clearTimeout(timer);
      detach?.();
    };
    const settle = (outcome: Effect.Effect<A, E | BridgeTimeout>) => {
      if (settled) return;
      stop();
      resume(outcome);
    };
    detach = start(settle);
    // The source may have answered (or failed to send) synchronously inside start.
    if (settled) {
      detach();
      return;
    }
    if (timeoutMs !== null) {
      timer = setTimeout(() => settle(Effect.fail(new BridgeTimeout({ action, afterMs: timeoutMs }))), timeoutMs);
    }
    return Effect.sync(stop);
  });
}
