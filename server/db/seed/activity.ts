// Demo activity per staff member: schedules around the current month, courses, monthly goals and
// results (spread over the medal levels) and morning-meeting attendance for the past weeks; the seed
// day itself (today's schedules, the demo accounts' courses and meetings) comes from ./today, and the
// year's history (results, courses, the activity records) from ./activity-*.
import { addDays, monthStart, weekday, yyyymm } from '../../lib/time';
import type { activityDays, activityMonths, courses, monthlyGoals, monthlyResults, morningMeetings, schedules } from '../schema';
import { buildActivityRecords } from './activity-records';
import { courseHistory } from './activity-courses';
import { monthMeetings } from './activity-meetings';
import { groupBy, uuid } from './activity-rows';
import { yearResults } from './activity-year';
import type { CustomerRows } from './customers';
import type { StaffSeed } from './org';
import { type Rng, rng } from './prng';
import { demoCourses, todayMeeting, todayScheduleCount, todaySchedules } from './today';

export interface ActivityRows {
  schedules: (typeof schedules.$inferInsert)[];
  courses: (typeof courses.$inferInsert)[];
  monthlyGoals: (typeof monthlyGoals.$inferInsert)[];
  monthlyResults: (typeof monthlyResults.$inferInsert)[];
  morningMeetings: (typeof morningMeetings.$inferInsert)[];
  activityMonths: (typeof activityMonths.$inferInsert)[];
  activityDays: (typeof activityDays.$inferInsert)[];
}

const ETC_TITLES = ['아파트 단지 노진 활동', '지국 주간 회의', '신상품 교육 참석', '학부모 설명회', '센터 정리', '월간 실적 점검'];
const PLACES = ['고객 자택', '역삼센터', '근처 카페', '아파트 커뮤니티센터', '학원가 상담실'];
const COURSES: readonly [string, readonly string[]][] = [
  ['필수교육', ['개인정보보호 교육', '청탁금지법 이해', '직장 내 괴롭힘 예방']],
  ['직무교육', ['상담 화법 기초', '고객 관리 실무', '진단 서비스 활용법']],
  ['상품교육', ['씽크빅 전집 상품 이해', '북클럽 멤버십 소개', '프리패스 상품 교육']],
  ['리더십교육', ['조직 코칭 기초', '신입 에듀플래너 육성']],
  ['디지털역량', ['스마트올 활용 교육', '모바일 상담 도구 익히기']],
];

