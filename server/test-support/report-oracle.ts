// Expected answers of the report calls, worked out in plain TypeScript from the seeded rows (never through
// the handlers' SQL or services): a member's buckets over months or days, the branch planners' average
// (every planner of the branch divides, one decimal per bucket, sums of the rounded buckets), the daily
// report and the own info. The spec's rules are written out here again on purpose, as the tests' oracle.
import type { Db } from '../db/client';
import * as t from '../db/schema';

export const SECTIONS = [
  ['Sr', '소스', 'sales'],
  ['Dg', '진단', 'sales'],
  ['Co', '상담', 'sales'],
  ['Ky', '계약', 'sales'],
  ['As', 'A/S', 'management'],
  ['Bk', '북케어', 'management'],
  ['Ed', '교육', 'management'],
] as const;
const PLANNERS = new Set(['COGA2', 'COG03', 'COG04', 'COG05', 'COG06']);

export type Rec = Record<string, number>;
type Bucketed = Record<string, unknown>;

export interface ReportRows {
  users: (typeof t.users.$inferSelect)[];
  months: (typeof t.activityMonths.$inferSelect)[];
  days: (typeof t.activityDays.$inferSelect)[];
  results: (typeof t.monthlyResults.$inferSelect)[];
  courses: (typeof t.courses.$inferSelect)[];
}

export async function readReportRows(db: Db): Promise<ReportRows> {
  return {
    users: await db.select().from(t.users),
    months: await db.select().from(t.activityMonths),
    days: await db.select().from(t.activityDays),
    results: await db.select().from(t.monthlyResults),
    courses: await db.select().from(t.courses),
  };
}

const one = (x: number) => Math.round(x * 10) / 10;

/** Buckets summed over rows (zeros for none), each section's sum beside them. */
export function sumRecord(rows: readonly Bucketed[], divide = 1): Rec {
  const out: Rec = {};
  for (const [key] of SECTIONS) {
    let sum = 0;
    for (let i = 1; i <= 4; i++) {
      const field = `sect${key}${i}`;
      let v = 0;
      for (const r of rows) v += Number(r[field]);
      v = divide === 1 ? v : one(v / divide);
      out[field] = v;
      sum += v;
    }
    out[`${key.toLowerCase()}Sum`] = divide === 1 ? sum : one(sum);
  }
  return out;
}

export const sales = (r: Rec) => r.srSum! + r.dgSum! + r.coSum! + r.kySum!;
export const management = (r: Rec) => r.asSum! + r.bkSum! + r.edSum!;

const userOf = (rows: ReportRows, userid: string) => rows.users.find((u) => u.userid === userid)!;
const plannersOf = (rows: ReportRows, brncCd: string) => new Set(rows.users.filter((u) => u.brncCd === brncCd && PLANNERS.has(u.orgnzPstn)).map((u) => u.userid));

const monthRows = (rows: ReportRows, who: (userid: string) => boolean, from: string, to: string) =>
  rows.months.filter((m) => who(m.userid) && m.yyyymm >= from && m.yyyymm <= to);
const dayRows = (rows: ReportRows, who: (userid: string) => boolean, from: string, to: string) =>
  rows.days.filter((d) => who(d.userid) && d.day >= from && d.day <= to);

function branchAvg(rows: ReportRows, userid: string, pick: (who: (u: string) => boolean) => Bucketed[]): Rec {
  const planners = plannersOf(rows, userOf(rows, userid).brncCd);
  return planners.size === 0 ? sumRecord([]) : sumRecord(pick((u) => planners.has(u)), planners.size);
}

export function expectedActivityReport(rows: ReportRows, userid: string, thisYrmn: string, preYrmn: string) {
  const me = (u: string) => u === userid;
  return {
    monRec: sumRecord(monthRows(rows, me, thisYrmn, thisYrmn)),
    monAvg: branchAvg(rows, userid, (who) => monthRows(rows, who, thisYrmn, thisYrmn)),
    preRec: sumRecord(monthRows(rows, me, preYrmn, preYrmn)),
    preAvg: branchAvg(rows, userid, (who) => monthRows(rows, who, preYrmn, preYrmn)),
  };
}

