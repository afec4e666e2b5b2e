// A valid payload and a caller for every built call, filled in from the seeded rows of a harness: the generic
// call checks (server/http/handle.test.ts) and the mutation and idempotency checks (server/http/mutations.test.ts,
// idempotency.test.ts) run every call with them. A new call must add its payload here.
import { and, asc, eq } from 'drizzle-orm';
import { REG_ITEM_CODES } from '../../src/domain/settings/contract';
import { DEFAULT_CARDS } from '../../src/domain/dashboard/cards';
import { alarms, custLists, salesPlans, schedules, users } from '../db/schema';
import type { CallAuth } from '../../src/domain/shared/call';
import type { CallOptions, Harness } from './harness';
import { BRANCH_HEAD_SECTION_CALLS, sectionPayloads } from './section-rows';
import { registrationPayloads } from './registration-payloads';
import { validAnswers } from './survey-data';

/** A valid payload per built call: a new call must add one here, which runs it through the generic checks. */
export const VALID_PAYLOADS: Record<string, Record<string, string>> = {
  'auth/issueAuthToken': { userId: 'planner03', password: 'demo1234', autoLoginYn: 'Y', pushToken: 'fcm-1' },
  'auth/logout': {},
  getUserInfo: {},
  setPushToken: { pushToken: 'fcm-2' },
  version: { platform: 'AND' },
  'download/version': {},
  'logging/access': { scrnNm: 'main', scrnUrl: 'http://127.0.0.1:8080/main', path: '/main' },
  dashboard: {},
  'dashboard/progress': {},
  organization: {},
  orglist: {},
  siljuck: { type: 'self' },
  activity: { type: 'all' },
  schedule: { offset: '0', size: '3' },
  education: {},
  getMorningCheck: {},
  'beacon/getMacAddress': {},
  'beacon/atndnCheck': { type: 'IN', macAddress: 'D0:39:72:A1:11:01' },
  'notice/list': { offset: '0', size: '10', searchTxt: '안내' },
  'notice/detail': { itemId: '1' },
  sendProfile: { telNo: '01012345678' },
  getSsoToken: {},
  'site/list': {},
  // Filled in from the seeded rows in beforeAll: planner01's first schedule and own employee code.
  'mySchedule/saveMyschedule': {},
  'card/profile': {},
  'qr/signUpLink': {},
  'eduqr/atnd': { qrScan: 'EDUQR-TODAY-AM' },
  'eduqr/list': { offset: '0', size: '10' },
  'mySchedule/getMyScheduleCountList': { searchYear: '2026', searchMon: '3', searchDay: '12' },
  alarm: { page: '1' },
  // Filled in from the seeded rows in beforeAll: two of planner01's alerts.
  'alarm/detail': {},
  'alarm/delete': {},
  'alarm/allDelete': {},
  'popup/list': {},
  'popup/detail': { sqno: '1' },
  'set/getNotificationSetUserInfo': {},
  'set/saveNotificationSetUserInfo': { custrgsnRecpYn: 'Y', ancmRecpYn: 'N', planRecpYn: 'Y', dgnssrvcRecpYn: 'Y', shpnRecpYn: 'N', drptRecpYn: 'Y' },
  'set/getDashboardSetUserInfo': {},
  'set/saveDashboardSetUserInfo': {
    enableJsonString: JSON.stringify(DEFAULT_CARDS.COG03.map((cardCd, i) => ({ cardCd, expoSqnc: i + 1 }))),
    disableJsonString: '[]',
  },
  'set/getMyCstmrRegSetUserInfo': {},
  'set/saveMyCstmrRegSetUserInfo': { jsonString: JSON.stringify(REG_ITEM_CODES.map((itemCd, i) => ({ itemCd, expoSqnc: i + 1 }))) },
  'myCstmr/getMyCstmrList': {
    offset: '0', size: '10', searchTxt: '', searchUserid: '', listTyp: 'F', sortType: 'K', custDiv: '', fromAge: '0', toAge: '16',
    dgnsStat1: 'N', dgnsStat2: 'N', dgnsStat3: 'N', KEDS: 'N', KEDI: 'N', ELT: 'N', ovrdY: 'N', ovrdN: 'N', concexpydyYn: '',
    prodIncludeYn: 'Y', selectedProdList: 'P101,P201',
  },
  'myCstmr/getEpList': {},
  'myCstmr/getSavedCustList': {},
  'myCstmr/getSmsTempleteList': {},
  'myCstmr/getProdMstList': {},
  'myCstmr/getCstmrPdfUrl': { searchTxt: '김', sortType: 'C', listTyp: 'S' },
  // The detail's other sections: filled in in beforeAll from planner01's seeded rows (test-support/section-rows.ts).
  'myCstmr/gelectMyCstmrDiagnosisList': {},
  'myCstmr/shareResult': {},
  'myCstmr/selectLeanPrdList': {},
  'myCstmr/getLrnngInfrm': {},
  'myCstmr/getBookCareList': {},
  'common/getToken': {},
  'common/postSearch': { keyword: '테헤란로', currentPage: '1', countPerPage: '10' },
  'myCstmr/getCustFamilyList': {},
  'myCstmr/getCustBuyInfoList': {},
  'myCstmr/saveCustPrchHstr': {},
  'myCstmr/deleteCustPrchHstr': {},
  'myCstmr/getRecruitInfoList': {},
  'myCstmr/getInterestInfoList': {},
  'myCstmr/saveMyCstmr': {},
  // Filled in from the seeded rows in beforeAll: planner01's customers, tokens and saved list.
  'myCstmr/saveMyCustBkmr': {},
  'myCstmr/deleteCustBkmr': {},
  'myCstmr/saveCustList': {},
  'myCstmr/deleteSavedCustList': {},
  'myCstmr/sendSms': {},
  // Filled in from the seeded rows in beforeAll: planner01's first customer (the recruit calls by its branch head).
  'myCstmr/getMyCstmr': {},
  'myCstmr/saveMyCustRecruit': {},
  'myCstmr/deleteCustRecruit': {},
  'myCstmr/custIntegrationList': { offset: '0', size: '100' },
  // Filled in in beforeAll: planner02's first candidate pair, flagged (integrated once, by planner02).
  'myCstmr/saveCustIntegration': {},
  // The schedule area (server/routes/schedule); the view and the notices' completions filled in in beforeAll.
  'mySchedule/getMyscheduleList': { searchYear: '2026', searchMon: '3', searchDay: '12' },
  'mySchedule/getMyschedule': {},
  'mySchedule/cmplConcExpDueSchedule': {},
  'mySchedule/cmplReinspecSchedule': {},
  'mySchedule/cmplBookcareSchedule': {},
  'mySchedule/getHdScheduleList': { searchMon: '202603', offset: '0', size: '10' },
  'mySchedule/getHdScheduleCountList': { searchMon: '202603' },
  'mySchedule/getMyOrgList': { searchUsername: '', selfExcept: 'Y', offset: '0', size: '10' },
  'mySchedule/getScheduleListByUserid': { searchUserid: 'master01', offset: '0', size: '10' },
  'mySchedule/getUserInfoByUserid': { searchUserid: 'master01' },
  'commonPopup/custSearch': { searchCustNm: '', searchUserid: '', offset: '0', size: '10' },
  // The reports and the FAQ (server/routes/reports).
  'mypage/activityReport': { thisYrmn: '202603', preYrmn: '202602' },
  'mypage/dailyReport': { thisYrmn: '20260311' },
  'mypage/myEduInfor': {},
  'faq/list': { offset: '0', size: '10', divCd: 'CFD00' },
  // The organisation (server/routes/organisation; the member's payloads are filled in beforeAll).
  'orgnz/list': { offset: '0', size: '10', keyword: '', gubun: 'COG03,COG04', chawol: '', gadong: '', meetYn: 'N', ordrType: 'perform' },
  // The sales plans (server/routes/plans): planner02 has no plan of March (its late window is open on the seed
  // day), master01 none to be asked for; info and memberInfo read planner01's March, filled in in beforeAll.
  'bsnPln/list': { offset: '0', size: '10', searchYear: '2026' },
  'bsnPln/headList': { offset: '0', size: '10', searchYear: '2026', searchMonth: '03', searchTxt: '', searchPstn: '' },
  'bsnPln/sttEndInfo': { thisYrmn: '202603', nextYrmn: '202604' },
  'bsnPln/existInfo': { planYr: '2026', planMn: '03' },
  'bsnPln/info': {},
  'bsnPln/memberInfo': {},
  'bsnPln/save': {
    sqno: '0',
    stat: 'S',
    planYrmn: '202603',
    cmclGoalAmt: '300',
    mmbsGoalAmt: '50',
    frpsGoalAmt: '20',
    etcGoalAmt: '0',
    srcGoalCscnt: '10',
    dgnssrvcGoalCscnt: '5',
    exsnConsCscnt: '8',
    newConsCscnt: '4',
    memo: '',
  },
  'bsnPln/request': { userId: 'master01', planYr: '2026', planMn: '03' },
  // The surveys (server/routes/surveys): planner01's survey (1), running and not answered; save is filled in beforeAll.
  'survey/list': { offset: '0', size: '10', divCd: 'MS00', searchYear: '2026' },
  'survey/view': { srvySqno: '1' },
  // The plan map (server/routes/plan-map): planner01's own map, the seed's running promotion (1); child is filled in beforeAll.
  'eduplan/base': { targetId: 'planner01' },
  'eduplan/child': {},
  'eduplan/promotion': { sqno: '1' },
  // The plans (server/routes/plan-map/plans.ts): planner01's seeded my plans 1 and 2 (server/db/seed/plan-map.ts).
  'eduplan/customerPlan': { epmMySqno: '1' },
  'eduplan/myPlan': {},
  'eduplan/myPlanReNm': { epmMySqno: '1', planNm: '새 플랜 이름' },
  'eduplan/myPlanDel': { epmMySqno: '2' },
  'eduplan/myPlanSave': { strSearchPrdt: JSON.stringify([{ salecdSqno: 1001, prchCnt: 1, dcYn: 'N' }]), strMyPlanInfo: JSON.stringify({ planNm: '핸들 플랜' }) },
  // The cart (server/routes/cart) without a customer; the plan PDF link is filled in beforeAll (a customer of planner01).
  'eduplan/bascket': { strSearchPrdt: JSON.stringify([{ salecdSqno: 1001, prchCnt: 1, dcYn: 'N' }]) },
  'eduplan/getPlanPdfUrl': {},
};

