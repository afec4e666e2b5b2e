// The business card screen (spec 3 §2 /dashboard/profile/:userId, §5, §7 orgnz.profile, sendProfile,
// getSsoToken): only the signed-in user's own card is shown; it is sent to a customer's mobile number
// or edited on the outside card-making site, when an operator configured one (CARD).
// Diagram: docs/statecharts/businessCard.md
import { assign, setup } from 'xstate';
import type { BusinessCard } from '../../src/domain/business-card/contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { businessCardMessages } from '../../src/domain/business-card/messages';
import type { SiteLink } from '../../src/domain/outside-sites/outside-sites';
import { cardPhoneError, cardPhoneInput } from '../../src/domain/shared/phone';
import { providedPromise } from '../shared/provided';

export interface BusinessCardInput {
  /** The route's :userId. */
  readonly userId: string;
  readonly session: { readonly userId: string; readonly akdcde: string };
}

/** What the screen loads: the card, and the configured card-making site (null: no edit button). */
export interface LoadedCard {
  readonly card: BusinessCard;
  readonly editor: SiteLink | null;
}

export interface BusinessCardContext {
  readonly userId: string;
  readonly session: BusinessCardInput['session'];
  card: BusinessCard | null;
  editor: SiteLink | null;
  /** The customer's number as the input shows it: digits only, at most 11. */
  phone: string;
  /** The load failure shown with a retry button. */
  loadError: string | null;
  /** The dialog's text: a check message, the sent notice or a refusal. */
  message: string | null;
}

export type BusinessCardEvent =
  | { type: 'user.changePhone'; value: string }
  | { type: 'user.send' }
  | { type: 'user.edit' }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' }
  | { type: 'user.goBack' };

const failure = ({ event }: { event: { error?: unknown } }) => errorMessage(event.error);

export const businessCardMachine = setup({
  types: { context: {} as BusinessCardContext, events: {} as BusinessCardEvent, input: {} as BusinessCardInput },
  actors: {
    loadCard: providedPromise<LoadedCard, { targetId: string }>('loadCard'),
    sendCard: providedPromise<void, { telNo: string }>('sendCard'),
    openCardEditor: providedPromise<void, SiteLink>('openCardEditor'),
  },
  guards: {
    isOwnCard: ({ context }) => context.userId === context.session.userId,
    hasPhoneError: ({ context }) => cardPhoneError(context.phone) !== null,
    hasEditor: ({ context }) => context.editor !== null,
  },
  actions: {
    /** Navigation belongs to the app root: it goes back in history, or home when there is none. */
    goBack: () => {},
    assignPhone: assign({ phone: ({ context, event }) => (event.type === 'user.changePhone' ? cardPhoneInput(event.value) : context.phone) }),
    showPhoneError: assign({ message: ({ context }) => cardPhoneError(context.phone) }),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'businessCard',
  context: ({ input }) => ({ userId: input.userId, session: input.session, card: null, editor: null, phone: '', loadError: null, message: null }),
  initial: 'checkingOwner',
  states: {
    checkingOwner: {
      description: 'Only one’s own card may be sent (spec 3 §6): another user’s id in the URL calls nothing.',
      always: [{ guard: 'isOwnCard', target: 'loading' }, { target: 'forbidden' }],
    },
    forbidden: {
      description: 'Shows 권한이 없습니다. with a way back; nothing was loaded.',
      on: { 'user.goBack': { actions: 'goBack' } },
    },
    loading: {
      invoke: {
        id: 'loadCard',
        src: 'loadCard',
        input: ({ context }) => ({ targetId: context.session.akdcde }),
        onDone: { target: 'ready', actions: assign({ card: ({ event }) => event.output.card, editor: ({ event }) => event.output.editor, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: failure }) },
      },
    },
    failed: { on: { 'user.retry': { target: 'loading' } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.changePhone': { actions: 'assignPhone' },
            'user.send': [
              { guard: 'hasPhoneError', target: 'showingMessage', actions: 'showPhoneError', description: 'Empty or not a mobile number (spec 3 §5): nothing is sent.' },
              { target: 'sending' },
            ],
            'user.edit': { guard: 'hasEditor', target: 'openingEditor', description: 'Only with a configured card-making site: without one there is no edit button.' },
          },
        },
        sending: {
          description: 'A second tap finds no user.send here, so one number is sent once.',
          invoke: {
            id: 'sendCard',
            src: 'sendCard',
            input: ({ context }) => ({ telNo: context.phone }),
            onDone: { target: 'showingMessage', actions: assign({ message: businessCardMessages.cardSent, phone: '' }) },
            onError: { target: 'showingMessage', actions: assign({ message: failure }) },
          },
        },
        openingEditor: {
          description:
            'getSsoToken (when the site takes it for this user), then the card-making site through the shell. A token of "" opens the plain site (spec 3 §8); ' +
            'a failed token call opens nothing and shows its message, as every failed call does (spec 3 §7).',
          invoke: {
            id: 'openCardEditor',
            src: 'openCardEditor',
            input: ({ context }) => context.editor!,
            onDone: { target: 'idle' },
            onError: { target: 'showingMessage', actions: assign({ message: failure }) },
          },
        },
        showingMessage: {
          on: { 'user.dismissMessage': { target: 'idle', actions: 'clearMessage' } },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Business card: load the card, check the phone, send it by message, open the card-making site.';
