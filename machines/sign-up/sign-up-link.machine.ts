// The planner's customer easy sign-up link (spec 1 §2 QR page and /eduKakaoSync): load it from the
// server (qr/signUpLink), retry on failure; once shown, copy it for a KakaoTalk chat or hand it to the
// phone's SMS composer. Results show in an alert until closed. Diagram: docs/statecharts/signUpLink.md
import { assign, setup } from 'xstate';
import { errorMessage, isTagged } from '../../src/domain/shared/errors';
import { signUpMessages } from '../../src/domain/sign-up/messages';
import { providedPromise } from '../shared/provided';

export interface SignUpLinkContext {
  url: string | null;
  /** Why the link did not load. */
  error: string | null;
  /** The copy/share result, shown in an alert until closed. */
  message: string | null;
}

export type SignUpLinkEvent = { type: 'user.retry' } | { type: 'user.copy' } | { type: 'user.sendSms' } | { type: 'user.dismissMessage' };

const errorOf = (event: unknown) => (event as { error: unknown }).error;

export const signUpLinkMachine = setup({
  types: { context: {} as SignUpLinkContext, events: {} as SignUpLinkEvent },
  actors: {
    loadLink: providedPromise<{ url: string }>('loadLink'),
    copyLink: providedPromise<void, { url: string }>('copyLink'),
    sendBySms: providedPromise<void, { url: string }>('sendBySms'),
  },
  guards: {
    isBridgeUnavailable: ({ event }) => isTagged(errorOf(event), 'BridgeUnavailable'),
  },
  actions: {
    showMessage: assign({ message: (_, text: string) => text }),
  },
}).createMachine({
  id: 'signUpLink',
  initial: 'loading',
  context: { url: null, error: null, message: null },
  states: {
    loading: {
      description: "qr/signUpLink: the caller's link, built and signed by the server.",
      invoke: {
        id: 'loadLink',
        src: 'loadLink',
        onDone: { target: 'ready', actions: assign({ url: ({ event }) => event.output.url, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          description: 'The QR page shows the link as a QR code; the share page offers copy and SMS.',
          on: {
            'user.copy': 'copying',
            'user.sendSms': 'sending',
          },
        },
        copying: {
          description: 'Clipboard, for pasting into a KakaoTalk chat.',
          invoke: {
            id: 'copyLink',
            src: 'copyLink',
            input: ({ context }) => ({ url: context.url ?? '' }),
            onDone: { target: 'showing', actions: { type: 'showMessage', params: signUpMessages.signUpCopied } },
            onError: { target: 'showing', actions: { type: 'showMessage', params: signUpMessages.signUpCopyFailed } },
          },
        },
        sending: {
          description: "The shell opens the phone's SMS composer with the link; the planner picks the customer there.",
          invoke: {
            id: 'sendBySms',
            src: 'sendBySms',
            input: ({ context }) => ({ url: context.url ?? '' }),
            onDone: { target: 'idle' },
            onError: [
              { guard: 'isBridgeUnavailable', target: 'showing', actions: { type: 'showMessage', params: signUpMessages.signUpSmsAppOnly }, description: 'No SMS composer on PC.' },
              { target: 'showing', actions: { type: 'showMessage', params: signUpMessages.signUpSmsFailed } },
            ],
          },
        },
        showing: {
          description: 'The alert is modal: nothing else until it is closed.',
          on: { 'user.dismissMessage': { target: 'idle', actions: assign({ message: null }) } },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Customer easy sign-up link (QR page, /eduKakaoSync): load, retry, copy it, send it through the SMS composer.';
