// The demo rows of the customer detail's other sections: diagnosis coupons per staff member, learning
// products and items and book care per child, purchases and recruit registrations at centres (by phone,
// so a household's look-alikes, integration-pairs.ts, share them), and interest choices. Each owner's first
// customers get every case, so planner01's detail shows each section and every learning layout; the rest
// is drawn from streams of their own, so the other rows stay as they were.
import { LEARNING_IDS, MARATHON_ID, READING_ID } from '../../../src/domain/customers/sections-contract';
import { OTHER_ACTIVITY } from '../../../src/domain/customers/customer-edit';
import { addDays, monthStart, yyyymm } from '../../lib/time';
import type { bookCares, centrePurchases, customerInterests, diagnosisCoupons, interestCodes, learningItems, learningProducts, recruitRegistrations } from '../schema';
import type { CustomerRows } from './customer-rows';
import { PRODUCTS } from './korean';
import { type Rng, rng } from './prng';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface SectionRows {
  coupons: Insert<typeof diagnosisCoupons>[];
  learningProducts: Insert<typeof learningProducts>[];
  learningItems: Insert<typeof learningItems>[];
  bookCares: Insert<typeof bookCares>[];
  purchases: Insert<typeof centrePurchases>[];
  recruits: Insert<typeof recruitRegistrations>[];
  interestCodes: Insert<typeof interestCodes>[];
  interests: Insert<typeof customerInterests>[];
}

/** The interest families' choices (spec 2 §3), in the popup's order; CRD 78 is 'other'. */
export const INTEREST_CODES: Readonly<Record<string, readonly [string, string][]>> = {
  CED: [['01', '매우 높음'], ['02', '높음'], ['03', '보통'], ['04', '낮음']],
  CEC: [['01', '국어'], ['02', '수학'], ['03', '영어'], ['04', '과학'], ['05', '사회'], ['06', '한자'], ['07', '독서'], ['08', '코딩']],
  CIP: [['01', '지인 소개'], ['02', '맘카페'], ['03', '블로그·SNS'], ['04', 'TV·광고'], ['05', '유치원·학교'], ['06', '방문 상담']],
  CLA: [['01', '학습지'], ['02', '학원'], ['03', '방과후 수업'], ['04', '온라인 학습'], ['05', '과외'], ['06', '엄마표 학습']],
  CMC: [['01', '창작동화'], ['02', '자연관찰'], ['03', '세계명작'], ['04', '과학동화'], ['05', '인물이야기'], ['06', '영어동화']],
  CMM: [['01', '10만원 미만'], ['02', '10~20만원'], ['03', '20~30만원'], ['04', '30~50만원'], ['05', '50만원 이상']],
  CDS: [['01', '태블릿'], ['02', '스마트폰'], ['03', 'PC'], ['04', '스마트TV'], ['05', '전용 학습기']],
  CRD: [['71', '놀이터'], ['72', '도서관'], ['73', '문화센터'], ['74', '유치원·어린이집'], ['75', '학교 앞'], ['76', '아파트 단지'], ['77', '마트·백화점'], [OTHER_ACTIVITY, '기타']],
};

/** Purchases and recruit registrations added to each owner's second customer: more than a page of each. */
const LONG_RECORD = 12;

const PLACES = ['동네 키즈카페', '주민센터 앞 광장', '근린공원 분수대', '교회 주차장'];

/** Centres the purchases and recruit registrations name (the branch's own and two others). */
const CENTRES: readonly [string, string][] = [
  ['C1101', '역삼센터'],
  ['C1102', '대치센터'],
  ['C1103', '분당센터'],
  ['C2101', '잠실센터'],
  ['C2102', '수지센터'],
];

/** The learning products by layout (README of the layouts in sections-contract.ts). */
const LEARNING_NAMES: Readonly<Record<string, string>> = {
  WP_IF_050004: '씽크빅 국어',
  WP_IF_050005: '씽크빅 수학',
  WP_IF_050006: '씽크빅 스마트올',
  WP_IF_050007: '영어 프리패스',
  WP_IF_050008: '수학 프리패스',
  WP_IF_050009: '한자 씽크빅',
  WP_IF_050010: '스마트 사회과학',
  WP_IF_050011: '북클럽 멤버십',
  WP_IF_050012: '독서 멤버십',
};
const PRODUCT_IDS = LEARNING_IDS.filter((id) => id !== MARATHON_ID);

