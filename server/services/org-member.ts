// One member as the organisation screens show them (spec 3 §2 member detail and profile, §3): identity,
// affiliation, dates and 차월 (rules.ts chawolOf, from the registration base date), cumulative sales
// (siljuck: every month's recognised amount) with what is left to the next rank, and a month's amount.
import { and, eq, sql } from 'drizzle-orm';
import type { OrgMember, OrgProfile } from '../../src/domain/organisation/contract';
import { chawolOf, rankProgress } from '../../src/domain/organisation/rules';
import type { Db } from '../db/client';
import { monthlyResults } from '../db/schema';
import type { UserRow } from './sessions';

/** The profile's fields of `u` (isMe for the caller's own), 차월 as of `month` (yyyymm). */
export function profileOf(u: UserRow, month: string, isMe: boolean): OrgProfile {
  return {
    akdcde: u.akdcde,
    akdnam: u.name,
    gubun: u.orgnzPstn,
    gnrlName: u.gnrlNm,
    cntrName: u.cntrNm,
    akddpt: u.akdmi3,
    akden: u.joinDate,
    akdje: u.baseDate,
    chawol: chawolOf(u.baseDate, month),
    akdst: u.startType,
    isMe: isMe ? 'Y' : 'N',
  };
}

/** Cumulative sales: the sum of every month's recognised amount of the member. */
export async function siljuckOf(db: Db, userid: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number | string>`coalesce(sum(${monthlyResults.totamt}), 0)::float8` })
    .from(monthlyResults)
    .where(eq(monthlyResults.userid, userid));
  return Number(row?.n ?? 0);
}

/** A month's recognised amount, 0 when the month has no record. */
export async function performOf(db: Db, userid: string, yyyymm: string): Promise<number> {
  const [row] = await db
    .select({ totamt: monthlyResults.totamt })
    .from(monthlyResults)
    .where(and(eq(monthlyResults.userid, userid), eq(monthlyResults.yyyymm, yyyymm)));
  return row?.totamt ?? 0;
}

/** The member detail's fields; `need` by the detail's reading of the rank bands. */
export async function memberOf(db: Db, u: UserRow, month: string): Promise<OrgMember> {
  const siljuck = await siljuckOf(db, u.userid);
  const p = profileOf(u, month, false);
  return {
    akdcde: u.akdcde,
    akdnam: u.name,
    gubun: u.orgnzPstn,
    akdid1: u.birth,
    gnrlName: u.gnrlNm,
    cntrName: u.cntrNm,
    hpno: u.phone,
    rpimgp: u.photoUrl ?? '',
    // No HQ badge images in this system: the client draws the position's built-in badge.
    kssImgUrl: '',
    siljuck,
    need: rankProgress(u.orgnzPstn, siljuck, 'detail').need,
    akddpt: p.akddpt,
    akden: p.akden,
    akdst: p.akdst,
    chawol: p.chawol,
    akdje: p.akdje,
  };
}
