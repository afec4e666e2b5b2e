// The plan window's and the plan form's models, shared by the bare-machine tests and the rendered ones: the
// inputs (a planner without a query, the request alert's month, a plan by sqno, a partner), each machine's
// alphabet (the clock's readings, the calls' answers and failures, the window's timers, user events) and the
// context that tells states apart. The stand-in answers follow spec 3 §3/§4 and the seeded March 2026.
import type { AnyEventObject } from 'xstate';
import { planFormMachine, type PlanFormInput } from '../../../machines/plans/plan-form.machine';
import { EMPTY_VALUES } from '../../../machines/plans/plan-window.forms';
import { planWindowMachine, type ExistInfo, type PlanWindowInput } from '../../../machines/plans/plan-window.machine';
import type { Plan } from '../../../src/domain/plans/contract';
import type { PeriodInfo } from '../../../src/domain/plans/rules';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { inertActors } from '../../support/replay';

/** 2026-03-12 08:30 KST: March's late window (03-11..03-13) is open; 2026-03-16 10:00: nothing is open. */
export const T_OPEN = Date.parse('2026-03-12T08:30:00+09:00');
export const T_SHUT = Date.parse('2026-03-16T10:00:00+09:00');
export const MARCH: PeriodInfo = { firstSttDt: '2026-04-01', thisFirstSttDt: '2026-03-02', firstEndDt: '2026-03-11', firstEndDt2: '2026-03-13', fourthEndDt: '2026-03-25' };
const PERIODS = [['첫영업일', '10'], ['1구간', '25'], ['2구간', '25'], ['3구간', '25'], ['월말', '15']].map(([cdNm, cdVl1]) => ({ cdNm: cdNm!, cdVl1: cdVl1! }));
const exist = (sqno: number, stat: ExistInfo['stat']): ExistInfo => ({ sqno, stat, endDt: '2026-02-25', endDt2: '2026-03-13', periodList: PERIODS });
export const EXIST_S = exist(0, 'S');
export const EXIST_R = exist(41, 'R');
export const EXIST_C = exist(42, 'C');
const plan = (o: Partial<Plan>): Plan => ({
  sqno: 42, stat: 'C', planYr: '2026', planMn: '03', planYrmn: '202603', userName: '홍길동', userId: 'planner01', pstn: 'COG03',
  cmclGoalAmt: 1200, mmbsGoalAmt: 300, frpsGoalAmt: 100, etcGoalAmt: 50, orcpCmclGoalAmt: 1200, orcpMmbsGoalAmt: 300, orcpFrpsGoalAmt: 100, orcpEtcGoalAmt: 50,
  amtSum: 1650, orcpAmtSum: 1650, headAmtSum: 0, srcGoalCscnt: 10, dgnssrvcGoalCscnt: 5, rcrtGoalCscnt: 1, exsnConsCscnt: 8, newConsCscnt: 4,
  memo: '', periodList: PERIODS, endDt: '2026-02-25', endDt2: '2026-03-13', updtDttm: '2026.03.02 10:00', version: 1, ...o,
});
/** March's saved plan (editable until 03-13), February's (editable 01-23..02-11 only), a request not yet written. */
export const PLAN_C = plan({});
export const PLAN_OLD = plan({ sqno: 30, planMn: '02', planYrmn: '202602', endDt: '2026-01-23', endDt2: '2026-02-11' });
export const PLAN_R = plan({ sqno: 41, stat: 'R', cmclGoalAmt: 0, mmbsGoalAmt: 0, frpsGoalAmt: 0, etcGoalAmt: 0, srcGoalCscnt: 0, dgnssrvcGoalCscnt: 0, rcrtGoalCscnt: 0, exsnConsCscnt: 0, newConsCscnt: 0, updtDttm: '' });

export const OFFLINE = new NetworkError({ detail: 'offline' });
export const REFUSED = new ServerError({ rt: 'server_error', rtMsg: '일시적인 오류입니다. 잠시 후 다시 시도해 주세요.' });

export const WINDOW_INPUTS: Record<string, PlanWindowInput> = {
  new: { position: 'COG04', sqno: null, planYr: null, planMn: null },
  month: { position: 'COG05', sqno: null, planYr: '2026', planMn: '03' },
  sqno: { position: 'COG03', sqno: 42, planYr: null, planMn: null },
  partner: { position: 'COG06', sqno: null, planYr: null, planMn: null },
};

