// The organisation calls' expectations computed in plain TypeScript from the rows (not with the handlers'
// SQL nor the rules under test): who is below whom, each member's list row and detail, what each list
// filter keeps and each sort's order, from spec 3 §2-§4 as written.
import type { Db } from '../db/client';
import { activityMonths, courses, monthlyGoals, monthlyResults, morningMeetings, orgMemos, users } from '../db/schema';
import { kstDate, yyyymm } from '../lib/time';

/** 실활동 above 3,000,000 won, 가동 above 0, else 미가동 (spec 3 §4). */
export const expectedGadong = (amount: number): '0' | '1' | '2' => (amount > 3_000_000 ? '2' : amount > 0 ? '1' : '0');

/** 차월: the base date's month is month 1 (a later base date reads 1). */
export function expectedChawol(baseDate: string, month: string): number {
  const months = (Number(month.slice(0, 4)) - Number(baseDate.slice(0, 4))) * 12 + Number(month.slice(4, 6)) - Number(baseDate.slice(5, 7));
  return Math.max(1, months + 1);
}

/** What is left to the next rank in the member detail (spec 3 §4): masters 100M, everyone else below a head 50M. */
export function expectedNeed(position: string, siljuck: number): number {
  if (position === 'COG01') return 0;
  const target = position === 'COGA2' ? 100_000_000 : 50_000_000;
  return Math.max(0, target - siljuck);
}

export async function orgExpect(db: Db, now: Date) {
  const today = kstDate(now);
  const month = yyyymm(today);
  const [all, results, goals, meetings, acts, courseRows, memos] = await Promise.all([
    db.select().from(users),
    db.select().from(monthlyResults),
    db.select().from(monthlyGoals),
    db.select().from(morningMeetings),
    db.select().from(activityMonths),
    db.select().from(courses),
    db.select().from(orgMemos),
  ]);
  const byId = (userid: string) => all.find((u) => u.userid === userid)!;
  const byCode = (akdcde: string) => all.find((u) => u.akdcde === akdcde)!;
  const below = (userid: string): string[] => all.filter((u) => u.managerUserid === userid).flatMap((u) => [u.userid, ...below(u.userid)]);
  const result = (userid: string, m = month) => results.find((r) => r.userid === userid && r.yyyymm === m);
  const goal = (userid: string, m = month) => goals.find((g) => g.userid === userid && g.yyyymm === m);
  const amount = (userid: string) => result(userid)?.totamt ?? 0;
  const meetToday = (userid: string) => ['Y', 'S'].includes(meetings.find((x) => x.userid === userid && x.date === today)?.attendStatus ?? '');
  const siljuck = (userid: string) => results.filter((r) => r.userid === userid).reduce((n, r) => n + r.totamt, 0);

  const listRow = (userid: string) => {
    const u = byId(userid);
    const g = goal(userid);
    return {
      akdcde: u.akdcde,
      akdnam: u.name,
      gubun: u.orgnzPstn,
      cntrName: u.cntrNm,
      akdpas: g !== undefined && amount(userid) >= g.goalAmt * 10_000 ? 'Y' : 'N',
      totamt: amount(userid),
      gadong: expectedGadong(amount(userid)),
      chawol: expectedChawol(u.baseDate, month),
      meetYn: meetToday(userid) ? 'Y' : 'N',
      rpimgp: u.photoUrl ?? '',
    };
  };
  type ListRow = ReturnType<typeof listRow>;
  const byPerform = (a: ListRow, b: ListRow) => b.totamt - a.totamt || a.akdcde.localeCompare(b.akdcde);
  const byCodeAsc = (a: ListRow, b: ListRow) => a.akdcde.localeCompare(b.akdcde);

  /** The list of everyone below `userid`, kept by `keep`, in the order asked (perform by default). */
  const list = (userid: string, keep: (r: ListRow) => boolean = () => true, order: 'perform' | 'akdcde' = 'perform') =>
    below(userid).map(listRow).filter(keep).sort(order === 'perform' ? byPerform : byCodeAsc);

  const detail = (userid: string) => {
    const u = byId(userid);
    return {
      akdcde: u.akdcde,
      akdnam: u.name,
      gubun: u.orgnzPstn,
      akdid1: u.birth,
      gnrlName: u.gnrlNm,
      cntrName: u.cntrNm,
      hpno: u.phone,
      rpimgp: u.photoUrl ?? '',
      kssImgUrl: '',
      siljuck: siljuck(userid),
      need: expectedNeed(u.orgnzPstn, siljuck(userid)),
      akddpt: u.akdmi3,
      akden: u.joinDate,
      akdst: u.startType,
      chawol: expectedChawol(u.baseDate, month),
      akdje: u.baseDate,
    };
  };

  const profile = (userid: string, callerUserid: string) => {
    const u = byId(userid);
    return {
      akdcde: u.akdcde,
      akdnam: u.name,
      gubun: u.orgnzPstn,
      gnrlName: u.gnrlNm,
      cntrName: u.cntrNm,
      akddpt: u.akdmi3,
      akden: u.joinDate,
      akdje: u.baseDate,
      chawol: expectedChawol(u.baseDate, month),
      akdst: u.startType,
      isMe: userid === callerUserid ? 'Y' : 'N',
    };
  };

  /** The month's counts: activity_months' row and monthly_results' source and book-care counts, zeros when none. */
  const activityInfo = (userid: string, m = month) => {
    const a = acts.find((x) => x.userid === userid && x.yyyymm === m);
    const r = result(userid, m);
    return {
      meetCnt: a?.meetCnt ?? 0,
      custmCnt: r?.custmCnt ?? 0,
      bkcareCnt: r?.bkcareCnt ?? 0,
      vdClssCnt: a?.vdClssCnt ?? 0,
      planCnt: a?.planCnt ?? 0,
      schRcrtCnt: a?.schRcrtCnt ?? 0,
      schTestCnt: a?.schTestCnt ?? 0,
      kedICnt: a?.kedICnt ?? 0,
      kedSCnt: a?.kedSCnt ?? 0,
      aiEltCnt: a?.aiEltCnt ?? 0,
    };
  };

  /** Required courses by lecture (completed when any of its rows is), and the courses in progress. */
  const coursesOf = (userid: string) => {
    const mine = courseRows.filter((c) => c.userid === userid);
    const required = new Map<string, boolean>();
    for (const c of mine.filter((x) => x.rqrdYn === 'Y')) required.set(c.lecNm, (required.get(c.lecNm) ?? false) || c.status === 'CMPL');
    return {
      required: [...required].map(([lecNm, done]) => ({ lecNm, cmplYn: done ? 'Y' : 'N' })),
      studying: mine.filter((c) => c.status === 'ING').map((c) => ({ reqSeq: c.reqSeq, uuid: c.uuid, cateNm: c.cateNm, lecNm: c.lecNm })),
    };
  };

  const memosBy = (author: string, target: string) => memos.filter((m) => m.authorUserid === author && m.targetUserid === target).sort((a, b) => b.sqno - a.sqno);

  return { today, month, all, byId, byCode, below, result, goal, amount, meetToday, siljuck, listRow, list, detail, profile, activityInfo, coursesOf, memosBy };
}

export type OrgExpect = Awaited<ReturnType<typeof orgExpect>>;
