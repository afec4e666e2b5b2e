// The app lifecycle statechart (spec 1 §2, §4, §8). Diagram: docs/statecharts/app.md
// Boot: maintenance check → version check → session restore; then, in parallel, the session
// (login flow, verify, logout), navigation guards with lazy screen loading, version re-checks after
// each navigation, and a maintenance re-check whenever the app comes back to the foreground.
import { and, assign, enqueueActions, not, raise, sendTo } from 'xstate';
import type { Session } from '../../src/domain/login/contract';
import type { VersionInfo, WorkNotice } from '../../src/domain/app/contract';
import { ERROR_PATH, HOME_PATH, LOGIN_PATH, UNSUPPORTED_PATH, WORK_NOTICE_PATH, resolveRoute, upPath } from '../../src/domain/app/routes';
import type { LoginOutput } from '../login/login.machine';
import { appSetup } from './app.setup';

type Done<T> = { output: T };
const outputOf = <T>(e: unknown) => (e as Done<T>).output;

/**
 * The machine's own navigation: replace the URL and handle the new location in the same step (the
 * watcher ignores the URL echo), so a redirect never waits on the browser.
 */
const goTo = (path: string) => [{ type: 'navigate', params: { to: path } } as const, { type: 'announceLocation', params: { to: path } } as const];
const toLogin = goTo(LOGIN_PATH);
const toHome = goTo(HOME_PATH);
const downloadUrl = ({ context }: { context: { versionInfo: VersionInfo | null } }) => ({ downloadUrl: context.versionInfo?.downloadUrl ?? '' });

