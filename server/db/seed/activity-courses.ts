// A year of course history beside the recent courses ./activity and ./today make: completed courses of the
// past year and every required course (필수교육), completed or still in progress. The demo accounts keep
// their fixed courses in progress (the dashboard's and e2e tests' figures) and get completed history only.
import { addDays } from '../../lib/time';
import type { courses } from '../schema';
import { groupBy, uuid } from './activity-rows';
import { DEMO_ACCOUNTS, type StaffSeed } from './org';
import { rng } from './prng';

type CourseRow = typeof courses.$inferInsert;

export const REQUIRED_CATEGORY = '필수교육';
export const REQUIRED_COURSES = ['개인정보보호 교육', '청탁금지법 이해', '직장 내 괴롭힘 예방'] as const;
const HISTORY: readonly [string, readonly string[]][] = [
  ['직무교육', ['상담 화법 기초', '고객 관리 실무', '진단 서비스 활용법', '신규 고객 발굴 전략']],
  ['상품교육', ['씽크빅 전집 상품 이해', '북클럽 멤버십 소개', '프리패스 상품 교육', 'AI 학습 상품 이해']],
  ['리더십교육', ['조직 코칭 기초', '신입 에듀플래너 육성']],
  ['디지털역량', ['스마트올 활용 교육', '모바일 상담 도구 익히기']],
];

const isDemo = (userid: string) => DEMO_ACCOUNTS.some((a) => a.userid === userid);

/** History rows for every member, numbered after `lastReqSeq`. */
export function courseHistory(today: string, staff: readonly StaffSeed[], existing: readonly CourseRow[], lastReqSeq: number): CourseRow[] {
  const out: CourseRow[] = [];
  const mine = groupBy(existing, (c) => c.userid);
  let reqSeq = lastReqSeq;
  for (const s of staff) {
    const r = rng(`course-year:${s.userid}`);
    const add = (cateNm: string, lecNm: string, startDate: string, endDate: string) =>
      out.push({
        reqSeq: `REQ${String(++reqSeq).padStart(6, '0')}`,
        uuid: uuid(r),
        userid: s.userid,
        cateNm,
        lecNm,
        status: endDate >= today ? 'ING' : 'CMPL',
        rqrdYn: cateNm === REQUIRED_CATEGORY ? 'Y' : 'N',
        startDate,
        endDate,
      });
    // Completed courses of the past year, ended before the recent ones began.
    for (let n = r.int(2, 5); n > 0; n--) {
      const [cateNm, lectures] = r.pick(HISTORY);
      const startDate = addDays(today, -r.int(130, 360));
      add(cateNm, r.pick(lectures), startDate, addDays(startDate, r.int(7, 60)));
    }
    const taken = new Set((mine.get(s.userid) ?? []).filter((c) => c.rqrdYn === 'Y').map((c) => c.lecNm));
    for (const lecNm of REQUIRED_COURSES) {
      if (taken.has(lecNm)) continue;
      if (isDemo(s.userid) || r.chance(0.65)) {
        const startDate = addDays(today, -r.int(60, 330));
        add(REQUIRED_CATEGORY, lecNm, startDate, addDays(startDate, r.int(14, 45)));
      } else {
        const startDate = addDays(today, -r.int(0, 45));
        add(REQUIRED_CATEGORY, lecNm, startDate, addDays(today, r.int(10, 90)));
      }
    }
  }
  return out;
}
