// A schedule as the schedule screens read it (ScheduleRow): its columns with '' for the empty ones, and for
// an accompany the followed schedule's owner's name. dltnYn is Y when the row was deleted, or when the
// schedule an accompany follows was deleted by its owner: the companion's view shows the deleted notice (D56).
import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { scheduleKindName } from '../../../src/domain/shared/codes';
import type { ScheduleDetail, ScheduleRow } from '../../../src/domain/schedule/contract';
import type { Db } from '../../db/client';
import { schedules, users } from '../../db/schema';

const followed = alias(schedules, 'followed');
const followedOwner = alias(users, 'followed_owner');

const columns = {
  sqno: schedules.sqno,
  userid: schedules.userid,
  scdlDivCd: schedules.scdlDivCd,
  custDivCd: schedules.custDivCd,
  kwkey: schedules.kwkey,
  custNm: schedules.custNm,
  etcCntn: schedules.etcCntn,
  allYn: schedules.allYn,
  sttDt: schedules.sttDt,
  sttHr: schedules.sttHr,
  endDt: schedules.endDt,
  endHr: schedules.endHr,
  addrNm: schedules.addrNm,
  addr: schedules.addr,
  addrDtpt: schedules.addrDtpt,
  memo: schedules.memo,
  cmplYn: schedules.cmplYn,
  dltnYn: sql<'Y' | 'N'>`case when ${schedules.dltnYn} = 'Y' or ${followed.dltnYn} = 'Y' then 'Y' else 'N' end`,
  acmpScdlSqno: schedules.acmpScdlSqno,
  username2: followedOwner.name,
  version: schedules.version,
};

/** All-day first ('Y' > 'N'), then by start day and time; sqno keeps pages stable. */
export const BY_TIME = [asc(schedules.sttDt), desc(schedules.allYn), asc(schedules.sttHr), asc(schedules.sqno)] as const;

/** The schedules matching `where`, in `order`, `limit` from `offset` (all when no limit). */
export async function scheduleRows(db: Db, where: SQL | undefined, order: readonly SQL[], page?: { offset: number; size: number }): Promise<ScheduleRow[]> {
  return (await detailRows(db, where, order, page)).map(({ version: _, ...row }) => row);
}

/** The same with each schedule's version (what an edit or delete sends back). */
async function detailRows(db: Db, where: SQL | undefined, order: readonly SQL[], page?: { offset: number; size: number }): Promise<ScheduleDetail[]> {
  const q = db
    .select(columns)
    .from(schedules)
    .leftJoin(followed, eq(followed.sqno, schedules.acmpScdlSqno))
    .leftJoin(followedOwner, eq(followedOwner.userid, followed.userid))
    .where(where)
    .orderBy(...order);
  const rows = page ? await q.offset(page.offset).limit(page.size) : await q;
  return rows.map((r) => ({
    ...r,
    scdlDivNm: scheduleKindName(r.scdlDivCd),
    custDivCd: r.custDivCd ?? '',
    kwkey: r.kwkey ?? '',
    custNm: r.custNm ?? '',
    etcCntn: r.etcCntn ?? '',
    addrNm: r.addrNm ?? '',
    addr: r.addr ?? '',
    addrDtpt: r.addrDtpt ?? '',
    memo: r.memo ?? '',
    acmpScdlSqno: r.acmpScdlSqno ?? 0,
    username2: r.username2 ?? '',
  }));
}

/** The caller's own schedule with its version, deleted or not; undefined for another's or a missing one. */
export const ownSchedule = async (db: Db, userid: string, sqno: number): Promise<ScheduleDetail | undefined> =>
  (await detailRows(db, and(eq(schedules.sqno, sqno), eq(schedules.userid, userid)), []))[0];
