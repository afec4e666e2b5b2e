// Morning-meeting attendance by beacon (spec 1 §2, §4): enter or exit = the centre's beacon list, a
// scan by the native shell, then beacon/atndnCheck, whose answer is the new attendance; the buttons
// rest for 2 s after each attempt. Diagram: docs/statecharts/attendance.md
import { assign, setup } from 'xstate';
import type { AttendanceCheck, AttendanceState, MorningCheck } from '../../src/domain/dashboard/contract';
import { errorMessage, isTagged } from '../../src/domain/shared/errors';
import { dashboardMessages } from '../../src/domain/dashboard/messages';
import { ATTENDANCE_LOCK_MS, canEnter, canExit } from '../../src/domain/dashboard/attendance';
import { providedPromise } from '../shared/provided';

export interface AttendanceInput {
  readonly status: AttendanceState;
  readonly meeting: MorningCheck;
}

/** What the shell's beacon scan answers (bridges/contract.ts BeaconResult; machines do not import bridges). */
export interface BeaconScan {
  readonly found: boolean;
  readonly macAddress?: string;
}

export interface AttendanceContext {
  status: AttendanceState;
  readonly meeting: MorningCheck;
  /** The attempt under way (or just finished): IN enters, OUT exits. */
  type: AttendanceCheck['type'] | null;
  macAddresses: readonly string[];
  /** The beacon the shell saw, sent to the server. */
  macAddress: string | null;
  /** Shown in an alert until the user closes it. */
  message: string | null;
}

export type AttendanceEvent = { type: 'user.enter' } | { type: 'user.exit' } | { type: 'user.dismissMessage' };

/** A meeting today and no message waiting to be read (the alert is modal). */
const isOpen = (c: AttendanceContext) => c.meeting.meetYn === 'Y' && c.message === null;
/** Done/error events are not part of the event union setup() knows; read their payload here. */
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;

export const attendanceMachine = setup({
  types: { context: {} as AttendanceContext, events: {} as AttendanceEvent, input: {} as AttendanceInput },
  actors: {
    loadBeacons: providedPromise<string[]>('loadBeacons'),
    checkBeacon: providedPromise<BeaconScan, { macAddresses: readonly string[] }>('checkBeacon'),
    checkAttendance: providedPromise<AttendanceState, AttendanceCheck>('checkAttendance'),
  },
  guards: {
    canEnterNow: ({ context }) => isOpen(context) && canEnter(context.status.attendYn),
    canExitNow: ({ context }) => isOpen(context) && canExit(context.status.attendYn),
    hasMessage: ({ context }) => context.message !== null,
    hasBeacons: ({ event }) => outputOf<string[]>(event).length > 0,
    isBeaconFound: ({ event }) => {
      const scan = outputOf<BeaconScan>(event);
      return scan.found && Boolean(scan.macAddress);
    },
    isBridgeUnavailable: ({ event }) => isTagged(errorOf(event), 'BridgeUnavailable'),
  },
  actions: {
    startEntering: assign({ type: 'IN' as const, macAddresses: [], macAddress: null }),
    startExiting: assign({ type: 'OUT' as const, macAddresses: [], macAddress: null }),
    assignBeacons: assign({ macAddresses: ({ event }) => outputOf<string[]>(event) }),
    assignBeacon: assign({ macAddress: ({ event }) => outputOf<BeaconScan>(event).macAddress ?? null }),
    applyAttendance: assign({
      status: ({ event }) => outputOf<AttendanceState>(event),
      message: ({ context }) => (context.type === 'OUT' ? dashboardMessages.attendanceExited : dashboardMessages.attendanceEntered),
    }),
    showNotFound: assign({ message: dashboardMessages.beaconNotFound }),
    showUnavailable: assign({ message: dashboardMessages.beaconUnavailable }),
    showBridgeFailed: assign({ message: dashboardMessages.beaconFailed }),
    showError: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'attendance',
  context: ({ input }) => ({
    status: { ...input.status },
    meeting: input.meeting,
    type: null,
    macAddresses: [],
    macAddress: null,
    message: null,
  }),
  initial: 'idle',
  on: {
    'user.dismissMessage': { guard: 'hasMessage', actions: 'clearMessage' },
  },
  states: {
    idle: {
      description:
        'Enter only when not entered yet, exit only when S or Y (spec 1 §4); neither on a day without a meeting nor while a message waits to be closed.',
      on: {
        'user.enter': { guard: 'canEnterNow', target: 'checking', actions: 'startEntering' },
        'user.exit': { guard: 'canExitNow', target: 'checking', actions: 'startExiting' },
      },
    },
    checking: {
      initial: 'loadingBeacons',
      states: {
        loadingBeacons: {
          description: "The centre's beacon MAC addresses (beacon/getMacAddress), which the shell scans for.",
          invoke: {
            id: 'loadBeacons',
            src: 'loadBeacons',
            onDone: [
              { guard: 'hasBeacons', target: 'scanning', actions: 'assignBeacons' },
              {
                target: '#attendance.locked',
                actions: 'showNotFound',
                description: 'No beacon registered for the centre: nothing to scan for, so none can be found.',
              },
            ],
            onError: { target: '#attendance.locked', actions: 'showError' },
          },
        },
        scanning: {
          description: 'The native shell scans BLE for those beacons (up to ~10 s; the bridge gives up after 15 s).',
          invoke: {
            id: 'checkBeacon',
            src: 'checkBeacon',
            input: ({ context }) => ({ macAddresses: context.macAddresses }),
            onDone: [
              { guard: 'isBeaconFound', target: 'submitting', actions: 'assignBeacon' },
              { target: '#attendance.locked', actions: 'showNotFound' },
            ],
            onError: [
              {
                guard: 'isBridgeUnavailable',
                target: '#attendance.locked',
                actions: 'showUnavailable',
                description: 'No shell (a desktop or phone browser): attendance works in the app only.',
              },
              { target: '#attendance.locked', actions: 'showBridgeFailed', description: 'Time-out or a shell failure.' },
            ],
          },
        },
        submitting: {
          description: "beacon/atndnCheck with the beacon seen; the server's answer is the new attendance.",
          invoke: {
            id: 'checkAttendance',
            src: 'checkAttendance',
            input: ({ context }) => ({ type: context.type!, macAddress: context.macAddress! }),
            onDone: { target: '#attendance.locked', actions: 'applyAttendance' },
            onError: {
              target: '#attendance.locked',
              actions: 'showError',
              description: "A refusal (already entered, unknown beacon, ...) shows the server's message; attendance is unchanged.",
            },
          },
        },
      },
    },
    locked: {
      description: 'Buttons rest for 2 s after each attempt (spec 1 §4), so a double tap never sends twice.',
      after: { [ATTENDANCE_LOCK_MS]: { target: 'idle' } },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Morning-meeting attendance: beacon list, native beacon scan, atndnCheck; 2 s lock after each attempt; outcome alert.';
