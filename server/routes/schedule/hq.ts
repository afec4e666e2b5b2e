// The HQ schedule (spec 2 §2 HQ schedule, §3): the events running in a month (starting before its end and
// ending after its start), by start, a page at a time, and how many run on each of its days.
import { and, asc, count, gte, lte } from 'drizzle-orm';
import { getHdScheduleCountList, getHdScheduleList } from '../../../src/domain/schedule/contract';
import { hqSchedules } from '../../db/schema';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { addDays, monthStart } from '../../lib/time';

/** The first and last day of a yyyymm month. */
export function monthSpan(yyyymm: string): { first: string; last: string } {
  const first = `${yyyymm.slice(0, 4)}-${yyyymm.slice(4, 6)}-01`;
  return { first, last: addDays(monthStart(first, 1), -1) };
}

const inMonth = (yyyymm: string) => {
  const { first, last } = monthSpan(yyyymm);
  return and(lte(hqSchedules.sttDt, last), gte(hqSchedules.endDt, first));
};

export const hqCalls: readonly ApiCall[] = [
  handle(getHdScheduleList, async (req, ctx) => {
    signedIn(ctx);
    const where = inMonth(req.searchMon);
    const [hdScheduleList, [total]] = await Promise.all([
      ctx.svc.db.select().from(hqSchedules).where(where).orderBy(asc(hqSchedules.sttDt), asc(hqSchedules.seq)).offset(req.offset).limit(req.size),
      ctx.svc.db.select({ n: count() }).from(hqSchedules).where(where),
    ]);
    return { totalCount: total?.n ?? 0, hdScheduleList };
  }),

  handle(getHdScheduleCountList, async (req, ctx) => {
    signedIn(ctx);
    const { first, last } = monthSpan(req.searchMon);
    const spans = await ctx.svc.db.select({ sttDt: hqSchedules.sttDt, endDt: hqSchedules.endDt }).from(hqSchedules).where(inMonth(req.searchMon));
    // An event over several days counts on each of its days inside the month.
    const perDay = new Map<string, number>();
    for (const { sttDt, endDt } of spans)
      for (let d = sttDt < first ? first : sttDt; d <= endDt && d <= last; d = addDays(d, 1)) perDay.set(d, (perDay.get(d) ?? 0) + 1);
    return { hdScheduleCountList: [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([monthDate, cnt]) => ({ monthDate, cnt })) };
  }),
];
