// The plan lists and read-only plans rendered against the real server in-process (PGlite), signed in with
// the app's clock on the server's test day (TEST_NOW), on a phone or a PC (the desktop media query): the
// actor is the route's own machine, recorded (the rendered covering set must take every transition); the
// calls a path answers itself (a request, a plan's load) wait in the request gate until a step forwards them
// to the server or fails them; where the screen goes is recorded. `ask` reads the server's own answers.
import { act, fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AnyActorRef, AnyEventObject, AnyStateMachine } from 'xstate';
import type { Harness } from '../../../server/test-support/harness';
import { TEST_NOW } from '../../../server/test-support/harness';
import { makeFlows, type Flows } from '../../../src/app/flows';
import { Clock } from '../../../src/services/clock.service';
import { DESKTOP_QUERY } from '../../../src/ui/use-media-query';
import { testAppRuntime } from '../../support/app-runtime';
import type { OutboxEntry } from '../../../src/domain/outbox/rules';
import { Outbox } from '../../../src/services/outbox.service';
import type { HeldRequest } from '../../support/http-gate';
import { answerHeld } from '../../support/answer-held';
import { recordingActor } from '../../support/model-paths';
import { serverFetch } from '../../support/server-fetch';

const API = (call: string) => `/api/v1/${call}`;

/** matchMedia answering the desktop query as a PC (≥ 1024 px) would. */
function desktopMedia(): () => void {
  const real = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ matches: query === DESKTOP_QUERY, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
  return () => void (window.matchMedia = real);
}

/** The server's answer to `call` for `userid` (a session of its own, apart from the screen's). */
export async function ask(h: Harness, userid: string, call: string, fields: Record<string, string>): Promise<any> {
  const a = await h.call(call, fields, { token: await h.as(userid) });
  if (a.body.rt !== 'success') throw new Error(`${call} ${JSON.stringify(fields)}: ${JSON.stringify(a.body)}`);
  return a.body.data;
}

export interface PlansWorld {
  readonly actor: AnyActorRef;
  /** Where the screen went (the provided navigation), in order; 'back' for a goBack. */
  readonly went: string[];
  /** The oldest held call that matches. */
  take(call: string): Promise<HeldRequest>;
  /** Answers a held call as the path's event says: forwarded to the server (its data returned), or failed. */
  answer(req: HeldRequest, e: AnyEventObject): Promise<any>;
  /** The saves the outbox keeps for the signed-in user (issue 18). */
  outbox(): Promise<OutboxEntry[]>;
  stop(): Promise<void>;
}

export async function renderPlans(
  h: Harness,
  o: {
    userid: string;
    device: string;
    desktop: boolean;
    /** Calls held for the path to answer (contract paths, e.g. 'bsnPln/request'). */
    held: readonly string[];
    machine: (flows: Flows, went: string[]) => AnyStateMachine;
    input: unknown;
    screen: (actor: AnyActorRef) => ReactElement;
    taken: Set<string>;
  },
): Promise<PlansWorld> {
  localStorage.clear();
  const login = await h.loginAnswer(o.userid, { autoLoginYn: 'Y', deviceUuid: o.device });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  const media = o.desktop ? desktopMedia() : () => {};
  const server = serverFetch(h, (path) => o.held.some((c) => path === API(c)));
  const runtime = testAppRuntime(server.fetch, o.device, Clock.layerFixed(TEST_NOW));
  const went: string[] = [];
  const actor = recordingActor(o.machine(makeFlows(runtime), went), o.input, o.taken);
  actor.start();
  render(o.screen(actor));
  return {
    actor,
    went,
    take: (call) => server.gate.take((r) => r.path === API(call), call),
    answer: async (req, e) => {
      return (await answerHeld(server.forward, req, e))?.data ?? null;
    },
    outbox: () => runtime.runPromise(Outbox.use((box) => box.load(o.userid))),
    stop: async () => {
      actor.stop();
      await runtime.dispose();
      media();
    },
  };
}

export const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
export const choose = (el: HTMLElement, value: string) => act(() => void fireEvent.change(el, { target: { value } }));