/** Who makes the call in the per-call checks: planner01 unless the call is for leaders. */
export const CALLER: Record<string, string> = {
  organization: 'master01',
  orglist: 'master01',
  'alarm/allDelete': 'planner02',
  'myCstmr/getEpList': 'branch01',
  ...Object.fromEntries(BRANCH_HEAD_SECTION_CALLS.map((path) => [path, 'branch01'])),
  'myCstmr/saveMyCustRecruit': 'branch01',
  'myCstmr/deleteCustRecruit': 'branch01',
  'myCstmr/saveCustIntegration': 'planner02',
  ...Object.fromEntries(['list', 'detail', 'perform', 'activity', 'memoList', 'memoSave', 'memoDelete', 'profile'].map((c) => [`orgnz/${c}`, 'branch01'])),
  ...Object.fromEntries(['headList', 'memberInfo', 'request'].map((c) => [`bsnPln/${c}`, 'branch01'])),
  'bsnPln/save': 'planner02',
};

/** The caller of `path` in the per-call checks. */
export const callerOf = (path: string): string => CALLER[path] ?? 'planner01';

/** How the caller makes a call of `auth`: a fresh session of its user, the app's client id, or nothing. */
export const callerOptions = async (h: Harness, path: string, auth: CallAuth, userid = callerOf(path)): Promise<CallOptions> =>
  auth === 'session' || auth === 'optional' ? { token: await h.login(userid) } : auth === 'basic' ? { clientId: 'eduplanner-and' } : {};

