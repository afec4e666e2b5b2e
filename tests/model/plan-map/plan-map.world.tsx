// The plan map rendered against the real server in-process (PGlite), signed in inside the fake Android shell
// (popups and outside links go through it), with the stored plan draft the path's model starts from. The
// map's calls wait in the request gate for the path to forward or fail; the long press's timer runs on a
// simulated clock; where the map goes is recorded. `real` maps the model's stand-ins onto the seed's data.
import { act, render } from '@testing-library/react';
import { createActor, SimulatedClock, type AnyActorRef, type AnyEventObject, type InspectionEvent } from 'xstate';
import { installFakeShell, type FakeShellControl } from '../../../bridges/fake/fake-shell';
import type { PlanMapInput } from '../../../machines/plan-map/plan-map.machine';
import type { Harness } from '../../../server/test-support/harness';
import { TEST_NOW } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { providePlanMap } from '../../../src/app/plan-map/map-route';
import type { PlanDraft } from '../../../src/domain/plan-map/draft';
import { PlanMapScreen } from '../../../src/screens/plan-map/plan-map-screen';
import { Clock } from '../../../src/services/clock.service';
import { planDraftKey } from '../../../src/services/plan-draft.service';
import { testAppRuntime } from '../../support/app-runtime';
import { answerHeld } from '../../support/answer-held';
import type { HeldRequest } from '../../support/http-gate';
import { transitionKey } from '../../support/model-paths';
import { serverFetch } from '../../support/server-fetch';
import { LONG_PRESS_MS } from './plan-map.model';

const API = (call: string) => `/api/v1/${call}`;
const HELD = ['eduplan/base', 'eduplan/child', 'eduplan/customerPlan'].map(API);

export interface MapWorld {
  readonly actor: AnyActorRef;
  readonly shell: FakeShellControl;
  /** Where the map went: [to, replace]. */
  readonly went: (readonly [string, boolean])[];
  take(call: string): Promise<HeldRequest>;
  answer(req: HeldRequest, e: AnyEventObject): Promise<any>;
  /** The long press's timer fires. */
  fire(): void;
  /** The shell goes away until the returned function puts it back (what opens meanwhile fails). */
  takeShell(): () => void;
  stop(): Promise<void>;
}

export async function renderMap(h: Harness, o: { userid: string; input: PlanMapInput; draft: PlanDraft; device: string; taken: Set<string> }): Promise<MapWorld> {
  localStorage.clear();
  sessionStorage.clear();
  const login = await h.loginAnswer(o.userid, { autoLoginYn: 'Y', deviceUuid: o.device });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  sessionStorage.setItem(planDraftKey(o.userid), JSON.stringify(o.draft));
  const shell = installFakeShell({ platform: 'AND', answerDelayMs: 0 });
  const server = serverFetch(h, (path) => HELD.includes(path));
  const runtime = testAppRuntime(server.fetch, o.device, Clock.layerFixed(TEST_NOW));
  const went: (readonly [string, boolean])[] = [];
  const machine = providePlanMap(makeFlows(runtime), o.userid, window.location.origin, (to, replace) => went.push([to, replace]));
  const timers = new SimulatedClock();
  let self: AnyActorRef | undefined;
  const actor = createActor(machine, {
    input: o.input,
    clock: timers,
    inspect: (ev: InspectionEvent) => {
      if (ev.type === '@xstate.microstep' && (self === undefined || ev.actorRef === self)) for (const t of (ev as any)._transitions) o.taken.add(transitionKey(t));
    },
  });
  self = actor;
  actor.start();
  render(<PlanMapScreen actor={actor} />);
  const android = window as unknown as { EduPlannerAndroid?: unknown };
  const realShell = android.EduPlannerAndroid;
  return {
    actor,
    shell,
    went,
    take: (call) => server.gate.take((r) => r.path === API(call), call),
    answer: async (req, e) => (await answerHeld(server.forward, req, e))?.data ?? null,
    fire: () => act(() => timers.increment(LONG_PRESS_MS)),
    takeShell: () => {
      delete android.EduPlannerAndroid;
      return () => void (android.EduPlannerAndroid = realShell);
    },
    stop: async () => {
      actor.stop();
      android.EduPlannerAndroid = realShell;
      await runtime.dispose();
      shell.uninstall();
    },
  };
}
