// Demo lecture sessions with QR codes and past attendance (spec 1 §7 eduqr): on the seed day one session
// open in the morning (08:00-12:00), one in the afternoon (13:00-18:00), one open for a month from the
// day before (so a demo keeps a scannable code after the seed day), one closed the day before, and six
// past sessions the demo accounts attended (planner03 none, for the empty history).
import { addDays, isWeekday, kstMidnight } from '../../lib/time';
import type { eduQrAttendance, eduQrSessions } from '../schema';
import { DEMO_ACCOUNTS, type StaffSeed } from './org';
import { rng } from './prng';

type SessionRow = typeof eduQrSessions.$inferInsert & { id: number };
type AttendanceRow = typeof eduQrAttendance.$inferInsert;

/** Codes of the seed day's sessions (docs/api.md, e2e tests). */
export const EDU_QR_CODES = {
  morning: 'EDUQR-TODAY-AM',
  afternoon: 'EDUQR-TODAY-PM',
  month: 'EDUQR-MONTH-OPEN',
  closed: 'EDUQR-YESTERDAY',
} as const;

const at = (day: string, time: string) => new Date(kstMidnight(day).getTime() + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) * 60_000);

/** The weekday on or before `day`: lectures are held on weekdays. */
function weekdayOnOrBefore(day: string): string {
  let d = day;
  while (!isWeekday(d)) d = addDays(d, -1);
  return d;
}

const PAST: readonly [number, string, string, string][] = [
  [4, '필수교육: 개인정보보호 교육', '강남지점 대회의실', '10:00'],
  [11, '직무교육: 상담 화법 기초', '역삼센터 3층 교육장', '14:00'],
  [19, '상품교육: 북클럽 멤버십 소개', '대치센터 교육장', '10:00'],
  [27, '디지털역량: 스마트올 활용 교육', '강남지점 대회의실', '13:30'],
  [40, '직무교육: 진단 서비스 활용법', '분당센터 교육장', '10:00'],
  [55, '리더십교육: 신입 에듀플래너 육성', '강남지점 대회의실', '15:00'],
];

export function buildEduQrSessions(today: string): SessionRow[] {
  const yesterday = addDays(today, -1);
  const rows: SessionRow[] = [
    { id: 1, qrCode: EDU_QR_CODES.morning, lecNm: '신상품 교육: 과학동화 개정판', placeNm: '역삼센터 3층 교육장', opensAt: at(today, '08:00'), closesAt: at(today, '12:00') },
    { id: 2, qrCode: EDU_QR_CODES.afternoon, lecNm: '상담 화법 심화 과정', placeNm: '강남지점 대회의실', opensAt: at(today, '13:00'), closesAt: at(today, '18:00') },
    { id: 3, qrCode: EDU_QR_CODES.month, lecNm: '개인정보보호 보수교육 (상시)', placeNm: '각 센터 교육실', opensAt: at(yesterday, '00:00'), closesAt: at(addDays(today, 30), '00:00') },
    { id: 4, qrCode: EDU_QR_CODES.closed, lecNm: '북클럽 멤버십 소개', placeNm: '대치센터 교육장', opensAt: at(yesterday, '09:00'), closesAt: at(yesterday, '12:00') },
  ];
  PAST.forEach(([ago, lecNm, placeNm, time], i) => {
    const day = weekdayOnOrBefore(addDays(today, -ago));
    const opensAt = at(day, time);
    rows.push({ id: 5 + i, qrCode: `EDUQR-PAST-${String(i + 1).padStart(2, '0')}`, lecNm, placeNm, opensAt, closesAt: new Date(opensAt.getTime() + 2 * 3_600_000) });
  });
  return rows;
}

/** Past attendance: every demo account but planner03 attended most past sessions; others about half. */
export function buildEduQrAttendance(staff: readonly StaffSeed[], sessions: readonly SessionRow[]): AttendanceRow[] {
  const past = sessions.filter((s) => s.qrCode.startsWith('EDUQR-PAST-'));
  const rows: AttendanceRow[] = [];
  for (const s of staff) {
    if (s.userid === 'planner03') continue;
    const demo = DEMO_ACCOUNTS.some((a) => a.userid === s.userid);
    const r = rng(`edu-qr:${s.userid}`);
    past.forEach((session, i) => {
      if (demo ? i === 3 : !r.chance(0.5)) return;
      rows.push({ sessionId: session.id, userid: s.userid, atndAt: new Date(session.opensAt.getTime() + r.int(1, 25) * 60_000) });
    });
  }
  return rows;
}
