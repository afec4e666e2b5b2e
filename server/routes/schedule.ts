// Schedules on the dashboard (spec 1 §2 HCD03, spec 2 §7): today's list of the caller, and the
// completion toggle (mySchedule/saveMyschedule with cudType CMP) on the caller's own schedules.
import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACCOMPANY_KIND, scheduleKindName } from '../../src/domain/codes';
import { saveMyschedule, schedule } from '../../src/domain/contracts';
import { schedules, users } from '../db/schema';
import { CallRefusal } from '../http/envelope';
import { type ApiCall, handle, signedIn } from '../http/handle';
import { dayParams } from '../services/dashboard';

const followed = alias(schedules, 'followed');
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
    const { user } = signedIn(ctx);
    // Only the owner's own, live schedule; another's answers like a missing one (no existence leak).
    const done = await ctx.svc.db
      .update(schedules)
      .set({ cmplYn: req.cmplYn })
      .where(and(eq(schedules.sqno, req.sqno), eq(schedules.userid, user.userid), eq(schedules.dltnYn, 'N')))
      .returning({ sqno: schedules.sqno });
    if (done.length === 0) throw new CallRefusal('not_found', undefined, { detail: { sqno: req.sqno } });
    return {};
  }),
];
