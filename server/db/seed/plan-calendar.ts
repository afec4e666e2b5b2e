// The business calendar of the sales plans (table plan_periods; spec 3 §3 period info, §4 write window):
// one row per month computed from fixed rules (business days Mon-Fri less the fixed national holidays),
// so the seed, the docs and the tests agree on every window without a hand-kept table.
import { addMonths } from '../../../src/domain/reports/rules';
import { addDays, weekday } from '../../lib/time';

/** The fixed holidays (mm-dd) that close a weekday: 신정, 삼일절, 어린이날, 현충일, 광복절, 개천절, 한글날, 성탄절. */
export const PLAN_HOLIDAYS: readonly string[] = ['01-01', '03-01', '05-05', '06-06', '08-15', '10-03', '10-09', '12-25'];
/** The five periods' shares of the month's goal, percent: first business day, sections 1-3, month end. */
export const PLAN_RATIOS: readonly number[] = [10, 25, 25, 25, 15];
/** The first month of the calendar (the year selects start at 2021). */
export const FIRST_CALENDAR_MONTH = '202101';

export interface PlanPeriodRow {
  readonly yyyymm: string;
  readonly firstSttDt: string;
  readonly firstEndDt: string;
  readonly firstEndDt2: string;
  readonly fourthEndDt: string;
  readonly endDt: string;
  readonly endDt2: string;
  readonly ratios: number[];
}

export const isBusinessDay = (day: string): boolean => weekday(day) >= 1 && weekday(day) <= 5 && !PLAN_HOLIDAYS.includes(day.slice(5));

/** The n-th business day after `day` (n ≥ 1). */
function businessDaysAfter(day: string, n: number): string {
  let d = day;
  for (let left = n; left > 0; ) {
    d = addDays(d, 1);
    if (isBusinessDay(d)) left--;
  }
  return d;
}

const dayOf = (yyyymm: string, dd: number): string => `${yyyymm.slice(0, 4)}-${yyyymm.slice(4, 6)}-${String(dd).padStart(2, '0')}`;

/** The month's own dates: first start, first end (7 business days on), its late end (2 more), fourth end. */
function monthDates(yyyymm: string) {
  let first = dayOf(yyyymm, 1);
  while (!isBusinessDay(first)) first = addDays(first, 1);
  const firstEndDt = businessDaysAfter(first, 7);
  let fourth = dayOf(yyyymm, 25);
  while (!isBusinessDay(fourth)) fourth = addDays(fourth, -1);
  return { firstSttDt: first, firstEndDt, firstEndDt2: businessDaysAfter(firstEndDt, 2), fourthEndDt: fourth };
}

/** One month's row; its plans' edit window runs from the previous month's fourth end to its own first end 2. */
export function planPeriodOf(yyyymm: string): PlanPeriodRow {
  const own = monthDates(yyyymm);
  return { yyyymm, ...own, endDt: monthDates(addMonths(yyyymm, -1)).fourthEndDt, endDt2: own.firstEndDt2, ratios: [...PLAN_RATIOS] };
}

/** The calendar from 2021-01 to 12 months after the seed day's month, oldest first. */
export function planCalendar(today: string): PlanPeriodRow[] {
  const last = addMonths(today.slice(0, 4) + today.slice(5, 7), 12);
  const rows: PlanPeriodRow[] = [];
  for (let m = FIRST_CALENDAR_MONTH; m <= last; m = addMonths(m, 1)) rows.push(planPeriodOf(m));
  return rows;
}
