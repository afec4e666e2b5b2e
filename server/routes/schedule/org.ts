// An accompany's lookups (spec 2 §2, §6): the members of the caller's branch (the same branch code: the
// branch head and everyone under them) by name, and a member's schedules that can be accompanied: live,
// not accompanies themselves, still running from today (KST) on, by date and time.
import { and, asc, count, eq, gte, ne, sql } from 'drizzle-orm';
import { getMyOrgList, getScheduleListByUserid, getUserInfoByUserid } from '../../../src/domain/schedule/contract';
import type { Db } from '../../db/client';
import { msg } from '../../../src/domain/messages';
import { ACCOMPANY } from '../../../src/domain/schedule/rules';
import { schedules, users } from '../../db/schema';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { kstDate } from '../../lib/time';
import { BY_TIME, scheduleRows } from './rows';

/** A member of `brncCd` by user id; unknown and outside the branch are one and the same refusal. */
async function branchMember(db: Db, userid: string, brncCd: string) {
  const [member] = await db
    .select({ userid: users.userid, username: users.name, orgnzPstn: users.orgnzPstn })
    .from(users)
    .where(and(eq(users.userid, userid), eq(users.brncCd, brncCd)));
  if (!member) throw new CallRefusal('forbidden', msg.otherOrgRefused, { detail: { searchUserid: userid } });
  return member;
}

export const orgCalls: readonly ApiCall[] = [
  handle(getMyOrgList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const name = req.searchUsername.trim();
    const where = and(
      eq(users.brncCd, user.brncCd),
      name === '' ? undefined : sql`strpos(${users.name}, ${name}) > 0`,
      req.selfExcept === 'Y' ? ne(users.userid, user.userid) : undefined,
    );
    const [myOrgList, [total]] = await Promise.all([
      ctx.svc.db
        .select({ userid: users.userid, username: users.name, orgnzPstn: users.orgnzPstn })
        .from(users)
        .where(where)
        // The branch head first, then by rank and name (akdrnk: higher positions first).
        .orderBy(asc(users.akdrnk), asc(users.name), asc(users.userid))
        .offset(req.offset)
        .limit(req.size),
      ctx.svc.db.select({ n: count() }).from(users).where(where),
    ]);
    return { totCnt: total?.n ?? 0, myOrgList };
  }),

  handle(getUserInfoByUserid, async (req, ctx) => {
    const { user } = signedIn(ctx);
    return { userInfo: await branchMember(ctx.svc.db, req.searchUserid, user.brncCd) };
  }),

  handle(getScheduleListByUserid, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const member = await branchMember(ctx.svc.db, req.searchUserid, user.brncCd);
    const today = kstDate(ctx.svc.clock.now());
    const where = and(
      eq(schedules.userid, member.userid),
      eq(schedules.dltnYn, 'N'),
      ne(schedules.scdlDivCd, ACCOMPANY),
      gte(schedules.endDt, today),
    );
    const [myScheduleList, [total]] = await Promise.all([
      scheduleRows(ctx.svc.db, where, [...BY_TIME], { offset: req.offset, size: req.size }),
      ctx.svc.db.select({ n: count() }).from(schedules).where(where),
    ]);
    return { totCnt: total?.n ?? 0, myScheduleList };
  }),
];
