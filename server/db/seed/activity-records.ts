// The activity records of the seed's year (activity_months, activity_days), made to agree with the other
// rows: consultations split into product / recruiting / test (sum = monthly_results.counsel_cnt), diagnoses
// into KED-I / KED-S / AI ELT (sum = coupn_cnt), the source buckets summing to custm_cnt and the book-care
// buckets to bkcare_cnt, meetings attended = the month's seeded meetings Y or S (the current month: exactly
// those rows). The current and previous months are made day by day and summed into their month rows.
import { ALL_BUCKET_FIELDS, type BucketField } from '../../../src/domain/reports/rules';
import { addDays, monthStart, yyyymm } from '../../lib/time';
import type { activityDays, activityMonths, monthlyResults, morningMeetings } from '../schema';
import { isWorkday } from './activity-meetings';
import { groupBy } from './activity-rows';
import { seedMonths } from './activity-year';
import type { StaffSeed } from './org';
import { type Rng, rng } from './prng';

type MonthRow = typeof activityMonths.$inferInsert;
type DayRow = typeof activityDays.$inferInsert;
type ResultRow = typeof monthlyResults.$inferInsert;
type MeetingRow = typeof morningMeetings.$inferInsert;
type Buckets = Record<BucketField, number>;

export interface ActivityRecords {
  months: MonthRow[];
  days: DayRow[];
}

const FOUR = [0.35, 0.3, 0.2, 0.15] as const;

/** `total` units spread over the weights' slots at random (a multinomial draw). */
function split(r: Rng, total: number, weights: readonly number[]): number[] {
  const out = weights.map(() => 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  for (let n = 0; n < total; n++) {
    let x = r.next() * sum;
    let i = 0;
    while (i < weights.length - 1 && x >= weights[i]!) x -= weights[i++]!;
    out[i]!++;
  }
  return out;
}

const zeros = (): Buckets => Object.fromEntries(ALL_BUCKET_FIELDS.map((f) => [f, 0])) as Buckets;
const setSection = (b: Buckets, key: string, values: readonly number[]) =>
  values.forEach((v, i) => (b[`sect${key}${i + 1}` as BucketField] = v));

interface SeedMonth {
  readonly month: string;
  /** Its days up to today, and the workdays among them. */
  readonly days: readonly string[];
  readonly workdays: readonly string[];
  /** The share of the month gone by (1 for past months). */
  readonly share: number;
}

/** The seed's months with their days, worked out once (date arithmetic is the builders' hot spot). */
function seedCalendar(today: string): SeedMonth[] {
  return seedMonths(today).map((month) => {
    const first = `${month.slice(0, 4)}-${month.slice(4, 6)}-01`;
    const end = addDays(monthStart(first, 1), -1);
    const days: string[] = [];
    for (let d = first; d <= end && d <= today; d = addDays(d, 1)) days.push(d);
    return { month, days, workdays: days.filter(isWorkday), share: days.length / Number(end.slice(8, 10)) };
  });
}

export function buildActivityRecords(today: string, staff: readonly StaffSeed[], results: readonly ResultRow[], meetings: readonly MeetingRow[]): ActivityRecords {
  const out: ActivityRecords = { months: [], days: [] };
  const resultsOf = groupBy(results, (x) => x.userid);
  const meetingsOf = groupBy(meetings, (x) => x.userid);
  const current = yyyymm(today);
  const previous = yyyymm(monthStart(today, -1));
  const calendar = seedCalendar(today);
  for (const s of staff) {
    const r = rng(`activity-record:${s.userid}`);
    const byMonth = new Map((resultsOf.get(s.userid) ?? []).map((x) => [x.yyyymm, x]));
    const own = meetingsOf.get(s.userid) ?? [];
    const attended = new Set(own.filter((m) => m.attendStatus === 'Y' || m.attendStatus === 'S').map((m) => m.date));
    const seededFrom = own.reduce((min, m) => (m.date < min ? m.date : min), today);
    for (const { month, days, workdays, share } of calendar) {
      const res = byMonth.get(month);
      if (!res) continue;
      // The current month so far draws a share of a whole month's free counts.
      const some = (max: number) => Math.round(share * r.int(0, max));
      const [planCnt, schRcrtCnt, schTestCnt] = split(r, res.counselCnt, [0.6, 0.15, 0.25]) as [number, number, number];
      const [kedICnt, kedSCnt, aiEltCnt] = split(r, res.coupnCnt, [0.45, 0.35, 0.2]) as [number, number, number];
      const total = zeros();
      setSection(total, 'Sr', split(r, res.custmCnt, [0.4, 0.25, 0.2, 0.15]));
      setSection(total, 'Dg', [kedICnt, kedSCnt, aiEltCnt, some(3)]);
      setSection(total, 'Co', [planCnt, schRcrtCnt, schTestCnt, some(6)]);
      setSection(total, 'Ky', split(r, Math.round((res.totamt / 1_500_000) * (0.7 + r.next() * 0.6)), FOUR));
      setSection(total, 'As', [some(3), some(2), some(3), some(4)]);
      setSection(total, 'Bk', split(r, res.bkcareCnt, FOUR));
      setSection(total, 'Ed', [some(1), some(2), some(2), some(2)]);
      // Attendance: the seeded rows, and for weekdays before them (past months) a drawn attendance.
      let meetCnt = 0;
      for (const d of days) if (attended.has(d)) meetCnt++;
      for (const d of workdays) if (d < seededFrom && d < today && r.chance(0.8)) meetCnt++;
      const row: MonthRow = { userid: s.userid, yyyymm: month, meetCnt, vdClssCnt: some(8), planCnt, schRcrtCnt, schTestCnt, kedICnt, kedSCnt, aiEltCnt, ...total };
      if (month === current || month === previous) Object.assign(row, spreadOverDays(r, s.userid, workdays.length > 0 ? workdays : days, total, out.days));
      out.months.push(row);
    }
  }
  return out;
}

/** The month's buckets spread over the days (its workdays; any day when it has none yet) as day rows; their sums. */
function spreadOverDays(r: Rng, userid: string, pool: readonly string[], total: Buckets, into: DayRow[]): Buckets {
  const perDay = pool.map(zeros);
  for (const f of ALL_BUCKET_FIELDS) for (let n = total[f]; n > 0; n--) perDay[r.int(0, pool.length - 1)]![f]++;
  const sums = zeros();
  pool.forEach((day, i) => {
    const b = perDay[i]!;
    if (!ALL_BUCKET_FIELDS.some((f) => b[f] > 0)) return;
    for (const f of ALL_BUCKET_FIELDS) sums[f] += b[f];
    into.push({ userid, day, ...b });
  });
  return sums;
}
