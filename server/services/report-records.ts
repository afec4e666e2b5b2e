// The activity report's figures (spec 3 §2 activity report, daily report): a member's buckets summed over
// months (activity_months) or days (activity_days), and the same averaged over the planners of a branch.
// The average divides by every planner of the branch (positions below), a planner without a row counting
// zero, and is rounded to one decimal per bucket; the section sums come from rules.ts recordOf.
import { type SQL, sql } from 'drizzle-orm';
import { ALL_BUCKET_FIELDS, ALL_SUM_FIELDS, type ActivityRecord, type BucketField, recordOf } from '../../src/domain/reports/rules';
import type { Position } from '../../src/domain/shared/roles';
import type { Db } from '../db/client';
import { activityMonths } from '../db/schema';
import { rowsOf } from '../lib/rows';

/** The branch's planners whose average the reports compare with (masters, grades 1-3, partners). */
export const PLANNER_POSITIONS: readonly Position[] = ['COGA2', 'COG03', 'COG04', 'COG05', 'COG06'];

export const EMPTY_RECORD: ActivityRecord = recordOf({});

/** One decimal, without the float noise of summing rounded values. */
export const round1 = (x: number): number => Math.round(x * 10) / 10;

/** `coalesce(sum(<alias>.sect_xx1), 0)::float8 as "sectXx1", …` for every bucket (both tables share the names). */
const bucketSums = (alias: string): SQL =>
  sql.join(
    ALL_BUCKET_FIELDS.map((f) => sql`coalesce(sum(${sql.raw(alias)}.${sql.identifier(activityMonths[f].name)}), 0)::float8 as ${sql.identifier(f)}`),
    sql`, `,
  );

type BucketRow = Record<BucketField, number | string>;

const recordOfRow = (row: BucketRow | undefined, divide = 1): ActivityRecord => {
  if (!row || divide <= 0) return EMPTY_RECORD;
  const buckets: Partial<Record<BucketField, number>> = {};
  for (const f of ALL_BUCKET_FIELDS) buckets[f] = divide === 1 ? Number(row[f]) : round1(Number(row[f]) / divide);
  const record: Record<string, number> = { ...recordOf(buckets) };
  if (divide !== 1) for (const f of ALL_SUM_FIELDS) record[f] = round1(record[f]!);
  return record as ActivityRecord;
};

/** Where a query's rows come from: the member's months in a range, or their days in a range. */
export type Span =
  | { readonly kind: 'months'; readonly from: string; readonly to: string }
  | { readonly kind: 'days'; readonly from: string; readonly to: string };

const spanSource = (span: Span): { table: SQL; where: (alias: string) => SQL } =>
  span.kind === 'months'
    ? { table: sql`activity_months`, where: (a) => sql`${sql.raw(a)}.yyyymm between ${span.from} and ${span.to}` }
    : { table: sql`activity_days`, where: (a) => sql`${sql.raw(a)}.day between ${span.from}::date and ${span.to}::date` };

/** A member's buckets summed over the span (zeros when they have no rows in it). */
export async function memberRecord(db: Db, userid: string, span: Span): Promise<ActivityRecord> {
  const src = spanSource(span);
  const [row] = await rowsOf<BucketRow>(db, sql`select ${bucketSums('a')} from ${src.table} a where a.userid = ${userid} and ${src.where('a')}`);
  return recordOfRow(row);
}

const plannersOf = (brncCd: string): SQL =>
  sql`select userid from users where brnc_cd = ${brncCd} and orgnz_pstn in (${sql.join(PLANNER_POSITIONS.map((p) => sql`${p}`), sql`, `)})`;

/** The average over the branch's planners of their buckets summed over the span. */
export async function branchAverage(db: Db, brncCd: string, span: Span): Promise<ActivityRecord> {
  const src = spanSource(span);
  const [row] = await rowsOf<BucketRow & { planners: number | string }>(
    db,
    sql`with p as (${plannersOf(brncCd)})
      select (select count(*) from p)::int as planners, ${bucketSums('a')}
      from ${src.table} a join p on p.userid = a.userid where ${src.where('a')}`,
  );
  return recordOfRow(row, Number(row?.planners ?? 0));
}
