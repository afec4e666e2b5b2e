// My schedule and the HQ schedule rendered against the real server in-process (PGlite), signed in as
// planner01 on the server's test day (TEST_NOW): the calls named in `held` wait in the request gate until a
// path step forwards them (the server answers), fails them (a network fault) or refuses them; the rest go straight on.
import { act, fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createActor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import type { Harness } from '../../../server/test-support/harness';
import { TEST_NOW } from '../../../server/test-support/harness';
import { makeFlows, type Flows } from '../../../src/app/flows';
import { kstDay } from '../../../src/domain/shared/format';
import { Clock } from '../../../src/services/clock.service';
import { testAppRuntime } from '../../support/app-runtime';
import type { HeldRequest } from '../../support/http-gate';
import { serverFetch } from '../../support/server-fetch';

/** The server's test day, which the app's clock reads too. */
export const TODAY = kstDay(TEST_NOW);
export const USER = 'planner01';

export interface ScheduleWorld {
  readonly actor: AnyActorRef;
  /** The oldest held call of that name (the path's end, e.g. 'getMyscheduleList') that matches. */
  take(call: string, match?: (r: HeldRequest) => boolean): Promise<HeldRequest>;
  forward(req: HeldRequest): Promise<{ status: number; body: any }>;
  /** How many calls of that name were held so far (answered or not). */
  heldCount(call: string): number;
  stop(): Promise<void>;
}

export async function renderSchedule(
  h: Harness,
  o: { held: readonly string[]; device: string; machine: (flows: Flows) => AnyStateMachine; screen: (actor: AnyActorRef) => ReactElement },
): Promise<ScheduleWorld> {
  localStorage.clear();
  const login = await h.loginAnswer(USER, { autoLoginYn: 'Y' });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  const server = serverFetch(h, (path) => o.held.some((c) => path.endsWith(`/${c}`)));
  const runtime = testAppRuntime(server.fetch, o.device, Clock.layerFixed(TEST_NOW));
  const actor = createActor(o.machine(makeFlows(runtime))).start();
  render(o.screen(actor));
  return {
    actor,
    take: (call, match = () => true) => server.gate.take((r) => r.path.endsWith(`/${call}`) && match(r), call),
    forward: (req) => act(async () => server.forward(req)),
    heldCount: (call) => server.gate.all.filter((r) => r.path.endsWith(`/${call}`)).length,
    stop: async () => {
      actor.stop();
      await runtime.dispose();
    },
  };
}

export const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
export const fail = (req: HeldRequest) => act(() => req.fail());
/** Answers a held call with the server's refusal (a save failed by the network would wait in the outbox instead). */
export const refuse = (req: HeldRequest, e: { rt: string; rtMsg: string }) => act(() => req.respond(500, { rt: e.rt, rtMsg: e.rtMsg }));
/** A held getMyscheduleList asks for this day (yyyy-mm-dd). */
export const asksDay = (day: string) => (r: HeldRequest) =>
  r.form.get('searchMon') === String(Number(day.slice(5, 7))) && r.form.get('searchDay') === String(Number(day.slice(8)));
