// The app machine's version region (spec 1 §2): the version re-checked after each navigation; a state
// other than "0" shows the update message and asks the shell to update. Part of `running` in
// app.machine.ts. Diagram: docs/statecharts/app.md
import { assign } from 'xstate';
import { appSetup, downloadUrl } from './app.setup';

export const versionRegion = appSetup.createStateConfig({
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
});
