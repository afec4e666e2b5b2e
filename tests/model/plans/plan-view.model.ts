// The read-only plan machine's model: the caller's own plan inside its edit window (수정 opens the form),
// the own plan outside it (수정 shows the refusal), and a branch head's view of a member's plan (no 수정).
// The stand-in plans' windows match what the rendered tests load from the seed for the test day.
import type { AnyEventObject } from 'xstate';
import { planViewMachine, type PlanViewInput } from '../../../machines/plans/plan-view.machine';
import type { Plan } from '../../../src/domain/plans/contract';
import { msg } from '../../../src/domain/messages';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { generatePaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

/** The test day (TEST_NOW 2026-03-12). */
export const TODAY = '2026-03-12';

const plan = (endDt: string, endDt2: string): Plan => ({
  sqno: 1,
  stat: 'C',
  planYr: '2026',
  planMn: '03',
  planYrmn: '202603',
  userName: '',
  userId: '',
  pstn: 'COG03',
  cmclGoalAmt: 0,
  mmbsGoalAmt: 0,
  frpsGoalAmt: 0,
  etcGoalAmt: 0,
  orcpCmclGoalAmt: 0,
  orcpMmbsGoalAmt: 0,
  orcpFrpsGoalAmt: 0,
  orcpEtcGoalAmt: 0,
  amtSum: 0,
  orcpAmtSum: 0,
  headAmtSum: 0,
  srcGoalCscnt: 0,
  dgnssrvcGoalCscnt: 0,
  rcrtGoalCscnt: 0,
  exsnConsCscnt: 0,
  newConsCscnt: 0,
  memo: '',
  periodList: [],
  endDt,
  endDt2,
  updtDttm: '',
  version: 1,
});
/** March's window (previous fourth end .. first end 2, shared facts) holds the test day; February's does not. */
export const OPEN_PLAN = plan('2026-02-25', '2026-03-13');
export const CLOSED_PLAN = plan('2026-01-23', '2026-02-11');

export const OFFLINE = new NetworkError({ detail: 'offline' });
/** The server's refusal of a plan that is not the caller's (checked against the real answer in the rendered test). */
export const REFUSED = new ServerError({ rt: 'forbidden', rtMsg: msg.planNotFound });

const loads = (output: Plan): AnyEventObject[] => [
  { type: 'xstate.done.actor.loadPlan', output },
  { type: 'xstate.error.actor.loadPlan', error: OFFLINE },
  { type: 'xstate.error.actor.loadPlan', error: REFUSED },
  { type: 'user.retry' },
  { type: 'user.edit' },
  { type: 'user.dismiss' },
];

export const inert = planViewMachine.provide({ actors: inertActors(['loadPlan']) as any });
export const contextKey = (c: any) => [c.plan?.endDt ?? null, c.message];

export interface PlanViewModel {
  readonly name: 'open' | 'closed' | 'member';
  /** Who signs in, and whose plan of which month the rendered test opens (small seed). */
  readonly userid: string;
  readonly owner: string;
  readonly yrmn: string;
  readonly input: Omit<PlanViewInput, 'sqno'>;
  readonly paths: ModelPath[];
}

export function planViewModels(): PlanViewModel[] {
  const model = (name: PlanViewModel['name'], o: Omit<PlanViewModel, 'name' | 'paths'>, output: Plan): PlanViewModel => ({
    name,
    ...o,
    paths: cachedPaths(`plan-view-${name}`, planViewMachine, { events: loads(output), input: { sqno: 1, ...o.input }, contextKey }, generatePaths),
  });
  return [
    model('open', { userid: 'planner01', owner: 'planner01', yrmn: '202603', input: { member: false, today: TODAY } }, OPEN_PLAN),
    model('closed', { userid: 'planner01', owner: 'planner01', yrmn: '202602', input: { member: false, today: TODAY } }, CLOSED_PLAN),
    model('member', { userid: 'branch01', owner: 'planner01', yrmn: '202603', input: { member: true, today: TODAY } }, OPEN_PLAN),
  ];
}
