// mypage/activityReport and mypage/dailyReport (spec 3 §7): the caller's own activity records against the
// average of their branch's planners (server/services/report-records.ts), for any signed-in position.
import { msg } from '../../../src/domain/messages';
import { activityReport, dailyReport } from '../../../src/domain/reports/contract';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { badRequestMessage } from '../../lib/decode';
import { addDays, kstDate } from '../../lib/time';
import { dailyReport as readDailyReport } from '../../services/report-daily';
import { branchAverage, memberRecord } from '../../services/report-records';

/** yyyymmdd as yyyy-mm-dd when it names a real calendar day, else null. */
export function realDay(yyyymmdd: string): string | null {
  const day = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
  // A day past the month's end (20260230) moves into the next month.
  return addDays(day, 0) === day ? day : null;
}

export const activityReportCalls: readonly ApiCall[] = [
  handle(activityReport, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const db = ctx.svc.db;
    const months = (m: string) => ({ kind: 'months', from: m, to: m }) as const;
    const [monRec, monAvg, preRec, preAvg] = await Promise.all([
      memberRecord(db, user.userid, months(req.thisYrmn)),
      branchAverage(db, user.brncCd, months(req.thisYrmn)),
      memberRecord(db, user.userid, months(req.preYrmn)),
      branchAverage(db, user.brncCd, months(req.preYrmn)),
    ]);
    return { monRec, monAvg, preRec, preAvg };
  }),

  handle(dailyReport, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const day = realDay(req.thisYrmn);
    if (!day) throw new CallRefusal('bad_request', badRequestMessage(['thisYrmn']), { detail: { fields: ['thisYrmn'] } });
    if (day > kstDate(ctx.svc.clock.now())) throw new CallRefusal('bad_request', msg.dailyFutureDay, { detail: { reason: 'future day' } });
    return readDailyReport(ctx.svc.db, user, day);
  }),
];
