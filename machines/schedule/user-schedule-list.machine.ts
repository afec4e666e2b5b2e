// The accompany lookup's second step (spec 2 §2 User schedule list, §4): the planner chosen (header: name
// and user id, from getUserInfoByUserid; a failure offers retry and close) and their live schedules from today on, grouped by date, 10 a page (the shared paged list as
// the child `list`); a radio picks one and 선택 reports acmp-schedule-selected to the schedule form and
// closes the popup; 닫기 closes it without a report. Diagram: docs/statecharts/userScheduleList.md
import { assign, setup } from 'xstate';
import type { OrgMember, ScheduleRow } from '../../src/domain/schedule/contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { pagedListMachine } from '../shared/paged-list.machine';
import { providedPromise } from '../shared/provided';

/** Spec 2 §9: the user schedule list is paged by 10. */
export const USER_SCHEDULE_PAGE_SIZE = 10;

export interface UserScheduleListInput {
  readonly userid: string;
}

export interface UserScheduleListContext extends UserScheduleListInput {
  /** The planner as the server has them; null until loaded. */
  readonly planner: OrgMember | null;
  readonly error: string | null;
  readonly picked: ScheduleRow | null;
}

export type UserScheduleListEvent = { type: 'user.retry' } | { type: 'user.pick'; schedule: ScheduleRow } | { type: 'user.confirm' } | { type: 'user.close' };

export const userScheduleListMachine = setup({
  types: { input: {} as UserScheduleListInput, context: {} as UserScheduleListContext, events: {} as UserScheduleListEvent },
  actors: {
    /** getUserInfoByUserid: the planner of the header. */
    loadPlanner: providedPromise<OrgMember, { userid: string }>('loadPlanner'),
    /** pagedListMachine provided with the getScheduleListByUserid loader at the root. */
    scheduleList: pagedListMachine,
    /** Tells the schedule form acmp-schedule-selected (when one was picked) and closes the popup. */
    finish: providedPromise<void, { schedule: ScheduleRow | null; username: string }>('finish'),
  },
  guards: { hasPicked: ({ context }) => context.picked !== null },
  actions: {
    assignPicked: assign({ picked: ({ event }) => (event.type === 'user.pick' ? event.schedule : null) }),
    assignPlanner: assign({ planner: ({ event }) => (event as unknown as { output: OrgMember }).output, error: null }),
    assignError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
  },
}).createMachine({
  id: 'userScheduleList',
  context: ({ input }) => ({ ...input, planner: null, error: null, picked: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPlanner',
        src: 'loadPlanner',
        input: ({ context }) => ({ userid: context.userid }),
        onDone: { target: 'results', actions: 'assignPlanner' },
        onError: { target: 'failed', actions: 'assignError', description: 'The planner could not be read (network, or not of the branch): retry or close.' },
      },
    },
    failed: { on: { 'user.retry': 'loading', 'user.close': 'closing' } },
    results: {
      invoke: { id: 'list', src: 'scheduleList', input: ({ context }) => ({ pageSize: USER_SCHEDULE_PAGE_SIZE, query: context.userid }) },
      on: {
        'user.pick': { actions: 'assignPicked' },
        'user.confirm': { guard: 'hasPicked', target: 'finishing', description: '선택: the form takes its times and place (acmp-schedule-selected).' },
        'user.close': 'closing',
      },
    },
    finishing: { invoke: { id: 'finish', src: 'finish', input: ({ context }) => ({ schedule: context.picked, username: context.planner?.username ?? '' }), onDone: 'closed' } },
    closing: { invoke: { id: 'finish', src: 'finish', input: ({ context }) => ({ schedule: null, username: context.planner?.username ?? '' }), onDone: 'closed' } },
    closed: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Accompany lookup, step 2: a planner’s schedules by date; one picked is reported to the schedule form (acmp-schedule-selected).';
