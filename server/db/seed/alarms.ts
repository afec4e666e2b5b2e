// Demo alerts (the /notification list): every staff member gets some, the demo accounts a fixed number
// (planner01 60: three full pages of 20, then an empty fourth), dated relative to the seed day, some
// naming the owner's real customers and some opening a screen that exists (a notice, /eduQrAtndList, …).
import type { AlertCustomerRef as AlertCustomer, alarms, customers, notices } from '../schema';
import { kstMidnight } from '../../lib/time';
import type { StaffSeed } from './org';
import { type Rng, rng } from './prng';

type AlarmRow = typeof alarms.$inferInsert;
type Customer = typeof customers.$inferInsert;
type Notice = typeof notices.$inferInsert;

/** Alerts per demo account; the other staff get 0-6. */
export const DEMO_ALARM_COUNTS: Readonly<Record<string, number>> = {
  planner01: 60,
  planner02: 30,
  master01: 25,
  partner01: 12,
  branch01: 10,
  district01: 9,
  planner03: 8,
};

/** The newest three alerts of a demo account arrive on the seed day's morning (KST minutes). */
const MORNING = [8 * 60 + 12, 7 * 60 + 55, 6 * 60 + 40];

interface Draft {
  readonly titl: string;
  readonly cntn: string;
  readonly scrnUrl: string | null;
  readonly ppupYn: 'Y' | 'N';
  readonly customers: readonly AlertCustomer[];
}

interface Ctx {
  readonly r: Rng;
  readonly staff: StaffSeed;
  readonly own: readonly Customer[];
  readonly notices: readonly Notice[];
}

const ref = (s: StaffSeed, c: Customer): AlertCustomer => ({
  custNm: c.name,
  // A registration serial only for customers without a contract (docs/decisions.md D31).
  custsrno: c.custDiv === '1' ? '' : c.kwkkey,
  kwkey: c.kwkkey,
  userid: s.userid,
});

const plain = (titl: string, cntn: string, scrnUrl: string | null = null, ppupYn: 'Y' | 'N' = 'N'): Draft => ({ titl, cntn, scrnUrl, ppupYn, customers: [] });

/** Each kind makes one alert, or null when the owner lacks what it needs (customers). */
const KINDS: readonly ((x: Ctx) => Draft | null)[] = [
  ({ r, staff, own }) => {
    const c = r.pick(own.filter((x) => x.custDivDetail === 'SCD01').length ? own.filter((x) => x.custDivDetail === 'SCD01') : own);
    return c ? { ...plain('계약 만료 예정 안내', `${c.name} 고객님의 계약이 ${r.int(3, 30)}일 후 만료됩니다. 재계약 상담 일정을 잡아보세요.`), customers: [ref(staff, c)] } : null;
  },
  ({ r, notices }) => {
    const n = r.pick(notices);
    return n ? plain('새 공지사항', n.title, `/notice/detail?itemId=${n.itemId}`, n.importance === '1' ? 'Y' : 'N') : null;
  },
  ({ r, staff, own }) => {
    const [a, b] = [r.pick(own), r.pick(own)];
    if (!a || !b || a === b) return null;
    return { ...plain('재진단 예정 안내', `${a.name}, ${b.name} 고객님 자녀의 재진단 예정일이 이번 주입니다.`), customers: [ref(staff, a), ref(staff, b)] };
  },
  () => plain('이번 달 목표 달성률', '상담 목표의 80%를 달성했습니다. 홈에서 진행 현황을 확인해 보세요.', '/main'),
  ({ r, staff, own }) => {
    const c = r.pick(own);
    return c ? { ...plain('오늘의 상담 일정', `오늘 16:00 ${c.name} 고객님과 진단 상담 일정이 있습니다.`), customers: [ref(staff, c)] } : null;
  },
  () => plain('교육 출석 완료', '개인정보보호 교육 출석이 확인되었습니다. 출석 내역에서 확인할 수 있습니다.', '/eduQrAtndList'),
  ({ r, staff, own }) => {
    const picked = [...new Set([r.pick(own), r.pick(own), r.pick(own)])].filter((c): c is Customer => c !== undefined);
    const [first] = picked;
    if (!first || picked.length < 2) return null;
    // Only the first is named in the text; the others show as related customers.
    return { ...plain('북케어 대상 고객', `${first.name} 고객님 외 ${picked.length - 1}명이 이번 달 북케어 대상입니다.`), customers: picked.map((c) => ref(staff, c)) };
  },
  () => plain('조회 장소 안내', '내일 오전 9시 조회는 센터 2층 교육실에서 진행됩니다.'),
  ({ staff }) => plain('명함 발송 완료', '고객에게 보낸 모바일 명함이 전달되었습니다.', `/dashboard/profile/${staff.userid}`),
  ({ r, staff, own }) => {
    const c = r.pick(own.filter((x) => x.custDiv === '2').length ? own.filter((x) => x.custDiv === '2') : own);
    return c ? { ...plain('신규 고객 간편가입', `${c.name} 고객님이 QR 간편가입으로 나의 고객에 등록되었습니다.`), customers: [ref(staff, c)] } : null;
  },
  () => plain('간편가입 링크 안내', '간편가입 링크를 카카오톡으로 보내 고객 등록을 늘려 보세요.', '/eduKakaoSync'),
  () => plain('시스템 점검 안내', '오늘 밤 12시부터 2시간 동안 시스템 점검이 있습니다. 점검 중에는 앱을 이용할 수 없습니다.', null, 'Y'),
];

