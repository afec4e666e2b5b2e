// The caller's sales plan list (spec 3 §2 sales plan list, §4, §6, §9): a year (the current one by the app's
// clock down to 2021), the year's months as the shared paged list (child `list`, 10 a page, the year as its
// query; another year starts it again), and where a row leads: the read-only plan, the form for a saved plan
// (수정) or a requested one (작성하기), and the form for a new plan. Navigation is the route's (provided
// actions); a branch head's 조직원 계획 tab is a plain link. Diagram: docs/statecharts/bsnPlnList.md
import { assign, setup } from 'xstate';
import { PLAN_PAGE_SIZE, type PlanListRow } from '../../src/domain/plans/contract';
import { yearOptions } from '../../src/domain/plans/rules';
import { pagedListMachine } from '../shared/paged-list.machine';
import { offersEdit, offersNewPlan, offersWrite, opensDetail } from './plan-list.rows';

export interface PlanListInput {
  /** The signed-in user's position (orgnzPstn). */
  readonly position: string;
  /** This year by the app's clock (Korea time). */
  readonly currentYear: number;
}

export interface PlanListContext {
  readonly position: string;
  readonly years: readonly number[];
  readonly year: number;
}

export type PlanListEvent =
  | { type: 'user.selectYear'; year: number }
  | { type: 'user.open'; row: PlanListRow }
  | { type: 'user.edit'; row: PlanListRow }
  | { type: 'user.write'; row: PlanListRow }
  | { type: 'user.writeNew' };

const rowOf = (event: PlanListEvent) => ('row' in event ? event.row : null);

export const planListMachine = setup({
  types: { input: {} as PlanListInput, context: {} as PlanListContext, events: {} as PlanListEvent },
  actors: {
    /** pagedListMachine provided with the bsnPln/list loader (the query is the year) at the root. */
    planList: pagedListMachine,
  },
  guards: {
    isOtherYear: ({ context, event }) => event.type === 'user.selectYear' && event.year !== context.year && context.years.includes(event.year),
    opensDetail: ({ context, event }) => opensDetail(context.position, rowOf(event)!),
    offersEdit: ({ context, event }) => offersEdit(context.position, rowOf(event)!),
    offersWrite: ({ context, event }) => offersWrite(context.position, rowOf(event)!),
    offersNewPlan: ({ context }) => offersNewPlan(context.position),
  },
  actions: {
    assignYear: assign({ year: ({ context, event }) => (event.type === 'user.selectYear' ? event.year : context.year) }),
    /** The read-only plan (provided: the route's navigation). */
    openDetail: (_, _params: { sqno: number }) => {},
    /** The plan form: a plan by sqno, or a new one (sqno absent). */
    openForm: (_, _params: { sqno?: number }) => {},
  },
}).createMachine({
  id: 'bsnPlnList',
  context: ({ input }) => {
    const years = yearOptions(input.currentYear);
    return { position: input.position, years, year: years[0]! };
  },
  initial: 'listing',
  states: {
    listing: {
      description: 'The year’s months as the child `list` (docs/statecharts/pagedList.md); the view pages it.',
      invoke: { id: 'list', src: 'planList', input: ({ context }) => ({ pageSize: PLAN_PAGE_SIZE, query: String(context.year) }) },
      on: {
        'user.selectYear': { guard: 'isOtherYear', target: 'listing', reenter: true, actions: 'assignYear', description: 'Another year of the select: its first page.' },
        'user.open': {
          guard: 'opensDetail',
          actions: { type: 'openDetail', params: ({ event }) => ({ sqno: event.row.sqno }) },
          description: 'A saved plan’s row (COG02, COGA2, COG03-05): the read-only plan.',
        },
        'user.edit': { guard: 'offersEdit', actions: { type: 'openForm', params: ({ event }) => ({ sqno: event.row.sqno }) }, description: '수정: the form with the plan (the form checks the edit window).' },
        'user.write': { guard: 'offersWrite', actions: { type: 'openForm', params: ({ event }) => ({ sqno: event.row.sqno }) }, description: '작성하기 on a requested plan.' },
        'user.writeNew': { guard: 'offersNewPlan', actions: { type: 'openForm', params: () => ({}) }, description: 'A new plan: the form decides the month by the write window.' },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Sales plan list: a year’s months (paged by 10), rows opening the read-only plan or the form (수정, 작성하기), a new plan.';
