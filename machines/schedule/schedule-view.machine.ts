// The schedule view (spec 2 §2 Schedule view, §4, §6): one schedule of the caller with its date, weekday,
// time, title or customer, place and memo; modify opens the form; delete asks confirmDelete, deletes and
// leaves. A deleted schedule (dltnYn Y: its owner deleted it, or an accompany whose followed schedule is
// gone) or one that is no more shows the deleted notice, whose 확인 leaves. Leaving goes to the list, or,
// when the customer detail opened the view in a popup, tells the detail (reload-myschedule after a delete)
// and closes. Diagram: docs/statecharts/scheduleView.md
import { assign, setup } from 'xstate';
import type { ScheduleDetail } from '../../src/domain/schedule/contract';
import { errorMessage, isTagged } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface ScheduleViewInput {
  readonly sqno: number;
}

export interface ScheduleViewContext extends ScheduleViewInput {
  /** As loaded, with its version: the delete sends it back (a schedule changed since answers conflict). */
  readonly schedule: ScheduleDetail | null;
  readonly error: string | null;
  /** A failed delete's message. */
  readonly message: string | null;
}

/** What deleteSchedule sends: the schedule and the version the view shows. */
export interface DeleteScheduleInput {
  readonly sqno: number;
  readonly version: number;
}

export type ScheduleViewEvent =
  | { type: 'user.retry' }
  | { type: 'user.modify' }
  | { type: 'user.delete' }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' };

const errorOf = (event: unknown) => (event as { error: unknown }).error;
const rowOf = (event: unknown) => (event as { output: ScheduleDetail }).output;
/** The server answers not_found for a schedule that is gone (or never was the caller's). */
const isGone = (e: unknown) => isTagged(e, 'ServerError') && (e as { rt: string }).rt === 'not_found';

export const scheduleViewMachine = setup({
  types: { input: {} as ScheduleViewInput, context: {} as ScheduleViewContext, events: {} as ScheduleViewEvent },
  actors: {
    /** getMyschedule. */
    loadSchedule: providedPromise<ScheduleDetail, { sqno: number }>('loadSchedule'),
    /** saveMyschedule D, with the version shown. */
    deleteSchedule: providedPromise<void, DeleteScheduleInput>('deleteSchedule'),
    /** Leaves the view: to the list, or (a popup of the detail) tells it `deleted` and closes. */
    finish: providedPromise<void, { deleted: number | null }>('finish'),
  },
  guards: {
    isDeleted: ({ event }) => rowOf(event).dltnYn === 'Y',
    isGone: ({ event }) => isGone(errorOf(event)),
  },
  actions: {
    assignSchedule: assign({ schedule: ({ event }) => rowOf(event), error: null }),
    assignError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    dismissMessage: assign({ message: null }),
    /** The form for this schedule (provided: the route's navigation). */
    openEditor: (_, _params: { sqno: number }) => {},
  },
}).createMachine({
  id: 'scheduleView',
  context: ({ input }) => ({ ...input, schedule: null, error: null, message: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSchedule',
        src: 'loadSchedule',
        input: ({ context }) => ({ sqno: context.sqno }),
        onDone: [
          { guard: 'isDeleted', target: 'deleted', actions: 'assignSchedule', description: 'dltnYn Y: deleted by its owner (spec 2 §6).' },
          { target: 'shown', actions: 'assignSchedule' },
        ],
        onError: [
          { guard: 'isGone', target: 'deleted', description: 'No more (deleted meanwhile): the same notice.' },
          { target: 'failed', actions: 'assignError' },
        ],
      },
    },
    failed: { description: 'Not loaded (offline, the server): the reason and a retry.', on: { 'user.retry': 'loading' } },
    shown: {
      on: {
        'user.modify': { actions: { type: 'openEditor', params: ({ context }) => ({ sqno: context.sqno }) } },
        'user.delete': 'confirmingDelete',
      },
    },
    confirmingDelete: { description: '입력한 일정을 삭제하시겠습니까?', on: { 'user.confirm': 'deleting', 'user.dismiss': 'shown' } },
    deleting: {
      invoke: {
        id: 'deleteSchedule',
        src: 'deleteSchedule',
        input: ({ context }) => ({ sqno: context.sqno, version: context.schedule!.version }),
        onDone: 'leavingDeleted',
        onError: { target: 'refused', actions: 'noteFailure', description: 'The server’s message over the schedule, which stays.' },
      },
    },
    refused: { on: { 'user.dismissMessage': { target: 'shown', actions: 'dismissMessage' } } },
    deleted: { description: '삭제된 일정입니다. with 확인.', on: { 'user.confirm': 'leaving' } },
    leavingDeleted: { invoke: { id: 'finish', src: 'finish', input: ({ context }) => ({ deleted: context.sqno }), onDone: 'left' } },
    leaving: { invoke: { id: 'finish', src: 'finish', input: { deleted: null }, onDone: 'left' } },
    left: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Schedule view: one schedule with modify and a confirmed delete; a deleted one shows the deleted notice; leaving tells a detail that opened it (reload-myschedule).';
