// Server answers for the home screen's model tests (a district head: every card, the organisation switch
// and today's meeting organisations), the data the dashboard machine holds once they are loaded, and
// homeAnswers() for the child machines' tests, which load the same home with their own figures.
import type { DashboardData, Figures } from '../../../machines/dashboard/dashboard.types';
import type { Session } from '../../../src/domain/login/contract';
import type { AttendanceState, DashboardBase, MorningCheck, OrgChoice, OrgStatus, Progress, ScheduleItem } from '../../../src/domain/dashboard/contract';
import type { NoticeRow } from '../../../src/domain/notice/contract';
import { siteLinks, type SiteRow } from '../../../src/domain/outside-sites/outside-sites';

export const SESSION: Session = {
  authToken: 'tok-district', userId: 'district01', userName: '정하늘', orgnzPstn: 'COG02', akdcde: '10230037', cntrCd: 'C1101', brncCd: 'B1100',
  akdrnk: 10, akdmi3: 'GN11', autoLoginYn: 'Y',
};
export const INPUT = { userId: SESSION.userId, akdcde: SESSION.akdcde, position: SESSION.orgnzPstn, akdrnk: SESSION.akdrnk };
export const NOW = new Date('2026-03-12T08:50:00+09:00');

export const BASE: DashboardBase = {
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
export const MORNING: MorningCheck = { meetYn: 'Y', meetDt: '2026-03-12', meetTm: '09:00', orgNm: '역삼센터' };
export const CHOICES: readonly OrgChoice[] = [
  { akdcde: SESSION.akdcde, akdnam: '정하늘', gubunNm: '지국장', isMe: 'Y' },
  { akdcde: '10230185', akdnam: '한지민 팀', gubunNm: '팀', isMe: 'N' },
];
const org = (totcnt: number, meetOrgs: number): OrgStatus => ({
  totcnt, meetY: 3, todayMeet: meetOrgs, recruitCnt: 1, silCnt: 2, silCnt1: 3, silCnt2: totcnt - 5, meetBase: totcnt - 1,
  meetOrgList: [{ akdcde: SESSION.akdcde, akdnam: '역삼센터', gubunNm: '지국' }, { akdcde: '10230185', akdnam: '한지민 팀', gubunNm: '팀' }].slice(0, meetOrgs),
});
export const FIGURES: Figures = {
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
export const NOTICES: readonly NoticeRow[] = [
  { itemId: 7, title: '3월 진단 서비스 운영 안내', importance: '1', writeDate: '2026-03-10' },
  { itemId: 6, title: '신학기 북클럽 프로모션', importance: '2', writeDate: '2026-03-05' },
];
export const EDUCATION = [{ reqSeq: 'REQ000101', uuid: 'a1b2c3d4-0000-4000-8000-000000000001', cateNm: '직무교육', lecNm: '상담 화법 기초' }];

/** The outside sites an operator configured, as site/list answers them to a district head. */
export const SITE_ROWS: readonly SiteRow[] = [
  { siteCd: 'ORDER', url: 'https://order.example.kr/order/pick', ssoYn: 'Y' },
  { siteCd: 'COMMISSION', url: 'https://order.example.kr/commission', ssoYn: 'Y' },
  { siteCd: 'EDU', url: 'https://edu.example.kr/', ssoYn: 'N' },
];

/** What each call answers while the dashboard loads. */
export const LOAD_ANSWERS: Record<string, unknown> = {
  dashboard: BASE,
  getMorningCheck: MORNING,
  organization: FIGURES.org,
  siljuck: FIGURES.performance,
  activity: FIGURES.activity,
  orglist: { list: CHOICES },
  schedule: { list: SCHEDULES, totCnt: 1 },
  education: { list: EDUCATION },
  'notice/list': { list: NOTICES, totCnt: 2 },
  'site/list': { list: SITE_ROWS },
};

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

/** The medals' month: Korea time at NOW. */
export const MONTH = DATA.yyyymm;

export interface HomeFigures {
  readonly attendance?: AttendanceState;
  readonly meeting?: MorningCheck;
  readonly progress?: Progress;
  readonly schedules?: readonly ScheduleItem[];
}

/** LOAD_ANSWERS with a child machine's own starting figures. */
export const homeAnswers = (f: HomeFigures = {}): Record<string, unknown> => ({
  ...LOAD_ANSWERS,
  dashboard: { ...BASE, userInfo: { ...BASE.userInfo, ...f.attendance }, progressInfo: f.progress ?? BASE.progressInfo },
  getMorningCheck: f.meeting ?? MORNING,
  schedule: f.schedules ? { list: f.schedules, totCnt: f.schedules.length } : LOAD_ANSWERS.schedule,
});
