// The customer's self-registration page (spec 2 §2, §4, §5, §8), public, behind the link a planner texts:
// the link is checked (expired → the expired page; registered or a duplicate → the complete page), then
// the form: name and phone as requested, the terms (the popup through the URL hash), the phone's number
// with its m:ss countdown (reissue, expiry, verified), children, cancel and save. Cancel and a saved
// form "reload": the link is checked again, which leads a saved form to the complete page.
// Diagram: docs/statecharts/selfRegistration.md
import { and, not, stateIn } from 'xstate';
import { selfRegistrationSetup, valuesOf } from './self-registration.setup';

export type { SelfRegistrationInput, SelfRegistrationEvent, LinkCheck, SelfSave } from './self-registration.setup';

/** The countdown's tick, in ms. */
export const TICK_MS = 1000;
const COUNTING = '#selfRegistration.form.verification.counting';

export const selfRegistrationMachine = selfRegistrationSetup.createMachine({
  id: 'selfRegistration',
  context: ({ input }) => ({
    link: input.link,
    request: null,
    name: '',
    phone: '',
    memo: '',
    mobileTerms: false,
    marketing: false,
    children: [],
    code: '',
    verified: false,
    secondsLeft: 0,
    idemKey: null,
    terms: null,
    message: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasNoLink', target: 'expired', description: 'A parameter is missing (spec 2 §4).' }, { target: 'checking' }],
    },
    checking: {
      description: 'chkCustAuthInfo: also what a reload (cancel, a saved form) does.',
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => ({ link: context.link! }),
        onDone: [
          { guard: 'isExpiredLink', target: 'expired', description: 'Past its time, or a link this server did not seal.' },
          { guard: 'isCompleteLink', target: 'complete', description: 'Already registered, or the phone is already a customer of the planner.' },
          { target: 'form', actions: 'assignCheck', description: 'A fresh form with one empty child block.' },
        ],
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: { on: { 'user.retry': 'checking' } },
    form: {
      type: 'parallel',
      invoke: { id: 'watchHash', src: 'watchHash' },
      states: {
        verification: {
          initial: 'none',
          on: { 'auth.verified': { target: '.verified', description: 'The server confirmed the number, whatever the clock here says.' } },
          states: {
            none: { on: { 'auth.issued': 'counting' } },
            counting: {
              description: "The number was texted: m:ss until the server's expiresIn is over; the button says 재요청.",
              entry: 'startCountdown',
              after: { authExpiry: { target: 'timedOut', actions: 'expire', description: 'At zero: verification is disabled and the button is reset.' } },
              on: { 'auth.issued': { target: 'counting', reenter: true, description: 'Reissued: a new number, the countdown again.' } },
              initial: 'ticking',
              states: { ticking: { after: { [TICK_MS]: { target: 'ticking', reenter: true, actions: 'tick', description: 'One second less.' } } } },
            },
            timedOut: { on: { 'auth.issued': 'counting' } },
            verified: { description: 'The countdown stops; issuing is locked.' },
          },
        },
        user: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.changeName': { actions: 'assignName', description: 'At most 10 characters.' },
                'user.changePhone': { actions: 'assignPhone', description: 'Digits only, at most 11.' },
                'user.changeMemo': { actions: 'assignMemo', description: 'At most 500 characters.' },
                'user.toggleTerms': { actions: 'toggleTerms' },
                'user.agreeAll': { actions: 'agreeAll', description: 'Both on, or both off when both were on.' },
                'route.hashChanged': { guard: 'isTermsHash', target: 'readingTerms', actions: 'assignTerms', description: 'A terms link (#terms-mobile, #terms-marketing).' },
                // Issuing is locked once verified (the button is disabled too).
                'user.issue': [
                  { guard: and([not('isVerified'), 'hasIdentityProblem']), target: 'alerting', actions: 'noteIdentity', description: 'Name and phone required, and as requested.' },
                  { guard: and([not('isVerified'), 'lacksTerms']), target: 'alerting', actions: 'noteTerms', description: 'The mobile terms are required first.' },
                  { guard: not('isVerified'), target: 'issuing' },
                ],
                'user.changeCode': { guard: stateIn(COUNTING), actions: 'assignCode', description: 'Digits only, at most 6; only while the number holds.' },
                'user.verify': [
                  { guard: and([stateIn(COUNTING), 'isCodeIncomplete']), target: 'alerting', actions: 'noteCodeRequired' },
                  { guard: stateIn(COUNTING), target: 'verifying' },
                ],
                'user.changeChild': [
                  { guard: 'isNameField', actions: 'assignChildName', description: 'At most 10 characters.' },
                  { actions: 'assignChildBirthday', description: 'Digits only, at most 8.' },
                ],
                'user.chooseSex': { actions: 'assignSex' },
                'user.addChild': [{ guard: 'canAddChild', actions: 'addChild' }, { target: 'alerting', actions: 'noteChildMax', description: 'At most 5 children.' }],
                'user.removeChild': { actions: 'removeChild' },
                'user.save': [
                  { guard: 'hasSaveProblem', target: 'alerting', actions: 'noteSaveProblem', description: 'Spec 2 §5, in order: identity, terms, verified, children.' },
                  { guard: 'hasIdemKey', target: 'saving', description: 'A retry sends the key of the first press.' },
                  { target: 'keying' },
                ],
                'user.cancel': { target: '#selfRegistration.checking', description: 'Cancel reloads the page.' },
              },
            },
            alerting: { on: { 'user.dismissMessage': { target: 'editing', actions: 'dismissMessage' } } },
            readingTerms: {
              description: 'The terms popup, shown while the URL hash names a term: the back button closes it too.',
              on: {
                'route.hashChanged': { guard: 'isPlainHash', target: 'editing', actions: 'assignTerms' },
                'user.closeTerms': { target: 'editing', actions: ['clearTerms', 'leaveTermsHash'] },
              },
            },
            issuing: {
              invoke: {
                id: 'issueAuthNo',
                src: 'issueAuthNo',
                input: ({ context }) => ({ link: context.link!, name: context.name.trim(), phone: context.phone }),
                onDone: { target: 'editing', actions: 'announceIssued', description: 'auth.issued starts the countdown.' },
                onError: { target: 'alerting', actions: 'noteFailure', description: "Refused (not as requested, a day's texts used up …): the server's message." },
              },
            },
            verifying: {
              invoke: {
                id: 'validAuthNo',
                src: 'validAuthNo',
                input: ({ context }) => ({ link: context.link!, code: context.code }),
                onDone: { target: 'alerting', actions: ['markVerified', 'noteVerified', 'announceVerified'] },
                onError: { target: 'alerting', actions: ['clearCode', 'noteFailure'], description: 'Wrong, locked or expired: the number is cleared (spec 2 §8).' },
              },
            },
            keying: {
              invoke: { id: 'newIdemKey', src: 'newIdemKey', onDone: { target: 'saving', actions: 'assignIdemKey' } },
            },
            saving: {
              invoke: {
                id: 'saveCustInfo',
                src: 'saveCustInfo',
                input: ({ context }) => ({ link: context.link!, idemKey: context.idemKey!, values: valuesOf(context) }),
                onDone: { target: '#selfRegistration.checking', description: 'Saved: the page reloads, into the complete page.' },
                onError: { target: 'alerting', actions: 'noteFailure' },
              },
            },
          },
        },
      },
    },
    expired: { type: 'final', entry: { type: 'showPage', params: { page: 'expired' } } },
    complete: { type: 'final', entry: { type: 'showPage', params: { page: 'complete' } } },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = "Customer self-registration page: link check (expired / complete), name and phone as requested, terms through the URL hash, the texted number's m:ss countdown (reissue, expiry, verified), children, cancel and save (reload).";
