// The schedule form (spec 2 §2 Schedule register/edit, §4, §5, §9): a new schedule (optionally for the
// customer the opener named) or one loaded to edit; the kind decides the fields (SSD03/SSD07 a title and no
// customer, SSD06 a followed schedule picked in the accompany lookup, which fills times and place and locks
// all-day); the customer comes from the customer search popup (cust-selected), the address from the address
// search popup (juso-selected). Submit checks scheduleError in the spec's order, asks confirmSave, saves;
// then a new schedule goes to the list and an edited one to its view. Diagram: docs/statecharts/scheduleEditor.md
import { assign, setup } from 'xstate';
import { custSearchHref, postSearchHref } from '../../src/domain/common-popup/pages';
import type { ScheduleDetail } from '../../src/domain/schedule/contract';
import { scheduleMessages as m } from '../../src/domain/schedule/messages';
import { orgListHref, type ScheduleCustomer } from '../../src/domain/schedule/pages';
import { ACCOMPANY, clearsCustomer, scheduleError, type ScheduleKind } from '../../src/domain/schedule/rules';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedCallback, providedPromise } from '../shared/provided';
import { formOf, newForm, withAccompanied, withCustomer, withField, withKind, type AccompaniedSchedule, type EditorForm, type TypedField } from './schedule-editor.form';

export type { EditorForm } from './schedule-editor.form';

export interface ScheduleEditorInput {
  /** The schedule to edit; null registers a new one. */
  readonly sqno: number | null;
  /** The customer a new schedule is for (the customer detail's register button). */
  readonly customer: ScheduleCustomer | null;
  /** Today (yyyy-mm-dd, Korea): a new schedule's day. */
  readonly today: string;
}

export interface ScheduleEditorContext extends ScheduleEditorInput {
  readonly form: EditorForm;
  /** The loaded schedule's version, sent back with the update (a schedule changed since answers conflict); null for a new one. */
  readonly version: number | null;
  /** The alert: a broken rule, or a failed call's message. */
  readonly message: string | null;
  /** Why the schedule to edit did not load. */
  readonly error: string | null;
  /** The popup page being opened. */
  readonly popupUrl: string | null;
}

export type ScheduleEditorEvent =
  | { type: 'user.chooseKind'; kind: ScheduleKind }
  | { type: 'user.change'; field: TypedField; value: string }
  | { type: 'user.toggleAllDay' }
  | { type: 'user.searchCustomer' }
  | { type: 'user.searchAddress' }
  | { type: 'user.searchAccompany' }
  | { type: 'user.submit' }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' }
  /** The popups' reports (the shell's page messages). */
  | { type: 'popup.custSelected'; kwkkey: string; custDiv: '1' | '2'; custNm: string }
  | { type: 'popup.jusoSelected'; zipNo: string; roadAddr: string }
  | ({ type: 'popup.acmpSelected' } & AccompaniedSchedule);

/** What saveSchedule sends: create (sqno null) or update. */
export interface SaveScheduleInput {
  readonly sqno: number | null;
  readonly form: EditorForm;
  /** The version the edit is based on (null for a create). */
  readonly version: number | null;
}

const errorOf = (event: unknown) => (event as { error: unknown }).error;
const isAccompany = (c: ScheduleEditorContext) => c.form.scdlDivCd === ACCOMPANY;

