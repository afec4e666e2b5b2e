// The sales-plan calls (spec 3 §7 bsnPlnList, headBsnPlnList, sttEndInfo, bsnPlnExistInfo, bsnPlnInfo,
// bsnPlnMemberInfo, saveBsnPln, reqBsnPln; §3 sales plan, period info, plan list member). Amounts are in
// units of 10,000 won (만원); dates are KST 'yyyy-mm-dd'. The server enforces the write window, the edit
// window and the roles itself (rules.ts), with the spec's messages.
import { Schema } from 'effect';
import { POSITIONS } from '../shared/roles';
import { Count, defineCall, FormInt, Text } from '../shared/call';
import { pagedCall } from '../shared/paged';
import { plansMessages } from './messages';
import { mayWritePlan, PLAN_GOAL_MAX_DIGITS, PLAN_STATS } from './rules';

/** The branch head: the members' plans and the requests (spec 3 §6). */
export const PLAN_HEAD_ROLES = ['COG01'] as const;
/** Everyone but partners writes plans (spec 3 §5): the server answers COG06 with planWriteRefused. */
export const PLAN_WRITE_ROLES = POSITIONS.filter(mayWritePlan);
export const PLAN_PAGE_SIZE = 10;

const Year = Schema.String.check(Schema.isPattern(/^\d{4}$/));
const Month = Schema.String.check(Schema.isPattern(/^(0[1-9]|1[0-2])$/));
const Yrmn = Schema.String.check(Schema.isPattern(/^\d{4}(0[1-9]|1[0-2])$/));
const Sqno = FormInt(0, 2_147_483_647);
const GoalAmount = FormInt(0, 10 ** PLAN_GOAL_MAX_DIGITS - 1);
export const PlanStatCode = Schema.Literals(PLAN_STATS);

// ---- lists ----

/**
 * A month of the caller's plan list. sqno 0 and stat S when the caller has no plan that month (a leader's
 * month row with only members' plans). amtSum: the caller's four goal amounts; orcpAmtSum: the same as first
 * registered; headAmtSum: the sum over the plans of everyone below the caller that month (COG01 the branch,
 * COG02 the district; 0 for others).
 */
export const PlanListRow = Schema.Struct({
  sqno: Count,
  stat: PlanStatCode,
  planYr: Schema.String,
  planMn: Schema.String,
  planYrmn: Schema.String,
  userName: Schema.String,
  userId: Schema.String,
  pstn: Schema.String,
  amtSum: Schema.Number,
  orcpAmtSum: Schema.Number,
  headAmtSum: Schema.Number,
});
export type PlanListRow = typeof PlanListRow.Type;

/** The caller's plans of a year, newest month first: months with the caller's plan (or request), and for COG01/COG02 also months with plans below them. */
export const bsnPlnList = pagedCall({
  path: 'bsnPln/list',
  auth: 'session',
  row: PlanListRow,
  maxOffset: 1_000,
  filters: { searchYear: Year },
});

/** A member of the branch with their plan of the month: sqno 0 and stat S when they have none. */
export const HeadPlanRow = Schema.Struct({
  userName: Schema.String,
  userId: Schema.String,
  pstn: Schema.String,
  sqno: Count,
  stat: PlanStatCode,
  amtSum: Schema.Number,
});
export type HeadPlanRow = typeof HeadPlanRow.Type;

/** Rank filter values: '' for every position; partners are never listed. */
export const HEAD_PLAN_PSTNS = POSITIONS.filter((p) => p !== 'COG01' && p !== 'COG06');

/**
 * The branch head's members (everyone below them but partners), by name or employee number and rank, ordered
 * by position then name, with their plan of the month.
 */
export const headBsnPlnList = defineCall({
  path: 'bsnPln/headList',
  auth: 'session',
  roles: PLAN_HEAD_ROLES,
  request: Schema.Struct({
    offset: FormInt(0, 100_000),
    size: FormInt(1, 50),
    searchYear: Year,
    searchMonth: Month,
    searchTxt: Schema.optionalKey(Text(20)),
    searchPstn: Schema.optionalKey(Schema.Literals(['', ...HEAD_PLAN_PSTNS])),
  }),
  response: Schema.Struct({ planYr: Schema.String, planMn: Schema.String, planYrmn: Schema.String, list: Schema.Array(HeadPlanRow), totCnt: Count }),
});

// ---- the window ----

/** Period info for thisYrmn (this month) and nextYrmn (rules.ts PeriodInfo); '' for a day the calendar does not hold. */
export const sttEndInfo = defineCall({
  path: 'bsnPln/sttEndInfo',
  auth: 'session',
  request: Schema.Struct({ thisYrmn: Yrmn, nextYrmn: Yrmn }),
  response: Schema.Struct({
    firstSttDt: Schema.String,
    thisFirstSttDt: Schema.String,
    firstEndDt: Schema.String,
    firstEndDt2: Schema.String,
    fourthEndDt: Schema.String,
  }),
});

