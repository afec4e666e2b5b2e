// The daily report (spec 3 §2 daily report): a day of the caller's activity against the branch planners'
// average that day. The year's totals are the months of that year before the day's month (activity_months)
// plus the month's days up to that day (activity_days), so a month still running counts only its days so far.
import { addMonths, REPORT_SECTIONS, managementSum, salesSum, sumField, type ActivityRecord } from '../../src/domain/reports/rules';
import type { Db } from '../db/client';
import { branchAverage, memberRecord } from './report-records';
import type { UserRow } from './sessions';

export interface PeriodInfo {
  readonly label: string;
  readonly sales: number;
  readonly management: number;
}

export interface SectionInfo {
  readonly key: string;
  readonly label: string;
  readonly mine: number;
  readonly avg: number;
}

export interface DailyReport {
  readonly yrInfo: PeriodInfo;
  readonly mnInfo: PeriodInfo;
  readonly dayInfo: PeriodInfo;
  readonly day: ActivityRecord;
  readonly sectMywin: string[];
  readonly sectAvgwin: string[];
  readonly sectInfo: SectionInfo[];
}

const period = (label: string, ...records: ActivityRecord[]): PeriodInfo => ({
  label,
  sales: records.reduce((n, r) => n + salesSum(r), 0),
  management: records.reduce((n, r) => n + managementSum(r), 0),
});

/** `day` yyyy-mm-dd (a real day, not after today: the caller checks). */
export async function dailyReport(db: Db, user: UserRow, day: string): Promise<DailyReport> {
  const [y, m, d] = [day.slice(0, 4), day.slice(5, 7), day.slice(8, 10)];
  const month = `${y}${m}`;
  const monthFirst = `${y}-${m}-01`;
  const [earlierMonths, monthSoFar, mine, avg] = await Promise.all([
    // January of the day's year to the month before (none in January).
    m === '01' ? null : memberRecord(db, user.userid, { kind: 'months', from: `${y}01`, to: addMonths(month, -1) }),
    memberRecord(db, user.userid, { kind: 'days', from: monthFirst, to: day }),
    memberRecord(db, user.userid, { kind: 'days', from: day, to: day }),
    branchAverage(db, user.brncCd, { kind: 'days', from: day, to: day }),
  ]);
  const sectInfo = REPORT_SECTIONS.map((s) => ({ key: s.key, label: s.label, mine: mine[sumField(s.key)], avg: avg[sumField(s.key)] }));
  return {
    yrInfo: period(`${Number(y)}년`, ...(earlierMonths ? [earlierMonths] : []), monthSoFar),
    mnInfo: period(`${Number(m)}월`, monthSoFar),
    dayInfo: period(`${Number(m)}월 ${Number(d)}일`, mine),
    day: mine,
    // Compared with the average as shown (one decimal).
    sectMywin: sectInfo.filter((s) => s.mine >= s.avg && s.mine > 0).map((s) => s.key),
    sectAvgwin: sectInfo.filter((s) => s.avg > s.mine).map((s) => s.key),
    sectInfo,
  };
}
