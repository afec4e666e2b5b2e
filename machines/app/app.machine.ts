// The app lifecycle statechart (spec 1 §2, §4, §8). Diagram: docs/statecharts/app.md
// Boot: maintenance check → version check → session restore; then, in parallel, the session
// (login flow, verify, logout), navigation guards with lazy screen loading, version re-checks after
// each navigation, a maintenance re-check whenever the app comes back to the foreground, and the hand-off
// of the home screen's customer search to the customer list.
// This file holds what spans the whole app; each region's states are in their own file:
// app.boot.ts, app.session.ts, app.navigation.ts, app.version.ts, app.foreground.ts, app.handoff.ts
// (on app.setup.ts).
import { and, assign, not } from 'xstate';
import { upPath } from '../../src/domain/app/routes';
import { bootStates } from './app.boot';
import { foregroundRegion } from './app.foreground';
import { handoffRegion } from './app.handoff';
import { navigationRegion } from './app.navigation';
import { sessionRegion } from './app.session';
import { appSetup, toHome } from './app.setup';
import { versionRegion } from './app.version';

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
    handoff: null,
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
    ...bootStates,
    running: {
      type: 'parallel',
      states: {
        session: sessionRegion,
        navigation: navigationRegion,
        version: versionRegion,
        foreground: foregroundRegion,
        handoff: handoffRegion,
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'App lifecycle: maintenance, version, session, navigation guards, foreground re-checks, the home search handed to the customer list.';