export const AFTER_CLOSED = 'xstate.after.windowChange.planWindow.closed';
export const AFTER_WATCHING = 'xstate.after.windowChange.planWindow.open.watching';

export const WINDOW_EVENTS: AnyEventObject[] = [
  { type: 'user.retry' },
  { type: 'user.dismissMessage' },
  { type: 'xstate.done.actor.readNow', output: T_OPEN },
  { type: 'xstate.done.actor.readNow', output: T_SHUT },
  { type: 'xstate.done.actor.loadWindow', output: MARCH },
  { type: 'xstate.error.actor.loadWindow', error: OFFLINE },
  { type: 'xstate.done.actor.loadExist', output: EXIST_S },
  { type: 'xstate.done.actor.loadExist', output: EXIST_R },
  { type: 'xstate.done.actor.loadExist', output: EXIST_C },
  { type: 'xstate.error.actor.loadExist', error: REFUSED },
  { type: 'xstate.done.actor.loadPlan', output: PLAN_C },
  { type: 'xstate.done.actor.loadPlan', output: PLAN_OLD },
  { type: 'xstate.done.actor.loadPlan', output: PLAN_R },
  { type: 'xstate.error.actor.loadPlan', error: REFUSED },
  { type: 'xstate.done.actor.planForm' },
  { type: AFTER_CLOSED },
  { type: AFTER_WATCHING },
];
export const windowKey = (c: any) => [c.nowMs, c.target, c.info !== null, c.exist?.stat ?? null, c.form?.stat ?? null, c.form?.sqno ?? null, c.error, c.changeAt];
export const windowInert = planWindowMachine.provide({ actors: inertActors(['readNow', 'loadWindow', 'loadExist', 'loadPlan', 'finish']) as any });

// ---- the form ----

const FULL = { cmclGoalAmt: '1,200', mmbsGoalAmt: '300', frpsGoalAmt: '100', etcGoalAmt: '50', srcGoalCscnt: '10', dgnssrvcGoalCscnt: '5', exsnConsCscnt: '8', newConsCscnt: '4', rcrtGoalCscnt: '1', memo: '' };
export const FORM_INPUTS: Record<string, PlanFormInput> = {
  new: { sqno: 0, stat: 'S', planYrmn: '202603', values: EMPTY_VALUES, periods: PERIODS },
  requested: { sqno: 41, stat: 'R', planYrmn: '202603', values: EMPTY_VALUES, periods: PERIODS },
  saved: { sqno: 42, stat: 'C', planYrmn: '202603', values: FULL, periods: PERIODS },
};
const GOALS = ['cmclGoalAmt', 'mmbsGoalAmt', 'frpsGoalAmt', 'etcGoalAmt', 'srcGoalCscnt', 'dgnssrvcGoalCscnt', 'exsnConsCscnt', 'newConsCscnt'] as const;
export const FORM_EVENTS: AnyEventObject[] = [
  ...GOALS.map((key, i) => ({ type: 'user.changeGoal', key, value: i < 4 ? '1234' : '12' })),
  { type: 'user.changeGoal', key: 'cmclGoalAmt', value: '' },
  { type: 'user.changeGoal', key: 'srcGoalCscnt', value: '7' },
  { type: 'user.changeGoal', key: 'rcrtGoalCscnt', value: '3' },
  { type: 'user.changeMemo', text: '이번 달 목표' },
  { type: 'user.submit' },
  { type: 'user.confirm' },
  { type: 'user.dismiss' },
  { type: 'user.dismissMessage' },
  { type: 'xstate.done.actor.savePlan', output: { sqno: 42 } },
  { type: 'xstate.done.actor.savePlan', output: { sqno: 0 } },
  { type: 'xstate.error.actor.savePlan', error: REFUSED },
  { type: 'xstate.error.actor.savePlan', error: new ServerError({ rt: 'fail', rtMsg: '' }) },
  // No network: the outbox keeps the save (issue 18) and the form goes on as saved.
  { type: 'xstate.done.actor.savePlan', output: { sqno: 42, queued: true } },
];
/** Which goal is missing first, the alert, and whether 리크루팅 and the memo were typed. */
export const formKey = (c: any) => [GOALS.find((k) => c.values[k] === '') ?? null, c.message, c.values.rcrtGoalCscnt !== '', c.values.memo !== '', c.values.srcGoalCscnt];
export const formInert = planFormMachine.provide({ actors: inertActors(['savePlan']) as any });
