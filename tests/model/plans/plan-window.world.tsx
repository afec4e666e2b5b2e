// The plan form rendered against the real server in-process (PGlite), signed in as one user, with one fake
// time shared by the app's clock (Clock service), the server's clock and the statechart timers (a simulated
// clock): setTime moves the first two, `fire` the third. The plan calls wait in a request gate until a path
// step forwards them to the server or fails them. Records the transitions the window and its form child take.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Effect, Layer } from 'effect';
import { expect } from 'vitest';
import { createActor, SimulatedClock, type AnyActorRef, type AnyEventObject, type InspectionEvent } from 'xstate';
import { MAX_WAIT_MS } from '../../../machines/plans/plan-window.machine';
import { salesPlans } from '../../../server/db/schema';
import type { Harness } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { providePlanWindow } from '../../../src/app/plans/plan-reg-route';
import { kstMinuteMs } from '../../../src/domain/plans/rules';
import type { PlanWindowInput } from '../../../machines/plans/plan-window.machine';
import { Clock } from '../../../src/services/clock.service';
import { Outbox } from '../../../src/services/outbox.service';
import type { OutboxEntry } from '../../../src/domain/outbox/rules';
import { PlanFormScreen } from '../../../src/screens/plans/plan-form-screen';
import { testAppRuntime } from '../../support/app-runtime';
import type { HeldRequest } from '../../support/http-gate';
import { transitionKey } from '../../support/model-paths';
import { serverFetch } from '../../support/server-fetch';
import { answerHeld } from '../../support/answer-held';

export const API = (call: string) => `/api/v1/bsnPln/${call}`;
const HELD = ['sttEndInfo', 'existInfo', 'info', 'save'].map(API);
/** Which call each actor makes. */
export const CALL_OF: Record<string, string> = { loadWindow: 'sttEndInfo', loadExist: 'existInfo', loadPlan: 'info', savePlan: 'save' };

export interface PlanWorld {
  readonly actor: AnyActorRef;
  readonly form: () => AnyActorRef;
  readonly went: string[];
  readonly backs: () => number;
  /** The app's and the server's clock, both at `ms`. */
  setTime(ms: number): void;
  /** The statechart timer the window waits on fires (the simulated clock moves by its delay). */
  fire(): void;
  take(call: string): Promise<HeldRequest>;
  /** Answers a held call as the path's event says: the server's own answer (returned), a failure, or an injected answer. */
  answer(req: HeldRequest, e: AnyEventObject): Promise<any>;
  /** The saves the outbox keeps for the signed-in user (issue 18). */
  outbox(): Promise<OutboxEntry[]>;
  stop(): Promise<void>;
}

export interface Taken {
  readonly window: Set<string>;
  readonly form: Set<string>;
}

export async function renderPlanForm(h: Harness, o: { user: string; input: PlanWindowInput; at: number; device: string; taken: Taken }): Promise<PlanWorld> {
  let now = o.at;
  h.clock.set(new Date(now));
  localStorage.clear();
  const login = await h.loginAnswer(o.user, { autoLoginYn: 'Y' });
  expect(login.body.rt).toBe('success');
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  const server = serverFetch(h, (path) => HELD.includes(path));
  const clock = Layer.succeed(Clock, Clock.of({ now: Effect.sync(() => new Date(now)) }));
  const runtime = testAppRuntime(server.fetch, o.device, clock);
  const flows = makeFlows(runtime);
  const went: string[] = [];
  let backs = 0;
  const machine = providePlanWindow(flows, { go: (to) => went.push(to), back: () => void backs++, popup: false });
  const timers = new SimulatedClock();
  let self: AnyActorRef | undefined;
  const actor = createActor(machine, {
    input: o.input,
    clock: timers,
    inspect: (ev: InspectionEvent) => {
      if (ev.type !== '@xstate.microstep') return;
      const into = self === undefined || ev.actorRef === self ? o.taken.window : (ev.actorRef as { id?: string }).id === 'planForm' ? o.taken.form : null;
      for (const t of (ev as any)._transitions) into?.add(transitionKey(t));
    },
  });
  self = actor;
  actor.start();
  render(<PlanFormScreen actor={actor} />);
  return {
    actor,
    form: () => (actor.getSnapshot() as any).children.planForm,
    went,
    backs: () => backs,
    setTime: (ms) => {
      now = ms;
      h.clock.set(new Date(ms));
    },
    fire: () => {
      const c = (actor.getSnapshot() as any).context;
      act(() => timers.increment(Math.min(MAX_WAIT_MS, Math.max(0, kstMinuteMs(c.changeAt) - c.nowMs))));
    },
    take: (call) => server.gate.take((r) => r.path === API(call), call),
    answer: async (req, e) => {
      if (e.type.startsWith('xstate.done.') && e.output && (e.output as { sqno?: number }).sqno === 0 && req.path === API('save')) {
        // The server never answers a save with 0: injected, the "not stored" answer of spec 3 §7.
        act(() => req.respond(200, { rt: 'success', data: { sqno: 0 } }));
        return null;
      }
      if (e.type.startsWith('xstate.done.') && (e.output as { queued?: boolean } | undefined)?.queued) {
        // A save queued by the outbox: the network failed under it.
        act(() => req.fail());
        return null;
      }
      return (await answerHeld(server.forward, req, e))?.data ?? null;
    },
    outbox: () => runtime.runPromise(Outbox.use((box) => box.load(o.user))),
    stop: async () => {
      actor.stop();
      await runtime.dispose();
    },
  };
}

export const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
export const dialog = () => screen.getByRole('alertdialog');
export const dialogButton = (name: string) => click(within(dialog()).getByRole('button', { name }));

/** The seeded plans, put back after each test (a save changes them). */
export async function keepPlans(h: Harness) {
  const rows = await h.db.select().from(salesPlans);
  return async () => {
    await h.db.delete(salesPlans);
    if (rows.length) await h.db.insert(salesPlans).values(rows);
  };
}
