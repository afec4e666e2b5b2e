// Turns an Effect program into an XState promise actor run on the app runtime. Leaving the state that
// invoked it interrupts the fiber (the signal); a failure rethrows the tagged error itself, so
// `onError` guards can read its `_tag`.
import { Cause, Exit, type Effect, type ManagedRuntime } from 'effect';
import { fromPromise } from 'xstate';

export type Runtime<R> = ManagedRuntime.ManagedRuntime<R, never>;

/**
 * A promise that never settles. An actor whose signal was aborted reports nothing: a component that
 * unmounts and mounts again (React's StrictMode in development, a route left and re-entered) stops its
 * actors and restarts them from the kept snapshot, which runs the program again; the first run's
 * interruption must not arrive there as a failure (or a stale success).
 */
const never = <A>(): Promise<A> => new Promise<A>(() => {});

export const fromEffectOn =
  <R>(runtime: Runtime<R>) =>
  <Out, In = void>(program: (input: In) => Effect.Effect<Out, unknown, R>) =>
    fromPromise<Out, In>(async ({ input, signal }) => {
      const exit = await runtime.runPromiseExit(program(input), { signal });
      if (signal.aborted) return never<Out>();
      if (Exit.isSuccess(exit)) return exit.value;
      throw Cause.squash(exit.cause);
    });
