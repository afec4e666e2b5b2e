// What one row of the caller's plan list offers (spec 3 §2 sales plan list, §4 plan status, §6): pure, so the
// machine's guards and the screen read the same answer. A row is a month of the caller's plans.
import type { PlanListRow } from '../../src/domain/plans/contract';
import { mayRequestPlans, mayWritePlan, showsPlanEditButton } from '../../src/domain/plans/rules';
import { isPosition, type Position } from '../../src/domain/shared/roles';

/** Positions whose rows open the read-only plan (spec 3 §2: COG02, COGA2, COG03-05). */
const OPENS_DETAIL: readonly Position[] = ['COG02', 'COGA2', 'COG03', 'COG04', 'COG05'];

const positionOf = (p: string): Position | null => (isPosition(p) ? p : null);

/** The row opens the read-only plan: a saved plan of the caller, for positions that have the detail. */
export const opensDetail = (position: string, row: PlanListRow): boolean => {
  const p = positionOf(position);
  return !!p && OPENS_DETAIL.includes(p) && row.sqno > 0 && row.stat === 'C';
};

/** 수정 on a saved plan: not for a branch head (rules.ts showsPlanEditButton), never for a partner. */
export const offersEdit = (position: string, row: PlanListRow): boolean => {
  const p = positionOf(position);
  return !!p && mayWritePlan(p) && showsPlanEditButton(p) && row.sqno > 0 && row.stat === 'C';
};

/** 작성하기 on a plan the branch head requested (stat R): the form with its sqno. */
export const offersWrite = (position: string, row: PlanListRow): boolean => {
  const p = positionOf(position);
  return !!p && mayWritePlan(p) && row.sqno > 0 && row.stat === 'R';
};

/** The 작성하기 button for a new plan: everyone but partners. */
export const offersNewPlan = (position: string): boolean => {
  const p = positionOf(position);
  return !!p && mayWritePlan(p);
};

/** The 조직원 계획 tab: branch heads. */
export const offersMembersTab = (position: string): boolean => {
  const p = positionOf(position);
  return !!p && mayRequestPlans(p);
};

/** Which goal total of the people below the caller a row shows: the district's (COG02), the branch's (COG01). */
export const headGoalKind = (position: string): 'district' | 'branch' | null =>
  position === 'COG02' ? 'district' : position === 'COG01' ? 'branch' : null;
