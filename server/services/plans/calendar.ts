// The business calendar as the plan calls read it (table plan_periods, seeded by
// server/db/seed/plan-calendar.ts): sttEndInfo's period info, a month's edit window and its five periods.
// A month the table does not hold answers '' dates (which close the window: rules.ts reads '' as missing).
import { inArray } from 'drizzle-orm';
import type { PlanPeriod } from '../../../src/domain/plans/contract';
import { plansMessages as m } from '../../../src/domain/plans/messages';
import type { PeriodInfo } from '../../../src/domain/plans/rules';
import { nextYyyymm } from '../../../src/domain/plans/rules';
import type { Db } from '../../db/client';
import { planPeriods } from '../../db/schema';

type PeriodRow = typeof planPeriods.$inferSelect;

async function periodRows(db: Db, months: readonly string[]): Promise<Map<string, PeriodRow>> {
  const rows = await db.select().from(planPeriods).where(inArray(planPeriods.yyyymm, [...new Set(months)]));
  return new Map(rows.map((r) => [r.yyyymm, r]));
}

/** sttEndInfo(thisYrmn, nextYrmn): next month's first start and this month's four dates, 'yyyy-mm-dd' or ''. */
export async function periodInfo(db: Db, thisYrmn: string, nextYrmn: string = nextYyyymm(thisYrmn)): Promise<PeriodInfo> {
  const rows = await periodRows(db, [thisYrmn, nextYrmn]);
  const cur = rows.get(thisYrmn);
  return {
    firstSttDt: rows.get(nextYrmn)?.firstSttDt ?? '',
    thisFirstSttDt: cur?.firstSttDt ?? '',
    firstEndDt: cur?.firstEndDt ?? '',
    firstEndDt2: cur?.firstEndDt2 ?? '',
    fourthEndDt: cur?.fourthEndDt ?? '',
  };
}

export interface MonthWindow {
  /** The edit window of the month's plans, 'yyyy-mm-dd' or '' when the calendar lacks the month. */
  readonly endDt: string;
  readonly endDt2: string;
  readonly periodList: PlanPeriod[];
}

export const periodListOf = (ratios: readonly number[]): PlanPeriod[] =>
  ratios.map((r, i) => ({ cdNm: m.planPeriodNames[i] ?? '', cdVl1: String(r) }));

/** A month's edit window and periods. */
export async function monthWindow(db: Db, yyyymm: string): Promise<MonthWindow> {
  const row = (await periodRows(db, [yyyymm])).get(yyyymm);
  return row ? { endDt: row.endDt, endDt2: row.endDt2, periodList: periodListOf(row.ratios) } : { endDt: '', endDt2: '', periodList: [] };
}