/** A period of the month and its share of the goal, percent (spec 3 §3: first business day, sections 1-3, month end). */
export const PlanPeriod = Schema.Struct({ cdNm: Schema.String, cdVl1: Schema.String });
export type PlanPeriod = typeof PlanPeriod.Type;

/**
 * The caller's plan of a month: sqno 0 and stat S when there is none; R when the branch head requested it;
 * C once saved. endDt..endDt2 is that month's edit window; periodList the month's five ratios.
 */
export const bsnPlnExistInfo = defineCall({
  path: 'bsnPln/existInfo',
  auth: 'session',
  request: Schema.Struct({ planYr: Year, planMn: Month }),
  response: Schema.Struct({ sqno: Count, stat: PlanStatCode, endDt: Schema.String, endDt2: Schema.String, periodList: Schema.Array(PlanPeriod) }),
});

// ---- one plan ----

/** The plan entity (spec 3 §3). Goals are 0 on a requested plan not yet written; orcp* are the goals as first registered. */
export const Plan = Schema.Struct({
  sqno: Count,
  stat: PlanStatCode,
  planYr: Schema.String,
  planMn: Schema.String,
  planYrmn: Schema.String,
  userName: Schema.String,
  userId: Schema.String,
  pstn: Schema.String,
  cmclGoalAmt: Schema.Number,
  mmbsGoalAmt: Schema.Number,
  frpsGoalAmt: Schema.Number,
  etcGoalAmt: Schema.Number,
  orcpCmclGoalAmt: Schema.Number,
  orcpMmbsGoalAmt: Schema.Number,
  orcpFrpsGoalAmt: Schema.Number,
  orcpEtcGoalAmt: Schema.Number,
  amtSum: Schema.Number,
  orcpAmtSum: Schema.Number,
  headAmtSum: Schema.Number,
  srcGoalCscnt: Count,
  dgnssrvcGoalCscnt: Count,
  rcrtGoalCscnt: Count,
  exsnConsCscnt: Count,
  newConsCscnt: Count,
  memo: Schema.String,
  periodList: Schema.Array(PlanPeriod),
  endDt: Schema.String,
  endDt2: Schema.String,
  /** Last saved, 'yyyy.mm.dd HH:mm' KST; '' for a request not yet written. */
  updtDttm: Schema.String,
  /** Bumped by every change; the form sends the one it read with its save (issue 18). */
  version: Count,
});
export type Plan = typeof Plan.Type;

/** The caller's own plan. */
export const bsnPlnInfo = defineCall({
  path: 'bsnPln/info',
  auth: 'session',
  request: Schema.Struct({ sqno: FormInt(1, 2_147_483_647) }),
  response: Plan,
});

/** A plan of a member below the branch head (one refusal for another branch's plan and for an unknown sqno). */
export const bsnPlnMemberInfo = defineCall({
  path: 'bsnPln/memberInfo',
  auth: 'session',
  roles: PLAN_HEAD_ROLES,
  request: Schema.Struct({ sqno: FormInt(1, 2_147_483_647) }),
  response: Plan,
});

// ---- writes ----

/**
 * Writes the caller's plan of planYrmn: a new plan (stat S, sqno 0) only inside the write window for that
 * month; a requested one (stat R) at any time while the request stands (D62); a saved one (stat C) only
 * inside its edit window, and its counts stay as saved. rcrtGoalCscnt is optional (0). memo ≤ 1000 bytes.
 * Answers the plan's sqno (above 0). `version` (optional, issue 18): the plan's version the form read; a plan
 * changed since is a `conflict` (409) with the plan as stored (data.current: the goals and memo under these
 * field names, and version). Absent: the save applies whatever the version (older clients).
 */
export const saveBsnPln = defineCall({
  path: 'bsnPln/save',
  auth: 'session',
  roles: PLAN_WRITE_ROLES,
  rolesRefusal: plansMessages.planWriteRefused,
  mutation: true,
  request: Schema.Struct({
    sqno: Sqno,
    stat: PlanStatCode,
    planYrmn: Yrmn,
    cmclGoalAmt: GoalAmount,
    mmbsGoalAmt: GoalAmount,
    frpsGoalAmt: GoalAmount,
    etcGoalAmt: GoalAmount,
    srcGoalCscnt: GoalAmount,
    dgnssrvcGoalCscnt: GoalAmount,
    rcrtGoalCscnt: Schema.optionalKey(GoalAmount),
    exsnConsCscnt: GoalAmount,
    newConsCscnt: GoalAmount,
    memo: Schema.optionalKey(Text(1000)),
    version: Schema.optionalKey(FormInt(1, 2_147_483_647)),
  }),
  response: Schema.Struct({ sqno: Count }),
});

/**
 * The branch head asks a member (below them, not a partner) for the month's plan: S becomes R, and the member
 * gets an alert leading to the form. A member who already has that month's plan (R or C) is refused.
 */
export const reqBsnPln = defineCall({
  path: 'bsnPln/request',
  auth: 'session',
  mutation: true,
  roles: PLAN_HEAD_ROLES,
  request: Schema.Struct({ userId: Text(20, 1), planYr: Year, planMn: Month }),
  response: Schema.Struct({ sqno: Count }),
});
