// What the plan form starts from (spec 3 §2 plan form, §3 sales plan): a new or requested month's empty goals
// with its period ratios (bsnPlnExistInfo), or a loaded plan's goals as the inputs show them (bsnPlnInfo).
// A requested plan not yet written holds 0 goals: its inputs start empty.
import type { bsnPlnExistInfo, Plan } from '../../src/domain/plans/contract';
import { amountInput, PLAN_GOALS } from '../../src/domain/plans/rules';
import type { ResponseOf } from '../../src/domain/shared/call';
import type { PlanFormInput, PlanValues } from './plan-form.machine';

export const EMPTY_VALUES: PlanValues = {
  cmclGoalAmt: '', mmbsGoalAmt: '', frpsGoalAmt: '', etcGoalAmt: '', srcGoalCscnt: '', dgnssrvcGoalCscnt: '', exsnConsCscnt: '', newConsCscnt: '', rcrtGoalCscnt: '', memo: '',
};

export const formOfExist = (exist: ResponseOf<typeof bsnPlnExistInfo>, planYrmn: string): PlanFormInput => ({
  sqno: exist.sqno,
  stat: exist.stat,
  planYrmn,
  values: EMPTY_VALUES,
  periods: exist.periodList,
});

export function formOfPlan(plan: Plan): PlanFormInput {
  const shown = (key: keyof PlanValues, n: number) => (PLAN_GOALS.some((g) => g.key === key && g.kind === 'amount') ? amountInput(String(n)) : String(n));
  const values: PlanValues =
    plan.stat === 'R'
      ? { ...EMPTY_VALUES, memo: plan.memo }
      : {
          ...(Object.fromEntries(PLAN_GOALS.map((g) => [g.key, shown(g.key, plan[g.key])])) as Omit<PlanValues, 'rcrtGoalCscnt' | 'memo'>),
          rcrtGoalCscnt: String(plan.rcrtGoalCscnt),
          memo: plan.memo,
        };
  return { sqno: plan.sqno, stat: plan.stat, planYrmn: plan.planYrmn, values, periods: plan.periodList, version: plan.version };
}
