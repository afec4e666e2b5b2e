// The report calls (spec 3 §7 activityReport, dailyReport; §2 own activity info): the caller's own
// monthly and daily activity against the average of their branch's planners, and their own activity info.
import { Schema } from 'effect';
import { ActivityInfo, RequiredCourse, StudyCourse } from '../organisation/contract';
import { Count, defineCall } from '../shared/call';
import { ALL_BUCKET_FIELDS, ALL_SUM_FIELDS, type ActivityRecord as RecordType, type BucketField, type SumField } from './rules';

const Yrmn = Schema.String.check(Schema.isPattern(/^\d{4}(0[1-9]|1[0-2])$/));
// Years 1900..2100: day 00000101 answered 500 (year 0 is no date of the database).
const Ymd = Schema.String.check(Schema.isPattern(/^(19\d\d|20\d\d|2100)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/));

const recordFields = Object.fromEntries([...ALL_BUCKET_FIELDS, ...ALL_SUM_FIELDS].map((f) => [f, Schema.Number])) as Record<BucketField | SumField, typeof Schema.Number>;
/** Four buckets of each of the seven sections, and each section's sum (averages may be fractional). */
export const ActivityRecord: Schema.Codec<RecordType> = Schema.Struct(recordFields) as unknown as Schema.Codec<RecordType>;

/**
 * A month and the month before it: the caller's records (monRec, preRec) and the average over the planners
 * of their branch (monAvg, preAvg). A month without records answers zeros.
 */
export const activityReport = defineCall({
  path: 'mypage/activityReport',
  auth: 'session',
  request: Schema.Struct({ thisYrmn: Yrmn, preYrmn: Yrmn }),
  response: Schema.Struct({ monRec: ActivityRecord, monAvg: ActivityRecord, preRec: ActivityRecord, preAvg: ActivityRecord }),
});

/** Sales and management activity totals of a period. */
export const PeriodInfo = Schema.Struct({ label: Schema.String, sales: Schema.Number, management: Schema.Number });
/** A section of the day: the caller's total and the branch average. */
export const SectionInfo = Schema.Struct({ key: Schema.String, label: Schema.String, mine: Schema.Number, avg: Schema.Number });

/**
 * One day (thisYrmn carries yyyymmdd): the year's, month's and day's totals, the day's four buckets of each
 * section, the sections where the caller beat the branch average (sectMywin) and where the average beat
 * them (sectAvgwin), and each section's figures (sectInfo).
 */
export const dailyReport = defineCall({
  path: 'mypage/dailyReport',
  auth: 'session',
  request: Schema.Struct({ thisYrmn: Ymd }),
  response: Schema.Struct({
    yrInfo: PeriodInfo,
    mnInfo: PeriodInfo,
    dayInfo: PeriodInfo,
    day: ActivityRecord,
    sectMywin: Schema.Array(Schema.String),
    sectAvgwin: Schema.Array(Schema.String),
    sectInfo: Schema.Array(SectionInfo),
  }),
});

/** A month's figures for the own-info graph. */
export const MonthFigure = Schema.Struct({ yyyymm: Schema.String, perform: Schema.Number, sales: Count, management: Count });

/** The caller's own activity info (spec 3 §2, §3 own info). `months` (the graph, last 6 months) is empty for COG01. */
export const myEduInfor = defineCall({
  path: 'mypage/myEduInfor',
  auth: 'session',
  request: Schema.Struct({}),
  response: Schema.Struct({
    akdcde: Schema.String,
    akdnam: Schema.String,
    gubun: Schema.String,
    gnrlName: Schema.String,
    cntrName: Schema.String,
    akdid1: Schema.String,
    rpimgp: Schema.String,
    /** Cumulative sales and this month's performance, won. */
    siljuck: Schema.Number,
    perform: Schema.Number,
    need: Schema.Number,
    activityInfo: ActivityInfo,
    eduInfo: Schema.Array(RequiredCourse),
    studitList: Schema.Array(StudyCourse),
    months: Schema.Array(MonthFigure),
  }),
});
