// Whose data each API call can reach, keyed by call path: the one declaration the server's dispatcher
// (positions, from the contract's `roles`), the access matrix test and docs/security.md all read.
// server/http/access-matrix.test.ts checks every answered call has exactly one entry here.
import type { AnyCall } from './call';
import { POSITIONS, type Position } from './roles';

/**
 * public: anyone, signed in or not · shared: the same answer for every caller, or the caller's own data with no
 * way to name anyone else's · self: names a record, and only the caller's own may be reached · subtree: names a
 * person or their record, the caller or anyone below them · below: names someone below the caller, never the
 * caller · branch: names anyone of the caller's branch (an accompany's colleague) · customers: names a customer
 * (or a planner's plan map), the caller's own; a branch head also anyone's in their organisation.
 */
export type Reach = 'public' | 'shared' | 'self' | 'subtree' | 'below' | 'branch' | 'customers';
export const REACHES: readonly Reach[] = ['public', 'shared', 'self', 'subtree', 'below', 'branch', 'customers'];

const PUBLIC = ['download/version', 'logging/access', 'version', 'auth/issueAuthToken', 'cstmrReg/chkCustAuthInfo', 'cstmrReg/issueAuthNo', 'cstmrReg/saveCustInfo', 'cstmrReg/validAuthNo'] as const;

const SHARED = [
  'getUserInfo', 'auth/logout', 'setPushToken',
  'beacon/atndnCheck', 'dashboard', 'dashboard/progress', 'education', 'beacon/getMacAddress', 'getMorningCheck', 'orglist', 'schedule',
  'mySchedule/getMyScheduleCountList', 'sendProfile', 'getSsoToken', 'site/list', 'notice/detail', 'notice/list',
  'alarm/allDelete', 'alarm', 'qr/signUpLink', 'eduqr/atnd', 'eduqr/list',
  'set/getDashboardSetUserInfo', 'set/getMyCstmrRegSetUserInfo', 'set/getNotificationSetUserInfo',
  'set/saveDashboardSetUserInfo', 'set/saveMyCstmrRegSetUserInfo', 'set/saveNotificationSetUserInfo', 'popup/detail', 'popup/list',
  'myCstmr/getEpList', 'myCstmr/getProdMstList', 'myCstmr/getSavedCustList', 'myCstmr/getSmsTempleteList', 'myCstmr/custIntegrationList',
  'common/getToken', 'myCstmr/getCountForDulCheck', 'myCstmr/saveCustAthn', 'myCstmr/sendAuthMMS', 'common/postSearch',
  'mySchedule/getHdScheduleCountList', 'mySchedule/getHdScheduleList', 'mySchedule/getMyOrgList', 'mySchedule/getMyscheduleList',
  'orgnz/list', 'mypage/activityReport', 'mypage/dailyReport', 'mypage/myEduInfor', 'faq/list',
  'bsnPln/existInfo', 'bsnPln/list', 'bsnPln/headList', 'bsnPln/sttEndInfo', 'bsnPln/save',
  'survey/list', 'survey/view', 'survey/save',
  'eduplan/promotion', 'eduplan/myPlan', 'eduplan/myPlanSave', 'eduplan/bascket',
] as const;

const SELF = [
  'alarm/detail', 'alarm/delete', 'myCstmr/updateCustMemo', 'myCstmr/deleteCustMemo', 'myCstmr/deleteSavedCustList',
  'mySchedule/getMyschedule', 'mySchedule/saveMyschedule', 'bsnPln/info', 'orgnz/memoDelete',
  'eduplan/customerPlan', 'eduplan/myPlanReNm', 'eduplan/myPlanDel', 'myCstmr/issueAuthNo', 'myCstmr/validAuthNo', 'myCstmr/saveMyCstmrReg',
  'myCstmr/saveCustIntegration', 'mySchedule/cmplBookcareSchedule', 'mySchedule/cmplConcExpDueSchedule', 'mySchedule/cmplReinspecSchedule',
] as const;

const SUBTREE = [
  'activity', 'organization', 'siljuck', 'card/profile',
  'orgnz/activity', 'orgnz/detail', 'orgnz/memoList', 'orgnz/memoSave', 'orgnz/perform', 'orgnz/profile',
  'bsnPln/memberInfo',
] as const;

const BELOW = ['bsnPln/request'] as const;

const BRANCH = ['mySchedule/getScheduleListByUserid', 'mySchedule/getUserInfoByUserid'] as const;

const CUSTOMERS = [
  'myCstmr/deleteCustBkmr', 'myCstmr/saveMyCustBkmr', 'myCstmr/getCstmrPdfUrl', 'myCstmr/getCustMemo', 'myCstmr/getCustMemoList', 'myCstmr/getMyCstmrList',
  'myCstmr/saveCustList', 'myCstmr/saveMyCustMemo', 'myCstmr/sendSms', 'myCstmr/getMyCstmr', 'myCstmr/saveMyCustRecruit',
  'myCstmr/deleteCustRecruit', 'myCstmr/deleteCustPrchHstr', 'myCstmr/gelectMyCstmrDiagnosisList',
  'myCstmr/getBookCareList', 'myCstmr/getCustBuyInfoList', 'myCstmr/getCustFamilyList', 'myCstmr/getInterestInfoList',
  'myCstmr/getLrnngInfrm', 'myCstmr/getRecruitInfoList', 'myCstmr/saveCustPrchHstr', 'myCstmr/saveMyCstmr',
  'myCstmr/selectLeanPrdList', 'myCstmr/shareResult', 'eduplan/child', 'eduplan/getPlanPdfUrl', 'commonPopup/custSearch',
  'eduplan/base',
] as const;

const byReach = (paths: readonly string[], reach: Reach) => paths.map((p) => [p, reach] as const);

/** The reach of every call, by path. */
export const ACCESS: Readonly<Record<string, Reach>> = Object.fromEntries([
  ...byReach(PUBLIC, 'public'),
  ...byReach(SHARED, 'shared'),
  ...byReach(SELF, 'self'),
  ...byReach(SUBTREE, 'subtree'),
  ...byReach(BELOW, 'below'),
  ...byReach(BRANCH, 'branch'),
  ...byReach(CUSTOMERS, 'customers'),
]);

/** Paths declared under more than one reach (must be none). */
export const declaredTwice = (): string[] => {
  const all = [...PUBLIC, ...SHARED, ...SELF, ...SUBTREE, ...BELOW, ...BRANCH, ...CUSTOMERS] as string[];
  return all.filter((p, i) => all.indexOf(p) !== i);
};

/** The reach of a call; a call without an entry is a programming error. */
export function reachOf(path: string): Reach {
  const r = ACCESS[path];
  if (!r) throw new Error(`declare the reach of ${path} in src/domain/shared/access.ts`);
  return r;
}

/** The positions that may make a call (the contract's `roles`; every position when absent). */
export const positionsOf = (call: Pick<AnyCall, 'roles'>): readonly Position[] => call.roles ?? POSITIONS;

/** Whether a signed-in user of `position` passes the call's position check (the dispatcher asks this). */
export const positionAllowed = (call: Pick<AnyCall, 'roles'>, position: string): boolean =>
  (positionsOf(call) as readonly string[]).includes(position);
