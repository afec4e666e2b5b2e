// The whole home screen as /main builds it, for model tests, against the real server in-process (a test
// harness): the dashboard machine provided with the real actors (provideDashboard) and the attendance
// count's month sheet, the real Api client signed in as a seeded user, the fake Android/iOS shell or (PC)
// no shell at all, and web storage on jsdom's localStorage. Calls a test names are held in a request gate
// until it forwards them to the server (answer) or injects a fault; the others go to the server at once.
// Every successful answer is recorded, so a test checks the screen against what the server said. Works
// under fake setTimeout: every wait goes through `eventually`.
import { render } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';
import { createActor, type AnyActorRef } from 'xstate';
import { installFakeShell, type FakeShellControl } from '../../bridges/fake/fake-shell';
import { attendanceMonthMachine } from '../../machines/dashboard/attendance-month.machine';
import type { Harness } from '../../server/test-support/harness';
import { TEST_NOW } from '../../server/test-support/harness';
import { attendanceMonthActors } from '../../src/app/dashboard/attendance-month-actors';
import { dashboardInput, provideDashboard } from '../../src/app/dashboard/dashboard-flow';
import { makeFlows } from '../../src/app/flows';
import type { Session } from '../../src/domain/login/contract';
import { DashboardScreen } from '../../src/screens/dashboard/dashboard-screen';
import type { FetchFn } from '../../src/services/api.service';
import { Clock } from '../../src/services/clock.service';
import { SESSION_KEY } from '../../src/services/storage-keys';
import { answerHeld } from './answer-held';
import { testAppRuntime } from './app-runtime';
import { eventually } from './eventually';
import type { HeldRequest } from './http-gate';
import { serverFetch } from './server-fetch';

export type Platform = 'AND' | 'IOS' | 'PC';
export type Home = Awaited<ReturnType<typeof openHome>>;

/** The home's device: its logins are its own, apart from the harness's (h.as). */
export const HOME_DEVICE = 'device-0000-home';
const API = '/api/v1/';
const callName = (r: HeldRequest) => r.path.replace(/^\/api\/v1\//, '');

const sessions = new WeakMap<Harness, Map<string, Session>>();
/** `userid` signed in on the home's device (once per harness and server day): the session the login call answers. */
export async function homeSession(h: Harness, userid: string): Promise<Session> {
  let known = sessions.get(h);
  if (!known) sessions.set(h, (known = new Map()));
  const key = `${userid}|${h.clock.now().toISOString().slice(0, 10)}`;
  const had = known.get(key);
  if (had) return had;
  const login = await h.loginAnswer(userid, { autoLoginYn: 'Y', deviceUuid: HOME_DEVICE });
  if (login.body.rt !== 'success') throw new Error(`login ${userid}: ${JSON.stringify(login.body)}`);
  known.set(key, login.body.data as Session);
  return login.body.data as Session;
}

/**
 * Renders the home screen of `userid` (the app's clock at `now`, the server's test day by default); the
 * calls in `hold` (paths under /api/v1) wait until the test answers them.
 */
export async function openHome(h: Harness, o: { readonly userid: string; readonly now?: Date; readonly platform?: Platform; readonly hold?: readonly string[] }) {
  const platform = o.platform ?? 'AND';
  const session = await homeSession(h, o.userid);
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  // The shell answers nothing by itself: beacon scans are answered by the test.
  const shell: FakeShellControl | null = platform === 'PC' ? null : installFakeShell({ platform, autoAnswer: false });
  const held = new Set((o.hold ?? []).map((n) => `${API}${n}`));
  const server = serverFetch(h, (path) => held.has(path));
  /** Each successful answer's data, by call, in the order they came. */
  const answers: { name: string; data: any }[] = [];
  const fetch: FetchFn = async (input, init) => {
    const res = await server.fetch(input, init);
    const name = new URL(input, 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
    const body = await res
      .clone()
      .json()
      .catch(() => null);
    if (body?.rt === 'success') answers.push({ name, data: body.data });
    return res;
  };
  const runtime = testAppRuntime(fetch, HOME_DEVICE, Clock.layerFixed(o.now ?? TEST_NOW));
  const flows = makeFlows(runtime);
  const actor = createActor(provideDashboard(flows.fromEffect, session), { input: dashboardInput(session) }).start();
  const month = createActor(attendanceMonthMachine.provide({ actors: attendanceMonthActors(flows.fromEffect) })).start();
  const view = render(<DashboardScreen actor={actor} session={session} attendanceMonth={month} />);
  let open = true;

  /** The oldest held request for `name` (a path under /api/v1), once the app has sent it. */
  const take = (name: string) => server.gate.take((r) => callName(r) === name, name);

  /** The data of the last successful answer to `name`, once there is one. */
  const last = (name: string) =>
    eventually(() => {
      const found = answers.findLast((a) => a.name === name);
      if (!found) throw new Error(`no answer to ${name} yet; answered: ${[...new Set(answers.map((a) => a.name))].join(', ') || 'none'}`);
      return found.data;
    });

  return {
    session,
    gate: server.gate,
    answers,
    actor,
    /** The attendance count's sheet (this month's meetings). */
    month,
    shell,
    take,
    last,
    /** The held call `name` answered as the path's event says: forwarded to the server (its data returned) or failed. */
    answer: async (name: string, e: AnyEventObject): Promise<any> => (await answerHeld(server.forward, await take(name), e))?.data ?? null,
    /** A held request answered as the path's event says: forwarded (its data returned) or failed (null). */
    reply: async (req: HeldRequest, e: AnyEventObject): Promise<any> => (await answerHeld(server.forward, req, e))?.data ?? null,
    /** Sends a held request on to the server (its answer must succeed); its data. */
    forward: async (req: HeldRequest): Promise<any> => (await answerHeld(server.forward, req, { type: 'xstate.done.actor.forward' }))!.data,
    /** Once the dashboard has loaded (nothing of the load held). */
    loaded: () => eventually(() => {
      if (typeof actor.getSnapshot().value !== 'object') throw new Error(`dashboard ${JSON.stringify(actor.getSnapshot().value)}`);
    }),
    /** A child the dashboard runs once loaded: attendance, medal or scheduleToggle. */
    child: (id: 'attendance' | 'medal' | 'scheduleToggle') => (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id],
    async close() {
      if (!open) return;
      open = false;
      view.unmount();
      actor.stop();
      month.stop();
      await runtime.dispose();
      shell?.uninstall();
    },
  };
}
