// The child add / modify popups (spec 2 §2 Child add/modify, §3 child form, §5 Children): gender (required),
// an 8-digit birthday showing the age, a name of at most 10. The form is reported to the detail that opened
// the popup (add-children-result / modify-children-result), which puts the child in its slot and saves
// (spec 2 §4): the popup itself saves nothing. To modify, the child at its position is loaded first.
// Diagram: docs/statecharts/childEditor.md
import { assign, setup } from 'xstate';
import { CHILD_NAME_MAX, childError, type ChildSlot } from '../../src/domain/customers/customer-edit';
import type { ReportedChild } from '../../src/domain/customers/popup-events';
import { errorMessage } from '../../src/domain/shared/errors';
import { childEditorMessages } from '../../src/domain/customers/child-editor-messages';
import { providedPromise } from '../shared/provided';

/** The birthday's digits (spec 2 §3: chlnbdt, 8 digits). */
const BIRTHDAY_DIGITS = 8;

export interface ChildEditorInput {
  /** The child's position (1-5, DetailChild.sqno) to modify; null adds a child. */
  readonly sqno: number | null;
}

/** What the form starts from: today (KST yyyy-mm-dd, for the age and the birthday's year) and, to modify, the child (null: no child there). */
export interface ChildForm {
  readonly today: string;
  readonly child: ChildSlot | null;
}

export interface ChildEditorContext extends ChildEditorInput {
  readonly today: string;
  readonly form: ChildSlot;
  /** The alert: a rule of the form the child breaks. */
  readonly message: string | null;
  /** Why the form could not start (a failed load, no child at the position). */
  readonly error: string | null;
}

export type ChildEditorEvent =
  | { type: 'user.chooseGender'; gender: 'M' | 'F' }
  | { type: 'user.changeBirthday'; value: string }
  | { type: 'user.changeName'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' }
  | { type: 'user.cancel' };

const EMPTY: ChildSlot = { chlnnam: '', chlnbdt: '', chlngndr: '' };
const outputOf = (event: unknown) => (event as { output: ChildForm }).output;
const problemOf = (c: ChildEditorContext) => childError(c.form, Number(c.today.slice(0, 4)));

export const childEditorMachine = setup({
  types: { input: {} as ChildEditorInput, context: {} as ChildEditorContext, events: {} as ChildEditorEvent },
  actors: {
    /** Today from the app's clock and, to modify, the customer's child at `sqno` (getMyCstmr onlyChild Y). */
    loadForm: providedPromise<ChildForm, ChildEditorInput>('loadForm'),
    /** Tells the opener the child (when one was taken) and closes the popup; it cannot fail (no opener, or nothing to close, leads to the customer's detail). */
    finish: providedPromise<void, { child: ReportedChild | null }>('finish'),
  },
  guards: {
    isMissingChild: ({ context, event }) => context.sqno !== null && outputOf(event).child === null,
    isInvalid: ({ context }) => problemOf(context) !== null,
  },
  actions: {
    assignForm: assign(({ event }) => ({ today: outputOf(event).today, form: outputOf(event).child ?? EMPTY, error: null })),
    noteMissing: assign({ error: childEditorMessages.childEditorNotFound }),
    assignError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    assignGender: assign({ form: ({ context, event }) => ({ ...context.form, chlngndr: event.type === 'user.chooseGender' ? event.gender : context.form.chlngndr }) }),
    assignBirthday: assign({
      form: ({ context, event }) => ({ ...context.form, chlnbdt: event.type === 'user.changeBirthday' ? event.value.replace(/\D/g, '').slice(0, BIRTHDAY_DIGITS) : context.form.chlnbdt }),
    }),
    assignName: assign({ form: ({ context, event }) => ({ ...context.form, chlnnam: event.type === 'user.changeName' ? event.value.slice(0, CHILD_NAME_MAX) : context.form.chlnnam }) }),
    noteProblem: assign({ message: ({ context }) => problemOf(context) }),
    dismissMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'childEditor',
  context: ({ input }) => ({ ...input, today: '', form: EMPTY, message: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      on: { 'user.cancel': 'closing' },
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ sqno: context.sqno }),
        onDone: [
          { guard: 'isMissingChild', target: 'failed', actions: 'noteMissing', description: 'No child at that position (deleted meanwhile, or a stale link).' },
          { target: 'editing', actions: 'assignForm', description: 'Adding starts empty; modifying starts from the child.' },
        ],
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: { on: { 'user.retry': 'loading', 'user.cancel': 'closing' } },
    editing: {
      on: {
        'user.chooseGender': { actions: 'assignGender' },
        'user.changeBirthday': { actions: 'assignBirthday', description: 'Digits only, at most 8: the box keeps no more.' },
        'user.changeName': { actions: 'assignName', description: 'At most 10 characters: the box keeps no more.' },
        'user.submit': [
          { guard: 'isInvalid', target: 'refused', actions: 'noteProblem', description: 'Gender, birthday, name: the first rule broken (spec 2 §5).' },
          { target: 'finishing' },
        ],
        'user.cancel': 'closing',
      },
    },
    refused: { on: { 'user.dismissMessage': { target: 'editing', actions: 'dismissMessage' } } },
    finishing: {
      description: 'The opener hears the child (add-children-result / modify-children-result) and saves it; the popup closes.',
      invoke: {
        id: 'finish',
        src: 'finish',
        input: ({ context }) => ({ child: { chlnnam: context.form.chlnnam.trim(), chlnbdt: context.form.chlnbdt, chlngndr: context.form.chlngndr as 'M' | 'F' } }),
        onDone: 'closed',
      },
    },
    closing: {
      description: 'Closed without a child.',
      invoke: { id: 'finish', src: 'finish', input: { child: null }, onDone: 'closed' },
    },
    closed: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Child add / modify popup: gender, 8-digit birthday with age, name ≤10; checked, then reported to the detail (which saves) and closed.';
