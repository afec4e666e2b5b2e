// The planner's customer registration (spec 2 §2, §4, §5, §8): the sections in the planner's order, the
// phone split and checked for a registered number when it leaves its field, the phone verification (a
// child machine), or instead a text that lets the customer register themselves; register checks step 1
// and step 2 in the spec's order, confirms and saves, then the result page. A failed save resets the
// agreements and the verification. Diagram: docs/statecharts/registration.md
import { assign, setup } from 'xstate';
import type { RegItemCode } from '../../src/domain/settings/contract';
import type { InterestItem } from '../../src/domain/customers/sections-contract';
import { customerSectionsMessages } from '../../src/domain/customers/sections-messages';
import { phoneBlurError, step1Error, step2Error } from '../../src/domain/registration/rules';
import { registrationMessages as m } from '../../src/domain/registration/messages';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedCallback, providedPromise } from '../shared/provided';
import * as f from './registration-form';
import { registrationVerificationMachine, type Agreements, type VerificationOutput } from './registration-verification.machine';

/** What the screen loads first: the sections' order, the interest choices, the day's activity, the year. */
export interface RegistrationSetup {
  readonly order: readonly RegItemCode[];
  readonly items: readonly InterestItem[];
  /** The no-jin activity remembered for today on this device ('' none). */
  readonly activity: string;
  readonly currentYear: number;
}

/** What saveMyCstmrReg takes: the form, the verified request and the agreements. */
export interface RegistrationSave {
  readonly form: f.RegForm;
  readonly encSqno: string;
  readonly agreements: Agreements;
}

export interface RegistrationContext {
  readonly order: readonly RegItemCode[];
  readonly currentYear: number;
  readonly form: f.RegForm;
  /** -1 unknown, 0 free, above 0 already registered (spec 2 §4). */
  readonly duplicates: number;
  readonly authenticated: boolean;
  readonly encSqno: string | null;
  readonly agreements: Agreements;
  readonly message: string | null;
  /** The child block a delete is asked about. */
  readonly deleting: number | null;
  readonly error: string | null;
}