/** `ymd` yyyymmdd. The year: its months before the day's month, plus that month's days to the day. */
export function expectedDailyReport(rows: ReportRows, userid: string, ymd: string) {
  const [y, m, d] = [ymd.slice(0, 4), ymd.slice(4, 6), ymd.slice(6, 8)];
  const day = `${y}-${m}-${d}`;
  const me = (u: string) => u === userid;
  const earlier = sumRecord(monthRows(rows, me, `${y}01`, `${y}${m}`).filter((r) => r.yyyymm < `${y}${m}`));
  const month = sumRecord(dayRows(rows, me, `${y}-${m}-01`, day));
  const mine = sumRecord(dayRows(rows, me, day, day));
  const avg = branchAvg(rows, userid, (who) => dayRows(rows, who, day, day));
  const sectInfo = SECTIONS.map(([key, label]) => ({ key, label, mine: mine[`${key.toLowerCase()}Sum`]!, avg: avg[`${key.toLowerCase()}Sum`]! }));
  return {
    yrInfo: { label: `${Number(y)}년`, sales: sales(earlier) + sales(month), management: management(earlier) + management(month) },
    mnInfo: { label: `${Number(m)}월`, sales: sales(month), management: management(month) },
    dayInfo: { label: `${Number(m)}월 ${Number(d)}일`, sales: sales(mine), management: management(mine) },
    day: mine,
    sectMywin: sectInfo.filter((s) => s.mine > 0 && s.mine >= s.avg).map((s) => s.key),
    sectAvgwin: sectInfo.filter((s) => s.avg > s.mine).map((s) => s.key),
    sectInfo,
  };
}

/** What the next rank still needs, by spec 3 §4 (own-info reading). */
function need(position: string, amount: number): number {
  if (position === 'COG01') return 0;
  if (position === 'COGA2') return Math.max(0, 100_000_000 - amount);
  if (position === 'COG02') return amount > 50_000_000 ? 0 : 50_000_000 - amount;
  return Math.max(0, 50_000_000 - amount);
}

const monthBefore = (yyyymm: string, n: number) => {
  const i = Number(yyyymm.slice(0, 4)) * 12 + Number(yyyymm.slice(4, 6)) - 1 - n;
  return `${Math.floor(i / 12)}${String((i % 12) + 1).padStart(2, '0')}`;
};
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `month` yyyymm: the caller's current KST month. */
export function expectedOwnInfo(rows: ReportRows, userid: string, month: string) {
  const u = userOf(rows, userid);
  const results = rows.results.filter((r) => r.userid === userid);
  const siljuck = results.reduce((n, r) => n + r.totamt, 0);
  const row = rows.months.find((m) => m.userid === userid && m.yyyymm === month);
  const result = results.find((r) => r.yyyymm === month);
  const courses = rows.courses.filter((c) => c.userid === userid);
  const lectures = [...new Set(courses.filter((c) => c.rqrdYn === 'Y').map((c) => c.lecNm))].map((lecNm) => {
    const all = courses.filter((c) => c.rqrdYn === 'Y' && c.lecNm === lecNm);
    return { lecNm, cmplYn: all.some((c) => c.status === 'CMPL') ? 'Y' : 'N', first: all.map((c) => c.startDate).sort()[0]! };
  });
  return {
    akdcde: u.akdcde,
    akdnam: u.name,
    gubun: u.orgnzPstn,
    gnrlName: u.gnrlNm,
    cntrName: u.cntrNm,
    akdid1: u.birth,
    rpimgp: u.photoUrl ?? '',
    siljuck,
    perform: result?.totamt ?? 0,
    need: need(u.orgnzPstn, siljuck),
    activityInfo: {
      meetCnt: row?.meetCnt ?? 0,
      custmCnt: result?.custmCnt ?? 0,
      bkcareCnt: result?.bkcareCnt ?? 0,
      vdClssCnt: row?.vdClssCnt ?? 0,
      planCnt: row?.planCnt ?? 0,
      schRcrtCnt: row?.schRcrtCnt ?? 0,
      schTestCnt: row?.schTestCnt ?? 0,
      kedICnt: row?.kedICnt ?? 0,
      kedSCnt: row?.kedSCnt ?? 0,
      aiEltCnt: row?.aiEltCnt ?? 0,
    },
    eduInfo: lectures.sort((a, b) => cmp(a.first, b.first) || cmp(a.lecNm, b.lecNm)).map(({ lecNm, cmplYn }) => ({ lecNm, cmplYn })),
    studitList: courses
      .filter((c) => c.status === 'ING')
      .sort((a, b) => cmp(b.startDate, a.startDate) || a.id - b.id)
      .map(({ reqSeq, uuid, cateNm, lecNm }) => ({ reqSeq, uuid, cateNm, lecNm })),
    months:
      u.orgnzPstn === 'COG01'
        ? []
        : [5, 4, 3, 2, 1, 0].map((n) => {
            const m = monthBefore(month, n);
            const rec = sumRecord(rows.months.filter((x) => x.userid === userid && x.yyyymm === m));
            return { yyyymm: m, perform: results.find((r) => r.yyyymm === m)?.totamt ?? 0, sales: sales(rec), management: management(rec) };
          }),
  };
}
