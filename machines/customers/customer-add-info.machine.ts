// The prospect additional-info block of the customer detail (spec 2 §2, §5, §8): gender, an 8-digit birth
// date, an address picked in the address search popup (juso-selected) with a detail address. The block's
// four rules are checked before the save (customer-edit.ts additionalInfoError); saved, the block ends with
// what it saved and the detail hides it; a failed save shows its message, then the detail loads again.
// Runs as a child of the customer detail. Diagram: docs/statecharts/customerAddInfo.md
import { assign, setup } from 'xstate';
import type { CustDiv } from '../../src/domain/customers/contract';
import { additionalInfoError, DETAIL_ADDRESS_MAX } from '../../src/domain/customers/customer-edit';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedCallback, providedPromise } from '../shared/provided';

/** The birth date's digits (spec 2 §5). */
export const BIRTH_DIGITS = 8;

export interface AddInfoForm {
  readonly kwgend: 'M' | 'F' | '';
  readonly kwbrdt: string;
  readonly kwszip: string;
  readonly kwsad1: string;
  readonly kwsad2: string;
}

export interface AddInfoInput {
  readonly kwkkey: string;
  readonly custDiv: CustDiv;
  readonly searchUserid: string;
  /** The year of today in Korea: a birth date after it is no birth date. */
  readonly currentYear: number;
  /** The address search popup's page. */
  readonly searchUrl: string;
}

export interface AddInfoContext extends AddInfoInput {
  readonly form: AddInfoForm;
  readonly message: string | null;
  /** How the block ended: saved (what it saved), or to be loaded again after a failed save. */
  readonly outcome: { readonly saved: AddInfoForm } | { readonly reload: true } | null;
}

export type AddInfoEvent =
  | { type: 'user.chooseGender'; gender: 'M' | 'F' }
  | { type: 'user.changeBirth'; value: string }
  | { type: 'user.changeDetailAddress'; value: string }
  | { type: 'user.searchAddress' }
  | { type: 'user.save' }
  | { type: 'user.dismissMessage' }
  /** juso-selected from the address search popup (spec 2 §4). */
  | { type: 'popup.jusoSelected'; zipNo: string; roadAddr: string };

const EMPTY: AddInfoForm = { kwgend: '', kwbrdt: '', kwszip: '', kwsad1: '', kwsad2: '' };
const errorOf = (event: unknown) => (event as { error: unknown }).error;
const ruleOf = (c: AddInfoContext) => additionalInfoError(c.form, c.currentYear);

export const customerAddInfoMachine = setup({
  types: { input: {} as AddInfoInput, context: {} as AddInfoContext, events: {} as AddInfoEvent, output: {} as AddInfoContext['outcome'] },
  actors: {
    /** saveMyCstmr with changeCustInfo Y. */
    saveInfo: providedPromise<void, { kwkkey: string; custDiv: CustDiv; searchUserid: string; form: AddInfoForm }>('saveInfo'),
    openPopup: providedPromise<void, { url: string }>('openPopup'),
    /** The address popup's report (the shell's page messages), as popup.jusoSelected. */
    watchPopups: providedCallback('watchPopups'),
  },
  guards: { breaksRule: ({ context }) => ruleOf(context) !== null },
  actions: {
    assignGender: assign({ form: ({ context, event }) => ({ ...context.form, kwgend: event.type === 'user.chooseGender' ? event.gender : context.form.kwgend }) }),
    assignBirth: assign({
      form: ({ context, event }) => ({ ...context.form, kwbrdt: event.type === 'user.changeBirth' ? event.value.replace(/\D/g, '').slice(0, BIRTH_DIGITS) : context.form.kwbrdt }),
    }),
    assignDetail: assign({
      form: ({ context, event }) => ({ ...context.form, kwsad2: event.type === 'user.changeDetailAddress' ? event.value.slice(0, DETAIL_ADDRESS_MAX) : context.form.kwsad2 }),
    }),
    assignAddress: assign({
      form: ({ context, event }) => (event.type === 'popup.jusoSelected' ? { ...context.form, kwszip: event.zipNo, kwsad1: event.roadAddr } : context.form),
    }),
    noteRule: assign({ message: ({ context }) => ruleOf(context) }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    dismissMessage: assign({ message: null }),
    noteSaved: assign({ outcome: ({ context }) => ({ saved: context.form }) }),
    noteReload: assign({ outcome: { reload: true } as const }),
  },
}).createMachine({
  id: 'customerAddInfo',
  context: ({ input }) => ({ ...input, form: EMPTY, message: null, outcome: null }),
  invoke: { id: 'watchPopups', src: 'watchPopups' },
  initial: 'editing',
  output: ({ context }) => context.outcome,
  states: {
    editing: {
      on: {
        'user.chooseGender': { actions: 'assignGender' },
        'user.changeBirth': { actions: 'assignBirth', description: 'Digits only, at most 8.' },
        'user.changeDetailAddress': { actions: 'assignDetail', description: 'At most 30 characters.' },
        'popup.jusoSelected': { actions: 'assignAddress', description: 'The address picked in the popup: its zip code and road address.' },
        'user.searchAddress': 'searching',
        'user.save': [
          { guard: 'breaksRule', target: 'refused', actions: 'noteRule', description: 'The first rule broken: birth date, address, detail address, nothing entered (spec 2 §5).' },
          { target: 'saving' },
        ],
      },
    },
    refused: { on: { 'user.dismissMessage': { target: 'editing', actions: 'dismissMessage' } } },
    searching: {
      invoke: {
        id: 'openPopup',
        src: 'openPopup',
        input: ({ context }) => ({ url: context.searchUrl }),
        onDone: 'editing',
        onError: { target: 'refused', actions: 'noteFailure', description: 'No window or no shell: its message.' },
      },
    },
    saving: {
      invoke: {
        id: 'saveInfo',
        src: 'saveInfo',
        input: ({ context }) => ({ kwkkey: context.kwkkey, custDiv: context.custDiv, searchUserid: context.searchUserid, form: context.form }),
        onDone: { target: 'saved', actions: 'noteSaved' },
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    failed: {
      description: 'Saving customer changes failed: the message, then the detail loads again (spec 2 §8).',
      on: { 'user.dismissMessage': { target: 'reloading', actions: ['dismissMessage', 'noteReload'] } },
    },
    saved: { type: 'final', description: 'The detail hides the block and shows what was saved.' },
    reloading: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Prospect additional info: gender, birth date, an address from the address search popup and a detail address, checked and saved; a failed save reloads the detail.';