export const scheduleEditorMachine = setup({
  types: { input: {} as ScheduleEditorInput, context: {} as ScheduleEditorContext, events: {} as ScheduleEditorEvent },
  actors: {
    /** getMyschedule. */
    loadSchedule: providedPromise<ScheduleDetail, { sqno: number }>('loadSchedule'),
    /** saveMyschedule C or U. */
    saveSchedule: providedPromise<void, SaveScheduleInput>('saveSchedule'),
    /** Opens a popup page through the shell (a web view of its own; a window on PC). */
    openPopup: providedPromise<void, { url: string }>('openPopup'),
    /** The popups' reports, as popup.* events. */
    watchPopups: providedCallback('watchPopups'),
  },
  guards: {
    isEditing: ({ context }) => context.sqno !== null,
    isAccompany: ({ context }) => isAccompany(context),
    takesCustomer: ({ context }) => !clearsCustomer(context.form.scdlDivCd),
    mayToggleAllDay: ({ context }) => !isAccompany(context),
    breaksRule: ({ context }) => scheduleError(context.form) !== null,
  },
  actions: {
    assignLoaded: assign(({ event }) => {
      const loaded = (event as unknown as { output: ScheduleDetail }).output;
      return { form: formOf(loaded), version: loaded.version, error: null };
    }),
    assignError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    assignKind: assign({ form: ({ context, event }) => (event.type === 'user.chooseKind' ? withKind(context.form, event.kind) : context.form) }),
    assignField: assign({ form: ({ context, event }) => (event.type === 'user.change' ? withField(context.form, event.field, event.value) : context.form) }),
    toggleAllDay: assign({ form: ({ context }) => ({ ...context.form, allYn: context.form.allYn === 'Y' ? ('N' as const) : ('Y' as const) }) }),
    assignCustomer: assign({ form: ({ context, event }) => (event.type === 'popup.custSelected' ? withCustomer(context.form, event) : context.form) }),
    assignAddress: assign({ form: ({ context, event }) => (event.type === 'popup.jusoSelected' ? { ...context.form, addrNm: '', addr: event.roadAddr } : context.form) }),
    assignAccompanied: assign({ form: ({ context, event }) => (event.type === 'popup.acmpSelected' ? withAccompanied(context.form, event) : context.form) }),
    assignPopup: assign({
      popupUrl: ({ context, event }) =>
        event.type === 'user.searchCustomer' ? custSearchHref() : event.type === 'user.searchAccompany' ? orgListHref() : postSearchHref(context.form.addr),
    }),
    noteRule: assign({ message: ({ context }) => scheduleError(context.form) }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    dismissMessage: assign({ message: null }),
    /** After a create the list, after an edit the view (provided: the route's navigation). */
    leave: (_, _params: { sqno: number | null }) => {},
  },
}).createMachine({
  id: 'scheduleEditor',
  context: ({ input }) => ({ ...input, form: newForm(input.today, input.customer), version: null, message: null, error: null, popupUrl: null }),
  invoke: { id: 'watchPopups', src: 'watchPopups' },
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isEditing', target: 'loading' }, { target: 'editing' }] },
    loading: {
      invoke: {
        id: 'loadSchedule',
        src: 'loadSchedule',
        input: ({ context }) => ({ sqno: context.sqno! }),
        onDone: { target: 'editing', actions: 'assignLoaded' },
        onError: { target: 'loadFailed', actions: 'assignError' },
      },
    },
    loadFailed: { description: 'Not loaded (another’s, deleted, offline): the reason and a retry.', on: { 'user.retry': 'loading' } },
    editing: {
      on: {
        'user.chooseKind': { actions: 'assignKind', description: 'SSD03, SSD06, SSD07 clear the customer; leaving SSD06 drops the followed schedule (spec 2 §4).' },
        'user.change': { actions: 'assignField', description: 'Capped like the inputs: customer 10, title 30, detail address 50, memo 500 (spec 2 §5).' },
        'user.toggleAllDay': { guard: 'mayToggleAllDay', actions: 'toggleAllDay', description: 'Read-only for an accompany: the followed schedule decides.' },
        'user.searchCustomer': { guard: 'takesCustomer', target: 'opening', actions: 'assignPopup', description: 'The customer search popup.' },
        'user.searchAddress': { target: 'opening', actions: 'assignPopup', description: 'The address search popup, searching the address already there.' },
        'user.searchAccompany': { guard: 'isAccompany', target: 'opening', actions: 'assignPopup', description: 'The accompany lookup: another planner, then one of their schedules.' },
        'popup.custSelected': { guard: 'takesCustomer', actions: 'assignCustomer', description: 'cust-selected: the customer, its key and kind.' },
        'popup.jusoSelected': { actions: 'assignAddress', description: 'juso-selected: the road address.' },
        'popup.acmpSelected': { guard: 'isAccompany', actions: 'assignAccompanied', description: 'acmp-schedule-selected: its times and place, all-day as it is.' },
        'user.submit': [
          { guard: 'breaksRule', target: 'refused', actions: 'noteRule', description: 'The first rule broken, in the spec’s order (scheduleError).' },
          { target: 'confirming' },
        ],
      },
    },
    opening: {
      invoke: {
        id: 'openPopup',
        src: 'openPopup',
        input: ({ context }) => ({ url: context.popupUrl! }),
        onDone: 'editing',
        onError: { target: 'refused', actions: 'noteFailure', description: 'No window or no shell: its message.' },
      },
    },
    refused: { on: { 'user.dismissMessage': { target: 'editing', actions: 'dismissMessage' } } },
    confirming: { description: m.confirmSave, on: { 'user.confirm': 'saving', 'user.dismiss': 'editing' } },
    saving: {
      invoke: {
        id: 'saveSchedule',
        src: 'saveSchedule',
        input: ({ context }) => ({ sqno: context.sqno, form: context.form, version: context.version }),
        onDone: 'saved',
        onError: { target: 'refused', actions: 'noteFailure', description: 'The server’s message (a rule, the followed schedule gone); the form stays.' },
      },
    },
    saved: { type: 'final', entry: { type: 'leave', params: ({ context }) => ({ sqno: context.sqno }) } },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Schedule form: register or edit a schedule of kind SSD01-SSD07, customer and address from popups, an accompany from the lookup; checked, confirmed, saved.';
