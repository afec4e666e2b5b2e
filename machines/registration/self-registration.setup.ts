// Types, guards, actions and actor slots of the customer's self-registration page (spec 2 §2, §4, §5);
// self-registration.machine.ts assembles the chart. Effects are slots provided by src/app/registration;
// the form's rules are src/domain/registration/rules.ts, so the server checks the same ones.
import { assign, raise, setup } from 'xstate';
import type { SelfLink } from '../../src/domain/registration/pages';
import { registrationMessages as m } from '../../src/domain/registration/messages';
import { CUST_NAME_MAX, phoneDigits, REG_MEMO_MAX, selfIdentityError, selfSaveError, type SelfChild } from '../../src/domain/registration/rules';
import { selfTermsOf, type SelfTermsKind } from '../../src/domain/registration/self-terms';
import { CHILD_SLOTS } from '../../src/domain/customers/customer-edit';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedCallback, providedPromise } from '../shared/provided';

const CODE_DIGITS = 6;
const BIRTHDAY_DIGITS = 8;

export interface SelfRegistrationInput {
  /** The link's four sealed parameters; null when one is missing (→ the expired page). */
  readonly link: SelfLink | null;
}

/** What the check call (chkCustAuthInfo) says the page may do, with the year by the app's clock (KST). */
export interface LinkCheck {
  readonly page: 'expired' | 'complete' | 'form';
  /** What the planner asked for: the typed name and phone must equal them. */
  readonly name: string;
  readonly phone: string;
  readonly plannerName: string;
  readonly year: number;
}

export interface SelfFormValues {
  readonly name: string;
  readonly phone: string;
  readonly memo: string;
  readonly mobileTerms: boolean;
  readonly marketing: boolean;
  readonly children: readonly SelfChild[];
}

export interface SelfRegistrationContext extends SelfFormValues {
  readonly link: SelfLink | null;
  readonly request: LinkCheck | null;
  readonly code: string;
  /** The server confirmed the number: issuing is locked. */
  readonly verified: boolean;
  /** Seconds left on the issued number's m:ss countdown. */
  readonly secondsLeft: number;
  /** Made when the customer first presses save; every later save of this page sends it again. */
  readonly idemKey: string | null;
  /** The term the URL hash shows in the popup. */
  readonly terms: SelfTermsKind | null;
  /** The alert. */
  readonly message: string | null;
  /** Why the check call failed. */
  readonly error: string | null;
}

export type ChildField = 'name' | 'birthday';

export type SelfRegistrationEvent =
  | { type: 'user.retry' }
  | { type: 'user.changeName'; value: string }
  | { type: 'user.changePhone'; value: string }
  | { type: 'user.changeMemo'; value: string }
  | { type: 'user.toggleTerms'; kind: SelfTermsKind }
  | { type: 'user.agreeAll' }
  | { type: 'user.closeTerms' }
  | { type: 'user.issue' }
  | { type: 'user.changeCode'; value: string }
  | { type: 'user.verify' }
  | { type: 'user.changeChild'; index: number; field: ChildField; value: string }
  | { type: 'user.chooseSex'; index: number; sex: 'M' | 'F' }
  | { type: 'user.addChild' }
  | { type: 'user.removeChild'; index: number }
  | { type: 'user.save' }
  | { type: 'user.cancel' }
  | { type: 'user.dismissMessage' }
  | { type: 'route.hashChanged'; hash: string }
  // Raised by the machine itself, for the verification region.
  | { type: 'auth.issued'; expiresIn: number }
  | { type: 'auth.verified' };

const EMPTY_CHILD: SelfChild = { name: '', sex: '', birthday: '' };
const EMPTY_FORM: SelfFormValues = { name: '', phone: '', memo: '', mobileTerms: false, marketing: false, children: [EMPTY_CHILD] };
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;
const requested = (c: SelfRegistrationContext) => ({ name: c.request?.name ?? '', phone: c.request?.phone ?? '' });
const year = (c: SelfRegistrationContext) => c.request?.year ?? 0;
/** The save's first refusal (spec 2 §5). */
const saveProblem = (c: SelfRegistrationContext): string | null => selfSaveError({ ...c, termsAgreed: c.mobileTerms }, requested(c), year(c));
/** The children with one of them changed. */
const withChild = (c: SelfRegistrationContext, index: number, change: Partial<SelfChild>) => c.children.map((k, i) => (i === index ? { ...k, ...change } : k));

/** The form's values (what the save sends). */
export const valuesOf = (c: SelfFormValues): SelfFormValues => ({
  name: c.name,
  phone: c.phone,
  memo: c.memo,
  mobileTerms: c.mobileTerms,
  marketing: c.marketing,
  children: c.children,
});

/** What the save sends (saveCustInfo's JSON string, less the link and the key the actor adds). */
export interface SelfSave {
  readonly link: SelfLink;
  readonly idemKey: string;
  readonly values: SelfFormValues;
}

