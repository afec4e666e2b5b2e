// The caller's own activity info (spec 3 §2 own activity info, §3): identity, cumulative sales (siljuck:
// every monthly result), this month's performance, what the next rank still needs (own-info reading), the
// month's activity and courses (member-activity.ts, shared with orgnz/activity) and, except for a branch
// head, the last six months' performance and activity sums for the graph.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { ActivityInfo } from '../../src/domain/organisation/contract';
import { rankProgress } from '../../src/domain/organisation/rules';
import { addMonths, ALL_BUCKET_FIELDS, managementSum, recordOf, salesSum } from '../../src/domain/reports/rules';
import type { Db } from '../db/client';
import { activityMonths, monthlyResults } from '../db/schema';
import { kstDate, yyyymm } from '../lib/time';
import { memberActivityInfo, memberCourses, type RequiredCourseRow, type StudyCourseRow } from './member-activity';
import type { UserRow } from './sessions';

/** How many months the own-info graph shows, the current one last. */
export const GRAPH_MONTHS = 6;

export interface MonthFigure {
  readonly yyyymm: string;
  readonly perform: number;
  readonly sales: number;
  readonly management: number;
}

export interface OwnInfo {
  readonly akdcde: string;
  readonly akdnam: string;
  readonly gubun: string;
  readonly gnrlName: string;
  readonly cntrName: string;
  readonly akdid1: string;
  readonly rpimgp: string;
  readonly siljuck: number;
  readonly perform: number;
  readonly need: number;
  readonly activityInfo: ActivityInfo;
  readonly eduInfo: RequiredCourseRow[];
  readonly studitList: StudyCourseRow[];
  readonly months: MonthFigure[];
}

export async function ownInfo(db: Db, user: UserRow, now: Date): Promise<OwnInfo> {
  const month = yyyymm(kstDate(now));
  const first = addMonths(month, -(GRAPH_MONTHS - 1));
  const [[totals], activityInfo, courses, results, records] = await Promise.all([
    db
      .select({
        siljuck: sql<number>`coalesce(sum(${monthlyResults.totamt}), 0)::float8`,
        perform: sql<number>`coalesce(sum(${monthlyResults.totamt}) filter (where ${monthlyResults.yyyymm} = ${month}), 0)::float8`,
      })
      .from(monthlyResults)
      .where(eq(monthlyResults.userid, user.userid)),
    memberActivityInfo(db, user.userid, month),
    memberCourses(db, user.userid),
    db
      .select({ yyyymm: monthlyResults.yyyymm, totamt: monthlyResults.totamt })
      .from(monthlyResults)
      .where(and(eq(monthlyResults.userid, user.userid), gte(monthlyResults.yyyymm, first), lte(monthlyResults.yyyymm, month))),
    db
      .select()
      .from(activityMonths)
      .where(and(eq(activityMonths.userid, user.userid), gte(activityMonths.yyyymm, first), lte(activityMonths.yyyymm, month))),
  ]);
  const siljuck = Number(totals?.siljuck ?? 0);
  const perform = Number(totals?.perform ?? 0);
  const months: MonthFigure[] = [];
  if (user.orgnzPstn !== 'COG01')
    for (let i = 0; i < GRAPH_MONTHS; i++) {
      const m = addMonths(first, i);
      const row = records.find((r) => r.yyyymm === m);
      const record = recordOf(row ? Object.fromEntries(ALL_BUCKET_FIELDS.map((f) => [f, row[f]])) : {});
      months.push({ yyyymm: m, perform: results.find((r) => r.yyyymm === m)?.totamt ?? 0, sales: salesSum(record), management: managementSum(record) });
    }
  return {
    akdcde: user.akdcde,
    akdnam: user.name,
    gubun: user.orgnzPstn,
    gnrlName: user.gnrlNm,
    cntrName: user.cntrNm,
    akdid1: user.birth,
    rpimgp: user.photoUrl ?? '',
    siljuck,
    perform,
    need: rankProgress(user.orgnzPstn, siljuck, 'own').need,
    activityInfo,
    ...courses,
    months,
  };
}
