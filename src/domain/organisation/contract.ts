// The organisation calls (spec 3 §7 orgnz.*, §3 organisation member, activity, memo): the list, a
// member's detail, performance, monthly activity, profile and the caller's private memos about them.
// Only branch and district heads make them (spec 3 §6), and only about themselves or someone below them
// (users.manager_userid); anyone else, or an unknown code, gets one and the same refusal.
import { Schema } from 'effect';
import { EducationItem } from '../dashboard/contract';
import { Count, defineCall, FormInt, Text, YN } from '../shared/call';
import { pagedCall } from '../shared/paged';
import { ORG_KEYWORD_MAX } from './rules';

export const ORG_ROLES = ['COG01', 'COG02'] as const;

/** A member, by employee code (akdcde). */
const TargetId = Text(20, 1);
/** A month as yyyymm; the current KST month when absent. */
const Yrmn = Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d{4}(0[1-9]|1[0-2])$/)));
/** A comma-separated list of codes ('' for none); the server keeps the codes it knows. */
const Codes = Schema.optionalKey(Text(60));

// ---- the list ----

export const OrgListRow = Schema.Struct({
  akdcde: Schema.String,
  akdnam: Schema.String,
  /** Position code (COGA2 … COG06; COG02 under a branch head). */
  gubun: Schema.String,
  cntrName: Schema.String,
  /** Y when this month's performance reached the month's goal (met / not met). */
  akdpas: YN,
  /** This month's recognised amount, won. */
  totamt: Schema.Number,
  /** Activity state (rules.ts GADONG): 0 미가동, 1 가동, 2 실활동. */
  gadong: Schema.Literals(['0', '1', '2']),
  chawol: Count,
  /** Y when they attended today's morning meeting. */
  meetYn: YN,
  /** Photo address; '' for the default avatar. */
  rpimgp: Schema.String,
});
export type OrgListRow = typeof OrgListRow.Type;

/** The caller's organisation below them, filtered and sorted; totCnt counts the filtered members. */
export const orgnzList = pagedCall({
  path: 'orgnz/list',
  auth: 'session',
  roles: ORG_ROLES,
  row: OrgListRow,
  maxOffset: 100_000,
  filters: {
    keyword: Schema.optionalKey(Text(ORG_KEYWORD_MAX)),
    gubun: Codes,
    chawol: Codes,
    gadong: Codes,
    meetYn: Schema.optionalKey(YN),
    ordrType: Schema.optionalKey(Schema.Literals(['perform', 'akdcde'])),
  },
});

// ---- one member ----

export const OrgMember = Schema.Struct({
  akdcde: Schema.String,
  akdnam: Schema.String,
  gubun: Schema.String,
  /** Birth date, 6 or 8 digits (rules.ts formatBirth). */
  akdid1: Schema.String,
  /** Division (branch) and centre names. */
  gnrlName: Schema.String,
  cntrName: Schema.String,
  hpno: Schema.String,
  rpimgp: Schema.String,
  /** The position badge's image; '' for the built-in badge. */
  kssImgUrl: Schema.String,
  /** Cumulative sales, won (rank progress). */
  siljuck: Schema.Number,
  /** Won still needed to the next rank (rules.ts rankProgress, detail reading). */
  need: Schema.Number,
  /** Affiliation code, work registration date (yyyy-mm-dd), start type (all zeros: new), 차월, registration base date. */
  akddpt: Schema.String,
  akden: Schema.String,
  akdst: Schema.String,
  chawol: Count,
  akdje: Schema.String,
});
export type OrgMember = typeof OrgMember.Type;

export const orgnzDetail = defineCall({
  path: 'orgnz/detail',
  auth: 'session',
  roles: ORG_ROLES,
  request: Schema.Struct({ targetId: TargetId }),
  response: OrgMember,
});

/** A month's recognised amount (won) of the member: that month's record, 0 when none. */
export const orgnzPerform = defineCall({
  path: 'orgnz/perform',
  auth: 'session',
  roles: ORG_ROLES,
  request: Schema.Struct({ targetId: TargetId, gubun: Schema.optionalKey(Text(10)), yyyymm: Yrmn }),
  response: Schema.Struct({ perform: Schema.Number, yyyymm: Schema.String }),
});

