// The branch head's members' plans (spec 3 §2 members' plan list, §4 plan status, §6): anyone but a branch
// head reads the refusal and goes back; the members (partners never: the server hides them) for a year and
// month, a name or employee number and a rank, as the shared paged list (child `list`, 10 a page, the
// filters as its query); a member without a plan is asked for one (confirm, reqBsnPln) and their row turns
// R here without a reload (rules.ts afterRequest); a saved plan opens the member's read-only plan.
// Diagram: docs/statecharts/headBsnPlnList.md
import { assign, setup } from 'xstate';
import { PLAN_PAGE_SIZE, type HeadPlanRow } from '../../src/domain/plans/contract';
import { afterRequest, mayRequestPlans, requestButton, yearOptions, type PlanStat } from '../../src/domain/plans/rules';
import { errorMessage } from '../../src/domain/shared/errors';
import { isPosition } from '../../src/domain/shared/roles';
import { pagedListMachine } from '../shared/paged-list.machine';
import { providedPromise } from '../shared/provided';
import { cutHeadKeyword, headListQuery, isHeadPlanPstn, MONTHS, requestKey, type HeadPlanFilters } from './head-plan-list.filters';

export interface HeadPlanListInput {
  readonly position: string;
  /** This month by the app's clock: the filters' default and the newest year of the select. */
  readonly year: string;
  readonly month: string;
}

export interface HeadPlanListContext {
  readonly position: string;
  readonly years: readonly string[];
  readonly filters: HeadPlanFilters;
  /** Members asked in this visit (requestKey): their rows show R. */
  readonly requested: readonly string[];
  /** The member the confirm or the request is about. */
  readonly pending: HeadPlanRow | null;
  /** The server's refusal of a request. */
  readonly message: string | null;
}

export interface RequestPlanInput {
  readonly userId: string;
  readonly planYr: string;
  readonly planMn: string;
}

export type HeadPlanListEvent =
  | { type: 'user.selectYear'; year: string }
  | { type: 'user.selectMonth'; month: string }
  | { type: 'user.search'; keyword: string }
  | { type: 'user.selectPstn'; pstn: string }
  | { type: 'user.request'; member: HeadPlanRow }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.dismiss' }
  | { type: 'user.open'; member: HeadPlanRow }
  | { type: 'user.goBack' };

/** A row's status as shown: R once asked in this visit. */
export const shownStat = (c: Pick<HeadPlanListContext, 'filters' | 'requested'>, row: HeadPlanRow): PlanStat =>
  c.requested.includes(requestKey(c.filters, row.userId)) ? afterRequest(row.stat) : row.stat;

const withFilter = (c: HeadPlanListContext, e: HeadPlanListEvent): HeadPlanFilters => {
  if (e.type === 'user.selectYear') return { ...c.filters, year: e.year };
  if (e.type === 'user.selectMonth') return { ...c.filters, month: e.month };
  if (e.type === 'user.search') return { ...c.filters, keyword: cutHeadKeyword(e.keyword) };
  if (e.type === 'user.selectPstn' && isHeadPlanPstn(e.pstn)) return { ...c.filters, pstn: e.pstn };
  return c.filters;
};