export type RegistrationEvent =
  | ({ type: 'user.edit' } & f.FormEdit)
  | { type: 'user.blurPhone' }
  | { type: 'user.editChild'; index: number; field: f.ChildField; value: string }
  | { type: 'user.addChild' }
  | { type: 'user.deleteChild'; index: number }
  | { type: 'user.choose'; prenCd: string; cdVl1: string }
  | { type: 'user.chooseActivity'; cdVl1: string }
  | { type: 'user.searchAddress' }
  | { type: 'user.requestAuth' }
  | { type: 'user.sendAuthText' }
  | { type: 'user.register' }
  | { type: 'user.cancelRegistration' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' }
  /** juso-selected from the address search popup (spec 2 §4). */
  | { type: 'popup.jusoSelected'; zipNo: string; roadAddr: string };

const errorOf = (event: unknown) => (event as { error: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const step1Of = (c: RegistrationContext) => step1Error({ phone: c.form.phone, name: c.form.name, duplicates: c.duplicates });
const step2Of = (c: RegistrationContext) =>
  step2Error({ authenticated: c.authenticated, prensrno: c.form.prensrno, custnote: c.form.custnote, custbrdt: c.form.custbrdt, children: c.form.children }, c.currentYear);
const NONE: Agreements = { required: false, marketing: false };
const unverified = { authenticated: false, encSqno: null, agreements: NONE } as const;

export const registrationMachine = setup({
  types: { context: {} as RegistrationContext, events: {} as RegistrationEvent },
  actors: {
    loadForm: providedPromise<RegistrationSetup>('loadForm'),
    checkDuplicate: providedPromise<number, { phone: string }>('checkDuplicate'),
    verification: registrationVerificationMachine,
    /** sendAuthMMS: the customer's self-registration link by text. */
    sendAuthText: providedPromise<void, { name: string; phone: string }>('sendAuthText'),
    /** saveMyCstmrReg, then the day's activity is remembered on this device. */
    saveRegistration: providedPromise<void, RegistrationSave>('saveRegistration'),
    openPopup: providedPromise<void>('openPopup'),
    /** The address popup's report (the shell's page messages), as popup.jusoSelected. */
    watchPopups: providedCallback('watchPopups'),
  },
  guards: {
    breaksPhoneBlur: ({ context }) => phoneBlurError(context.form.phone) !== null,
    breaksStep1: ({ context }) => step1Of(context) !== null,
    breaksStep2: ({ context }) => step2Of(context) !== null,
    isRegistered: ({ event }) => outputOf<number>(event) > 0,
    isFull: ({ context }) => !f.canAddChild(context.form),
    isChild: ({ context, event }) => event.type === 'user.deleteChild' && event.index >= 0 && event.index < context.form.children.length,
    isVerified: ({ event }) => outputOf<VerificationOutput>(event) !== null,
    isPhoneEdit: ({ event }) => event.type === 'user.edit' && event.field === 'phone',
    hasMessage: ({ context }) => context.message !== null,
  },
  actions: {
    assignSetup: assign(({ event }) => {
      const s = outputOf<RegistrationSetup>(event);
      return { order: s.order, currentYear: s.currentYear, form: f.newForm(s.items, s.activity), error: null };
    }),
    assignLoadError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    edit: assign({ form: ({ context, event }) => (event.type === 'user.edit' ? f.edited(context.form, event) : context.form) }),
    /** Another phone: the verification and the duplicate count no longer hold (spec 2 §4). */
    resetPhoneChecks: assign({ ...unverified, duplicates: -1 }),
    splitPhone: assign({ form: ({ context }) => ({ ...context.form, phoneSplit: true }) }),
    notePhoneBlur: assign({ message: ({ context }) => phoneBlurError(context.form.phone) }),
    assignDuplicates: assign({ duplicates: ({ event }) => outputOf<number>(event) }),
    noteRegistered: assign({ message: m.phoneDuplicate, form: ({ context }) => f.withDefaultPhone(context.form), duplicates: -1 }),
    noteStep1: assign(({ context }) => {
      const e = step1Of(context)!;
      return e.resetPhone ? { message: e.message, form: f.withDefaultPhone(context.form), duplicates: -1 } : { message: e.message };
    }),
    noteStep2: assign({ message: ({ context }) => step2Of(context) }),
    editChild: assign({ form: ({ context, event }) => (event.type === 'user.editChild' ? f.childEdited(context.form, event.index, event.field, event.value) : context.form) }),
    addChild: assign({ form: ({ context }) => f.withChildAdded(context.form) }),
    noteFull: assign({ message: customerSectionsMessages.childrenMax }),
    noteDeleting: assign({ deleting: ({ event }) => (event.type === 'user.deleteChild' ? event.index : null) }),
    deleteChild: assign({ form: ({ context }) => f.withChildDeleted(context.form, context.deleting ?? -1), deleting: null }),
    clearDeleting: assign({ deleting: null }),
    choose: assign({ form: ({ context, event }) => (event.type === 'user.choose' ? f.withInterest(context.form, event.prenCd, event.cdVl1) : context.form) }),
    chooseActivity: assign({ form: ({ context, event }) => (event.type === 'user.chooseActivity' ? f.withActivity(context.form, event.cdVl1) : context.form) }),
    assignAddress: assign({
      form: ({ context, event }) => (event.type === 'popup.jusoSelected' ? { ...context.form, custzpcd: event.zipNo, custadr1: event.roadAddr } : context.form),
    }),
    assignVerified: assign(({ event }) => {
      const out = outputOf<NonNullable<VerificationOutput>>(event);
      return { authenticated: true, encSqno: out.encSqno, agreements: out.agreements };
    }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    noteTextFailure: assign({ message: ({ event }) => `${errorMessage(errorOf(event))}\n${m.authSmsFailed}` }),
    noteTextSent: assign({ message: m.authSmsSent }),
    /** A failed save: both agreements, the sheets, the verified flag and the request are reset (spec 2 §8). */
    resetVerification: assign(unverified),
    dismissMessage: assign({ message: null }),
    // Navigation, provided by the route: the result page, or main.
    showResult: () => {},
    leave: () => {},
  },
}).createMachine({
  id: 'registration',
  context: { order: [], currentYear: 0, form: f.newForm([], ''), duplicates: -1, ...unverified, message: null, deleting: null, error: null },
  initial: 'loading',
  on: { 'user.dismissMessage': { guard: 'hasMessage', actions: 'dismissMessage' } },
  states: {
    loading: {
      invoke: { id: 'loadForm', src: 'loadForm', onDone: { target: 'editing', actions: 'assignSetup' }, onError: { target: 'loadFailed', actions: 'assignLoadError' } },
    },
    loadFailed: { on: { 'user.retry': 'loading' } },
    editing: {
      invoke: { id: 'watchPopups', src: 'watchPopups' },
      on: {
        'user.edit': [
          { guard: 'isPhoneEdit', actions: ['edit', 'resetPhoneChecks'], description: 'Another phone resets the verification and the duplicate count.' },
          { actions: 'edit' },
        ],
        'user.blurPhone': [
          { guard: 'breaksPhoneBlur', actions: 'notePhoneBlur', description: 'Empty, or neither 10 nor 11 digits.' },
          { target: 'checkingPhone', actions: 'splitPhone', description: 'Split 3-3-4 / 3-4-4, then counted among the planner’s customers.' },
        ],
        'user.editChild': { actions: 'editChild' },
        'user.addChild': [{ guard: 'isFull', actions: 'noteFull', description: 'At most 5 children.' }, { actions: 'addChild' }],
        'user.deleteChild': { guard: 'isChild', target: 'confirmingDelete', actions: 'noteDeleting' },
        'user.choose': { actions: 'choose' },
        'user.chooseActivity': { actions: 'chooseActivity', description: 'Any choice but other (78) clears the place.' },
        'popup.jusoSelected': { actions: 'assignAddress' },
        'user.searchAddress': 'searching',
        'user.requestAuth': [{ guard: 'breaksStep1', actions: 'noteStep1', description: 'Step 1 (spec 2 §5).' }, { target: 'verifying' }],
        'user.sendAuthText': [{ guard: 'breaksStep1', actions: 'noteStep1' }, { target: 'sendingText' }],
        'user.register': [
          { guard: 'breaksStep1', actions: 'noteStep1' },
          { guard: 'breaksStep2', actions: 'noteStep2', description: 'Step 2 (spec 2 §5).' },
          { target: 'confirmingRegister' },
        ],
        'user.cancelRegistration': 'confirmingCancel',
      },
    },
    checkingPhone: {
      invoke: {
        id: 'checkDuplicate',
        src: 'checkDuplicate',
        input: ({ context }) => ({ phone: context.form.phone }),
        onDone: [
          { guard: 'isRegistered', target: 'editing', actions: 'noteRegistered', description: 'Already registered: its message, and the phone goes back to 010.' },
          { target: 'editing', actions: 'assignDuplicates' },
        ],
        onError: { target: 'editing', actions: 'noteFailure' },
      },
    },
    searching: {
      invoke: { id: 'openPopup', src: 'openPopup', onDone: 'editing', onError: { target: 'editing', actions: 'noteFailure', description: 'No window or no shell: its message.' } },
    },
    verifying: {
      invoke: {
        id: 'verification',
        src: 'verification',
        input: ({ context }) => ({ name: context.form.name.trim(), phone: context.form.phone }),
        onDone: [{ guard: 'isVerified', target: 'editing', actions: 'assignVerified' }, { target: 'editing' }],
      },
    },
    sendingText: {
      invoke: {
        id: 'sendAuthText',
        src: 'sendAuthText',
        input: ({ context }) => ({ name: context.form.name.trim(), phone: context.form.phone }),
        onDone: { target: 'textSent', actions: 'noteTextSent' },
        onError: { target: 'editing', actions: 'noteTextFailure', description: 'The server’s message and 메시지가 발송되지 않았습니다.' },
      },
    },
    textSent: {
      description: 'The customer registers themselves: this registration ends, to main (spec 2 §4).',
      on: { 'user.dismissMessage': { target: 'left', actions: ['dismissMessage', 'leave'] } },
    },
    confirmingDelete: { on: { 'user.confirm': { target: 'editing', actions: 'deleteChild' }, 'user.cancel': { target: 'editing', actions: 'clearDeleting' } } },
    confirmingCancel: { on: { 'user.confirm': { target: 'left', actions: 'leave' }, 'user.cancel': 'editing' } },
    confirmingRegister: { on: { 'user.confirm': 'saving', 'user.cancel': 'editing' } },
    saving: {
      invoke: {
        id: 'saveRegistration',
        src: 'saveRegistration',
        input: ({ context }) => ({ form: context.form, encSqno: context.encSqno!, agreements: context.agreements }),
        onDone: { target: 'registered', actions: 'showResult' },
        onError: { target: 'editing', actions: ['noteFailure', 'resetVerification'] },
      },
    },
    registered: { type: 'final' },
    left: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Customer registration: sections in the planner’s order, phone split and duplicate check, verification or a self-registration text, step 1 / step 2 checks, confirm and save, then the result page.';