/** What the leaders (no customers of their own) also hear about. */
const LEADER_KINDS: readonly (() => Draft)[] = [
  () => plain('조직 실적 현황', '이번 주 조직의 신규 계약이 12건 등록되었습니다. 홈에서 조직 현황을 확인해 보세요.', '/main'),
  () => plain('조회 출석 현황', '오늘 조회 출석률은 87%입니다.'),
];

/** Send times of one user's alerts, newest first. */
function sendTimes(r: Rng, today: string, s: StaffSeed, count: number): Date[] {
  const demo = s.userid in DEMO_ALARM_COUNTS;
  const span = Math.max(10, Math.ceil(count * 0.7));
  const midnight = kstMidnight(today).getTime();
  return Array.from({ length: count }, (_, p) =>
    demo && p < MORNING.length
      ? new Date(midnight + MORNING[p]! * 60_000)
      : new Date(midnight - r.int(1, span) * 86_400_000 + r.int(9 * 60, 20 * 60 + 59) * 60_000),
  ).sort((a, b) => b.getTime() - a.getTime());
}

function draftsOf(ctx: Ctx, count: number): Draft[] {
  const leader = ctx.own.length === 0;
  const out: Draft[] = [];
  for (let k = 0; out.length < count; k++) {
    const d = leader && k % 3 === 0 ? LEADER_KINDS[(k / 3) % LEADER_KINDS.length]!() : KINDS[k % KINDS.length]!(ctx);
    if (d) out.push(d);
  }
  return out;
}

/**
 * Alerts of `staff` with explicit pushSqno: numbered in send order over everyone, so a user's newest
 * alert has their highest pushSqno (the list is ordered and pinned by pushSqno).
 */
export function buildAlarms(today: string, staff: readonly StaffSeed[], all: readonly Customer[], noticeRows: readonly Notice[]): AlarmRow[] {
  const rows = staff.flatMap((s) => {
    const r = rng(`alarms:${s.userid}`);
    const count = DEMO_ALARM_COUNTS[s.userid] ?? r.int(0, 6);
    const own = all.filter((c) => c.ownerUserid === s.userid);
    const times = sendTimes(r, today, s, count);
    return draftsOf({ r, staff: s, own, notices: noticeRows }, count).map((d, p) => ({ d, p, userid: s.userid, sentAt: times[p]! }));
  });
  rows.sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.userid.localeCompare(b.userid) || b.p - a.p);
  return rows.map(({ d, userid, sentAt }, i) => ({
    pushSqno: i + 1,
    userid,
    titl: d.titl,
    cntn: d.cntn,
    scrnUrl: d.scrnUrl,
    ppupYn: d.ppupYn,
    customers: d.customers,
    sentAt,
  }));
}
