// A read-only sales plan (spec 3 §2 plan form's read-only views, §4 edit window): the caller's own plan
// (bsnPln/info) or, for a branch head, a member's (bsnPln/memberInfo), loaded once and retried on failure.
// The own plan offers 수정: inside its edit window (rules.ts mayEditPlan, today by the app's clock) the form
// opens; outside it the refusal 수정 가능 기간이 아닙니다. shows instead. Diagram: docs/statecharts/bsnPlnDetail.md
import { assign, setup } from 'xstate';
import type { Plan } from '../../src/domain/plans/contract';
import { editRefusal } from '../../src/domain/plans/rules';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface PlanViewInput {
  readonly sqno: number;
  /** A member's plan (the branch head's view): no 수정. */
  readonly member: boolean;
  /** Today by the app's clock, 'yyyy-mm-dd' (Korea time). */
  readonly today: string;
}

export interface PlanViewContext extends PlanViewInput {
  readonly plan: Plan | null;
  /** The load's failure, or the edit refusal. */
  readonly message: string | null;
}

export type PlanViewEvent = { type: 'user.retry' } | { type: 'user.edit' } | { type: 'user.dismiss' };

export const planViewMachine = setup({
  types: { input: {} as PlanViewInput, context: {} as PlanViewContext, events: {} as PlanViewEvent },
  actors: { loadPlan: providedPromise<Plan, { sqno: number; member: boolean }>('loadPlan') },
  guards: {
    isOwn: ({ context }) => !context.member,
    mayEdit: ({ context }) => !context.member && !!context.plan && editRefusal(context.today, context.plan.endDt, context.plan.endDt2) === null,
  },
  actions: {
    assignPlan: assign({ plan: ({ event }) => (event as unknown as { output: Plan }).output, message: null }),
    assignError: assign({ message: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    assignRefusal: assign({ message: ({ context }) => editRefusal(context.today, context.plan!.endDt, context.plan!.endDt2) }),
    clearMessage: assign({ message: null }),
    /** The plan form with this plan (provided: the route's navigation). */
    openForm: (_, _params: { sqno: number }) => {},
  },
}).createMachine({
  id: 'bsnPlnDetail',
  context: ({ input }) => ({ ...input, plan: null, message: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPlan',
        src: 'loadPlan',
        input: ({ context }) => ({ sqno: context.sqno, member: context.member }),
        onDone: { target: 'ready', actions: 'assignPlan' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: { description: 'The server’s message (or the network’s) with 다시 시도.', on: { 'user.retry': 'loading' } },
    ready: {
      on: {
        'user.edit': [
          { guard: 'mayEdit', actions: { type: 'openForm', params: ({ context }) => ({ sqno: context.plan!.sqno }) }, description: 'Inside the edit window: the form.' },
          { guard: 'isOwn', target: 'editRefused', actions: 'assignRefusal', description: 'Outside it: 수정 가능 기간이 아닙니다., and the view stays.' },
        ],
      },
    },
    editRefused: { on: { 'user.dismiss': { target: 'ready', actions: 'clearMessage' } } },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Read-only sales plan (own or a member’s): load (retry on failure); 수정 opens the form inside the edit window, else the refusal.';
