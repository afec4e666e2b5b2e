// The schedule screens' calls (spec 2 §7 schedule, §3 Schedule; spec 3 §7 custSearch): the selected day's
// list with its notices, one schedule, the notice completions, the HQ schedule, the organisation and
// another planner's schedules for an accompany, and the customer search popup. saveMyschedule and the
// month marks (getMyScheduleCountList) are in src/domain/dashboard/schedule-contract.ts, which the
// dashboard already used; saveMyschedule's request is the union of create, update, delete and complete.
import { Schema } from 'effect';
import { Count, defineCall, Empty, FormInt, Text, YN } from '../shared/call';
import { daysInMonth } from '../shared/birthday';
import { MAX_PAGE_SIZE } from '../shared/paged';
import { ADDR_DTPT_MAX, ADDR_MAX, CUST_NM_MAX, MEMO_MAX, SCHEDULE_KINDS, TITLE_MAX } from './rules';

/** yyyy-mm-dd of a real day: 2026-02-30 or 0000-01-01 is a bad request here, not a database error (a 500) later. */
const Day = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/),
  Schema.makeFilter((s: string) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    return y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
  }, { expected: 'a day of the calendar (yyyy-mm-dd)' }),
);
const Time = Schema.String.check(Schema.isPattern(/^(([01]\d|2[0-3]):[0-5]\d)?$/));
const Sqno = FormInt(1, 2_147_483_647);
const Page = { offset: FormInt(0, 100_000), size: FormInt(1, MAX_PAGE_SIZE) } as const;
export const ScheduleKind = Schema.Literals(SCHEDULE_KINDS);
/** The customer kinds on schedules (spec 2 §3): SCD01 contract, SCD02 prospect; '' none. */
export const ScheduleCustKind = Schema.Literals(['SCD01', 'SCD02', '']);

// ---- a schedule as the screens read it ----

export const ScheduleRow = Schema.Struct({
  sqno: Count,
  userid: Schema.String,
  scdlDivCd: Schema.String,
  scdlDivNm: Schema.String,
  custDivCd: Schema.String,
  /** The customer's key and name ('' for kinds without a customer). */
  kwkey: Schema.String,
  custNm: Schema.String,
  /** The title (no-jin activity, other). */
  etcCntn: Schema.String,
  allYn: YN,
  sttDt: Schema.String,
  sttHr: Schema.String,
  endDt: Schema.String,
  endHr: Schema.String,
  addrNm: Schema.String,
  addr: Schema.String,
  addrDtpt: Schema.String,
  memo: Schema.String,
  cmplYn: YN,
  /** Y when it was deleted, or (an accompany) the schedule it follows was deleted by its owner. */
  dltnYn: YN,
  /** An accompany's followed schedule (0 for none) and that schedule's owner's name. */
  acmpScdlSqno: Count,
  username2: Schema.String,
});
export type ScheduleRow = typeof ScheduleRow.Type;

/** A contract about to expire (spec 2 §3 notice items). */
export const ConcExpDue = Schema.Struct({ kwkey: Schema.String, concexpydy: Schema.String, custNm: Schema.String });
/** A diagnosis re-test due. */
export const Reinspec = Schema.Struct({ couponNo: Schema.String, cnm: Schema.String, compDt: Schema.String });
/** A book-care visit. */
export const BookcareDue = Schema.Struct({ rpyery: Schema.String, rpseqi: Schema.String, rpseri: Schema.String, rppnam: Schema.String, rpndte: Schema.String });
/** A birthday on the day: a customer (chlnNm '') or a customer's child. */
export const Birthday = Schema.Struct({ kwkkey: Schema.String, custDiv: Schema.Literals(['1', '2']), custNm: Schema.String, chlnNm: Schema.String, birth: Schema.String });

/**
 * The selected day of my schedule (spec 2 §2 My schedule): the caller's schedules running on that day
 * (all-day first, then by time), and the notices due that day not yet completed, with the birthdays.
 */
export const getMyscheduleList = defineCall({
  path: 'mySchedule/getMyscheduleList',
  auth: 'session',
  request: Schema.Struct({ searchYear: FormInt(2000, 2100), searchMon: FormInt(1, 12), searchDay: FormInt(1, 31) }),
  response: Schema.Struct({
    myScheduleList: Schema.Array(ScheduleRow),
    concExpDueList: Schema.Array(ConcExpDue),
    reinspecList: Schema.Array(Reinspec),
    bookcareList: Schema.Array(BookcareDue),
    birthdayList: Schema.Array(Birthday),
  }),
});

/** One schedule as the view and the editor read it: the row and its version, sent back with an update or delete (issue 18). */
export const ScheduleDetail = Schema.Struct({ ...ScheduleRow.fields, version: Count });
export type ScheduleDetail = typeof ScheduleDetail.Type;

/** One schedule of the caller (view, edit); another's answers not_found. */
export const getMyschedule = defineCall({
  path: 'mySchedule/getMyschedule',
  auth: 'session',
  request: Schema.Struct({ sqno: Sqno }),
  response: Schema.Struct({ mySchedule: ScheduleDetail }),
});

/** The notices' complete checks (spec 2 §4: removed from their list once completed). */
export const cmplConcExpDueSchedule = defineCall({
  path: 'mySchedule/cmplConcExpDueSchedule',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ kwkey: Text(20, 1), concexpydy: Day }),
  response: Empty,
});
export const cmplReinspecSchedule = defineCall({ path: 'mySchedule/cmplReinspecSchedule', auth: 'session', mutation: true, request: Schema.Struct({ couponNo: Text(40, 1) }), response: Empty });
export const cmplBookcareSchedule = defineCall({
  path: 'mySchedule/cmplBookcareSchedule',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ rpyery: Text(10, 1), rpseqi: Text(10, 1), rpseri: Text(10, 1) }),
  response: Empty,
});

