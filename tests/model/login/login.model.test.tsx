// Model-based tests of the login flow: every generated path on the machine, then a covering set of paths
// on the rendered screen with the app's own sign-in (Auth over the API client) against the real server
// in-process (PGlite): a demo user with the seed's password is signed in by the server, a wrong password or
// an unknown id is refused by it with its own message, and only the network failure is injected. The
// rendered paths are generated with those credentials (tests/support/covering-set.ts picks the set).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { loginMachine, type LoginInput } from '../../../machines/login/login.machine';
import * as loginSelectors from '../../../machines/login/login.selectors';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { loginDevices, loginFailures } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import type { Session } from '../../../src/domain/login/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { LoginScreen } from '../../../src/screens/login/login-screen';
import { Auth } from '../../../src/services/auth.service';
import { testAppRuntime } from '../../support/app-runtime';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';
const SESSION: Session = {
  authToken: 'tok', userId: 'planner01', userName: '김민수', orgnzPstn: 'COG03', akdcde: 'E1', cntrCd: 'C1', brncCd: 'B1',
  akdrnk: 15, akdmi3: 'D01', autoLoginYn: 'Y',
};
const SERVER_MSG = '아이디 또는 비밀번호가 일치하지 않습니다.';
const INPUT: LoginInput = { remembered: { loginId: 'saved01', saveId: true, autoLogin: true }, deviceUuid: 'device-1234-abcd' };

const EVENTS = [
  { type: 'user.changeId', value: '' },
  { type: 'user.changeId', value: ' planner01 ' },
  { type: 'user.changePassword', value: '' },
  { type: 'user.changePassword', value: 'demo1234' },
  { type: 'user.toggleSaveId' },
  { type: 'user.toggleAutoLogin' },
  { type: 'user.submit' },
  { type: 'user.tapLogo' },
  { type: 'user.forgotPassword' },
  { type: 'user.dismissAlert' },
  { type: 'xstate.done.actor.signIn', output: SESSION },
  { type: 'xstate.error.actor.signIn', error: new ServerError({ rt: 'login_failed', rtMsg: SERVER_MSG }) },
  { type: 'xstate.error.actor.signIn', error: new NetworkError({ detail: 'offline' }) },
];
const contextKey = (c: any) => [c.userId !== '', c.password !== ''];
const paths = generatePaths(loginMachine, { events: EVENTS, input: INPUT, contextKey });
const taken = new Set<string>();
afterAll(() => writeCoverage(loginMachine, taken));

const inert = loginMachine.provide({ actors: inertActors(['signIn']) as any });

describe('login machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(10));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
});

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const DEMO_USER = 'planner01';
const WRONG_PASSWORD = `${DEMO_PASSWORD}x`;
/** The sign-in limiter's tables as seeded, put back after each test's refused attempts (no lockout builds up). */
const LIMITER = { failures: await h.db.select().from(loginFailures), devices: await h.db.select().from(loginDevices) };
async function restoreLimiter() {
  await h.db.delete(loginFailures);
  await h.db.delete(loginDevices);
  if (LIMITER.failures.length > 0) await h.db.insert(loginFailures).values(LIMITER.failures);
  if (LIMITER.devices.length > 0) await h.db.insert(loginDevices).values(LIMITER.devices);
}
/** The server's refusal of a wrong password (read once, from another device). */
const REFUSAL = (await h.loginAnswer(DEMO_USER, { password: WRONG_PASSWORD, deviceUuid: 'device-refusal-probe' })).body;
await restoreLimiter();

it('the server refuses a wrong password with login_failed and its message (spec 1 §4)', () => {
  expect(REFUSAL).toEqual({ rt: 'login_failed', rtMsg: msg.loginFailed });
});

// The rendered model: the demo user (with spaces around it), the seed's password and a wrong one; the
// server signs in exactly the demo user with the seed's password and refuses everything else.
const RENDER_EVENTS: AnyEventObject[] = [
  ...EVENTS.filter((e) => !e.type.startsWith('xstate.') && e.type !== 'user.changePassword'),
  { type: 'user.changePassword', value: '' },
  { type: 'user.changePassword', value: DEMO_PASSWORD },
  { type: 'user.changePassword', value: WRONG_PASSWORD },
  { type: 'xstate.done.actor.signIn' },
  { type: 'xstate.error.actor.signIn', error: new ServerError({ rt: REFUSAL.rt, rtMsg: REFUSAL.rtMsg! }) },
  { type: 'xstate.error.actor.signIn', error: new NetworkError({ detail: 'offline' }) },
];
const renderKey = (c: any) => [c.userId.trim(), c.password.trim()];
const signsIn = (c: any) => c.userId.trim() === DEMO_USER && c.password.trim() === DEMO_PASSWORD;
/** The server's answer decides done or refused; only the network failure can happen anywhere. */
const asTheServerAnswers = (s: any, e: AnyEventObject) =>
  e.type === 'xstate.done.actor.signIn' ? signsIn(s.context) : e.type === 'xstate.error.actor.signIn' && e.error._tag === 'ServerError' ? !signsIn(s.context) : true;