export const ActivityInfo = Schema.Struct({
  /** Morning meetings attended (days). */
  meetCnt: Count,
  /** Source registrations, book care, video receptions. */
  custmCnt: Count,
  bkcareCnt: Count,
  vdClssCnt: Count,
  /** Consultations: product, recruiting, diagnostic test. */
  planCnt: Count,
  schRcrtCnt: Count,
  schTestCnt: Count,
  /** Diagnoses: KED-I, KED-S, AI ELT. */
  kedICnt: Count,
  kedSCnt: Count,
  aiEltCnt: Count,
});
export type ActivityInfo = typeof ActivityInfo.Type;

/** A required course and whether it is completed. */
export const RequiredCourse = Schema.Struct({ lecNm: Schema.String, cmplYn: YN });
export type RequiredCourse = typeof RequiredCourse.Type;
/** A course in progress, as the home's course card lists them; cateNm picks its colour. */
export const StudyCourse = EducationItem;
export type StudyCourse = typeof StudyCourse.Type;
/**
 * A private memo: shown to its author only. crtnDttm 'yyyy.mm.dd HH:mm' KST. version: bumped by every change;
 * an edit or delete sends the one it read (issue 18: a stale one is a conflict).
 */
export const OrgMemo = Schema.Struct({ sqno: Count, cntn: Schema.String, crtnDttm: Schema.String, version: Count });
export type OrgMemo = typeof OrgMemo.Type;

/** A month's activity counts (that month's records), the required and in-progress courses, and the caller's memos. */
export const orgnzActivity = defineCall({
  path: 'orgnz/activity',
  auth: 'session',
  roles: ORG_ROLES,
  request: Schema.Struct({ targetId: TargetId, yyyymm: Yrmn }),
  response: Schema.Struct({
    yyyymm: Schema.String,
    activityInfo: ActivityInfo,
    eduInfo: Schema.Array(RequiredCourse),
    studitList: Schema.Array(StudyCourse),
    memoList: Schema.Array(OrgMemo),
  }),
});

/** The caller's memos about the member, newest first. */
export const orgnzMemoList = defineCall({
  path: 'orgnz/memoList',
  auth: 'session',
  roles: ORG_ROLES,
  request: Schema.Struct({ targetId: TargetId }),
  response: Schema.Struct({ list: Schema.Array(OrgMemo) }),
});

/** The version an edit or delete was based on (issue 18); absent: the change applies whatever the version (older clients). */
const MemoVersion = Schema.optionalKey(FormInt(1, 2_147_483_647));

/**
 * A new memo (sqno 0) or an edit of the caller's own; contents required, at most 1000 bytes (rules.ts). An
 * edit with `version` changes the memo only while it is still that version, else `conflict` (409) with the
 * memo as stored (data.current: contents, version).
 */
export const orgnzMemoSave = defineCall({
  path: 'orgnz/memoSave',
  auth: 'session',
  mutation: true,
  roles: ORG_ROLES,
  request: Schema.Struct({ sqno: FormInt(0, 2_147_483_647), targetId: TargetId, contents: Text(1000, 1), version: MemoVersion }),
  response: Schema.Struct({ sqno: Count }),
});

/** Deletes the caller's own memo; with `version`, only while it is still that version (else `conflict`, as memoSave). */
export const orgnzMemoDelete = defineCall({
  path: 'orgnz/memoDelete',
  auth: 'session',
  mutation: true,
  roles: ORG_ROLES,
  request: Schema.Struct({ sqno: FormInt(1, 2_147_483_647), version: MemoVersion }),
  response: Schema.Struct({ sqno: Count }),
});

/** The member profile (spec 3 §2): identity, affiliation, dates, 차월 and the start type. */
export const OrgProfile = Schema.Struct({
  akdcde: Schema.String,
  akdnam: Schema.String,
  gubun: Schema.String,
  gnrlName: Schema.String,
  cntrName: Schema.String,
  akddpt: Schema.String,
  akden: Schema.String,
  akdje: Schema.String,
  chawol: Count,
  akdst: Schema.String,
  /** Y when the profile is the caller's own (the card-management shortcut). */
  isMe: YN,
});
export type OrgProfile = typeof OrgProfile.Type;

export const orgnzProfile = defineCall({
  path: 'orgnz/profile',
  auth: 'session',
  roles: ORG_ROLES,
  request: Schema.Struct({ targetId: TargetId }),
  response: OrgProfile,
});
