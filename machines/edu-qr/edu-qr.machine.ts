// Education QR attendance (spec 1 §2 side menu "QR 인증", §7 eduqr/atnd): the native scanner reads the
// lecture's QR code, the server records the attendance, and the result is shown until it is closed.
// A child of the signed-in app, so the menu, the history page and a shake all start the same scan.
// Diagram: docs/statecharts/eduQr.md
import { assign, setup } from 'xstate';
import type { EduQrAttended } from '../../src/domain/edu-qr/contract';
import { errorMessage, isTagged } from '../../src/domain/shared/errors';
import { eduQrMessages } from '../../src/domain/edu-qr/messages';
import { eduQrCodeOf, isEduQrCode } from '../../src/domain/edu-qr/edu-qr';
import { providedPromise } from '../shared/provided';

export interface EduQrContext {
  /** The code being sent (trimmed scan text). */
  code: string | null;
  /** The result line shown until the user closes it. */
  message: string | null;
  /** Attendances recorded by this actor; the history list reloads when it grows. */
  attended: number;
}

export type EduQrEvent = { type: 'user.scan' } | { type: 'user.dismiss' };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;

export const eduQrMachine = setup({
  types: { context: {} as EduQrContext, events: {} as EduQrEvent },
  actors: {
    scanQr: providedPromise<{ text: string }>('scanQr'),
    submitScan: providedPromise<EduQrAttended, { qrScan: string }>('submitScan'),
  },
  guards: {
    isEduQrText: ({ event }) => isEduQrCode(outputOf<{ text: string }>(event).text),
    isCancelled: ({ event }) => isTagged(errorOf(event), 'ScanCancelled'),
    isBridgeUnavailable: ({ event }) => isTagged(errorOf(event), 'BridgeUnavailable'),
  },
  actions: {
    assignCode: assign({ code: ({ event }) => eduQrCodeOf(outputOf<{ text: string }>(event).text) }),
    showAttended: assign({
      message: ({ event }) => outputOf<EduQrAttended>(event).message,
      attended: ({ context }) => context.attended + 1,
    }),
    showInvalid: assign({ message: eduQrMessages.eduQrInvalid }),
    showAppOnly: assign({ message: eduQrMessages.eduQrAppOnly }),
    showScannerFailed: assign({ message: eduQrMessages.eduQrScannerFailed }),
    showError: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    clear: assign({ code: null, message: null }),
  },
}).createMachine({
  id: 'eduQr',
  initial: 'idle',
  context: { code: null, message: null, attended: 0 },
  states: {
    idle: {
      description: 'QR 인증 arrives from the side menu, the history page or the shake setting (through the app machine).',
      on: { 'user.scan': { target: 'scanning' } },
    },
    scanning: {
      description: 'The shell shows its camera scanner; no time-out, the user takes their time. Taps meanwhile are ignored.',
      invoke: {
        id: 'scanQr',
        src: 'scanQr',
        onDone: [
          { guard: 'isEduQrText', target: 'sending', actions: 'assignCode' },
          { target: 'failed', actions: 'showInvalid', description: 'Some other QR code (a web link, a product): no call is made.' },
        ],
        onError: [
          { guard: 'isCancelled', target: 'idle', description: 'The user closed the scanner: nothing happens.' },
          { guard: 'isBridgeUnavailable', target: 'failed', actions: 'showAppOnly', description: 'No scanner outside the app (PC, phone browser).' },
          { target: 'failed', actions: 'showScannerFailed', description: 'The shell could not open the camera.' },
        ],
      },
    },
    sending: {
      description: 'eduqr/atnd with the code; the blocking spinner shows meanwhile.',
      invoke: {
        id: 'submitScan',
        src: 'submitScan',
        input: ({ context }) => ({ qrScan: context.code ?? '' }),
        onDone: { target: 'done', actions: 'showAttended' },
        onError: {
          target: 'failed',
          actions: 'showError',
          description: "Refusals (already attended, closed, not open yet, unknown code) show the server's message; else the network message.",
        },
      },
    },
    done: {
      description: "Recorded: the server's line (<강의명> 출석이 완료되었습니다.) in an alert until closed; the history reloads.",
      on: { 'user.dismiss': { target: 'idle', actions: 'clear' } },
    },
    failed: {
      description: 'Nothing recorded: why, in an alert until closed.',
      on: { 'user.dismiss': { target: 'idle', actions: 'clear' } },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'QR 인증 (education attendance): native QR scan, eduqr/atnd, result alert; taps while busy ignored. A child of the signed-in app.';