// ---- the HQ schedule (spec 2 §2 HQ schedule, §3) ----

/** yyyymm. */
// Years 1900..2100: month 000001 answered 500 (year 0 is no date of the database).
const Month = Schema.String.check(Schema.isPattern(/^(19\d\d|20\d\d|2100)(0[1-9]|1[0-2])$/));
export const HdSchedule = Schema.Struct({ seq: Count, sttDt: Schema.String, endDt: Schema.String, title: Schema.String, titleSmp: Schema.String, cdNm: Schema.String });
export type HdSchedule = typeof HdSchedule.Type;

/** The HQ events running in the month, by start, a page at a time. */
export const getHdScheduleList = defineCall({
  path: 'mySchedule/getHdScheduleList',
  auth: 'session',
  request: Schema.Struct({ searchMon: Month, ...Page }),
  response: Schema.Struct({ totalCount: Count, hdScheduleList: Schema.Array(HdSchedule) }),
});
export const getHdScheduleCountList = defineCall({
  path: 'mySchedule/getHdScheduleCountList',
  auth: 'session',
  request: Schema.Struct({ searchMon: Month }),
  response: Schema.Struct({ hdScheduleCountList: Schema.Array(Schema.Struct({ monthDate: Schema.String, cnt: Count })) }),
});

// ---- an accompany: the organisation and another planner's schedules (spec 2 §2, §6) ----

export const OrgMember = Schema.Struct({ userid: Schema.String, username: Schema.String, orgnzPstn: Schema.String });
export type OrgMember = typeof OrgMember.Type;

/** The members of the caller's branch by name, self excluded with selfExcept Y (spec 2 §6). */
export const getMyOrgList = defineCall({
  path: 'mySchedule/getMyOrgList',
  auth: 'session',
  request: Schema.Struct({ searchUsername: Text(20), selfExcept: YN, ...Page }),
  response: Schema.Struct({ totCnt: Count, myOrgList: Schema.Array(OrgMember) }),
});

/** A member of the caller's branch by user id (spec 2 §7 getUserInfoByUserid): the accompany lookup's planner header. */
export const getUserInfoByUserid = defineCall({
  path: 'mySchedule/getUserInfoByUserid',
  auth: 'session',
  request: Schema.Struct({ searchUserid: Text(20, 1) }),
  response: Schema.Struct({ userInfo: OrgMember }),
});

/** A branch member's live schedules from today on (not accompanies themselves), by date: the ones to accompany. */
export const getScheduleListByUserid = defineCall({
  path: 'mySchedule/getScheduleListByUserid',
  auth: 'session',
  request: Schema.Struct({ searchUserid: Text(20, 1), ...Page }),
  response: Schema.Struct({ totCnt: Count, myScheduleList: Schema.Array(ScheduleRow) }),
});

// ---- saveMyschedule's create / update fields (the request union is in dashboard/schedule-contract.ts) ----

export const ScheduleFields = {
  scdlDivCd: ScheduleKind,
  custDivCd: Schema.optionalKey(ScheduleCustKind),
  kwkey: Schema.optionalKey(Text(20)),
  custNm: Schema.optionalKey(Text(CUST_NM_MAX)),
  etcCntn: Schema.optionalKey(Text(TITLE_MAX)),
  allYn: YN,
  sttDt: Day,
  sttHr: Schema.optionalKey(Time),
  endDt: Day,
  endHr: Schema.optionalKey(Time),
  addrNm: Schema.optionalKey(Text(100)),
  addr: Schema.optionalKey(Text(ADDR_MAX)),
  addrDtpt: Schema.optionalKey(Text(ADDR_DTPT_MAX)),
  memo: Schema.optionalKey(Text(MEMO_MAX)),
  /** The followed schedule of an accompany (SSD06). */
  acmpScdlSqno: Schema.optionalKey(Sqno),
} as const;
export const CreateSchedule = Schema.Struct({ cudType: Schema.Literal('C'), ...ScheduleFields });
/** The version the editor or view read (getMyschedule): when given, a schedule changed since answers conflict (issue 18). */
const Version = Schema.optionalKey(FormInt(1, 2_147_483_647));
export const UpdateSchedule = Schema.Struct({ cudType: Schema.Literal('U'), sqno: Sqno, ...ScheduleFields, version: Version });
export const DeleteSchedule = Schema.Struct({ cudType: Schema.Literal('D'), sqno: Sqno, version: Version });

// ---- the customer search popup (spec 3 §2, §7) ----

export const CustSearchRow = Schema.Struct({
  kwkkey: Schema.String,
  custDiv: Schema.Literals(['1', '2']),
  custDivDetail: Schema.String,
  custNm: Schema.String,
  tel1: Schema.String,
  tel2: Schema.String,
  tel3: Schema.String,
});
export type CustSearchRow = typeof CustSearchRow.Type;

/** The customers of searchUserid ('' the caller; a branch head may name a member) by name, 10 a page. */
export const custSearch = defineCall({
  path: 'commonPopup/custSearch',
  auth: 'session',
  request: Schema.Struct({ searchCustNm: Text(20), searchUserid: Text(20), ...Page }),
  response: Schema.Struct({ totalCount: Count, custList: Schema.Array(CustSearchRow) }),
});