function learningItem(r: Rng, today: string, chlnKwkey: string, prdtnm: string, apiId: string, sort: number): Insert<typeof learningItems> {
  // Every row has every column (the bulk insert takes the columns of the first row).
  const base = {
    chlnKwkey,
    prdtnm,
    apiId,
    sort,
    prdNm: prdtnm,
    lrnngStep: '',
    lrnngNextMth: '',
    lrnngPrgrs: 0,
    avrgLrnngTm: 0,
    nextVidSchdl: '',
    lrnngStrDt: '',
    lrnngEndDt: '',
    stndLrnng: '',
    mckExamDt: '',
    mockData: [] as { mckExamTp: string; mckExamScr: number; mckExam: string }[],
    extraTotSum: 0,
    ptnUseYn: 'N' as 'Y' | 'N',
  };
  const start = addDays(today, -r.int(30, 300));
  const nextMonth = monthStart(today, 1).slice(0, 7);
  const time = r.int(8, 40) * 60 + r.int(0, 59);
  switch (apiId) {
    case 'WP_IF_050004':
    case 'WP_IF_050005':
      return { ...base, lrnngStep: `${r.pick(['A', 'B', 'C', 'D'])}-${r.int(1, 6)}단계`, lrnngNextMth: nextMonth, lrnngPrgrs: r.int(20, 100), avrgLrnngTm: time, stndLrnng: '주 5회 · 하루 2장' };
    case 'WP_IF_050006':
      return { ...base, prdNm: `${prdtnm} ${r.pick(['국어', '수학', '통합'])}`, lrnngPrgrs: r.int(10, 100), avrgLrnngTm: time, lrnngStrDt: start, lrnngEndDt: addDays(start, 365), ptnUseYn: r.chance(0.5) ? 'Y' : 'N' };
    case 'WP_IF_050007':
      return { ...base, lrnngPrgrs: r.int(10, 100), avrgLrnngTm: time, nextVidSchdl: `${addDays(today, r.int(1, 7))} ${r.pick(['16:00', '17:00', '19:30'])}`, lrnngStrDt: start, lrnngEndDt: addDays(start, 180) };
    case 'WP_IF_050008':
      return { ...base, lrnngPrgrs: r.int(10, 100), avrgLrnngTm: time, stndLrnng: '하루 20분', lrnngStep: `${r.int(1, 6)}학년 ${r.int(1, 2)}학기` };
    case 'WP_IF_050009':
      return { ...base, lrnngStep: `${r.int(4, 8)}급`, lrnngNextMth: nextMonth, lrnngPrgrs: r.int(10, 100) };
    case 'WP_IF_050010': {
      const day = addDays(today, -r.int(5, 60));
      return {
        ...base,
        mckExamDt: day,
        mockData: ['국어', '수학', '사회', '과학'].map((subject) => ({ mckExamTp: subject, mckExamScr: r.int(55, 100), mckExam: `${Number(day.slice(5, 7))}월 모의평가` })),
      };
    }
    case 'WP_IF_050011':
      return { ...base, lrnngPrgrs: r.int(10, 100), extraTotSum: r.int(5, 120), lrnngStrDt: start, lrnngEndDt: addDays(start, 365) };
    case READING_ID:
      return { ...base, lrnngPrgrs: r.int(10, 100), extraTotSum: r.int(10, 200), lrnngStrDt: start, lrnngEndDt: addDays(start, 365), avrgLrnngTm: time };
    default:
      // The reading marathon: books read toward the course, and the course.
      return { ...base, prdNm: '독서 마라톤', lrnngStep: r.pick(['5km 코스', '하프 코스', '풀코스']), extraTotSum: r.int(3, 42), lrnngPrgrs: r.int(5, 100), ptnUseYn: r.chance(0.4) ? 'Y' : 'N' };
  }
}

/**
 * Adds the sections' rows for `rows` (setting the customers' no-jin fields, and adding completed diagnoses
 * to each owner's first four customers and first customer with children).
 */