export const headPlanListMachine = setup({
  types: { input: {} as HeadPlanListInput, context: {} as HeadPlanListContext, events: {} as HeadPlanListEvent },
  actors: {
    /** pagedListMachine provided with the bsnPln/headList loader (the query is the filters) at the root. */
    memberPlans: pagedListMachine,
    requestPlan: providedPromise<{ readonly sqno: number }, RequestPlanInput>('requestPlan'),
  },
  guards: {
    mayList: ({ context }) => isPosition(context.position) && mayRequestPlans(context.position),
    isOtherYear: ({ context, event }) => event.type === 'user.selectYear' && event.year !== context.filters.year && context.years.includes(event.year),
    isOtherMonth: ({ context, event }) => event.type === 'user.selectMonth' && event.month !== context.filters.month && MONTHS.includes(event.month),
    isOtherPstn: ({ context, event }) => event.type === 'user.selectPstn' && event.pstn !== context.filters.pstn && isHeadPlanPstn(event.pstn),
    mayAsk: ({ context, event }) => event.type === 'user.request' && requestButton(shownStat(context, event.member))?.disabled === false,
    isSaved: ({ event }) => event.type === 'user.open' && event.member.stat === 'C' && event.member.sqno > 0,
  },
  actions: {
    assignFilter: assign({ filters: ({ context, event }) => withFilter(context, event) }),
    assignPending: assign({ pending: ({ event }) => (event.type === 'user.request' ? event.member : null) }),
    markRequested: assign({ requested: ({ context }) => [...context.requested, requestKey(context.filters, context.pending!.userId)], pending: null }),
    assignFailure: assign({ message: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    clearPending: assign({ pending: null, message: null }),
    /** The member's read-only plan (provided: the route's navigation). */
    openMember: (_, _params: { sqno: number }) => {},
    goBack: () => {},
  },
}).createMachine({
  id: 'headBsnPlnList',
  context: ({ input }) => ({
    position: input.position,
    years: yearOptions(Number(input.year)).map(String),
    filters: { year: input.year, month: input.month, keyword: '', pstn: '' },
    requested: [],
    pending: null,
    message: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Branch heads only (spec 3 §6); the server refuses anyone else too.',
      always: [{ guard: 'mayList', target: 'listing' }, { target: 'refused' }],
    },
    refused: { description: 'The refusal: nothing was asked.', on: { 'user.goBack': 'leaving' } },
    leaving: { type: 'final', entry: 'goBack' },
    listing: {
      description: 'The members for the filters as the child `list`; any change of the filters starts it again from the first page.',
      invoke: { id: 'list', src: 'memberPlans', input: ({ context }) => ({ pageSize: PLAN_PAGE_SIZE, query: headListQuery(context.filters) }) },
      on: {
        'user.open': { guard: 'isSaved', actions: { type: 'openMember', params: ({ event }) => ({ sqno: event.member.sqno }) }, description: 'A saved plan: the member’s read-only plan.' },
      },
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'user.selectYear': { guard: 'isOtherYear', target: '#headBsnPlnList.listing', reenter: true, actions: 'assignFilter' },
            'user.selectMonth': { guard: 'isOtherMonth', target: '#headBsnPlnList.listing', reenter: true, actions: 'assignFilter' },
            'user.search': { target: '#headBsnPlnList.listing', reenter: true, actions: 'assignFilter', description: 'Name or employee number (20 characters).' },
            'user.selectPstn': { guard: 'isOtherPstn', target: '#headBsnPlnList.listing', reenter: true, actions: 'assignFilter', description: 'A rank, or 전체.' },
            'user.request': { guard: 'mayAsk', target: 'confirming', actions: 'assignPending', description: '요청 on a member without a plan (S).' },
          },
        },
        confirming: {
          description: '영업활동계획을 요청 하시겠습니까?',
          on: { 'user.confirm': 'requesting', 'user.cancel': { target: 'browsing', actions: 'clearPending' } },
        },
        requesting: {
          invoke: {
            id: 'requestPlan',
            src: 'requestPlan',
            input: ({ context }) => ({ userId: context.pending!.userId, planYr: context.filters.year, planMn: context.filters.month }),
            onDone: { target: 'browsing', actions: 'markRequested', description: 'The row shows 요청중 (R), without a reload.' },
            onError: { target: 'failed', actions: 'assignFailure' },
          },
        },
        failed: { description: 'The server’s message.', on: { 'user.dismiss': { target: 'browsing', actions: 'clearPending' } } },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Members’ plans (branch head): year, month, name and rank filters over a paged list; a plan requested (confirm, S → R locally), a saved plan opened.';
