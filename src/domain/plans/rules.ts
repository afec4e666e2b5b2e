// The sales plans' pure rules (spec 3 §2 plan list and form, §4 plan status and write window, §5 plan
// validation, §9 noon cut-off and years): shared by the server (which enforces them) and the client.
// No clock here: callers pass Korean wall-clock strings (`kstMinute` turns an instant into one).
import { cutToPlainBytes, plainByteLength } from '../organisation/rules';
import { addMonths } from '../reports/rules';
import type { Position } from '../shared/roles';
import { plansMessages as m, type PlanAction } from './messages';

// ---- time strings ----

/** A KST calendar day 'yyyy-mm-dd'. */
export type Day = string;
/** A KST wall-clock minute 'yyyy-mm-dd HH:mm' (24-hour). Lexical order is time order. */
export type Minute = string;

/** The Korean wall-clock minute of an instant (Korea keeps no daylight saving: UTC+9 all year). */
export function kstMinute(instant: Date): Minute {
  const iso = new Date(instant.getTime() + 9 * 3_600_000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** A period date as 'yyyy-mm-dd' from 'yyyy-mm-dd' or 'yyyymmdd'; null when it is neither. */
export function toDay(value: string | null | undefined): Day | null {
  const v = (value ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  if (/^\d{8}$/.test(v)) return `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6)}`;
  return null;
}

/** yyyymm of a day or minute, and the month after it. */
export const yyyymmOf = (dayOrMinute: string): string => dayOrMinute.slice(0, 4) + dayOrMinute.slice(5, 7);
export const nextYyyymm = (yyyymm: string): string => addMonths(yyyymm, 1);

// ---- the write window (spec 3 §4) ----

/** sttEndInfo's answer, asked with thisYrmn (the month of now) and nextYrmn. */
export interface PeriodInfo {
  /** Next month's first start day (its first business day). */
  readonly firstSttDt: string;
  /** This month's first start day. */
  readonly thisFirstSttDt: string;
  /** This month's first-section end day, and the last day of the late window that follows it. */
  readonly firstEndDt: string;
  readonly firstEndDt2: string;
  /** This month's fourth (last) section end day. */
  readonly fourthEndDt: string;
}

/** Spec 3 §9: the window closes at noon of a first start day. */
export const PLAN_NOON_CUTOFF = '12:00';

export type PlanWindow =
  | { readonly open: true; readonly planYrmn: string; readonly reason: 'next' | 'thisBeforeStart' | 'thisLate' }
  | { readonly open: false };

/**
 * Whether a new plan may be written at `now` (KST 'yyyy-mm-dd HH:mm') and for which month. "This month" is
 * the calendar month of `now`; `info` is sttEndInfo for it. Checked in the spec's order, first match wins:
 * 1. next month, when the fourth end date is reached (today is that day or later, from 00:00) and next
 *    month's first start is not yet at noon (now is before firstSttDt 12:00: 11:59 is the last open minute;
 *    the cut-off bites here when next month's business start falls in this calendar month);
 * 2. this month, while its first start is not past — by the same noon cut-off (before thisFirstSttDt 12:00),
 *    so at a month change the window for that month runs on, without a gap, to the same end;
 * 3. this month, on any day from firstEndDt to firstEndDt2, both included (whole days, 00:00-23:59).
 * So a month's plan opens at the previous month's fourth end (or on its own 1st, if that comes first) and
 * closes at noon of its first start, then reopens for its late days. A missing or unreadable date closes
 * only the clause that reads it.
 */
export function planWriteWindow(now: Minute, info: PeriodInfo): PlanWindow {
  const today = now.slice(0, 10);
  const thisYrmn = yyyymmOf(now);
  const nextStart = toDay(info.firstSttDt);
  const fourthEnd = toDay(info.fourthEndDt);
  if (nextStart && fourthEnd && today >= fourthEnd && now < `${nextStart} ${PLAN_NOON_CUTOFF}`)
    return { open: true, planYrmn: nextYyyymm(thisYrmn), reason: 'next' };
  const thisStart = toDay(info.thisFirstSttDt);
  if (thisStart && now < `${thisStart} ${PLAN_NOON_CUTOFF}`) return { open: true, planYrmn: thisYrmn, reason: 'thisBeforeStart' };
  const lateFrom = toDay(info.firstEndDt);
  const lateTo = toDay(info.firstEndDt2);
  if (lateFrom && lateTo && today >= lateFrom && today <= lateTo) return { open: true, planYrmn: thisYrmn, reason: 'thisLate' };
  return { open: false };
}

/** The server's check of a new plan for `planYrmn` (yyyymm): the window is open for exactly that month. */
export function mayWritePlanFor(now: Minute, info: PeriodInfo, planYrmn: string): boolean {
  const w = planWriteWindow(now, info);
  return w.open && w.planYrmn === planYrmn;
}

/** Editing a saved plan: only when today is from endDt to endDt2, both included. */
export function mayEditPlan(today: Day, endDt: string, endDt2: string): boolean {
  const from = toDay(endDt);
  const to = toDay(endDt2);
  return !!from && !!to && today.slice(0, 10) >= from && today.slice(0, 10) <= to;
}

/** null when the plan may be edited, else the spec's refusal. */
export const editRefusal = (today: Day, endDt: string, endDt2: string): string | null =>
  mayEditPlan(today, endDt, endDt2) ? null : m.planEditClosed;

// ---- roles (spec 3 §5, §6) ----

/** Partners may not write plans (nor are they in a leader's members' list). */
export const mayWritePlan = (p: Position): boolean => p !== 'COG06';
export const writeRefusal = (p: Position): string | null => (mayWritePlan(p) ? null : m.planWriteRefused);
export const inMembersPlanList = (p: Position): boolean => p !== 'COG06';
/** The plan list's edit button: not for a branch head. */
export const showsPlanEditButton = (p: Position): boolean => p !== 'COG01';
/** The members' plans tab and the request buttons: branch heads. */
export const mayRequestPlans = (p: Position): boolean => p === 'COG01';

// ---- plan status (spec 3 §4) ----

/** S not yet created (request possible), R requested, C saved. */
export type PlanStat = 'S' | 'R' | 'C';
export const PLAN_STATS: readonly PlanStat[] = ['S', 'R', 'C'];

/** A member row's request button: 요청 on S, disabled 요청중 on R, none once saved. */
export function requestButton(stat: PlanStat): { readonly label: string; readonly disabled: boolean } | null {
  if (stat === 'S') return { label: m.planRequest, disabled: false };
  if (stat === 'R') return { label: m.planRequesting, disabled: true };
  return null;
}

/** A successful request moves S to R (locally; the list is not reloaded). */
export const afterRequest = (stat: PlanStat): PlanStat => (stat === 'S' ? 'R' : stat);

/** The form's action: 수정 once saved (C), else 등록. `stat` null when no plan exists yet. */
export const planAction = (stat: PlanStat | null): PlanAction => (stat === 'C' ? m.planModify : m.planRegister);

/** Count inputs are locked when a plan exists and its status is not R (spec 3 §2 plan form). */
export const countsDisabled = (exists: boolean, stat: PlanStat | null): boolean => exists && stat !== 'R';

// ---- goals (spec 3 §3, §5) ----

export const PLAN_GOALS = [
  { key: 'cmclGoalAmt', kind: 'amount', label: m.planGoalCmcl, required: m.planCmclRequired },
  { key: 'mmbsGoalAmt', kind: 'amount', label: m.planGoalMmbs, required: m.planMmbsRequired },
  { key: 'frpsGoalAmt', kind: 'amount', label: m.planGoalFrps, required: m.planFrpsRequired },
  { key: 'etcGoalAmt', kind: 'amount', label: m.planGoalEtc, required: m.planEtcRequired },
  { key: 'srcGoalCscnt', kind: 'count', label: m.planGoalSrc, required: m.planSrcRequired },
  { key: 'dgnssrvcGoalCscnt', kind: 'count', label: m.planGoalDgnssrvc, required: m.planDgnssrvcRequired },
  { key: 'exsnConsCscnt', kind: 'count', label: m.planGoalExsnCons, required: m.planExsnConsRequired },
  { key: 'newConsCscnt', kind: 'count', label: m.planGoalNewCons, required: m.planNewConsRequired },
] as const;
export type PlanGoalKey = (typeof PLAN_GOALS)[number]['key'];

/** The first empty goal in the spec's order with its alert, or null when all eight are filled. */
export function firstMissingGoal(values: Partial<Record<PlanGoalKey, string>>): { key: PlanGoalKey; message: string } | null {
  const goal = PLAN_GOALS.find((g) => (values[g.key] ?? '').trim() === '');
  return goal ? { key: goal.key, message: goal.required } : null;
}

/** Digits kept by a goal input; beyond this the typing is refused (a project limit: the column is int4). */
export const PLAN_GOAL_MAX_DIGITS = 9;

/** A count input: digits only, no leading zeros (a lone 0 stays), at most 9 digits. */
export function countInput(raw: string): string {
  return raw.replace(/[^0-9]/g, '').replace(/^0+(?=\d)/, '').slice(0, PLAN_GOAL_MAX_DIGITS);
}

/** An amount input as shown: the count rule, then thousands separators ('1234567' → '1,234,567'). */
export const amountInput = (raw: string): string => countInput(raw).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** What is sent: the shown amount without its commas. */
export const amountValue = (shown: string): string => shown.replace(/,/g, '');

// ---- memo (spec 3 §5) ----

export const PLAN_MEMO_MAX_BYTES = 1000;
/** The memo as the input keeps it: typing beyond 1000 bytes (over code 127 counts 2) is refused. */
export const planMemoInput = (text: string): string => cutToPlainBytes(text, PLAN_MEMO_MAX_BYTES);
export const planMemoRefusal = (text: string): string | null => (plainByteLength(text) > PLAN_MEMO_MAX_BYTES ? m.planMemoTooLong : null);

// ---- year select (spec 3 §2, §9) ----

export const FIRST_PLAN_YEAR = 2021;
/** Years from the current one down to 2021 (just 2021 before then). */
export function yearOptions(currentYear: number): number[] {
  const years: number[] = [];
  for (let y = Math.max(currentYear, FIRST_PLAN_YEAR); y >= FIRST_PLAN_YEAR; y--) years.push(y);
  return years;
}

// ---- when the write window's answer changes (spec 3 §4, §9) ----

/** The instant (epoch ms) a KST wall-clock minute starts at. */
export function kstMinuteMs(minute: Minute): number {
  const [y, mo, d, h, mi] = [minute.slice(0, 4), minute.slice(5, 7), minute.slice(8, 10), minute.slice(11, 13), minute.slice(14, 16)].map(Number);
  return Date.UTC(y!, mo! - 1, d!, h!, mi!) - 9 * 3_600_000;
}

const dayAfter = (day: Day): Day => new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10) + 1)).toISOString().slice(0, 10);
const sameWindow = (a: PlanWindow, b: PlanWindow) => a.open === b.open && (!a.open || !b.open || a.planYrmn === b.planYrmn);

