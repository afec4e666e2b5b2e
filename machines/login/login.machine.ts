// Login form flow (spec 1 §2 Login, §4, §5, §8). Diagram: docs/statecharts/login.md
// Validates locally, signs in through the provided `signIn` actor, clears the password on failure and
// ends with the session and the form choices to remember; the app machine keeps them.
import { assign, setup } from 'xstate';
import type { Session } from '../../src/domain/login/contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { checkLogin, clampLoginId, loginFormStart, type RememberedLogin } from '../../src/domain/login/login';
import { loginMessages } from '../../src/domain/login/messages';
import { providedPromise } from '../shared/provided';

export type RememberedForm = RememberedLogin;

export interface LoginInput {
  readonly remembered: RememberedForm;
  readonly deviceUuid: string;
}

export interface LoginContext {
  userId: string;
  password: string;
  saveId: boolean;
  autoLogin: boolean;
  deviceUuid: string;
  /** The alert on screen, if any. */
  alert: string | null;
  /** Which field the view focuses after the alert closes. */
  focus: 'userId' | 'password' | null;
  session: Session | null;
}

export interface LoginOutput {
  readonly session: Session;
  readonly remembered: RememberedForm;
}

export type LoginEvent =
  | { type: 'user.changeId'; value: string }
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.toggleSaveId' }
  | { type: 'user.toggleAutoLogin' }
  | { type: 'user.submit' }
  | { type: 'user.tapLogo' }
  | { type: 'user.forgotPassword' }
  | { type: 'user.dismissAlert' };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
  },
  actors: {
    signIn: providedPromise<Session, { userId: string; password: string; autoLogin: boolean }>('signIn'),
  },
  actions: {
    /** Opens the password-reset site through the bridge (outside link). */
    openForgotPassword: () => {},
  },
  guards: {
    isFormInvalid: ({ context }) => !checkLogin(context.userId, context.password).ok,
  },
}).createMachine({
  id: 'login',
  initial: 'editing',
  context: ({ input }) => ({
    ...loginFormStart(input.remembered),
    password: '',
    deviceUuid: input.deviceUuid,
    alert: null,
    focus: null,
    session: null,
  }),
  states: {
    editing: {
      on: {
        'user.changeId': { actions: assign({ userId: ({ event }) => clampLoginId(event.value) }) },
        'user.changePassword': { actions: assign({ password: ({ event }) => event.value }) },
        'user.toggleSaveId': { actions: assign({ saveId: ({ context }) => !context.saveId }) },
        'user.toggleAutoLogin': { actions: assign({ autoLogin: ({ context }) => !context.autoLogin }) },
        'user.forgotPassword': { actions: 'openForgotPassword' },
        'user.tapLogo': {
          target: 'showingDeviceId',
          description: 'Tapping the logo shows the device id, for support calls.',
          actions: assign({ alert: ({ context }) => loginMessages.deviceId(context.deviceUuid), focus: null }),
        },
        'user.submit': [
          {
            guard: 'isFormInvalid',
            target: 'invalid',
            actions: assign(({ context }) => {
              const r = checkLogin(context.userId, context.password);
              return r.ok ? {} : { alert: r.message, focus: r.field };
            }),
          },
          { target: 'submitting' },
        ],
      },
    },
    invalid: { on: { 'user.dismissAlert': { target: 'editing', actions: assign({ alert: null }) } } },
    showingDeviceId: { on: { 'user.dismissAlert': { target: 'editing', actions: assign({ alert: null }) } } },
    submitting: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => {
          const r = checkLogin(context.userId, context.password);
          return { userId: r.ok ? r.userId : '', password: r.ok ? r.password : '', autoLogin: context.autoLogin };
        },
        onDone: { target: 'signedIn', actions: assign({ session: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          description: 'On failure the password is cleared and the server message shown (spec 1 §4, §8).',
          actions: assign({ password: '', alert: ({ event }) => errorMessage(event.error), focus: 'password' }),
        },
      },
    },
    failed: { on: { 'user.dismissAlert': { target: 'editing', actions: assign({ alert: null }) } } },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({
    session: context.session!,
    remembered: { loginId: context.saveId ? context.userId.trim() : '', saveId: context.saveId, autoLogin: context.autoLogin },
  }),
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Login form: checks, sign-in, failure alert with password cleared, device id.';
