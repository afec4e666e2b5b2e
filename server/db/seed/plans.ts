// Seeded sales plans (spec 3 §3, §4), relative to the seed month M: the small seed's demo staff get the
// fixed plans the tests and e2e specs read (SMALL_PLANS); everyone else of the full seed who may write
// plans (not partners) gets a plan for most of the last 12 months and an S/R/C mix this month. A request
// (R) carries its branch head and an alert, as bsnPln/request writes them.
import { addMonths } from '../../../src/domain/reports/rules';
import { kstMidnight, yyyymm } from '../../lib/time';
import { planRequestAlert } from '../../services/plans/write';
import type { alarms, salesPlans } from '../schema';
import type { StaffSeed } from './org';
import { planPeriodOf } from './plan-calendar';
import { type Rng, rng } from './prng';

type PlanRow = typeof salesPlans.$inferInsert;
type AlarmRow = typeof alarms.$inferInsert;

/** A month of a demo account: C saved, R requested by the branch head; offset from M (0 = M, -1 = M-1). */
type Fixed = readonly (readonly [offset: number, stat: 'C' | 'R'])[];
const saved = (...offsets: number[]): Fixed => offsets.map((o) => [o, 'C'] as const);

/** The small seed's demo staff (the shared facts): anyone not named has no plan. */
export const SMALL_PLANS: Readonly<Record<string, Fixed>> = {
  planner01: saved(-12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0),
  planner02: saved(-1),
  planner03: [[0, 'R']],
  planner07: saved(0),
  master01: saved(-1),
  district01: saved(-1, 0),
  branch01: saved(-1),
};

/** Requests arrive on the seed day's morning, after the demo's morning alerts (alarms.ts MORNING). */
const REQUEST_MINUTE = 8 * 60 + 20;

export interface PlanSeed {
  readonly plans: PlanRow[];
  readonly alarms: AlarmRow[];
}

/** Goals in 만원 and counts; `edited` plans were changed after their first registration (orcp_* differ). */
function savedPlan(r: Rng, userid: string, planYrmn: string, edited: boolean): PlanRow {
  const goal = { cmcl: r.int(20, 80) * 10, mmbs: r.int(2, 20) * 10, frps: r.int(1, 10) * 10, etc: r.int(0, 5) * 10 };
  const orcp = edited ? { ...goal, cmcl: goal.cmcl + r.int(1, 5) * 10, frps: Math.max(0, goal.frps - 10) } : goal;
  // Saved on the day the month's window opened: the previous month's fourth end, in the morning.
  const opened = planPeriodOf(addMonths(planYrmn, -1)).fourthEndDt;
  return {
    userid,
    planYrmn,
    stat: 'C',
    cmclGoalAmt: goal.cmcl,
    mmbsGoalAmt: goal.mmbs,
    frpsGoalAmt: goal.frps,
    etcGoalAmt: goal.etc,
    orcpCmclGoalAmt: orcp.cmcl,
    orcpMmbsGoalAmt: orcp.mmbs,
    orcpFrpsGoalAmt: orcp.frps,
    orcpEtcGoalAmt: orcp.etc,
    srcGoalCscnt: r.int(5, 40),
    dgnssrvcGoalCscnt: r.int(2, 20),
    rcrtGoalCscnt: r.int(0, 5),
    exsnConsCscnt: r.int(5, 30),
    newConsCscnt: r.int(3, 20),
    memo: r.chance(0.4) ? r.pick(MEMOS) : '',
    requestedBy: null,
    requestedAt: null,
    savedAt: new Date(kstMidnight(opened).getTime() + (9 * 60 + r.int(0, 240)) * 60_000),
  };
}

const MEMOS = ['신규 상담 위주로 진행 예정', '기존 고객 재계약 집중', '방학 특강 홍보와 연계', '센터 행사 일정에 맞춰 조정', '전집 프로모션 기간 활용'];

const requestedPlan = (userid: string, planYrmn: string, head: string, at: Date): PlanRow => ({
  userid,
  planYrmn,
  stat: 'R',
  cmclGoalAmt: null,
  mmbsGoalAmt: null,
  frpsGoalAmt: null,
  etcGoalAmt: null,
  orcpCmclGoalAmt: null,
  orcpMmbsGoalAmt: null,
  orcpFrpsGoalAmt: null,
  orcpEtcGoalAmt: null,
  srcGoalCscnt: null,
  dgnssrvcGoalCscnt: null,
  rcrtGoalCscnt: null,
  exsnConsCscnt: null,
  newConsCscnt: null,
  memo: '',
  requestedBy: head,
  requestedAt: at,
  savedAt: null,
});

/** The plans (and the requests' alerts) of the seed day's organisation. */
export function buildPlans(today: string, staff: readonly StaffSeed[]): PlanSeed {
  const r = rng('plans');
  const month = yyyymm(today);
  const byId = new Map(staff.map((s) => [s.userid, s]));
  const headOf = (s: StaffSeed): string => {
    let m = s;
    for (let i = 0; i < 10 && m.managerUserid && byId.has(m.managerUserid); i++) m = byId.get(m.managerUserid)!;
    return m.userid;
  };
  const requestAt = new Date(kstMidnight(today).getTime() + REQUEST_MINUTE * 60_000);
  const out: PlanSeed = { plans: [], alarms: [] };
  const request = (s: StaffSeed, planYrmn: string) => {
    out.plans.push(requestedPlan(s.userid, planYrmn, headOf(s), requestAt));
    out.alarms.push(planRequestAlert(s.userid, planYrmn, requestAt));
  };
  for (const s of staff) {
    if (s.orgnzPstn === 'COG06') continue;
    if (s.small) {
      for (const [offset, stat] of SMALL_PLANS[s.userid] ?? []) {
        const planYrmn = addMonths(month, offset);
        if (stat === 'R') request(s, planYrmn);
        // Every third earlier month of a demo account was edited after it was first registered.
        else out.plans.push(savedPlan(r, s.userid, planYrmn, offset < 0 && offset % 3 === 0));
      }
      continue;
    }
    for (let offset = -12; offset < 0; offset++) if (r.chance(0.85)) out.plans.push(savedPlan(r, s.userid, addMonths(month, offset), r.chance(0.2)));
    const now = r.next();
    if (now < 0.5) out.plans.push(savedPlan(r, s.userid, month, r.chance(0.1)));
    else if (now < 0.7) request(s, month);
  }
  return out;
}
