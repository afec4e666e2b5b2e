// The app lifecycle statechart (spec 1 §2, §4, §8). Diagram: docs/statecharts/app.md
// Boot: maintenance check → version check → session restore; then, in parallel, the session
// (login flow, verify, logout), navigation guards with lazy screen loading, version re-checks after
// each navigation, and a maintenance re-check whenever the app comes back to the foreground.
import { assign, enqueueActions, raise } from 'xstate';
import type { Session } from '../../src/domain/contracts/auth';
import type { VersionInfo, WorkNotice } from '../../src/domain/contracts/app-info';
import { ERROR_PATH, HOME_PATH, LOGIN_PATH, UNSUPPORTED_PATH, WORK_NOTICE_PATH, resolveRoute } from '../../src/domain/routes';
import type { LoginOutput } from '../login/login.machine';
import { appSetup } from './app.setup';

type Done<T> = { output: T };
const outputOf = <T>(e: unknown) => (e as Done<T>).output;

const toLogin = { type: 'navigate', params: { to: LOGIN_PATH } } as const;
const toHome = { type: 'navigate', params: { to: HOME_PATH } } as const;
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
    'user.back': { actions: 'goBack' },
    'user.closePage': { actions: 'closePage' },
    'user.dismissNotice': { actions: 'dismissNotice' },
    'user.goHome': { actions: toHome },
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
      entry: { type: 'navigate', params: { to: WORK_NOTICE_PATH } },
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
      entry: { type: 'navigate', params: { to: ERROR_PATH } },
      on: {
        'user.retry': { target: 'starting' },
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
              invoke: {
                id: 'loginFlow',
                src: 'loginFlow',
                input: ({ context }) => ({ remembered: context.remembered, deviceUuid: context.deviceUuid }),
                onDone: {
                  target: 'signedIn',
                  actions: [
                    assign(({ event }) => {
                      const out = outputOf<LoginOutput>(event);
                      return { session: out.session, remembered: out.remembered, notice: null };
                    }),
                    {
                      type: 'persistSession',
                      params: ({ event }) => outputOf<LoginOutput>(event),
                    },
                    toHome,
                  ],
                },
              },
            },
            signedIn: {
              initial: 'idle',
              on: {
                'api.sessionRejected': {
                  target: 'signedOut',
                  description: 'unauthorized / auth_token_expired / session_expired from any call.',
                  actions: [
                    'clearSession',
                    'endSession',
                    assign({ notice: ({ event }) => ({ kind: 'sessionEnded' as const, message: event.rtMsg }) }),
                    toLogin,
                  ],
                },
                'bridge.pushToken': { actions: { type: 'registerPushToken', params: ({ event }) => ({ token: event.token }) } },
              },
              states: {
                idle: {
                  on: {
                    'app.verifyUser': { target: 'verifying' },
                    'user.logout': { target: 'confirmingLogout' },
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
                        actions: ['clearSession', 'endSession', 'noteUserInfoChanged', toLogin],
                      },
                      { target: 'idle' },
                    ],
                  },
                  on: { 'user.logout': { target: 'confirmingLogout' } },
                },
                confirmingLogout: {
                  on: {
                    'user.confirmLogout': { target: '#app.running.session.loggingOut' },
                    'user.cancelLogout': { target: 'idle' },
                  },
                },
              },
            },
            loggingOut: {
              invoke: {
                id: 'logout',
                src: 'logout',
                onDone: { target: 'signedOut', actions: ['clearSession', toLogin] },
                onError: { target: 'signedOut', actions: ['clearSession', toLogin] },
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
                  actions: { type: 'navigate', params: { to: UNSUPPORTED_PATH } },
                },
                { guard: 'needsLogin', target: 'redirecting', actions: toLogin },
                { guard: 'isLoginWhileSignedIn', target: 'redirecting', actions: toHome },
                { target: 'loading' },
              ],
            },
            redirecting: { description: 'Waiting for the URL the guard asked for.' },
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
              entry: { type: 'navigate', params: { to: ERROR_PATH } },
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
