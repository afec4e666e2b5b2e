// The phone verification of the planner's registration (spec 2 §4 steps 2-4, §8, §9): the terms sheet
// (the required item must be ticked, 'all' toggles both, closing resets both), then the request
// (saveCustAthn's encSqno, and issueAuthNo texts the number), then the certification sheet with the
// 300-second countdown shown as mm:ss (re-request restarts it; at zero the number can no longer be
// confirmed). A confirmed number ends it verified; a refused one is cleared with the server's message.
// Runs as a child of the registration. Diagram: docs/statecharts/registrationVerification.md
import { assign, setup } from 'xstate';
import { AUTH_SECONDS } from '../../src/domain/registration/rules';
import { registrationMessages as m } from '../../src/domain/registration/messages';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

/** The countdown's tick and the number's life, in ms (spec 2 §9). */
export const TICK_MS = 1000;
export const AUTH_MS = AUTH_SECONDS * 1000;
const ATHN_DIGITS = 6;

export interface VerificationInput {
  readonly name: string;
  /** The phone's digits. */
  readonly phone: string;
}

export interface Agreements {
  /** The required item (infoagre). */
  readonly required: boolean;
  /** Marketing (mrknagre), optional. */
  readonly marketing: boolean;
}

/** How it ended: verified (the request and the agreements go with the save), or closed (null). */
export type VerificationOutput = { readonly encSqno: string; readonly agreements: Agreements } | null;

export interface VerificationContext extends VerificationInput {
  readonly agreements: Agreements;
  readonly encSqno: string | null;
  readonly athnNo: string;
  /** Seconds left on the countdown. */
  readonly remaining: number;
  readonly message: string | null;
  readonly verified: boolean;
}

export type VerificationEvent =
  | { type: 'user.toggleRequired' }
  | { type: 'user.toggleMarketing' }
  | { type: 'user.toggleAll' }
  | { type: 'user.confirmTerms' }
  | { type: 'user.close' }
  | { type: 'user.changeAuthNo'; value: string }
  | { type: 'user.submitAuthNo' }
  | { type: 'user.reRequest' }
  | { type: 'user.dismissMessage' };

const NONE: Agreements = { required: false, marketing: false };
const errorOf = (event: unknown) => (event as { error: unknown }).error;

