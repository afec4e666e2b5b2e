// A year of schedules for every staff member (the schedule screens and their bench): half a year back and
// half a year ahead of the seed day, every kind, all-day and timed, some over several days, the past ones
// mostly completed, a few deleted, and accompanies of another member of the same branch. The seed day
// itself is left to ./today (the dashboard's fixed day), and these come from streams of their own, so the
// rows ./activity made stay as they were. Also the HQ schedule's events over the months around the seed day.
import { addDays } from '../../lib/time';
import type { hqSchedules, schedules } from '../schema';
import type { CustomerRows } from './customers';
import type { StaffSeed } from './org';
import { rng } from './prng';

type ScheduleRow = typeof schedules.$inferInsert;

const TITLES = ['아파트 단지 노진 활동', '지국 주간 회의', '신상품 교육 참석', '학부모 설명회', '월간 실적 점검', '센터 행사 준비'];
const PLACES = ['고객 자택', '역삼센터', '근처 카페', '아파트 커뮤니티센터'];
const CUSTOMER_KINDS = ['SSD01', 'SSD02', 'SSD04', 'SSD05'];
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The year's schedules, numbered after `lastSqno`; accompanies follow earlier rows of `all` or of these. */
export function yearSchedules(today: string, staff: readonly StaffSeed[], rows: CustomerRows, size: 'full' | 'small', lastSqno: number): ScheduleRow[] {
  const out: ScheduleRow[] = [];
  let sqno = lastSqno;
  const perWeek = size === 'full' ? 4 : 1;
  for (const s of staff) {
    const r = rng(`schedule-year:${s.userid}`);
    const own = rows.customers.filter((c) => c.ownerUserid === s.userid);
    const branchPeers = new Set(staff.filter((p) => p.brncCd === s.brncCd && p.userid !== s.userid).map((p) => p.userid));
    for (let week = -26; week < 26; week++)
      for (let n = 0; n < perWeek; n++) {
        let sttDt = addDays(today, week * 7 + r.int(0, 6));
        if (sttDt === today) sttDt = addDays(today, -1);
        const peers = out.filter((x) => branchPeers.has(x.userid) && x.scdlDivCd !== 'SSD06' && x.sttDt === sttDt && x.dltnYn === 'N');
        let kind = r.pick(['SSD01', 'SSD01', 'SSD02', 'SSD03', 'SSD04', 'SSD05', 'SSD06', 'SSD06', 'SSD07']);
        if (kind === 'SSD06' && peers.length === 0) kind = 'SSD07';
        if (CUSTOMER_KINDS.includes(kind) && own.length === 0) kind = 'SSD03';
        const customer = CUSTOMER_KINDS.includes(kind) ? r.pick(own) : null;
        const followed = kind === 'SSD06' ? r.pick(peers) : null;
        const allDay = r.chance(0.15);
        const days = r.chance(0.08) ? r.int(1, 3) : 0;
        const start = r.int(18, 36) * 30;
        const endDt = addDays(sttDt, days);
        // A multi-day schedule never reaches into the seed day (the dashboard's fixed day).
        const clipped = sttDt < today && endDt >= today ? addDays(today, -1) : endDt;
        out.push({
          sqno: ++sqno,
          userid: s.userid,
          scdlDivCd: kind,
          custDivCd: customer ? (customer.custDivDetail === 'SCD01' ? 'SCD01' : 'SCD02') : null,
          kwkey: customer?.kwkkey ?? null,
          custNm: customer?.name ?? null,
          etcCntn: kind === 'SSD03' || kind === 'SSD07' ? r.pick(TITLES) : null,
          allYn: followed ? followed.allYn : allDay ? 'Y' : 'N',
          sttDt: followed ? followed.sttDt : sttDt,
          sttHr: followed ? followed.sttHr : allDay ? '' : hhmm(start),
          endDt: followed ? followed.endDt : clipped,
          endHr: followed ? followed.endHr : allDay ? '' : hhmm(start + r.pick([30, 60, 90, 120])),
          addrNm: followed ? (followed.addrNm ?? null) : customer ? r.pick(PLACES) : null,
          addr: followed ? (followed.addr ?? null) : (customer?.addr1 ?? null),
          addrDtpt: followed ? (followed.addrDtpt ?? null) : (customer?.addr2 ?? null),
          memo: r.chance(0.25) ? '준비물: 상품 카탈로그' : null,
          cmplYn: sttDt < today && r.chance(0.8) ? 'Y' : 'N',
          dltnYn: r.chance(0.03) ? 'Y' : 'N',
          acmpScdlSqno: followed?.sqno ?? null,
        });
      }
  }
  // A followed schedule its owner deleted later (after the companion chose it): the companion's accompany
  // reads as deleted (ScheduleRow.dltnYn), so the view shows the deleted notice.
  const pairs = out.filter((x) => x.scdlDivCd === 'SSD06');
  for (const a of pairs.filter((_, i) => i % 10 === 0)) {
    const f = out.find((x) => x.sqno === a.acmpScdlSqno);
    if (f) f.dltnYn = 'Y';
  }
  return out;
}

const HQ_EVENTS: readonly [string, string, string][] = [
  ['전사 신상품 설명회', '신상품', '교육'],
  ['상반기 우수 에듀플래너 시상식', '시상식', '행사'],
  ['독서 캠페인 기간', '독서캠페인', '캠페인'],
  ['본사 시스템 점검', '시스템점검', '공지'],
  ['학부모 초청 세미나', '세미나', '행사'],
  ['진단 서비스 집중 기간', '진단집중', '캠페인'],
  ['지점장 회의', '지점장회의', '회의'],
  ['개인정보보호 특별 교육', '정보보호', '교육'],
];

/** HQ events over seven months around the seed day: one-day and multi-day ones, a few on the seed day. */
export function hqEvents(today: string): (typeof hqSchedules.$inferInsert)[] {
  const r = rng('hq-schedules');
  const out: (typeof hqSchedules.$inferInsert)[] = [];
  for (let d = -100; d <= 100; d += r.int(2, 6)) {
    const [title, titleSmp, cdNm] = r.pick(HQ_EVENTS);
    const sttDt = addDays(today, d);
    out.push({ seq: out.length + 1, sttDt, endDt: addDays(sttDt, r.chance(0.3) ? r.int(1, 9) : 0), title, titleSmp, cdNm });
  }
  out.push({ seq: out.length + 1, sttDt: today, endDt: today, title: '본사 월례 조회', titleSmp: '월례조회', cdNm: '행사' });
  return out;
}
