// Morning-meeting attendance (spec 1 §4): today's meeting of the caller's centre, its beacons, and
// entering (IN) or leaving (OUT) with a beacon the shell saw. Each change is one atomic statement.
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { atndnCheck, getMacAddress, getMorningCheck, type AttendanceState } from '../../../src/domain/dashboard/contract';
import { msg } from '../../../src/domain/messages';
import type { Db } from '../../db/client';
import { beacons, morningMeetings } from '../../db/schema';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { isWeekday, kstTime } from '../../lib/time';
import { attendStatusOf, dayParams, forgetDashboard } from '../../services/dashboard';
import { forgetOrganisations } from '../../services/org-status';

/** Centres meet on weekdays at this time (one time for every centre until the schedule is configurable). */
export const MEETING_TIME = '09:00';

/** Statuses that count as not entered: no row, '' and the legacy 'X' (absent). */
const NOT_ENTERED = ['', 'X'];

async function attendCount(db: Db, userid: string, monthStart: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(morningMeetings)
    .where(
      and(
        eq(morningMeetings.userid, userid),
        gte(morningMeetings.date, monthStart),
        lt(morningMeetings.date, today),
        eq(morningMeetings.attendStatus, 'Y'),
      ),
    );
  return row?.n ?? 0;
}

export const attendanceCalls: readonly ApiCall[] = [
  handle(getMorningCheck, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    const { today } = dayParams(ctx.svc.clock.now());
    const meets = isWeekday(today);
    return { meetYn: meets ? 'Y' : 'N', meetDt: today, meetTm: meets ? MEETING_TIME : '', orgNm: user.cntrNm };
  }),

  handle(getMacAddress, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    const list = await ctx.svc.db
      .select({ macAddress: beacons.macAddress })
      .from(beacons)
      .where(and(eq(beacons.cntrCd, user.cntrCd), eq(beacons.active, true)))
      .orderBy(asc(beacons.id));
    return { list };
  }),

  handle(atndnCheck, async (req, ctx): Promise<AttendanceState> => {
    const { user } = signedIn(ctx);
    const { db } = ctx.svc;
    const now = ctx.svc.clock.now();
    const { today, monthStart } = dayParams(now);
    if (!isWeekday(today)) throw new CallRefusal('refused', msg.noMeetingToday);
    const [beacon] = await db
      .select({ id: beacons.id })
      .from(beacons)
      .where(and(eq(beacons.macAddress, req.macAddress), eq(beacons.cntrCd, user.cntrCd), eq(beacons.active, true)))
      .limit(1);
    if (!beacon) throw new CallRefusal('refused', msg.unknownBeacon);
    const time = kstTime(now);
    const key = and(eq(morningMeetings.userid, user.userid), eq(morningMeetings.date, today));
    let changed: (typeof morningMeetings.$inferSelect)[];
    if (req.type === 'IN') {
      // Insert, or take over a not-entered row; a concurrent second tap finds 'S' and changes nothing.
      changed = await db
        .insert(morningMeetings)
        .values({ userid: user.userid, date: today, attendStatus: 'S', chltim: time, levtim: '' })
        .onConflictDoUpdate({
          target: [morningMeetings.userid, morningMeetings.date],
          set: { attendStatus: 'S', chltim: time, levtim: '' },
          setWhere: inArray(morningMeetings.attendStatus, NOT_ENTERED),
        })
        .returning();
      if (changed.length === 0) throw new CallRefusal('refused', msg.alreadyEntered);
    } else {
      changed = await db
        .update(morningMeetings)
        .set({ attendStatus: 'Y', levtim: time })
        .where(and(key, inArray(morningMeetings.attendStatus, ['S', 'Y'])))
        .returning();
      if (changed.length === 0) throw new CallRefusal('refused', msg.notEntered);
    }
    forgetDashboard(db, user.userid);
    forgetOrganisations(db);
    const row = changed[0]!;
    return {
      attendYn: attendStatusOf(row.attendStatus),
      chltim: row.chltim,
      levtim: row.levtim,
      attendCnt: await attendCount(db, user.userid, monthStart, today),
    };
  }),
];
