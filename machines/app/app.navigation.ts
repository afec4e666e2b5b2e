// The app machine's navigation region (spec 1 §2, §8): guards on every URL (unknown path, unsupported
// device, login required), the screen's code loaded with the 120 s time-out, then what follows each
// navigation. Part of `running` in app.machine.ts. Diagram: docs/statecharts/app.md
import { assign, enqueueActions } from 'xstate';
import { ERROR_PATH, UNSUPPORTED_PATH, resolveRoute } from '../../src/domain/app/routes';
import { appSetup, goTo, toHome, toLogin } from './app.setup';

export const navigationRegion = appSetup.createStateConfig({
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
});
