// The app machine's session region (spec 1 §4): the login flow while the login page is on screen, the
// signed-in session with its children (education QR, start-up popups), user-info checks and logout; any
// call answering a session code ends it. Part of `running` in app.machine.ts. Diagram: docs/statecharts/app.md
import { and, assign, not, sendTo } from 'xstate';
import type { Session } from '../../src/domain/login/contract';
import { REGISTER_PATH } from '../../src/domain/registration/pages';
import type { LoginOutput } from '../login/login.machine';
import { appSetup, goTo, outputOf, toHome, toLogin } from './app.setup';

export const sessionRegion = appSetup.createStateConfig({
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'hasSession', target: 'signedIn' }, { target: 'signedOut' }] },
    signedOut: {
      initial: 'away',
      description: 'The login form lives while the login page is on screen.',
      states: {
        away: { always: { guard: 'isOnLoginPage', target: 'onLoginPage' } },
        onLoginPage: {
          always: { guard: not('isOnLoginPage'), target: 'away' },
          invoke: {
            id: 'loginFlow',
            src: 'loginFlow',
            input: ({ context }) => ({ remembered: context.remembered, deviceUuid: context.deviceUuid }),
            onDone: {
              target: '#app.running.session.signedIn',
              actions: [
                assign(({ event }) => {
                  const out = outputOf<LoginOutput>(event);
                  return { session: out.session, remembered: out.remembered, notice: null };
                }),
                { type: 'persistSession', params: ({ event }) => outputOf<LoginOutput>(event) },
                ...toHome,
              ],
            },
          },
        },
      },
    },
    signedIn: {
      initial: 'idle',
      invoke: [
        { id: 'eduQr', src: 'eduQr' },
        // The notice popups of this start (spec 1 §4 Popups); the home screen shows them.
        { id: 'popups', src: 'popups', input: ({ context }) => ({ userId: context.session?.userId ?? '' }) },
      ],
      on: {
        'user.qrAuth': {
          guard: and(['isChromeShown', not('isUpdatePending'), not('isConfirmingLogout')]),
          actions: sendTo('eduQr', { type: 'user.scan' }),
          description: 'QR 인증 (side menu, attendance history page): the education QR scan runs in its child.',
        },
        'bridge.shaken': [
          {
            guard: and(['isShakeQrAuth', not('isUpdatePending'), not('isConfirmingLogout')]),
            actions: sendTo('eduQr', { type: 'user.scan' }),
            description: 'A shake with the shake setting QR_AUTH starts the same scan (spec 3 §7, §9). NONE does nothing.',
          },
          {
            guard: and(['isShakeCustomerReg', not('isUpdatePending'), not('isConfirmingLogout')]),
            actions: goTo(REGISTER_PATH),
            description: 'A shake with the setting CSTMR_REG opens the customer registration (spec 1 §2 shake).',
          },
        ],
        'api.sessionRejected': {
          target: 'signedOut',
          description: 'unauthorized / auth_token_expired / session_expired from any call.',
          actions: [
            'clearSession',
            'endSession',
            assign({ notice: ({ event }) => ({ kind: 'sessionEnded' as const, message: event.rtMsg }) }),
            ...toLogin,
          ],
        },
        'bridge.pushToken': { actions: { type: 'registerPushToken', params: ({ event }) => ({ token: event.token }) } },
      },
      states: {
        idle: {
          on: {
            'app.verifyUser': { target: 'verifying' },
            'user.logout': { guard: and(['isChromeShown', not('isUpdatePending')]), target: 'confirmingLogout' },
          },
        },
        verifying: {
          invoke: {
            id: 'verifyUser',
            src: 'verifyUser',
            input: ({ context }) => ({ session: context.session as Session }),
            onDone: { target: 'idle' },
            onError: [
              {
                guard: 'isUserInfoChanged',
                target: '#app.running.session.signedOut',
                description: 'User info differs from the session: message, clear, login (spec 1 §4).',
                actions: ['clearSession', 'endSession', 'noteUserInfoChanged', ...toLogin],
              },
              { target: 'idle' },
            ],
          },
          on: { 'user.logout': { guard: and(['isChromeShown', not('isUpdatePending')]), target: 'confirmingLogout' } },
        },
        confirmingLogout: {
          on: {
            'user.confirmLogout': { guard: not('isUpdatePending'), target: '#app.running.session.loggingOut' },
            'user.cancelLogout': { guard: not('isUpdatePending'), target: 'idle' },
          },
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut', actions: ['clearSession', ...toLogin] },
        onError: { target: 'signedOut', actions: ['clearSession', ...toLogin] },
      },
    },
  },
});
