// Schedules on the dashboard (spec 1 §2 HCD03, spec 2 §7): today's list of the caller, the completion
// toggle (mySchedule/saveMyschedule with cudType CMP) on the caller's own schedules, and the month's
// marks (mySchedule/getMyScheduleCountList: schedules per day and the caller's morning meetings).
// saveMyschedule's create / update / delete go to ../schedule/save (one handler per call path).
import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACCOMPANY_KIND, scheduleKindName } from '../../../src/domain/shared/codes';
import { getMyScheduleCountList, type MeetingStatus, saveMyschedule } from '../../../src/domain/dashboard/schedule-contract';
import { schedule } from '../../../src/domain/dashboard/contract';
import { morningMeetings, schedules, users } from '../../db/schema';
import { addDays } from '../../lib/time';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { dayParams } from '../../services/dashboard';
import { bumped, saveSchedule } from '../schedule/save';

const followed = alias(schedules, 'followed');

/** The stored '' (not entered) reads as spec 2's X (none). */
const meetingStatusOf = (status: string): MeetingStatus => (status === 'S' || status === 'Y' || status === 'N' ? status : 'X');
const followedOwner = alias(users, 'followed_owner');

export const scheduleCalls: readonly ApiCall[] = [
  handle(schedule, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { today } = dayParams(ctx.svc.clock.now());
    // Today's: starting today or running through today (multi-day schedules), not deleted.
    const mine = and(eq(schedules.userid, user.userid), eq(schedules.dltnYn, 'N'), lte(schedules.sttDt, today), gte(schedules.endDt, today));
    const [rows, [total]] = await Promise.all([
      ctx.svc.db
        .select({
          sqno: schedules.sqno,
          cmplYn: schedules.cmplYn,
          allYn: schedules.allYn,
          sttHr: schedules.sttHr,
          endHr: schedules.endHr,
          scdlDivCd: schedules.scdlDivCd,
          custNm: schedules.custNm,
          etcCntn: schedules.etcCntn,
          username2: followedOwner.name,
        })
        .from(schedules)
        .leftJoin(followed, and(eq(schedules.scdlDivCd, ACCOMPANY_KIND), eq(followed.sqno, schedules.acmpScdlSqno)))
        .leftJoin(followedOwner, eq(followedOwner.userid, followed.userid))
        .where(mine)
        // All-day first ('Y' > 'N'), then by start time; sqno keeps pages stable.
        .orderBy(desc(schedules.allYn), asc(schedules.sttHr), asc(schedules.sqno))
        .offset(req.offset)
        .limit(req.size),
      ctx.svc.db.select({ n: count() }).from(schedules).where(mine),
    ]);
    return {
      list: rows.map((r) => ({
        ...r,
        scdlDivNm: scheduleKindName(r.scdlDivCd),
        custNm: r.custNm ?? '',
        etcCntn: r.etcCntn ?? '',
        username2: r.username2 ?? '',
      })),
      totCnt: total?.n ?? 0,
    };
  }),

  handle(saveMyschedule, async (req, ctx) => {
    if (req.cudType !== 'CMP') return saveSchedule(req, ctx);
    const { user } = signedIn(ctx);
    // Only the owner's own, live schedule; another's answers like a missing one (no existence leak).
    // A toggle takes no version (last write wins) but bumps it: an edit read before it is then stale.
    const done = await ctx.svc.db
      .update(schedules)
      .set({ cmplYn: req.cmplYn, version: bumped() })
      .where(and(eq(schedules.sqno, req.sqno), eq(schedules.userid, user.userid), eq(schedules.dltnYn, 'N')))
      .returning({ sqno: schedules.sqno });
    if (done.length === 0) throw new CallRefusal('not_found', undefined, { detail: { sqno: req.sqno } });
    return {};
  }),

  handle(getMyScheduleCountList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const first = `${req.searchYear}-${String(req.searchMon).padStart(2, '0')}-01`;
    const last = addDays(`${req.searchMon === 12 ? req.searchYear + 1 : req.searchYear}-${String((req.searchMon % 12) + 1).padStart(2, '0')}-01`, -1);
    const [spans, meetings] = await Promise.all([
      ctx.svc.db
        .select({ sttDt: schedules.sttDt, endDt: schedules.endDt })
        .from(schedules)
        .where(and(eq(schedules.userid, user.userid), eq(schedules.dltnYn, 'N'), lte(schedules.sttDt, last), gte(schedules.endDt, first))),
      ctx.svc.db
        .select({ date: morningMeetings.date, status: morningMeetings.attendStatus, chltim: morningMeetings.chltim, levtim: morningMeetings.levtim })
        .from(morningMeetings)
        .where(and(eq(morningMeetings.userid, user.userid), gte(morningMeetings.date, first), lte(morningMeetings.date, last)))
        .orderBy(asc(morningMeetings.date)),
    ]);
    // A schedule over several days counts on each of its days inside the month.
    const perDay = new Map<string, number>();
    for (const { sttDt, endDt } of spans)
      for (let d = sttDt < first ? first : sttDt; d <= endDt && d <= last; d = addDays(d, 1)) perDay.set(d, (perDay.get(d) ?? 0) + 1);
    return {
      myScheduleCountList: [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([monthDate, cnt]) => ({ monthDate, cnt })),
      myMeetingList: meetings.map((m) => ({
        attendDate: m.date,
        attendStatus: meetingStatusOf(m.status),
        akdtim: m.chltim,
        levtim: m.levtim,
      })),
    };
  }),
];