const renderPaths = cachedPaths('login-server', loginMachine, { events: RENDER_EVENTS, input: INPUT, contextKey: renderKey, allow: asTheServerAnswers }, generatePaths);

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
  await restoreLimiter();
});

describe('login screen: a covering set of the paths on the rendered view, signing in on the real server', () => {
  it('the demo user signs in on some paths and is refused on others', () => {
    const ends = renderPaths.map((p) => p.steps.at(-1)!.event.type);
    expect(ends).toContain('xstate.done.actor.signIn');
    expect(ends).toContain('xstate.error.actor.signIn');
  });
  for (const path of renderedPaths(renderPaths, { machine: inert, input: INPUT, selectors: loginSelectors }))
    it(path.description, async () => {
      localStorage.clear();
      const server = serverFetch(h, (p) => p === '/api/v1/auth/issueAuthToken');
      const runtime = testAppRuntime(server.fetch, INPUT.deviceUuid);
      const openForgot = vi.fn();
      const actor: AnyActorRef = createActor(
        loginMachine.provide({
          // The app's own sign-in (app-actors.ts): Auth over the API client.
          actors: { signIn: makeFlows(runtime).fromEffect((c: { userId: string; password: string; autoLogin: boolean }) => Auth.use((a) => a.signIn(c))) },
          actions: { openForgotPassword: openForgot },
        }),
        { input: INPUT },
      ).start();
      stop = async () => {
        actor.stop();
        await runtime.dispose();
      };
      render(<LoginScreen actor={actor as any} />);
      const id = () => screen.getByLabelText('아이디') as HTMLInputElement;
      const pw = () => screen.getByLabelText('비밀번호') as HTMLInputElement;
      const dialog = () => screen.queryByRole('alertdialog');
      const signIn = () => server.gate.take((r) => r.path === '/api/v1/auth/issueAuthToken', 'auth/issueAuthToken');
      let forgotCount = 0;
      let issued: Session | null = null;

      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'user.changeId': (e) => void fireEvent.change(id(), { target: { value: e.value } }),
          'user.changePassword': (e) => void fireEvent.change(pw(), { target: { value: e.value } }),
          'user.toggleSaveId': () => void fireEvent.click(screen.getByLabelText('아이디 저장')),
          'user.toggleAutoLogin': () => void fireEvent.click(screen.getByLabelText('자동 로그인')),
          'user.submit': () => void fireEvent.click(screen.getByRole('button', { name: '로그인' })),
          'user.tapLogo': () => void fireEvent.click(screen.getByRole('button', { name: /로고/ })),
          'user.forgotPassword': () => {
            forgotCount++;
            fireEvent.click(screen.getByRole('button', { name: '비밀번호를 잊으셨나요?' }));
          },
          'user.dismissAlert': () => void fireEvent.click(screen.getByRole('button', { name: '확인' })),
          // The server's own answer: a session for the demo user, or its refusal of the credentials.
          'xstate.done.actor.signIn': async () => {
            const got = await act(async () => server.forward(await signIn()));
            expect(got.body.rt, JSON.stringify(got.body)).toBe('success');
            issued = got.body.data;
          },
          'xstate.error.actor.signIn': async (e) => {
            const req = await signIn();
            if (e.error._tag === 'NetworkError') return act(async () => req.fail());
            const got = await act(async () => server.forward(req));
            expect(got.body).toEqual({ rt: e.error.rt, rtMsg: e.error.rtMsg });
          },
        },
        verify: (step) => {
          const s = step.state.value as string;
          const c = step.state.context as any;
          expect(openForgot).toHaveBeenCalledTimes(forgotCount);
          if (s === 'editing') {
            expect(dialog()).toBeNull();
            expect(id().value).toBe(c.userId);
            expect(pw().value).toBe(c.password);
            expect((screen.getByLabelText('아이디 저장') as HTMLInputElement).checked).toBe(c.saveId);
            expect((screen.getByLabelText('자동 로그인') as HTMLInputElement).checked).toBe(c.autoLogin);
          }
          if (s === 'invalid') expect(dialog()).toHaveTextContent(c.userId.trim() === '' ? msg.loginIdRequired : msg.loginPasswordRequired);
          if (s === 'showingDeviceId') expect(dialog()).toHaveTextContent(`기기 ID: ${INPUT.deviceUuid}`);
          if (s === 'submitting') {
            expect(screen.getByRole('button', { name: '로그인' })).toBeDisabled();
            const sent = server.gate.held.at(-1)!.form;
            expect([sent.get('userId'), sent.get('password'), sent.get('autoLoginYn')]).toEqual([c.userId.trim(), c.password.trim(), c.autoLogin ? 'Y' : 'N']);
          }
          if (s === 'failed') {
            expect(dialog()).toHaveTextContent(step.event.error._tag === 'NetworkError' ? msg.networkError : REFUSAL.rtMsg!);
            expect(pw().value).toBe('');
          }
          if (s === 'signedIn') {
            expect(actor.getSnapshot().status).toBe('done');
            expect(issued?.userId).toBe(DEMO_USER);
            expect(actor.getSnapshot().output).toEqual({
              session: issued,
              remembered: { loginId: c.saveId ? c.userId.trim() : '', saveId: c.saveId, autoLogin: c.autoLogin },
            });
          }
        },
      });
    });
});
