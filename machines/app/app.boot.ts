// The app machine's start (spec 1 §4): maintenance and version asked at once, then the stored session
// restored; or the maintenance, update-required and service-unavailable states. app.machine.ts puts
// these beside `running`. Diagram: docs/statecharts/app.md
import { assign } from 'xstate';
import { ERROR_PATH, WORK_NOTICE_PATH } from '../../src/domain/app/routes';
import { appSetup, downloadUrl, goTo, toHome } from './app.setup';

export const bootStates = {
  starting: appSetup.createStateConfig({
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
  }),
  maintenance: appSetup.createStateConfig({
    description: 'workYn Y: the work-notice page with period and text (spec 1 §4).',
    entry: goTo(WORK_NOTICE_PATH),
    on: { 'user.recheck': { target: 'starting', actions: toHome } },
  }),
  updateRequired: appSetup.createStateConfig({
    description: 'Version state ≠ "0": the update message, and the shell is asked to update.',
    entry: { type: 'requestAppUpdate', params: downloadUrl },
    on: { 'user.update': { actions: { type: 'requestAppUpdate', params: downloadUrl } } },
  }),
  restoringSession: appSetup.createStateConfig({
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
  }),
  unavailable: appSetup.createStateConfig({
    description: 'Service unavailable page (서비스에 접속할 수 없습니다).',
    entry: goTo(ERROR_PATH),
    on: {
      'user.goHome': { target: 'starting', actions: toHome },
    },
  }),
};