export const registrationVerificationMachine = setup({
  types: { input: {} as VerificationInput, context: {} as VerificationContext, events: {} as VerificationEvent, output: {} as VerificationOutput },
  actors: {
    /** saveCustAthn (the request's encSqno), then issueAuthNo (the number is texted). */
    requestAuth: providedPromise<{ encSqno: string }, VerificationInput>('requestAuth'),
    /** issueAuthNo again: a new number; the earlier one stops working. */
    reissueAuth: providedPromise<void, VerificationInput & { encSqno: string }>('reissueAuth'),
    validAuth: providedPromise<void, { encSqno: string; athnNo: string }>('validAuth'),
  },
  guards: {
    isRequiredMissing: ({ context }) => !context.agreements.required,
    isAuthNoIncomplete: ({ context }) => context.athnNo.length !== ATHN_DIGITS,
    hasMessage: ({ context }) => context.message !== null,
  },
  actions: {
    toggleRequired: assign({ agreements: ({ context }) => ({ ...context.agreements, required: !context.agreements.required }) }),
    toggleMarketing: assign({ agreements: ({ context }) => ({ ...context.agreements, marketing: !context.agreements.marketing }) }),
    toggleAll: assign({
      agreements: ({ context }) => {
        const all = !(context.agreements.required && context.agreements.marketing);
        return { required: all, marketing: all };
      },
    }),
    resetAgreements: assign({ agreements: NONE }),
    noteRequired: assign({ message: m.requiredAgreement }),
    noteAuthNoRequired: assign({ message: m.authNoRequired }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    dismissMessage: assign({ message: null }),
    assignRequest: assign({ encSqno: ({ event }) => (event as unknown as { output: { encSqno: string } }).output.encSqno }),
    startCountdown: assign({ remaining: AUTH_SECONDS, athnNo: '' }),
    tick: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }),
    expire: assign({ remaining: 0, athnNo: '' }),
    assignAuthNo: assign({ athnNo: ({ event }) => (event.type === 'user.changeAuthNo' ? event.value.replace(/\D/g, '').slice(0, ATHN_DIGITS) : '') }),
    clearAuthNo: assign({ athnNo: '' }),
    markVerified: assign({ verified: true }),
  },
}).createMachine({
  id: 'registrationVerification',
  context: ({ input }) => ({ ...input, agreements: NONE, encSqno: null, athnNo: '', remaining: AUTH_SECONDS, message: null, verified: false }),
  initial: 'terms',
  output: ({ context }) => (context.verified && context.encSqno !== null ? { encSqno: context.encSqno, agreements: context.agreements } : null),
  on: { 'user.dismissMessage': { guard: 'hasMessage', actions: 'dismissMessage' } },
  states: {
    terms: {
      description: 'The terms sheet.',
      on: {
        'user.toggleRequired': { actions: 'toggleRequired' },
        'user.toggleMarketing': { actions: 'toggleMarketing' },
        'user.toggleAll': { actions: 'toggleAll', description: 'Both on, or both off when both were on.' },
        'user.close': { target: 'closed', actions: 'resetAgreements', description: 'Closing resets both agreements to N.' },
        'user.confirmTerms': [
          { guard: 'isRequiredMissing', actions: 'noteRequired', description: '필수 항목에 동의해주세요.' },
          { target: 'requesting' },
        ],
      },
    },
    requesting: {
      invoke: {
        id: 'requestAuth',
        src: 'requestAuth',
        input: ({ context }) => ({ name: context.name, phone: context.phone }),
        onDone: { target: 'certifying', actions: 'assignRequest' },
        onError: { target: 'terms', actions: 'noteFailure', description: 'Refused (a day’s texts used up, a registered customer …): the server’s message.' },
      },
    },
    certifying: {
      description: 'The certification sheet.',
      initial: 'live',
      on: { 'user.close': { target: 'closed', actions: 'resetAgreements', description: 'Not verified: the terms come again next time.' } },
      states: {
        live: {
          type: 'parallel',
          entry: 'startCountdown',
          after: { [AUTH_MS]: { target: 'expired', description: 'The number’s 300 s are over.' } },
          on: { 'user.reRequest': { target: 'reissuing' } },
          states: {
            clock: {
              initial: 'ticking',
              states: { ticking: { after: { [TICK_MS]: { target: 'ticking', reenter: true, actions: 'tick', description: 'One second less on the mm:ss.' } } } },
            },
            entry: {
              initial: 'entering',
              states: {
                entering: {
                  on: {
                    'user.changeAuthNo': { actions: 'assignAuthNo', description: 'Digits only, at most 6.' },
                    'user.submitAuthNo': [{ guard: 'isAuthNoIncomplete', actions: 'noteAuthNoRequired' }, { target: 'checking' }],
                  },
                },
                checking: {
                  invoke: {
                    id: 'validAuth',
                    src: 'validAuth',
                    input: ({ context }) => ({ encSqno: context.encSqno!, athnNo: context.athnNo }),
                    onDone: { target: '#registrationVerification.verified', actions: 'markVerified' },
                    onError: { target: 'entering', actions: ['clearAuthNo', 'noteFailure'], description: 'Refused (wrong, locked, expired by the server’s clock): the number is cleared.' },
                  },
                },
              },
            },
          },
        },
        expired: {
          entry: 'expire',
          description: 'The countdown is at 00:00: only a re-request or closing.',
          on: { 'user.reRequest': { target: 'reissuing' } },
        },
        reissuing: {
          invoke: {
            id: 'reissueAuth',
            src: 'reissueAuth',
            input: ({ context }) => ({ name: context.name, phone: context.phone, encSqno: context.encSqno! }),
            onDone: { target: 'live', description: 'A new number: the countdown starts again.' },
            onError: { target: 'expired', actions: 'noteFailure', description: 'Not sent (a day’s texts used up …): its message; an earlier number no longer counts.' },
          },
        },
      },
    },
    verified: { type: 'final' },
    closed: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Registration phone verification: the terms sheet, the request and texted number, the 300 s countdown with re-request and expiry, and the certification sheet.';