/**
 * The next minute after `now` at which planWriteWindow(·, info) opens, closes or opens for another month: the
 * noon cut-offs, midnight of the fourth end day, the late window's first day and the day after its last. `info`
 * holds for `now`'s calendar month only, so at the latest it is midnight of the next month's 1st (ask again then).
 */
export function nextWindowChange(now: Minute, info: PeriodInfo): Minute {
  const next = nextYyyymm(yyyymmOf(now));
  const nextFirst = `${next.slice(0, 4)}-${next.slice(4, 6)}-01 00:00`;
  const at = (day: string | null, time: string) => (day ? `${day} ${time}` : null);
  const lateTo = toDay(info.firstEndDt2);
  const candidates = [
    at(toDay(info.fourthEndDt), '00:00'),
    at(toDay(info.firstSttDt), PLAN_NOON_CUTOFF),
    at(toDay(info.thisFirstSttDt), PLAN_NOON_CUTOFF),
    at(toDay(info.firstEndDt), '00:00'),
    at(lateTo && dayAfter(lateTo), '00:00'),
  ]
    .filter((c): c is Minute => c !== null && c > now && c < nextFirst)
    .sort();
  const current = planWriteWindow(now, info);
  return candidates.find((c) => !sameWindow(planWriteWindow(c, info), current)) ?? nextFirst;
}

// ---- the period table (spec 3 §2 plan form, §3 period list) ----

/** The four goal amounts as typed (with or without commas), summed in 만원; an empty one counts 0. */
export const planAmountTotal = (values: Partial<Record<PlanGoalKey, string>>): number =>
  PLAN_GOALS.filter((g) => g.kind === 'amount').reduce((t, g) => t + Number(amountValue(values[g.key] ?? '') || 0), 0);

/** A period's share of the amount total, 만원 to one decimal place: total × ratio % (a ratio that is not a number counts 0). */
export const periodShare = (total: number, ratio: string): number => Math.round((total * (Number(ratio) || 0)) / 10) / 10;
