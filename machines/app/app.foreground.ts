// The app machine's foreground region (spec 1 §4): maintenance re-checked whenever the app comes back to
// the foreground, then the user info. Part of `running` in app.machine.ts. Diagram: docs/statecharts/app.md
import { assign, raise } from 'xstate';
import type { WorkNotice } from '../../src/domain/app/contract';
import { appSetup, outputOf } from './app.setup';

export const foregroundRegion = appSetup.createStateConfig({
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
});
