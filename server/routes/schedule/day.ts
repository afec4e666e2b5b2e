// My schedule's selected day and one schedule (spec 2 §2 My schedule, §7): the caller's live schedules
// running on the day (multi-day ones on each of their days; all-day first, then by time) with the day's
// notices, and one of the caller's schedules, deleted ones included so the view can say so. Days are KST
// calendar days given by the client; nothing here reads the host's time zone.
import { and, desc, asc, eq, gte, lte } from 'drizzle-orm';
import { getMyschedule, getMyscheduleList } from '../../../src/domain/schedule/contract';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';
import { schedules } from '../../db/schema';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { addDays } from '../../lib/time';
import { dayNotices } from './notices';
import { ownSchedule, scheduleRows } from './rows';

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-mm-dd of the parts, or a bad_request when there is no such day (the 31st of April). */
export function dayOf(year: number, month: number, day: number): string {
  const d = `${year}-${pad(month)}-${pad(day)}`;
  if (addDays(d, 0) !== d) throw new CallRefusal('bad_request', undefined, { detail: { fields: ['searchDay'] } });
  return d;
}

export const dayCalls: readonly ApiCall[] = [
  handle(getMyscheduleList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const day = dayOf(req.searchYear, req.searchMon, req.searchDay);
    const running = and(eq(schedules.userid, user.userid), eq(schedules.dltnYn, 'N'), lte(schedules.sttDt, day), gte(schedules.endDt, day));
    const [myScheduleList, notices] = await Promise.all([
      scheduleRows(ctx.svc.db, running, [desc(schedules.allYn), asc(schedules.sttHr), asc(schedules.sqno)]),
      dayNotices(ctx.svc.db, user.userid, day),
    ]);
    return { myScheduleList, ...notices };
  }),

  handle(getMyschedule, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const mySchedule = await ownSchedule(ctx.svc.db, user.userid, req.sqno);
    // Another's schedule answers like a missing one (no existence leak).
    if (!mySchedule) throw new CallRefusal('not_found', m.notFound, { detail: { sqno: req.sqno } });
    return { mySchedule };
  }),
];
