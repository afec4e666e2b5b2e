// The data the dashboard machine holds once loaded, for the bare-machine replay of its generated paths (a
// district head: every card, the organisation switch and today's meeting organisations; the rendered
// replay checks the screen against the real server's answers instead), and writeProgress(), which sets a
// user's goal figures on the server the way the results feed does.
import { and, eq } from 'drizzle-orm';
import type { DashboardData, Figures } from '../../../machines/dashboard/dashboard.types';
import { monthlyGoals, monthlyResults } from '../../../server/db/schema';
import type { Harness } from '../../../server/test-support/harness';
import type { DashboardBase, MorningCheck, OrgChoice, OrgStatus, Progress, ScheduleItem } from '../../../src/domain/dashboard/contract';
import type { Session } from '../../../src/domain/login/contract';
import type { NoticeRow } from '../../../src/domain/notice/contract';
import { siteLinks, type SiteRow } from '../../../src/domain/outside-sites/outside-sites';
import { dataOf } from '../schedule/schedule-world';

const SESSION: Session = {
  authToken: 'tok-district', userId: 'district01', userName: '정하늘', orgnzPstn: 'COG02', akdcde: '10230037', cntrCd: 'C1101', brncCd: 'B1100',
  akdrnk: 10, akdmi3: 'GN11', autoLoginYn: 'Y',
};

const BASE: DashboardBase = {
  userInfo: { attendYn: '', chltim: '', levtim: '', attendCnt: 6, srvySqno: '', akdcde: SESSION.akdcde },
  cardList: [
    { cardCd: 'HCD01', cardNm: '월간 조직 현황', expoSqnc: 1 },
    { cardCd: 'HCD02', cardNm: '월간 실적 및 활동 현황', expoSqnc: 2 },
    { cardCd: 'HCD03', cardNm: '나의 일정', expoSqnc: 3 },
    { cardCd: 'HCD04', cardNm: '나의 교육', expoSqnc: 4 },
    { cardCd: 'HCD05', cardNm: '공지사항', expoSqnc: 5 },
    { cardCd: 'HCD06', cardNm: '바로가기', expoSqnc: 6 },
  ],
  // No medal on load: the medal machine has its own model test.
  progressInfo: { srcGoal: 20, custmCnt: 4, dgnssrvcGoal: 10, coupnCnt: 2, consGoal: 30, counselCnt: 5 },
};
const MORNING: MorningCheck = { meetYn: 'Y', meetDt: '2026-03-12', meetTm: '09:00', orgNm: '역삼센터' };
const CHOICES: readonly OrgChoice[] = [
  { akdcde: SESSION.akdcde, akdnam: '정하늘', gubunNm: '지국장', isMe: 'Y' },
  { akdcde: '10230185', akdnam: '한지민 팀', gubunNm: '팀', isMe: 'N' },
];
const org = (totcnt: number, meetOrgs: number): OrgStatus => ({
  totcnt, meetY: 3, todayMeet: meetOrgs, recruitCnt: 1, silCnt: 2, silCnt1: 3, silCnt2: totcnt - 5, meetBase: totcnt - 1,
  meetOrgList: [{ akdcde: SESSION.akdcde, akdnam: '역삼센터', gubunNm: '지국' }, { akdcde: '10230185', akdnam: '한지민 팀', gubunNm: '팀' }].slice(0, meetOrgs),
});
const FIGURES: Figures = {
  org: org(10, 2),
  performance: { totamt: 12_340_000, goalAmt: 2_400, newAmt: 4_560_000 },
  activity: { custmCnt: 31, coupnCnt: 12, bkcareCnt: 40, expireCnt: 5 },
};
export const TEAM_FIGURES: Figures = {
  org: org(6, 1),
  performance: { totamt: 5_120_000, goalAmt: 900, newAmt: 1_200_000 },
  activity: { custmCnt: 14, coupnCnt: 6, bkcareCnt: 11, expireCnt: 2 },
};
const SCHEDULES: ScheduleItem[] = [
  { sqno: 41, cmplYn: 'N', allYn: 'Y', sttHr: '', endHr: '', scdlDivCd: 'SSD03', scdlDivNm: '센터업무', custNm: '', username2: '', etcCntn: '지국 주간 회의' },
];
const NOTICES: readonly NoticeRow[] = [
  { itemId: 7, title: '3월 진단 서비스 운영 안내', importance: '1', writeDate: '2026-03-10' },
  { itemId: 6, title: '신학기 북클럽 프로모션', importance: '2', writeDate: '2026-03-05' },
];
const EDUCATION = [{ reqSeq: 'REQ000101', uuid: 'a1b2c3d4-0000-4000-8000-000000000001', cateNm: '직무교육', lecNm: '상담 화법 기초' }];

/** The outside sites an operator configured, as site/list answers them to a district head. */
const SITE_ROWS: readonly SiteRow[] = [
  { siteCd: 'ORDER', url: 'https://order.example.kr/order/pick', ssoYn: 'Y' },
  { siteCd: 'COMMISSION', url: 'https://order.example.kr/commission', ssoYn: 'Y' },
  { siteCd: 'EDU', url: 'https://edu.example.kr/', ssoYn: 'N' },
];

export const DATA: DashboardData = {
  ...FIGURES,
  base: BASE,
  morningCheck: MORNING,
  orgChoices: CHOICES,
  scope: { type: 'self', targetId: SESSION.akdcde },
  schedules: SCHEDULES,
  scheduleTotal: 1,
  education: EDUCATION,
  notices: NOTICES,
  yyyymm: '202603',
  eventOpen: false,
  sites: siteLinks(SITE_ROWS),
};

/** The seed day's month (TEST_NOW, Korea time): the month of the goal figures and of the medals. */
export const SEED_MONTH = '202603';

/**
 * Sets `userid`'s goals and results of the seed day's month on the server, as the results feed does (no
 * call of the app changes them); returns the undo, which puts the figures read before back.
 */
export async function writeProgress(h: Harness, userid: string, p: Progress): Promise<() => Promise<void>> {
  const before = (await dataOf(h, userid, 'dashboard/progress', {})).progress as Progress;
  const write = async (q: Progress) => {
    const goals = await h.db
      .update(monthlyGoals)
      .set({ srcGoal: q.srcGoal, dgnssrvcGoal: q.dgnssrvcGoal, consGoal: q.consGoal })
      .where(and(eq(monthlyGoals.userid, userid), eq(monthlyGoals.yyyymm, SEED_MONTH)))
      .returning({ userid: monthlyGoals.userid });
    const results = await h.db
      .update(monthlyResults)
      .set({ custmCnt: q.custmCnt, coupnCnt: q.coupnCnt, counselCnt: q.counselCnt })
      .where(and(eq(monthlyResults.userid, userid), eq(monthlyResults.yyyymm, SEED_MONTH)))
      .returning({ userid: monthlyResults.userid });
    if (goals.length !== 1 || results.length !== 1) throw new Error(`${userid} has no seeded goals or results in ${SEED_MONTH}`);
  };
  await write(p);
  return () => write(before);
}
