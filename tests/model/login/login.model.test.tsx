// Model-based tests of the login flow: every generated path on the machine and on the rendered screen.
// The rendered view replays a covering set of the paths (tests/support/covering-set.ts); all run on the machine.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { loginMachine, type LoginInput } from '../../../machines/login/login.machine';
import * as loginSelectors from '../../../machines/login/login.selectors';
import type { Session } from '../../../src/domain/login/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { LoginScreen } from '../../../src/screens/login/login-screen';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';

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

describe('login screen: a covering set of the paths on the rendered view', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: loginSelectors }))
    it(path.description, async () => {
      let pending: { resolve: (s: Session) => void; reject: (e: unknown) => void } | null = null;
      const openForgot = vi.fn();
      const calls: { userId: string; password: string; autoLogin: boolean }[] = [];
      const actor: AnyActorRef = createActor(
        loginMachine.provide({
          actors: {
            signIn: fromPromise<Session, { userId: string; password: string; autoLogin: boolean }>(({ input }) => {
              calls.push(input);
              return new Promise((resolve, reject) => (pending = { resolve, reject }));
            }),
          },
          actions: { openForgotPassword: openForgot },
        }),
        { input: INPUT },
      ).start();
      render(<LoginScreen actor={actor as any} />);
      const id = () => screen.getByLabelText('아이디') as HTMLInputElement;
      const pw = () => screen.getByLabelText('비밀번호') as HTMLInputElement;
      const dialog = () => screen.queryByRole('alertdialog');
      let forgotCount = 0;

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
          'xstate.done.actor.signIn': (e) => act(async () => pending!.resolve(e.output)),
          'xstate.error.actor.signIn': (e) => act(async () => pending!.reject(e.error)),
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
          if (s === 'showingDeviceId') expect(dialog()).toHaveTextContent('기기 ID: device-1234-abcd');
          if (s === 'submitting') {
            expect(screen.getByRole('button', { name: '로그인' })).toBeDisabled();
            expect(calls.at(-1)).toEqual({ userId: c.userId.trim(), password: c.password.trim(), autoLogin: c.autoLogin });
          }
          if (s === 'failed') {
            expect(dialog()).toHaveTextContent(step.event.error._tag === 'NetworkError' ? msg.networkError : SERVER_MSG);
            expect(pw().value).toBe('');
          }
          if (s === 'signedIn') {
            expect(actor.getSnapshot().status).toBe('done');
            expect(actor.getSnapshot().output).toEqual({
              session: SESSION,
              remembered: { loginId: c.saveId ? c.userId.trim() : '', saveId: c.saveId, autoLogin: c.autoLogin },
            });
          }
        },
      });
      actor.stop();
    });
});
