// The whole home screen as /main builds it, for model tests: the dashboard machine provided with the
// real actors (provideDashboard) and the attendance count's month sheet, the real Api client answering through a request gate, the fake
// Android/iOS shell or (PC) no shell at all, and web storage on jsdom's localStorage. Works under
// fake setTimeout: every wait goes through `eventually`.
import { act, render } from '@testing-library/react';
import { createActor, type AnyActorRef } from 'xstate';
import { installFakeShell, type FakeShellControl } from '../../bridges/fake/fake-shell';
import { attendanceMonthMachine } from '../../machines/dashboard/attendance-month.machine';
import { attendanceMonthActors } from '../../src/app/dashboard/attendance-month-actors';
import { dashboardInput, provideDashboard } from '../../src/app/dashboard/dashboard-flow';
import { makeFlows } from '../../src/app/flows';
import type { Session } from '../../src/domain/login/contract';
import { DashboardScreen } from '../../src/screens/dashboard/dashboard-screen';
import { Clock } from '../../src/services/clock.service';
import { testAppRuntime } from './app-runtime';
import { eventually } from './eventually';
import { httpGate, success, type HeldRequest } from './http-gate';

export type Platform = 'AND' | 'IOS' | 'PC';
export type Home = Awaited<ReturnType<typeof openHome>>;

const callName = (r: HeldRequest) => r.path.replace(/^\/api\/v1\//, '');

/** Renders the home screen; nothing is loaded until the test answers the held requests. */
export async function openHome(o: { readonly session: Session; readonly now: Date; readonly platform?: Platform }) {
  const platform = o.platform ?? 'AND';
  // The shell answers nothing by itself: beacon scans are answered by the test.
  const shell: FakeShellControl | null = platform === 'PC' ? null : installFakeShell({ platform, autoAnswer: false });
  const gate = httpGate();
  const runtime = testAppRuntime(gate.fetch, 'device-0000-home', Clock.layerFixed(o.now));
  const flows = makeFlows(runtime);
  const actor = createActor(provideDashboard(flows.fromEffect, o.session), { input: dashboardInput(o.session) }).start();
  const month = createActor(attendanceMonthMachine.provide({ actors: attendanceMonthActors(flows.fromEffect) })).start();
  const view = render(<DashboardScreen actor={actor} session={o.session} attendanceMonth={month} />);
  let open = true;

  /** The oldest held request for `name` (a path under /api/v1), once the app has sent it. */
  const take = (name: string) =>
    eventually(() => {
      const found = gate.held.find((r) => callName(r) === name);
      if (!found) throw new Error(`no held request for ${name}; held: ${gate.held.map(callName).join(', ') || 'none'}`);
      return found;
    });

  /** Answers the base call, then every card's call, each with its entry in `answers` (all must be asked). */
  async function answerLoad(answers: Readonly<Record<string, unknown>>) {
    const base = await take('dashboard');
    act(() => base.respond(200, success(answers.dashboard)));
    const pending = new Set(Object.keys(answers).filter((n) => n !== 'dashboard'));
    await eventually(() => {
      for (const r of [...gate.held])
        if (pending.delete(callName(r))) act(() => r.respond(200, success(answers[callName(r)])));
      if (pending.size) throw new Error(`the home screen did not ask ${[...pending].join(', ')}`);
    });
  }

  return {
    gate,
    actor,
    /** The attendance count's sheet (this month's meetings). */
    month,
    shell,
    take,
    answerLoad,
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