export const selfRegistrationSetup = setup({
  types: { input: {} as SelfRegistrationInput, context: {} as SelfRegistrationContext, events: {} as SelfRegistrationEvent },
  actors: {
    /** chkCustAuthInfo with the link, and today's year. */
    checkLink: providedPromise<LinkCheck, { link: SelfLink }>('checkLink'),
    /** issueAuthNo for the link, with the name and phone typed: texts a number good for `expiresIn` seconds. */
    issueAuthNo: providedPromise<{ expiresIn: number }, { link: SelfLink; name: string; phone: string }>('issueAuthNo'),
    validAuthNo: providedPromise<void, { link: SelfLink; code: string }>('validAuthNo'),
    /** A fresh idempotency key. */
    newIdemKey: providedPromise<string>('newIdemKey'),
    saveCustInfo: providedPromise<void, SelfSave>('saveCustInfo'),
    /** The URL hash as it changes (a terms link, the back button): route.hashChanged. */
    watchHash: providedCallback('watchHash'),
  },
  delays: {
    /** The issued number's life by the server's answer (300 s). */
    authExpiry: ({ context }) => context.secondsLeft * 1000,
  },
  guards: {
    hasNoLink: ({ context }) => context.link === null,
    isExpiredLink: ({ event }) => outputOf<LinkCheck>(event).page === 'expired',
    isCompleteLink: ({ event }) => outputOf<LinkCheck>(event).page === 'complete',
    isTermsHash: ({ event }) => event.type === 'route.hashChanged' && selfTermsOf(event.hash) !== null,
    isPlainHash: ({ event }) => event.type === 'route.hashChanged' && selfTermsOf(event.hash) === null,
    hasIdentityProblem: ({ context }) => selfIdentityError(context, requested(context)) !== null,
    lacksTerms: ({ context }) => !context.mobileTerms,
    isCodeIncomplete: ({ context }) => context.code.length !== CODE_DIGITS,
    canAddChild: ({ context }) => context.children.length < CHILD_SLOTS,
    isNameField: ({ event }) => event.type === 'user.changeChild' && event.field === 'name',
    isVerified: ({ context }) => context.verified,
    hasSaveProblem: ({ context }) => saveProblem(context) !== null,
    hasIdemKey: ({ context }) => context.idemKey !== null,
  },
  actions: {
    assignCheck: assign(({ event }) => ({ ...EMPTY_FORM, request: outputOf<LinkCheck>(event), code: '', verified: false, secondsLeft: 0, terms: null, message: null, error: null })),
    assignError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    assignName: assign({ name: ({ context, event }) => (event.type === 'user.changeName' ? event.value.slice(0, CUST_NAME_MAX) : context.name) }),
    assignPhone: assign({ phone: ({ context, event }) => (event.type === 'user.changePhone' ? phoneDigits(event.value) : context.phone) }),
    assignMemo: assign({ memo: ({ context, event }) => (event.type === 'user.changeMemo' ? event.value.slice(0, REG_MEMO_MAX) : context.memo) }),
    toggleTerms: assign(({ context, event }) => {
      if (event.type !== 'user.toggleTerms') return {};
      return event.kind === 'mobile' ? { mobileTerms: !context.mobileTerms } : { marketing: !context.marketing };
    }),
    agreeAll: assign(({ context }) => {
      const all = !(context.mobileTerms && context.marketing);
      return { mobileTerms: all, marketing: all };
    }),
    assignTerms: assign({ terms: ({ context, event }) => (event.type === 'route.hashChanged' ? selfTermsOf(event.hash) : context.terms) }),
    clearTerms: assign({ terms: null }),
    /** Takes the customer off the terms hash (back, or the hash replaced): slot for the app. */
    leaveTermsHash: () => {},
    assignCode: assign({ code: ({ context, event }) => (event.type === 'user.changeCode' ? event.value.replace(/\D/g, '').slice(0, CODE_DIGITS) : context.code) }),
    announceIssued: raise(({ event }) => ({ type: 'auth.issued' as const, expiresIn: outputOf<{ expiresIn: number }>(event).expiresIn })),
    announceVerified: raise({ type: 'auth.verified' as const }),
    startCountdown: assign({ secondsLeft: ({ context, event }) => (event.type === 'auth.issued' ? event.expiresIn : context.secondsLeft), code: '' }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    expire: assign({ secondsLeft: 0 }),
    clearCode: assign({ code: '' }),
    markVerified: assign({ verified: true }),
    assignChildName: assign({
      children: ({ context, event }) => (event.type === 'user.changeChild' && event.field === 'name' ? withChild(context, event.index, { name: event.value.slice(0, CUST_NAME_MAX) }) : context.children),
    }),
    assignChildBirthday: assign({
      children: ({ context, event }) =>
        event.type === 'user.changeChild' && event.field === 'birthday' ? withChild(context, event.index, { birthday: event.value.replace(/\D/g, '').slice(0, BIRTHDAY_DIGITS) }) : context.children,
    }),
    assignSex: assign({ children: ({ context, event }) => (event.type === 'user.chooseSex' ? withChild(context, event.index, { sex: event.sex }) : context.children) }),
    addChild: assign({ children: ({ context }) => [...context.children, EMPTY_CHILD] }),
    removeChild: assign({ children: ({ context, event }) => (event.type === 'user.removeChild' ? context.children.filter((_, i) => i !== event.index) : context.children) }),
    assignIdemKey: assign({ idemKey: ({ event }) => outputOf<string>(event) }),
    noteIdentity: assign({ message: ({ context }) => selfIdentityError(context, requested(context)) }),
    noteTerms: assign({ message: m.selfChooseTerms }),
    noteCodeRequired: assign({ message: m.authNoRequired }),
    noteChildMax: assign({ message: m.selfChildMax }),
    noteSaveProblem: assign({ message: ({ context }) => saveProblem(context) }),
    noteVerified: assign({ message: m.authDone }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    dismissMessage: assign({ message: null }),
    /** Goes to the expired or complete page: slot for the app. */
    showPage: (_, _params: { page: 'expired' | 'complete' }) => {},
  },
});