export const appMachine = appSetup.createMachine({
  id: 'app',
  initial: 'starting',
  context: ({ input }) => ({
    env: input.env,
    deviceUuid: input.deviceUuid,
    location: input.location,
    route: null,
    session: null,
    remembered: input.remembered,
    workNotice: null,
    versionInfo: null,
    notice: null,
    blocking: 0,
  }),
  invoke: { id: 'watchSystem', src: 'watchSystem' },
  on: {
    'route.changed': { actions: 'assignLocation' },
    'api.blockingChanged': { actions: assign({ blocking: ({ event }) => event.count }) },
    'api.maintenance': { target: '.starting', description: 'A call was refused for maintenance: re-read the maintenance file.' },
    'bridge.backPressed': { actions: 'goBack' },
    'user.back': {
      guard: and(['hasBackButton', not('isUpdatePending')]),
      actions: [
        { type: 'navigate', params: ({ context }) => ({ to: upPath(context.route) }) },
        { type: 'announceLocation', params: ({ context }) => ({ to: upPath(context.route) }) },
      ],
      description:
        "The header's back button goes up to the screen this one belongs to (its parent in the route table, else home): the same place however the screen was reached, a link from outside included.",
    },
    'user.closePage': {
      guard: 'isOnPopupPage',
      actions: ['closeWebView', ...toHome],
      description: 'The /popup/{sqno} page closed: the shell closes the web view it opened for it; where nothing closes (PC tab, root view) home shows.',
    },
    'user.dismissNotice': { guard: and(['hasNotice', not('isUpdatePending')]), actions: 'dismissNotice' },
    'user.goHome': { guard: and(['isOnErrorPage', not('isUpdatePending')]), actions: toHome },
  },
  states: {
    starting: {
      type: 'parallel',
      description: 'Maintenance and version are asked at once; a maintenance answer wins (spec 1 §4 order).',
      onDone: [
        { guard: 'isVersionUnknown', target: 'unavailable' },
        { guard: 'isUpdateNeeded', target: 'updateRequired' },
        { target: 'restoringSession' },
      ],
      states: {
        maintenanceCheck: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadWorkNotice',
                src: 'loadWorkNotice',
                onDone: [
                  { guard: 'isUnderMaintenance', target: '#app.maintenance', actions: assign({ workNotice: ({ event }) => event.output }) },
                  { target: 'passed', actions: assign({ workNotice: ({ event }) => event.output }) },
                ],
                onError: { target: '#app.unavailable' },
              },
            },
            passed: { type: 'final' },
          },
        },
        versionCheck: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'checkVersion',
                src: 'checkVersion',
                onDone: { target: 'answered', actions: assign({ versionInfo: ({ event }) => event.output }) },
                onError: { target: 'answered', actions: assign({ versionInfo: null }) },
              },
            },
            answered: { type: 'final' },
          },
        },
      },
    },
    maintenance: {
      description: 'workYn Y: the work-notice page with period and text (spec 1 §4).',
      entry: goTo(WORK_NOTICE_PATH),
      on: { 'user.recheck': { target: 'starting', actions: toHome } },
    },
    updateRequired: {
      description: 'Version state ≠ "0": the update message, and the shell is asked to update.',
      entry: { type: 'requestAppUpdate', params: downloadUrl },
      on: { 'user.update': { actions: { type: 'requestAppUpdate', params: downloadUrl } } },
    },
    restoringSession: {
      description: 'Auto-login: a stored session is checked against the server user info.',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: { target: 'running', actions: assign({ session: ({ event }) => event.output }) },
        onError: [
          { guard: 'isUserInfoChanged', target: 'running', actions: ['endSession', 'noteUserInfoChanged'] },
          { guard: 'isSessionRejected', target: 'running', actions: 'endSession' },
          { target: 'unavailable' },
        ],
      },
    },
    unavailable: {
      description: 'Service unavailable page (서비스에 접속할 수 없습니다).',
      entry: goTo(ERROR_PATH),
      on: {
        'user.goHome': { target: 'starting', actions: toHome },
      },
    },
    running: {
      type: 'parallel',
      states: {
        session: {
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
                'bridge.shaken': {
                  guard: and(['isShakeQrAuth', not('isUpdatePending'), not('isConfirmingLogout')]),
                  actions: sendTo('eduQr', { type: 'user.scan' }),
                  description:
                    'A shake with the shake setting QR_AUTH starts the same scan (spec 3 §7, §9). NONE does nothing; ' +
                    'CSTMR_REG arrives with the customer registration screen, which is not built yet.',
                },
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
        },
        navigation: {
          initial: 'resolving',
          on: { 'route.changed': { target: '.resolving', actions: 'assignLocation' } },
          states: {
            resolving: {
              always: [
                { guard: 'isUnknownLocation', target: 'redirecting', description: 'Unknown paths go to /main.', actions: toHome },
                {
                  guard: 'isBlockedOnDevice',
                  target: 'redirecting',
                  description: 'Unsupported device/app: only the public pages open.',
                  actions: goTo(UNSUPPORTED_PATH),
                },
                { guard: 'needsLogin', target: 'redirecting', actions: toLogin },
                { guard: 'isLoginWhileSignedIn', target: 'redirecting', actions: toHome },
                { target: 'loading' },
              ],
            },
            redirecting: { description: 'The guard replaced the URL; the raised route.changed resolves it next.' },
            loading: {
              invoke: {
                id: 'loadRoute',
                src: 'loadRoute',
                input: ({ context }) => ({ name: resolveRoute(context.location)?.route.name ?? '' }),
                onDone: { target: 'shown', actions: assign({ route: ({ context }) => resolveRoute(context.location) }) },
                onError: { target: 'failed' },
              },
              after: { CHUNK_TIMEOUT: { target: 'failed', description: 'Screen code not loaded in 120 s (spec 1 §8).' } },
            },
            shown: {
              description: 'After each navigation: tell the shell, log flagged routes, re-check the version (spec 1 §2).',
              entry: enqueueActions(({ context, enqueue, check }) => {
                const route = context.route;
                if (!route) return;
                if (!check('isUnsupportedRoute')) {
                  enqueue({ type: 'notifyRoute', params: { name: route.route.name } });
                  enqueue.raise({ type: 'app.checkVersion' });
                }
                if (check('isLoggedRoute')) enqueue({ type: 'logAccess', params: { route } });
                if (check('isHomeRoute') && check('hasSession')) enqueue.raise({ type: 'app.verifyUser' });
              }),
            },
            failed: {
              description: 'The screen could not be loaded: the service-unavailable page instead of a white screen.',
              entry: goTo(ERROR_PATH),
            },
          },
        },
        version: {
          initial: 'idle',
          states: {
            idle: { on: { 'app.checkVersion': { target: 'checking' } } },
            checking: {
              invoke: {
                id: 'recheckVersion',
                src: 'checkVersion',
                onDone: [
                  { guard: 'needsUpdate', target: 'updateRequired', actions: assign({ versionInfo: ({ event }) => event.output }) },
                  { target: 'idle' },
                ],
                onError: { target: 'idle', description: 'A failed background check never interrupts the user.' },
              },
            },
            updateRequired: {
              entry: { type: 'requestAppUpdate', params: downloadUrl },
              on: { 'user.update': { actions: { type: 'requestAppUpdate', params: downloadUrl } } },
            },
          },
        },
        foreground: {
          initial: 'idle',
          states: {
            idle: { on: { 'app.resumed': { target: 'checkingMaintenance' } } },
            checkingMaintenance: {
              invoke: {
                id: 'recheckMaintenance',
                src: 'loadWorkNotice',
                onDone: [
                  {
                    guard: 'isUnderMaintenance',
                    target: '#app.maintenance',
                    actions: assign({ workNotice: ({ event }) => outputOf<WorkNotice>(event) }),
                  },
                  { target: 'idle', actions: raise({ type: 'app.verifyUser' }) },
                ],
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'App lifecycle: maintenance, version, session, navigation guards, foreground re-checks.';
