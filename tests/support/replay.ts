// Replaying a generated path: on the bare machine (fake actors never answer by themselves, the path's
// events drive everything) and on an implementation whose drivers perform each event for real.
import { expect } from 'vitest';
import { fromCallback, fromPromise, type AnyActorRef, type AnyEventObject, type AnyStateMachine } from 'xstate';
import type { ModelPath } from './model-paths';
import { recordingActor } from './model-paths';

/** Actors that never finish on their own: only the path's done/error events move the machine. */
export function inertActors(names: readonly string[]) {
  return Object.fromEntries(
    names.map((n) => [n, n.startsWith('watch') ? fromCallback(() => () => {}) : fromPromise(() => new Promise<never>(() => {}))]),
  );
}

export const stateOf = (a: AnyActorRef) => (a.getSnapshot() as { value: unknown }).value;

/** The machine takes the path step by step and lands in the path's state each time. */
export function replayOnMachine(machine: AnyStateMachine, input: unknown, path: ModelPath, taken: Set<string>, contextKey?: (c: any) => unknown) {
  const actor = recordingActor(machine, input, taken);
  actor.start();
  try {
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      const snap = actor.getSnapshot() as { value: unknown; context: unknown };
      expect(snap.value, `after ${step.event.type}`).toEqual(step.state.value);
      if (contextKey) expect(contextKey(snap.context)).toEqual(contextKey(step.state.context));
    }
  } finally {
    actor.stop();
  }
}

export type Drivers = Record<string, (event: AnyEventObject) => Promise<void> | void>;

/**
 * Performs each step on the implementation with `drivers[event.type]`, then checks the implementation
 * reached the path's state (`actor`) and shows it (`verify`). Steps for which `isAuto` holds happen in
 * the implementation by themselves (no I/O to wait for), so the state before them is not observable.
 */
export async function replayOnImplementation(
  path: ModelPath,
  o: {
    actor: () => AnyActorRef;
    drivers: Drivers;
    verify: (step: ModelPath['steps'][number], index: number) => Promise<void> | void;
    settle: (check: () => void) => Promise<void>;
    isAuto?: (event: AnyEventObject) => boolean;
  },
) {
  const steps = path.steps;
  const auto = (i: number) => i < steps.length && (o.isAuto?.(steps[i]!.event) ?? false);
  if (!auto(1)) await o.verify(steps[0]!, 0);
  for (let i = 1; i < steps.length; i++) {
    const step = steps[i]!;
    if (!auto(i)) {
      const drive = o.drivers[step.event.type];
      if (!drive) throw new Error(`no driver for ${step.event.type}`);
      await drive(step.event);
    }
    if (auto(i + 1)) continue;
    await o.settle(() => expect(stateOf(o.actor()), `after ${step.event.type}`).toEqual(step.state.value));
    await o.verify(step, i);
  }
}
