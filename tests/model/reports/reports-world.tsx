// The report screens rendered against the real server in-process (PGlite), signed in as planner01 with the
// app's clock on the server's test day (TEST_NOW): the report calls wait in the request gate until a path
// step forwards them to the server or fails them (offline, or the server's refusal with its message).
import { act, fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type AnyActorRef, type AnyEventObject, type AnyStateMachine } from 'xstate';
import type { Harness } from '../../../server/test-support/harness';
import { TEST_NOW } from '../../../server/test-support/harness';
import { makeFlows, type Flows } from '../../../src/app/flows';
import { Clock } from '../../../src/services/clock.service';
import { testAppRuntime } from '../../support/app-runtime';
import type { HeldRequest } from '../../support/http-gate';
import { answerHeld } from '../../support/answer-held';
import { recordingActor } from '../../support/model-paths';
import { serverFetch } from '../../support/server-fetch';

export const USER = 'planner01';
const API = (call: string) => `/api/v1/mypage/${call}`;

export interface ReportsWorld {
  readonly actor: AnyActorRef;
  readonly flows: Flows;
  /** The oldest held call (activityReport, dailyReport) that matches. */
  take(call: string, match?: (r: HeldRequest) => boolean): Promise<HeldRequest>;
  /** Answers a held call as the path's event says: forwarded to the server (its answer returned), or failed. */
  answer(req: HeldRequest, e: AnyEventObject): Promise<any>;
  stop(): Promise<void>;
}

export async function renderReport(
  h: Harness,
  o: { held: string; device: string; machine: (flows: Flows) => AnyStateMachine; input: (flows: Flows) => unknown; screen: (actor: AnyActorRef) => ReactElement; taken: Set<string> },
): Promise<ReportsWorld> {
  localStorage.clear();
  const login = await h.loginAnswer(USER, { autoLoginYn: 'Y' });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  const server = serverFetch(h, (path) => path === API(o.held));
  const runtime = testAppRuntime(server.fetch, o.device, Clock.layerFixed(TEST_NOW));
  const flows = makeFlows(runtime);
  // The transitions the real actor takes are recorded: the rendered covering set must take every one.
  const actor = recordingActor(o.machine(flows), o.input(flows), o.taken);
  actor.start();
  render(o.screen(actor));
  return {
    actor,
    flows,
    take: (call, match = () => true) => server.gate.take((r) => r.path === API(call) && match(r), call),
    answer: async (req, e) => {
      return (await answerHeld(server.forward, req, e))?.data ?? null;
    },
    stop: async () => {
      actor.stop();
      await runtime.dispose();
    },
  };
}

export const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const FIGURE = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });
/** A figure as the reports print it: a count, or an average to one decimal (independent of the screen's helper). */
export const figure = (v: number) => FIGURE.format(Math.round(v * 10) / 10);