/** A valid payload of `path` (filled in). */
export function validPayload(path: string): Record<string, string> {
  const p = VALID_PAYLOADS[path];
  if (!p) throw new Error(`add a valid payload for ${path} to VALID_PAYLOADS`);
  return p;
}

/** Fills in the payloads that name seeded rows (and makes the rows some of them need) in the database of `h`. */
export async function fillValidPayloads(h: Harness): Promise<void> {
  const [mine] = await h.db.select().from(schedules).where(and(eq(schedules.userid, 'planner01'), eq(schedules.dltnYn, 'N'))).orderBy(asc(schedules.sqno)).limit(1);
  const [me] = await h.db.select().from(users).where(eq(users.userid, 'planner01'));
  VALID_PAYLOADS['mySchedule/saveMyschedule'] = { cudType: 'CMP', sqno: String(mine!.sqno), cmplYn: 'Y' };
  VALID_PAYLOADS['card/profile'] = { targetId: me!.akdcde };
  for (const c of ['detail', 'activity', 'memoList', 'profile']) VALID_PAYLOADS[`orgnz/${c}`] = { targetId: me!.akdcde };
  VALID_PAYLOADS['orgnz/perform'] = { targetId: me!.akdcde, gubun: me!.orgnzPstn, yyyymm: '202603' };
  VALID_PAYLOADS['orgnz/memoSave'] = { sqno: '0', targetId: me!.akdcde, contents: '상담 메모' };
  const orgMemo = await h.call('orgnz/memoSave', VALID_PAYLOADS['orgnz/memoSave'], { token: await h.as('branch01') });
  VALID_PAYLOADS['orgnz/memoDelete'] = { sqno: String(orgMemo.body.data.sqno) };
  const survey = (await h.call('survey/view', VALID_PAYLOADS['survey/view']!, { token: await h.as('planner01') })).body.data;
  VALID_PAYLOADS['survey/save'] = { srvySqno: '1', jsonString: JSON.stringify(validAnswers(survey)) };
  const [plan] = await h.db.select().from(salesPlans).where(and(eq(salesPlans.userid, 'planner01'), eq(salesPlans.planYrmn, '202603')));
  VALID_PAYLOADS['bsnPln/info'] = VALID_PAYLOADS['bsnPln/memberInfo'] = { sqno: String(plan!.sqno) };
  VALID_PAYLOADS['mySchedule/getMyschedule'] = { sqno: String(mine!.sqno) };
  const day = (await h.call('mySchedule/getMyscheduleList', VALID_PAYLOADS['mySchedule/getMyscheduleList']!, { token: await h.as('planner01') })).body.data;
  VALID_PAYLOADS['mySchedule/cmplConcExpDueSchedule'] = { kwkey: day.concExpDueList[0].kwkey, concexpydy: day.concExpDueList[0].concexpydy };
  VALID_PAYLOADS['mySchedule/cmplReinspecSchedule'] = { couponNo: day.reinspecList[0].couponNo };
  const { rpyery, rpseqi, rpseri } = day.bookcareList[0];
  VALID_PAYLOADS['mySchedule/cmplBookcareSchedule'] = { rpyery, rpseqi, rpseri };
  const alerts = await h.db.select().from(alarms).where(eq(alarms.userid, 'planner01')).orderBy(asc(alarms.pushSqno)).limit(2);
  VALID_PAYLOADS['alarm/detail'] = { pushSqno: String(alerts[0]!.pushSqno) };
  VALID_PAYLOADS['alarm/delete'] = { pushSqno: String(alerts[1]!.pushSqno) };
  const page = await h.call('myCstmr/getMyCstmrList', { offset: '0', size: '2' }, { token: await h.as('planner01') });
  const [first, second] = page.body.data.list as { kwkkey: string; custDiv: string; encCustNm: string; encCustTel: string }[];
  VALID_PAYLOADS['myCstmr/saveMyCustBkmr'] = { kwkkey: first!.kwkkey, custDiv: first!.custDiv };
  VALID_PAYLOADS['myCstmr/deleteCustBkmr'] = { kwkkey: second!.kwkkey, custDiv: second!.custDiv };
  VALID_PAYLOADS['eduplan/child'] = { kwkkey: first!.kwkkey, custDiv: first!.custDiv };
  VALID_PAYLOADS['eduplan/getPlanPdfUrl'] = { kwkkey: first!.kwkkey, custDiv: first!.custDiv };
  VALID_PAYLOADS['myCstmr/saveCustList'] = { titl: '테스트 목록', listTyp: 'F', srcUserid: 'planner01', kwkkeyJsonString: JSON.stringify([first!.kwkkey, second!.kwkkey]) };
  const [list] = await h.db.select().from(custLists).where(eq(custLists.userid, 'planner01')).orderBy(asc(custLists.custListSqno)).limit(1);
  VALID_PAYLOADS['myCstmr/deleteSavedCustList'] = { custListSqno: String(list!.custListSqno) };
  Object.assign(VALID_PAYLOADS, await sectionPayloads(h));
  Object.assign(VALID_PAYLOADS, await registrationPayloads(h));
  // Memos: two editable ones of planner01's own, saved through the call (update and delete each get one).
  const memoKey = { kwkkey: first!.kwkkey, custDiv: first!.custDiv };
  const saved = [];
  for (const memo of ['핸들 테스트 메모 1', '핸들 테스트 메모 2'])
    saved.push((await h.call('myCstmr/saveMyCustMemo', { ...memoKey, memoDiv: '1', memo }, { token: await h.as('planner01') })).body.data.sqno as number);
  VALID_PAYLOADS['myCstmr/getCustMemoList'] = { ...memoKey, offset: '0', size: '10' };
  VALID_PAYLOADS['myCstmr/saveMyCustMemo'] = { ...memoKey, memoDiv: '1', memo: '방문 약속' };
  VALID_PAYLOADS['myCstmr/getCustMemo'] = { sqno: String(saved[0]) };
  VALID_PAYLOADS['myCstmr/updateCustMemo'] = { sqno: String(saved[0]), memo: '수정한 메모' };
  VALID_PAYLOADS['myCstmr/deleteCustMemo'] = { sqno: String(saved[1]) };
  VALID_PAYLOADS['myCstmr/getMyCstmr'] = { ...memoKey, searchUserid: '', onlyChild: 'N' };
  VALID_PAYLOADS['myCstmr/saveMyCustRecruit'] = memoKey;
  VALID_PAYLOADS['myCstmr/deleteCustRecruit'] = memoKey;
  const pairs = await h.call('myCstmr/custIntegrationList', { offset: '0', size: '100' }, { token: await h.as('planner02') });
  const [pair] = pairs.body.data.list as { kwkkey: string; chkKwkkey: string }[];
  VALID_PAYLOADS['myCstmr/saveCustIntegration'] = { jsonString: JSON.stringify([{ kwkkey: pair!.kwkkey, chkKwkkey: pair!.chkKwkkey, insertFlag: 'Y' }]) };
  VALID_PAYLOADS['myCstmr/sendSms'] = {
    subject: '방문 안내',
    msg: '이번 주 방문 일정 안내드립니다.',
    tmplCd: 'SMS01',
    smsUserListJsonString: JSON.stringify([{ encCustNm: first!.encCustNm, encCustTel: first!.encCustTel }]),
  };
}
