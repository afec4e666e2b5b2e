// A member's month of activity (spec 3 §2 member detail, own activity info): the counts of the month and
// the courses. One source for orgnz/activity (a leader looking at a member) and mypage/myEduInfor (the
// member's own info), so both screens always show the same figures for the same member and month.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ActivityInfo, RequiredCourse as RequiredCourseRow, StudyCourse as StudyCourseRow } from '../../src/domain/organisation/contract';
import type { Db } from '../db/client';
import { activityMonths, courses, monthlyResults } from '../db/schema';

export type { RequiredCourse as RequiredCourseRow, StudyCourse as StudyCourseRow } from '../../src/domain/organisation/contract';

export interface MemberCourses {
  /** Required courses (rqrd_yn Y), one per lecture, Y when any of its rows is completed; by first start, then name. */
  readonly eduInfo: RequiredCourseRow[];
  /** Courses in progress (status ING), newest start first. */
  readonly studitList: StudyCourseRow[];
}

export interface MemberMonth extends MemberCourses {
  readonly activityInfo: ActivityInfo;
}

export const NO_ACTIVITY: ActivityInfo = {
  meetCnt: 0,
  custmCnt: 0,
  bkcareCnt: 0,
  vdClssCnt: 0,
  planCnt: 0,
  schRcrtCnt: 0,
  schTestCnt: 0,
  kedICnt: 0,
  kedSCnt: 0,
  aiEltCnt: 0,
};

/**
 * The month's counts: activity_months' counts and monthly_results' source registrations and book care
 * (the dashboard's figures). A month without a row reads zeros (each table on its own).
 */
export async function memberActivityInfo(db: Db, userid: string, yyyymm: string): Promise<ActivityInfo> {
  const [row] = await db
    .select({
      meetCnt: activityMonths.meetCnt,
      vdClssCnt: activityMonths.vdClssCnt,
      planCnt: activityMonths.planCnt,
      schRcrtCnt: activityMonths.schRcrtCnt,
      schTestCnt: activityMonths.schTestCnt,
      kedICnt: activityMonths.kedICnt,
      kedSCnt: activityMonths.kedSCnt,
      aiEltCnt: activityMonths.aiEltCnt,
      custmCnt: sql<number | null>`(select r.custm_cnt from monthly_results r where r.userid = ${userid} and r.yyyymm = ${yyyymm})`,
      bkcareCnt: sql<number | null>`(select r.bkcare_cnt from monthly_results r where r.userid = ${userid} and r.yyyymm = ${yyyymm})`,
    })
    .from(activityMonths)
    .where(and(eq(activityMonths.userid, userid), eq(activityMonths.yyyymm, yyyymm)));
  if (row) return { ...row, custmCnt: Number(row.custmCnt ?? 0), bkcareCnt: Number(row.bkcareCnt ?? 0) };
  // No activity row: the results alone (a month the HQ has not reported activity for yet).
  const [result] = await db
    .select({ custmCnt: monthlyResults.custmCnt, bkcareCnt: monthlyResults.bkcareCnt })
    .from(monthlyResults)
    .where(and(eq(monthlyResults.userid, userid), eq(monthlyResults.yyyymm, yyyymm)));
  return { ...NO_ACTIVITY, ...(result ?? {}) };
}

/** Code-unit order: the same on every host, whatever its locale. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The member's required courses with completion and the courses in progress (the current state, not a month's). */
export async function memberCourses(db: Db, userid: string): Promise<MemberCourses> {
  const rows = await db
    .select({
      reqSeq: courses.reqSeq,
      uuid: courses.uuid,
      cateNm: courses.cateNm,
      lecNm: courses.lecNm,
      status: courses.status,
      rqrdYn: courses.rqrdYn,
      startDate: courses.startDate,
    })
    .from(courses)
    .where(eq(courses.userid, userid))
    .orderBy(desc(courses.startDate), asc(courses.id));
  // One entry per required lecture: completed when any of its rows is; by its first start, then name.
  const required = new Map<string, { lecNm: string; cmplYn: 'Y' | 'N'; first: string }>();
  for (const c of rows) {
    if (c.rqrdYn !== 'Y') continue;
    const seen = required.get(c.lecNm);
    required.set(c.lecNm, {
      lecNm: c.lecNm,
      cmplYn: c.status === 'CMPL' || seen?.cmplYn === 'Y' ? 'Y' : 'N',
      first: seen && seen.first < c.startDate ? seen.first : c.startDate,
    });
  }
  return {
    eduInfo: [...required.values()]
      .sort((a, b) => byText(a.first, b.first) || byText(a.lecNm, b.lecNm))
      .map(({ lecNm, cmplYn }) => ({ lecNm, cmplYn })),
    studitList: rows.filter((c) => c.status === 'ING').map(({ reqSeq, uuid, cateNm, lecNm }) => ({ reqSeq, uuid, cateNm, lecNm })),
  };
}

/** A member's month: its counts and the courses. */
export async function memberMonth(db: Db, userid: string, yyyymm: string): Promise<MemberMonth> {
  const [activityInfo, c] = await Promise.all([memberActivityInfo(db, userid, yyyymm), memberCourses(db, userid)]);
  return { activityInfo, ...c };
}