/** Current-month medal tier of the demo accounts, so each medal shows on some dashboard. */
const DEMO_TIER: Readonly<Record<string, number>> = { planner01: 0, planner02: 1, planner03: 2, partner01: 3, master01: 1 };
/** Ratio ranges: gold (≥100 %), silver (80-99), bronze (50-79), none. */
const TIERS: readonly [number, number][] = [[1.0, 1.3], [0.8, 0.99], [0.5, 0.79], [0.1, 0.49]];

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function buildActivity(today: string, staff: readonly StaffSeed[], rows: CustomerRows, size: 'full' | 'small'): ActivityRows {
  const out: ActivityRows = { schedules: [], courses: [], monthlyGoals: [], monthlyResults: [], morningMeetings: [], activityMonths: [], activityDays: [] };
  const from = monthStart(today, -1);
  const span = (Date.parse(monthStart(today, 2)) - Date.parse(from)) / 86_400_000;
  let sqno = 0;
  let reqSeq = 0;
  // Indexes by user, so the builders stay linear in the organisation's size (thousands of staff).
  const customersOf = groupBy(rows.customers, (c) => c.ownerUserid);
  const schedulesOf = new Map<string, ActivityRows['schedules']>();
  for (const s of staff) {
    const r = rng(`activity:${s.userid}`);
    const own = customersOf.get(s.userid) ?? [];
    const first = out.schedules.length;
    // The manager's schedules are all made by now (managers come first): the ones an accompany may follow.
    const peers = (schedulesOf.get(s.managerUserid ?? '') ?? []).filter((x) => x.scdlDivCd !== 'SSD06' && x.sttDt !== today);
    // Today's come from todaySchedules: the generated ones keep off today and leave room for them.
    for (let n = (size === 'full' ? r.int(20, 40) : 10) - todayScheduleCount(s); n > 0; n--) {
      const drawn = addDays(from, r.int(0, span - 1));
      const sttDt = drawn === today ? addDays(today, 1) : drawn;
      let type = r.pick(['SSD01', 'SSD01', 'SSD01', 'SSD02', 'SSD03', 'SSD04', 'SSD05', 'SSD06', 'SSD07']);
      if (type === 'SSD06' && peers.length === 0) type = 'SSD07';
      if (['SSD01', 'SSD02', 'SSD04', 'SSD05'].includes(type) && own.length === 0) type = 'SSD03';
      const allDay = r.chance(0.2);
      const start = r.int(18, 34) * 30;
      const customer = ['SSD01', 'SSD02', 'SSD04', 'SSD05'].includes(type) ? r.pick(own) : null;
      const followed = type === 'SSD06' ? r.pick(peers) : null;
      out.schedules.push({
        sqno: ++sqno,
        userid: s.userid,
        scdlDivCd: type,
        custDivCd: customer ? (customer.custDivDetail === 'SCD01' ? 'SCD01' : 'SCD02') : null,
        kwkey: customer?.kwkkey ?? null,
        custNm: customer?.name ?? null,
        etcCntn:
          type === 'SSD03' || type === 'SSD07'
            ? r.pick(ETC_TITLES)
            : followed
              ? `${followed.custNm ?? followed.etcCntn ?? ''} 동행`
              : null,
        allYn: followed ? followed.allYn : allDay ? 'Y' : 'N',
        sttDt: followed ? followed.sttDt : sttDt,
        sttHr: followed ? followed.sttHr : allDay ? '' : hhmm(start),
        endDt: followed ? followed.endDt : sttDt,
        endHr: followed ? followed.endHr : allDay ? '' : hhmm(start + r.pick([30, 60, 90, 120])),
        addrNm: customer ? r.pick(PLACES) : null,
        addr: customer ? (customer.addr1 ?? null) : null,
        addrDtpt: null,
        memo: r.chance(0.3) ? '준비물: 상품 카탈로그, 진단 쿠폰' : null,
        cmplYn: sttDt < today && r.chance(0.8) ? 'Y' : 'N',
        dltnYn: r.chance(0.03) ? 'Y' : 'N',
        acmpScdlSqno: followed?.sqno ?? null,
      });
    }
    todaySchedules(today, s, own, out.schedules, () => ++sqno);
    schedulesOf.set(s.userid, out.schedules.slice(first));
    const fixed = demoCourses(today, s, (days) => addDays(today, days), () => `REQ${String(++reqSeq).padStart(6, '0')}`, () => uuid(r));
    if (fixed) out.courses.push(...fixed);
    else for (let n = size === 'full' ? r.int(2, 8) : 3; n > 0; n--) {
      const [cateNm, lectures] = r.pick(COURSES);
      const startDate = addDays(today, -r.int(0, 120));
      const endDate = addDays(startDate, r.int(7, 150));
      out.courses.push({
        reqSeq: `REQ${String(++reqSeq).padStart(6, '0')}`,
        uuid: uuid(r),
        userid: s.userid,
        cateNm,
        lecNm: r.pick(lectures),
        status: endDate >= today ? 'ING' : 'CMPL',
        rqrdYn: cateNm === '필수교육' ? 'Y' : 'N',
        startDate,
        endDate,
      });
    }
    for (let back = 3; back >= 0; back--)
      monthOf(r, s, yyyymm(monthStart(today, -back)), back === 0 ? DEMO_TIER[s.userid] : undefined, out);
    // A real organisation has members with no sale yet this month (미가동); a stream of its own, and never
    // the small seed's staff, so every other row stays as it was.
    if (!s.small && rng(`idle:${s.userid}`).chance(0.08)) Object.assign(out.monthlyResults.at(-1)!, { totamt: 0, newAmt: 0 });
    for (let d = size === 'full' ? 21 : 14; d >= 1; d--) {
      const day = addDays(today, -d);
      if (weekday(day) === 0 || weekday(day) === 6) continue;
      const status = r.pick(['Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'S', 'N', 'X']);
      const enter = status === 'N' ? r.int(541, 570) : r.int(510, 540);
      out.morningMeetings.push({
        userid: s.userid,
        date: day,
        attendStatus: status,
        chltim: status === 'X' ? '' : hhmm(enter),
        levtim: status === 'X' ? '' : hhmm(r.int(720, 780)),
      });
    }
    const meeting = todayMeeting(today, s);
    if (meeting) out.morningMeetings.push(meeting);
  }
  // The year's history comes from streams of its own, after the rows above, so those stay as they were.
  yearResults(today, staff, out.monthlyGoals, out.monthlyResults);
  out.courses.push(...courseHistory(today, staff, out.courses, reqSeq));
  out.morningMeetings.push(...monthMeetings(today, staff, out.morningMeetings));
  const activity = buildActivityRecords(today, staff, out.monthlyResults, out.morningMeetings);
  out.activityMonths = activity.months;
  out.activityDays = activity.days;
  return out;
}

function monthOf(r: Rng, s: StaffSeed, month: string, tier: number | undefined, out: ActivityRows): void {
  const goal = { srcGoal: r.int(10, 30), dgnssrvcGoal: r.int(5, 15), consGoal: r.int(10, 30), goalAmt: r.int(30, 150) * 10 };
  /** A count whose floored percentage of `target` falls inside the tier's range. */
  const reach = (target: number) => {
    const [lo, hi] = TIERS[tier ?? r.int(0, 3)]!;
    const min = Math.ceil(target * lo);
    return r.int(min, Math.max(min, Math.floor(target * hi)));
  };
  const totamt = reach(goal.goalAmt) * 10_000;
  out.monthlyGoals.push({ userid: s.userid, yyyymm: month, ...goal });
  out.monthlyResults.push({
    userid: s.userid,
    yyyymm: month,
    totamt,
    newAmt: Math.round((totamt * (0.3 + r.next() * 0.4)) / 1000) * 1000,
    custmCnt: reach(goal.srcGoal),
    coupnCnt: reach(goal.dgnssrvcGoal),
    counselCnt: reach(goal.consGoal),
    bkcareCnt: r.int(0, 20),
    expireCnt: r.int(0, 6),
  });
}
