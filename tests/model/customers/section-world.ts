// What the customer detail's section and popup model tests share: a signed-in app runtime on the real
// server in-process (the given calls held for the path to answer), optionally inside the fake Android shell,
// and the way a path that stops while the shell is answering is finished with that answer.
import { createActor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { installFakeShell, type FakeShellControl } from '../../../bridges/fake/fake-shell';
import type { Harness } from '../../../server/test-support/harness';
import { testAppRuntime } from '../../support/app-runtime';
import type { ModelPath } from '../../support/model-paths';
import { serverFetch } from '../../support/server-fetch';
import { API } from './customers.world';

export interface SectionWorld {
  readonly server: ReturnType<typeof serverFetch>;
  readonly runtime: ReturnType<typeof testAppRuntime>;
  readonly shell: FakeShellControl | null;
  /** Takes the held call `name` (myCstmr/<name>, or group/name) once the app sends it. */
  readonly take: (name: string) => ReturnType<ReturnType<typeof serverFetch>['gate']['take']>;
  readonly stop: () => Promise<void>;
}

/** A call's path: a myCstmr call by its name, any other by its group (common/getToken). */
const pathOf = (name: string) => (name.includes('/') ? `/api/v1/${name}` : API(name));

/** Signed in as `userid` (its session stored), calls `held` (myCstmr names) held; `shell`: inside the fake Android shell. */
export async function sectionWorld(h: Harness, o: { userid: string; held: readonly string[]; device: string; shell: boolean }): Promise<SectionWorld> {
  localStorage.clear();
  const login = await h.loginAnswer(o.userid, { autoLoginYn: 'Y' });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  const shell = o.shell ? installFakeShell({ platform: 'AND', answerDelayMs: 0 }) : null;
  const held = o.held.map(pathOf);
  const server = serverFetch(h, (p) => held.includes(p));
  const runtime = testAppRuntime(server.fetch, o.device);
  return {
    server,
    runtime,
    shell,
    take: (name) => server.gate.take((r) => r.path === pathOf(name), name),
    stop: async () => {
      await runtime.dispose();
      shell?.uninstall();
    },
  };
}

/**
 * The shell answers at once (a hand-over, a popup, a closing popup): a path whose last state waits for such
 * an answer (`pending` names the actor, or null) is finished with it, so its last state can be seen.
 */
export function finishedBy(inert: AnyStateMachine, input: unknown, pending: (value: unknown) => string | null) {
  return (path: ModelPath): ModelPath => {
    const actorId = pending(path.steps[path.steps.length - 1]!.state.value);
    if (!actorId) return path;
    const actor: AnyActorRef = createActor(inert, { input }).start();
    for (const st of path.steps.slice(1)) actor.send(st.event);
    const event = { type: `xstate.done.actor.${actorId}` };
    actor.send(event);
    const snap = actor.getSnapshot();
    actor.stop();
    return { description: `${path.description} → ${event.type}`, steps: [...path.steps, { event, state: { value: snap.value, context: snap.context } }] };
  };
}

/**
 * An actor of `machine` started in the world's fake shell. `takeShell` takes the shell away until the
 * function it answers puts it back: what the actor opens meanwhile (a popup, a link, a dial) finds none,
 * as a path's failing open says. `stop` ends the actor and the world, with the shell back.
 */
export function startInShell(w: SectionWorld, machine: AnyStateMachine, input: unknown) {
  const actor: AnyActorRef = createActor(machine, { input }).start();
  const android = window as unknown as { EduPlannerAndroid?: unknown };
  const realShell = android.EduPlannerAndroid;
  const putBack = () => void (android.EduPlannerAndroid = realShell);
  return {
    actor,
    takeShell: () => {
      delete android.EduPlannerAndroid;
      return putBack;
    },
    stop: async () => {
      actor.stop();
      putBack();
      await w.stop();
    },
  };
}
