// The seed day itself, which demos and e2e tests look at: every demo account gets four schedules
// today (all-day, completed, accompany, normal), fixed courses and a fixed meeting state; other
// staff get a realistic day of their own.
import { isWeekday } from '../../lib/time';
import type { courses, customers, morningMeetings, schedules } from '../schema';
import { DEMO_ACCOUNTS, type StaffSeed } from './org';
import { rng } from './prng';

type ScheduleRow = typeof schedules.$inferInsert;
type CourseRow = typeof courses.$inferInsert;
type Customer = typeof customers.$inferInsert;

const isDemo = (userid: string) => DEMO_ACCOUNTS.some((a) => a.userid === userid);

/** A schedule of `s` on `today`; times '' make it all-day. */
function scheduleOn(today: string, sqno: number, s: StaffSeed, kind: string, from: string, to: string, extra: Partial<ScheduleRow>): ScheduleRow {
  return {
    sqno,
    userid: s.userid,
    scdlDivCd: kind,
    custDivCd: null,
    kwkey: null,
    custNm: null,
    etcCntn: null,
    allYn: from === '' ? 'Y' : 'N',
    sttDt: today,
    sttHr: from,
    endDt: today,
    endHr: to,
    addrNm: null,
    addr: null,
    addrDtpt: null,
    memo: null,
    cmplYn: 'N',
    dltnYn: 'N',
    acmpScdlSqno: null,
    ...extra,
  };
}

const withCustomer = (c: Customer | undefined): Partial<ScheduleRow> =>
  c ? { custDivCd: c.custDivDetail === 'SCD01' ? 'SCD01' : 'SCD02', kwkey: c.kwkkey, custNm: c.name, addrNm: '고객 자택', addr: c.addr1 ?? null } : {};

/** How many schedules `s` has today: 4 for a demo account, 0-3 for the others. */
export const todayScheduleCount = (s: StaffSeed): number => (isDemo(s.userid) ? 4 : rng(`today-count:${s.userid}`).int(0, 3));

/**
 * Today's schedules of one staff member, appended to `all` (managers come before their members, so
 * an accompany schedule can follow the manager's schedule of today).
 */
export function todaySchedules(today: string, s: StaffSeed, own: readonly Customer[], all: ScheduleRow[], nextSqno: () => number): void {
  const r = rng(`today:${s.userid}`);
  const pick = () => (own.length ? r.pick(own) : undefined);
  const lead = all.find((x) => x.userid === s.managerUserid && x.sttDt === today && x.allYn === 'N' && x.scdlDivCd !== 'SSD06');
  const accompany = (): ScheduleRow =>
    lead
      ? scheduleOn(today, nextSqno(), s, 'SSD06', lead.sttHr!, lead.endHr!, {
          etcCntn: `${lead.custNm ?? lead.etcCntn ?? ''} 동행`,
          addrNm: lead.addrNm ?? null,
          addr: lead.addr ?? null,
          acmpScdlSqno: lead.sqno!,
        })
      : scheduleOn(today, nextSqno(), s, 'SSD07', '13:30', '14:30', { etcCntn: '지국 주간 회의' });
  if (isDemo(s.userid)) {
    const consult = pick();
    const test = pick();
    all.push(
      scheduleOn(today, nextSqno(), s, 'SSD03', '', '', { etcCntn: '아파트 단지 노진 활동', addrNm: '아파트 커뮤니티센터' }),
      consult
        ? scheduleOn(today, nextSqno(), s, 'SSD01', '10:00', '11:00', { ...withCustomer(consult), cmplYn: 'Y' })
        : scheduleOn(today, nextSqno(), s, 'SSD07', '10:00', '11:00', { etcCntn: '월간 실적 점검', cmplYn: 'Y' }),
      accompany(),
      test
        ? scheduleOn(today, nextSqno(), s, 'SSD05', '16:00', '17:00', { ...withCustomer(test), memo: '준비물: 진단 쿠폰' })
        : scheduleOn(today, nextSqno(), s, 'SSD07', '16:00', '17:00', { etcCntn: '신상품 교육 참석' }),
    );
    return;
  }
  for (let n = todayScheduleCount(s), hour = 10; n > 0; n--, hour += 2) {
    const c = pick();
    const from = `${hour}:${r.pick(['00', '30'])}`;
    const to = `${hour + 1}:${r.pick(['00', '30'])}`;
    if (r.chance(0.2)) all.push(accompany());
    else if (c) all.push(scheduleOn(today, nextSqno(), s, r.pick(['SSD01', 'SSD04', 'SSD05']), from, to, withCustomer(c)));
    else all.push(scheduleOn(today, nextSqno(), s, 'SSD07', from, to, { etcCntn: '센터 정리' }));
  }
}

/** Six courses in progress (and one done) for these accounts; none in progress for planner03. */
const COURSE_DEMO = new Set(['planner01', 'planner02', 'master01', 'branch01', 'district01']);
const DEMO_COURSES: readonly [string, string][] = [
  ['필수교육', '개인정보보호 교육'],
  ['직무교육', '상담 화법 기초'],
  ['상품교육', '북클럽 멤버십 소개'],
  ['디지털역량', '스마트올 활용 교육'],
  ['직무교육', '진단 서비스 활용법'],
  ['리더십교육', '신입 에듀플래너 육성'],
];

/** The demo accounts' fixed courses, or null for the generated ones. */
export function demoCourses(today: string, s: StaffSeed, shift: (days: number) => string, nextReqSeq: () => string, uuid: () => string): CourseRow[] | null {
  const row = (cateNm: string, lecNm: string, startAgo: number, length: number): CourseRow => {
    const startDate = shift(-startAgo);
    const endDate = shift(length - startAgo);
    return { reqSeq: nextReqSeq(), uuid: uuid(), userid: s.userid, cateNm, lecNm, status: endDate >= today ? 'ING' : 'CMPL', rqrdYn: cateNm === '필수교육' ? 'Y' : 'N', startDate, endDate };
  };
  if (COURSE_DEMO.has(s.userid))
    return [...DEMO_COURSES.map(([cate, lec], i) => row(cate, lec, 5 + i * 9, 60 + i * 10)), row('상품교육', '씽크빅 전집 상품 이해', 120, 30)];
  if (s.userid === 'planner03') return [row('필수교육', '청탁금지법 이해', 90, 30), row('직무교육', '고객 관리 실무', 60, 20)];
  return null;
}

/** Today's meeting row: fixed for the demo accounts, realistic for the others; none on weekends. */
export function todayMeeting(today: string, s: StaffSeed): typeof morningMeetings.$inferInsert | null {
  if (!isWeekday(today)) return null;
  if (s.userid === 'master01') return { userid: s.userid, date: today, attendStatus: 'S', chltim: '08:41', levtim: '' };
  if (s.userid === 'planner02') return { userid: s.userid, date: today, attendStatus: 'Y', chltim: '08:37', levtim: '09:52' };
  if (isDemo(s.userid)) return null;
  const r = rng(`meeting-today:${s.userid}`);
  const roll = r.next();
  if (roll < 0.25) return null;
  const chltim = `08:${String(r.int(30, 59)).padStart(2, '0')}`;
  return roll < 0.8
    ? { userid: s.userid, date: today, attendStatus: 'S', chltim, levtim: '' }
    : { userid: s.userid, date: today, attendStatus: 'Y', chltim, levtim: `09:${String(r.int(40, 59)).padStart(2, '0')}` };
}
