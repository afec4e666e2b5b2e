// The dashboard's calls (spec 1 §2 Dashboard, §3 entities, §7): base info and card list, goal
// progress, organisation status and choices, performance, activity, today's schedules, courses,
// the morning-meeting check and the beacon attendance calls.
import { Schema } from 'effect';
import { Count, Empty, FormInt, Text, YN, defineCall } from '../shared/call';
import { pagedCall } from '../shared/paged';
import { LEADERS } from '../shared/roles';

/** Morning-meeting attendance (spec 1 §4): '' not entered, S entered, Y recognised, N late (not recognised). */
export const AttendStatus = Schema.Literals(['', 'S', 'Y', 'N']);
export type AttendStatus = typeof AttendStatus.Type;

export const CARD_CODES = ['HCD01', 'HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06'] as const;
export const CardCode = Schema.Literals(CARD_CODES);
export type CardCode = typeof CardCode.Type;

export const DashboardUserInfo = Schema.Struct({
  attendYn: AttendStatus,
  /** Today's entry and exit times, HH:mm or ''. */
  chltim: Schema.String,
  levtim: Schema.String,
  /** This month's recognised meetings before today (the screen adds today's when Y). */
  attendCnt: Count,
  /** A participation survey waiting for an answer, '' when none. */
  srvySqno: Schema.String,
  akdcde: Schema.String,
});
export type DashboardUserInfo = typeof DashboardUserInfo.Type;

/** One card of the home screen, in exposure order. */
export const DashboardCard = Schema.Struct({ cardCd: CardCode, cardNm: Schema.String, expoSqnc: Count });
export type DashboardCard = typeof DashboardCard.Type;

/** This month's goal counts and results for the three goal cards. */
export const Progress = Schema.Struct({
  srcGoal: Count,
  custmCnt: Count,
  dgnssrvcGoal: Count,
  coupnCnt: Count,
  consGoal: Count,
  counselCnt: Count,
});
export type Progress = typeof Progress.Type;

export const dashboard = defineCall({
  path: 'dashboard',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ userInfo: DashboardUserInfo, cardList: Schema.Array(DashboardCard), progressInfo: Progress }),
});
export type DashboardBase = (typeof dashboard.response)['Type'];

export const dashboardProgress = defineCall({ path: 'dashboard/progress', auth: 'session', request: Empty, response: Schema.Struct({ progress: Progress }) });

/** Whose figures: an employee code (akdcde) in the caller's organisation, the caller's own when absent. */
const Target = Schema.optionalKey(Text(20));

export const MeetOrg = Schema.Struct({ akdcde: Schema.String, akdnam: Schema.String, gubunNm: Schema.String });
export type MeetOrg = typeof MeetOrg.Type;

/** HCD01 monthly organisation status (leaders only). */
export const OrgStatus = Schema.Struct({
  totcnt: Count,
  /** Members who attended today's meeting (S or Y). */
  meetY: Count,
  /** Organisations holding a meeting today (listed in meetOrgList). */
  todayMeet: Count,
  /** Members in their first 차월 (registration base date this month: joined or reinstated). */
  recruitCnt: Count,
  /** 실활동: this month's performance above 3,000,000 won (organisation rules gadongOf '2'). */
  silCnt: Count,
  /** 가동: some performance, at most 3,000,000 won. */
  silCnt1: Count,
  /** 미가동: no performance yet. */
  silCnt2: Count,
  /** Members expected at the meeting (partners excluded). */
  meetBase: Count,
  meetOrgList: Schema.Array(MeetOrg),
});
export type OrgStatus = typeof OrgStatus.Type;

/** The organisation card and switch exist for leaders only. */
export const organization = defineCall({ path: 'organization', auth: 'session', roles: LEADERS, request: Schema.Struct({ targetId: Target }), response: OrgStatus });

/** An organisation the leader can switch the cards to; isMe marks the leader's own entry. */
export const OrgChoice = Schema.Struct({ akdcde: Schema.String, akdnam: Schema.String, gubunNm: Schema.String, isMe: YN });
export type OrgChoice = typeof OrgChoice.Type;

export const orglist = defineCall({ path: 'orglist', auth: 'session', roles: LEADERS, request: Empty, response: Schema.Struct({ list: Schema.Array(OrgChoice) }) });

/** self: one person's own figures; all: the whole organisation under targetId (spec 1 §7). */
export const FigureScope = Schema.Struct({ type: Schema.Literals(['self', 'all']), targetId: Target });
export type FigureScope = typeof FigureScope.Type;

/** HCD02 performance: goalAmt in units of 10,000 won, amounts in won. */
export const Performance = Schema.Struct({ totamt: Count, goalAmt: Count, newAmt: Count });
export type Performance = typeof Performance.Type;
export const siljuck = defineCall({ path: 'siljuck', auth: 'session', request: FigureScope, response: Performance });

export const Activity = Schema.Struct({ custmCnt: Count, coupnCnt: Count, bkcareCnt: Count, expireCnt: Count });
export type Activity = typeof Activity.Type;
export const activity = defineCall({ path: 'activity', auth: 'session', request: FigureScope, response: Activity });

/** HCD03: today's schedules. username2 names the planner an accompany schedule follows. */
export const ScheduleItem = Schema.Struct({
  sqno: Count,
  cmplYn: YN,
  allYn: YN,
  sttHr: Schema.String,
  endHr: Schema.String,
  scdlDivCd: Schema.String,
  scdlDivNm: Schema.String,
  custNm: Schema.String,
  username2: Schema.String,
  etcCntn: Schema.String,
});
export type ScheduleItem = typeof ScheduleItem.Type;
export const schedule = pagedCall({ path: 'schedule', auth: 'session', row: ScheduleItem, maxOffset: 10_000 });

/** HCD04: courses in progress. */
export const EducationItem = Schema.Struct({ reqSeq: Schema.String, uuid: Schema.String, cateNm: Schema.String, lecNm: Schema.String });
export type EducationItem = typeof EducationItem.Type;
export const education = defineCall({ path: 'education', auth: 'session', request: Empty, response: Schema.Struct({ list: Schema.Array(EducationItem) }) });

/** Today's meeting of the caller's centre: meetYn N on days without one. */
export const MorningCheck = Schema.Struct({ meetYn: YN, meetDt: Schema.String, meetTm: Schema.String, orgNm: Schema.String });
export type MorningCheck = typeof MorningCheck.Type;
export const getMorningCheck = defineCall({ path: 'getMorningCheck', auth: 'session', request: Empty, response: MorningCheck });

export const getMacAddress = defineCall({
  path: 'beacon/getMacAddress',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ list: Schema.Array(Schema.Struct({ macAddress: Schema.String })) }),
});

/** Enter (IN) or exit (OUT) with the beacon the shell saw. */
export const AttendanceCheck = Schema.Struct({
  type: Schema.Literals(['IN', 'OUT']),
  macAddress: Schema.String.check(Schema.isPattern(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/)),
});
export type AttendanceCheck = typeof AttendanceCheck.Type;
export const AttendanceState = Schema.Struct({ attendYn: AttendStatus, chltim: Schema.String, levtim: Schema.String, attendCnt: Count });
export type AttendanceState = typeof AttendanceState.Type;
export const atndnCheck = defineCall({ path: 'beacon/atndnCheck', auth: 'session', mutation: true, request: AttendanceCheck, response: AttendanceState });