export function buildCustomerSections(today: string, rows: CustomerRows, staffIds: readonly string[]): SectionRows {
  const out: SectionRows = {
    coupons: staffIds.map((userid) => {
      const r = rng(`coupons:${userid}`);
      return { userid, aieltRmnngCnt: r.int(1, 10), tedsRmnngCnt: r.int(1, 10), tediRmnngCnt: r.int(0, 10) };
    }),
    learningProducts: [],
    learningItems: [],
    bookCares: [],
    purchases: [],
    recruits: [],
    interestCodes: Object.entries(INTEREST_CODES).flatMap(([prenCd, codes]) => codes.map(([cdVl1, cdNm], i) => ({ prenCd, cdVl1, cdNm, sort: i + 1 }))),
    interests: [],
  };
  const kidsOf = new Map<string, CustomerRows['children']>();
  for (const k of rows.children) kidsOf.set(k.kwkkey, [...(kidsOf.get(k.kwkkey) ?? []), k]);
  const perOwner = new Map<string, { customers: number; kids: number; dgns: boolean }>();
  let childNo = 0;
  let purchaseNo = 0;
  let longNo = 0;

  for (const cust of rows.customers) {
    const n = perOwner.get(cust.ownerUserid) ?? { customers: 0, kids: 0, dgns: false };
    perOwner.set(cust.ownerUserid, n);
    const position = n.customers++;
    const r = rng(`customer-sections:${cust.kwkkey}`);

    // Interests: a few per family, and the no-jin activity; the first prospect's is 'other' with a place.
    for (const [prenCd, codes] of Object.entries(INTEREST_CODES)) {
      if (prenCd === 'CRD') continue;
      const single = prenCd === 'CED' || prenCd === 'CMM';
      const count = single ? (r.chance(0.7) ? 1 : 0) : r.int(0, 2);
      const picked = new Set<string>();
      for (let k = 0; k < count; k++) picked.add(r.pick(codes)[0]);
      for (const cdVl1 of picked) out.interests.push({ kwkkey: cust.kwkkey, prenCd, cdVl1 });
    }
    const activity = position === 1 ? OTHER_ACTIVITY : r.chance(0.4) ? r.pick(INTEREST_CODES.CRD!)[0] : null;
    cust.prensrno = activity;
    cust.custnote = activity === OTHER_ACTIVITY ? r.pick(PLACES) : null;

    const kids = kidsOf.get(cust.kwkkey) ?? [];
    // Each owner's first four customers (one of each type) and first customer with children: a completed
    // diagnosis of every kind they have none of, due in a month or later (so no list flag changes).
    if (kids.length > 0 && (position < 4 || !n.dgns)) {
      n.dgns = true;
      const taken = new Set(rows.diagnoses.filter((d) => d.kwkkey === cust.kwkkey && d.prgsStat === 'C').map((d) => d.examCd));
      for (const examCd of (['KEDI', 'KEDS', 'ELT'] as const).filter((k) => !taken.has(k))) {
        const compDt = addDays(today, -r.int(20, 150));
        const examNo = `${examCd}${compDt.replaceAll('-', '')}S${String(rows.diagnoses.length + 1).padStart(5, '0')}`;
        rows.diagnoses.push({
          examCd,
          examNo,
          kwkkey: cust.kwkkey,
          chlnKwkey: kids[0]!.chlnKwkey,
          prgsStat: 'C',
          compDt,
          dueDate: addDays(compDt, 182),
          rsltUrl: `https://diagnosis.eduplanner.example/result/${examNo}`,
        });
      }
    }

    // Learning: three products per child; an owner's children take the layouts in turn, so three children
    // cover all nine (the reading product brings the marathon).
    for (const kid of kids) {
      const k = n.kids++;
      const no = ++childNo;
      const kr = rng(`learning:${kid.chlnKwkey}`);
      for (let s = 0; s < 3; s++) {
        const apiId = PRODUCT_IDS[(k * 3 + s) % PRODUCT_IDS.length]!;
        const prdtnm = LEARNING_NAMES[apiId]!;
        out.learningProducts.push({ chlnKwkey: kid.chlnKwkey, apiId, prdtnm, sort: s + 1 });
        out.learningItems.push(learningItem(kr, today, kid.chlnKwkey, prdtnm, apiId, 1));
        if (apiId === 'WP_IF_050006') out.learningItems.push(learningItem(kr, today, kid.chlnKwkey, prdtnm, apiId, 2));
        if (apiId === READING_ID) out.learningItems.push(learningItem(kr, today, kid.chlnKwkey, prdtnm, MARATHON_ID, 2));
      }
      // Book care: children of contract customers, of each owner's first four customers, and every owner's first child.
      if (cust.custDivDetail === 'SCD01' || position < 4 || k === 0) {
        const set = kr.pick(PRODUCTS[0]!.names);
        const rounds = kr.int(2, 5);
        const startYear = addDays(today, -rounds * 31).slice(0, 4);
        for (let round = 1; round <= rounds; round++) {
          const month = monthStart(today, round - rounds + 1);
          out.bookCares.push({
            chlnKwkey: kid.chlnKwkey,
            rpyery: startYear,
            rpseqi: String(700000 + no),
            rpseri: String(round).padStart(2, '0'),
            rpgnam: set,
            rpkdcn: kr.pick(['정기 방문 케어', '독서 코칭', '교재 점검']),
            rpssym: yyyymm(month),
            rptym1: month > today ? '방문예정' : '방문완료',
            // The visit day: each owner's first child is visited on the seed day in its month (the day's
            // book-care notice); the others on a day of their month spread by the round.
            rpndte: k === 0 && month === monthStart(today) ? today : addDays(month, (no * 7 + round * 3) % 28),
          });
        }
      }
    }

    // Purchases at centres: the first four customers of each owner, then one in five.
    if (position < 4 || r.chance(0.2)) {
      const centres = new Set<number>();
      for (let k = r.int(1, 3); k > 0; k--) centres.add(r.int(0, CENTRES.length - 1));
      for (const c of centres) {
        const [cntrCd, cntrNm] = CENTRES[c]!;
        const product = r.pick(PRODUCTS);
        const names = new Set<string>();
        for (let k = r.int(1, 3); k > 0; k--) names.add(r.pick(product.names));
        out.purchases.push({
          kwkey: `P${cntrCd.slice(1)}${String(++purchaseNo).padStart(6, '0')}`,
          cntrCd,
          cntrNm,
          kwcnam: cust.name,
          tel1: cust.tel1,
          tel2: cust.tel2,
          tel3: cust.tel3,
          kwsad1: cust.addr1 ?? '',
          prdtnms: [...names],
          hstrYn: r.chance(0.3) ? 'Y' : 'N',
          lastBuyDt: addDays(today, -r.int(10, 900)),
        });
      }
    }

    // Recruit registrations: the owner's first four customers (the first at two centres), then one in twelve.
    if (position < 4 || r.chance(0.08))
      for (let k = position === 0 ? 2 : 1; k > 0; k--) {
        const [cntrCd, cntrNm] = CENTRES[(r.int(0, CENTRES.length - 1) + k) % CENTRES.length]!;
        out.recruits.push({ custNm: cust.name, tel1: cust.tel1, tel2: cust.tel2, tel3: cust.tel3, cntrCd, cntrNm, regDate: addDays(today, -r.int(1, 700)) });
      }

    // A long record for each owner's second customer, so the branch head's purchase history and recruiting
    // popups page (10 a page, spec 2 §9): a dozen more of each, from a stream of their own (the rest stays).
    if (position === 1) {
      const lr = rng(`long-record:${cust.kwkkey}`);
      for (let k = 0; k < LONG_RECORD; k++) {
        const [cntrCd, cntrNm] = CENTRES[k % CENTRES.length]!;
        out.purchases.push({
          kwkey: `Q${cntrCd.slice(1)}${String(++longNo).padStart(6, '0')}`,
          cntrCd,
          cntrNm,
          kwcnam: cust.name,
          tel1: cust.tel1,
          tel2: cust.tel2,
          tel3: cust.tel3,
          kwsad1: cust.addr1 ?? '',
          prdtnms: [lr.pick(lr.pick(PRODUCTS).names)],
          hstrYn: k % 3 === 0 ? 'Y' : 'N',
          lastBuyDt: addDays(today, -(30 + k * 45)),
        });
        out.recruits.push({ custNm: cust.name, tel1: cust.tel1, tel2: cust.tel2, tel3: cust.tel3, cntrCd, cntrNm, regDate: addDays(today, -(20 + k * 37)) });
      }
    }
  }
  return out;
}
