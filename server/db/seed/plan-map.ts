// The plan map's catalogue of the seed (spec 3 §3 plan product, promotion): about 60 products over the
// product categories of korean.ts (divisions A/B/C, some C in the 10% box, some with their own discount,
// book-care ones, 12/24/36 months, two withdrawn), three promotions dated from the seed day (one running,
// one ended, one to come), the cart's discounts, and saved plans (my plans, customer plans: see below).
// The same in the small and the full seed (but for staff only the full seed has); no randomness.
import type { CartProduct, Discount } from '../../../src/domain/cart/contract';
import { addDays, kstMidnight } from '../../lib/time';
import { priceCart } from '../../services/cart-pricing';
import type { customerPlanProducts, customerPlans, myPlanProducts, myPlans, planDiscounts, planProducts, promotions } from '../schema';
import { PRODUCTS } from './korean';

type ProductRow = typeof planProducts.$inferInsert;
type PromotionRow = typeof promotions.$inferInsert;
type DiscountRow = typeof planDiscounts.$inferInsert;

/** Products of each category: [name, division, list price (won), contract months]. */
const CATALOGUE: Readonly<Record<string, readonly (readonly [string, 'A' | 'B' | 'C', number, 12 | 24 | 36])[]>> = {
  CAT01: [
    ['씽크빅 전래동화 전집', 'A', 890_000, 36],
    ['자연관찰 전집', 'A', 780_000, 36],
    ['세계명작 전집', 'B', 690_000, 24],
    ['인물이야기 전집', 'B', 640_000, 24],
    ['과학동화 전집', 'C', 720_000, 36],
    ['수학동화 전집', 'C', 560_000, 24],
    ['한국사 만화 전집', 'C', 480_000, 24],
    ['세계문화 전집', 'B', 520_000, 24],
    ['유아 첫 그림책 전집', 'A', 350_000, 12],
    ['창작동화 전집', 'C', 430_000, 24],
    ['영어 그림책 전집', 'C', 610_000, 36],
    ['명화 미술 전집', 'B', 390_000, 12],
    ['사회탐구 전집', 'A', 540_000, 24],
    ['고전문학 전집', 'B', 900_000, 36],
    ['공룡 백과 전집', 'C', 300_000, 12],
    ['생활습관 동화 전집', 'A', 270_000, 12],
  ],
  CAT02: [
    ['북클럽 멤버십', 'A', 99_000, 12],
    ['씽크빅 스마트올 멤버십', 'B', 129_000, 24],
    ['독서 멤버십', 'C', 59_000, 12],
    ['북클럽 북케어 멤버십', 'A', 119_000, 24],
    ['유아 독서 멤버십', 'C', 49_000, 12],
    ['초등 독서 멤버십', 'C', 69_000, 24],
    ['영어 독서 멤버십', 'B', 89_000, 24],
    ['스마트올 북케어 플러스', 'A', 149_000, 36],
    ['가족 독서 멤버십', 'B', 79_000, 12],
    ['논술 멤버십', 'C', 109_000, 36],
    ['한자 독서 멤버십', 'B', 39_000, 12],
    ['과학 독서 멤버십', 'A', 85_000, 24],
    ['역사 독서 멤버십', 'C', 75_000, 24],
    ['독서 북케어 라이트', 'B', 45_000, 12],
  ],
  CAT03: [
    ['씽크빅 프리패스', 'A', 149_000, 24],
    ['수학 프리패스', 'B', 119_000, 24],
    ['영어 프리패스', 'B', 129_000, 24],
    ['국어 프리패스', 'C', 99_000, 12],
    ['과학 프리패스', 'C', 109_000, 24],
    ['코딩 프리패스', 'A', 139_000, 36],
    ['유아 프리패스', 'C', 79_000, 12],
    ['초등 올인원 프리패스', 'A', 189_000, 36],
    ['중등 수학 프리패스', 'B', 159_000, 24],
    ['영어 회화 프리패스', 'C', 135_000, 24],
    ['논술 프리패스', 'B', 95_000, 12],
    ['한자 프리패스', 'C', 59_000, 12],
    ['예체능 프리패스', 'A', 89_000, 12],
    ['방학 특강 프리패스', 'B', 69_000, 12],
  ],
  CAT04: [
    ['씽크빅 국어', 'A', 45_000, 12],
    ['씽크빅 수학', 'A', 49_000, 12],
    ['씽크빅 영어', 'B', 55_000, 12],
    ['한자 씽크빅', 'B', 35_000, 12],
    ['스마트 사회과학', 'C', 39_000, 12],
    ['씽크빅 연산', 'C', 30_000, 12],
    ['씽크빅 독해', 'C', 42_000, 24],
    ['씽크빅 파닉스', 'A', 52_000, 24],
    ['씽크빅 사고력 수학', 'B', 58_000, 24],
    ['씽크빅 글쓰기', 'C', 44_000, 12],
    ['씽크빅 한글', 'A', 36_000, 12],
    ['씽크빅 과학탐구', 'B', 47_000, 24],
    ['씽크빅 중등 수학', 'A', 69_000, 36],
    ['씽크빅 중등 영어', 'C', 65_000, 36],
  ],
};

/** Products no longer on sale (kept for saved plans; never listed). */
const WITHDRAWN: ReadonlySet<string> = new Set(['생활습관 동화 전집', '방학 특강 프리패스']);

const INFO_ORIGIN = 'https://products.example.com';
// The demo's promotion pages are static files of the app (public/promotions), so the page policy's img-src 'self'
// covers them; a deployment whose promotions live on a CDN adds its origin to img-src (docs/security.md).
const PROMOTION_FILES = '/promotions';

/** salecdSqno: 1000 × category position + the product's place, e.g. 2003 the third of the second category. */
export function buildPlanProducts(): ProductRow[] {
  return PRODUCTS.flatMap((cat, ci) =>
    (CATALOGUE[cat.catCd] ?? []).map(([prdtnm, prdtDiv, prdtAmt, concMon], pi): ProductRow => {
      const salecdSqno = (ci + 1) * 1000 + pi + 1;
      // Every other C product is in the 10% box; every fourth product has its own discount of 5%
      // (rounded down to a thousand won); every fifth has no information page.
      const boxed = prdtDiv === 'C' && pi % 2 === 0;
      return {
        salecdSqno,
        prdtnm,
        catCd: cat.catCd,
        prdtAmt,
        dcAmt: pi % 4 === 1 ? Math.floor((prdtAmt * 0.05) / 1000) * 1000 : 0,
        dcRt: boxed ? 10 : 0,
        prdtDiv,
        prmtAplyYn: boxed ? 'Y' : 'N',
        bcnmYn: prdtnm.includes('북케어') || prdtnm.includes('북클럽') ? 'Y' : 'N',
        prdtInfoLink: pi % 5 === 4 ? '' : `${INFO_ORIGIN}/plan/${salecdSqno}`,
        concMon,
        sort: pi + 1,
        saleYn: WITHDRAWN.has(prdtnm) ? 'N' : 'Y',
      };
    }),
  );
}

/** Three promotions around the seed day (yyyy-mm-dd, KST): running (sqno 1), ended (2), to come (3). */
export function buildPromotions(today: string): PromotionRow[] {
  const files = (sqno: number, n: number) => Array.from({ length: n }, (_, i) => ({ dtptSqno: i + 1, cdnUrl: `${PROMOTION_FILES}/${sqno}/page-${i + 1}.svg` }));
  return [
    { sqno: 1, titl: '봄맞이 전집 할인 프로모션', files: files(1, 3), startAt: kstMidnight(addDays(today, -10)), endAt: kstMidnight(addDays(today, 20)) },
    { sqno: 2, titl: '겨울방학 프리패스 특가', files: files(2, 2), startAt: kstMidnight(addDays(today, -60)), endAt: kstMidnight(addDays(today, -11)) },
    { sqno: 3, titl: '새 학기 학습지 첫 달 무료', files: files(3, 2), startAt: kstMidnight(addDays(today, 21)), endAt: kstMidnight(addDays(today, 51)) },
  ];
}

/**
 * The cart's discount sheet (spec 3 §2 discount (M/F)): membership (M) and free-pass (F) discounts, some
 * needing 24 or 36 instalment months, and one no longer offered (kept for saved plans).
 */
export function buildPlanDiscounts(): DiscountRow[] {
  return [
    { dcSqno: 1, titl: '멤버십 신규 가입 할인', dcAmt: 10_000, dcDiv: 'M', minMon: 12, sort: 1, useYn: 'Y' },
    { dcSqno: 2, titl: '멤버십 장기 약정 할인', dcAmt: 30_000, dcDiv: 'M', minMon: 24, sort: 2, useYn: 'Y' },
    { dcSqno: 3, titl: '프리패스 첫 달 할인', dcAmt: 20_000, dcDiv: 'F', minMon: 12, sort: 3, useYn: 'Y' },
    { dcSqno: 4, titl: '프리패스 36개월 약정 할인', dcAmt: 50_000, dcDiv: 'F', minMon: 36, sort: 4, useYn: 'Y' },
    { dcSqno: 5, titl: '지난 시즌 멤버십 할인', dcAmt: 15_000, dcDiv: 'M', minMon: 12, sort: 5, useYn: 'N' },
    // Every row names useYn: the seed's bulk insert takes its columns from the first row.
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Saved plans (spec 3 §3 my plan, customer plan info), for the e2e and model tests to rely on:
// - my plans: planner01 has 1 '전집 추천 플랜' (4 products) and 2 '학습지 묶음' (5 products, the newest);
//   planner04 has 3 '프리패스 모음' and 4 '유아 추천' (3 products each; planner04 is in the full seed only).
//   Products are stored in the order listed here (not by number), so the chosen order shows.
// - customer plans: planner01's first customer (by kwkkey) with children, for their first child (customer
//   plan 1: currently K01100001 for child C011000011), and planner01's first customer without children, for
//   themself (customer plan 2: currently K01100005). Both saved by planner01, breakdowns by priceCart.
// No one else has a saved plan: planner05's customers (and every other planner's) have none. Note that
// planner04 and planner05 exist in the full seed only; the small seed (tests, e2e) has none of theirs.

type MyPlanRow = typeof myPlans.$inferInsert;
type MyPlanProductRow = typeof myPlanProducts.$inferInsert;
type CustomerPlanRow = typeof customerPlans.$inferInsert;
type CustomerPlanProductRow = typeof customerPlanProducts.$inferInsert;
type Chosen = readonly (readonly [salecdSqno: number, prchCnt: number, dcYn: 'Y' | 'N'])[];

/** [epmMySqno, owner, name, days before the seed day, products in the order chosen]. */
const MY_PLANS: readonly (readonly [number, string, string, number, Chosen])[] = [
  [1, 'planner01', '전집 추천 플랜', 20, [[2003, 1, 'Y'], [1005, 1, 'Y'], [4002, 2, 'N'], [1001, 1, 'N']]],
  [2, 'planner01', '학습지 묶음', 5, [[4001, 1, 'N'], [4007, 1, 'Y'], [3005, 1, 'Y'], [4006, 2, 'N'], [2001, 1, 'N']]],
  [3, 'planner04', '프리패스 모음', 12, [[3001, 1, 'N'], [3002, 1, 'N'], [3007, 1, 'Y']]],
  [4, 'planner04', '유아 추천', 3, [[1009, 1, 'N'], [2005, 1, 'Y'], [4005, 1, 'Y']]],
];

/** The my plans of the users in this seed (`userids`), created at 10:00 KST some days before the seed day. */
export function buildMyPlans(today: string, userids: ReadonlySet<string>): { plans: MyPlanRow[]; products: MyPlanProductRow[] } {
  const kept = MY_PLANS.filter(([, owner]) => userids.has(owner));
  return {
    plans: kept.map(([epmMySqno, userid, planNm, daysAgo]) => ({ epmMySqno, userid, planNm, createdAt: atKst(addDays(today, -daysAgo), 10) })),
    products: kept.flatMap(([epmMySqno, , , , chosen]) => chosen.map(([salecdSqno, prchCnt, dcYn], i) => ({ epmMySqno, salecdSqno, prchCnt, dcYn, sort: i + 1 }))),
  };
}

/** A customer plan of the seed: whose (a rule over the customers), what was chosen and how it was paid. */
interface SeededCustomerPlan {
  readonly id: number;
  readonly withChild: boolean;
  readonly daysAgo: number;
  readonly chosen: Chosen;
  readonly dcSqnoList: readonly number[];
  readonly prpmAmt: number;
  readonly mlgAmt: number;
  readonly mntsCnt: number;
}

const CUSTOMER_PLANS: readonly SeededCustomerPlan[] = [
  { id: 1, withChild: true, daysAgo: 2, chosen: [[1005, 1, 'Y'], [2003, 1, 'N'], [3001, 1, 'N']], dcSqnoList: [1, 2, 3], prpmAmt: 100_000, mlgAmt: 5_000, mntsCnt: 24 },
  { id: 2, withChild: false, daysAgo: 6, chosen: [[4001, 1, 'N'], [4007, 1, 'Y']], dcSqnoList: [], prpmAmt: 0, mlgAmt: 0, mntsCnt: 12 },
];

/** The planner whose customers have the seed's saved plans. */
export const SAVED_PLAN_PLANNER = 'planner01';

export interface CustomerPlanSources {
  readonly customers: readonly { readonly kwkkey: string; readonly ownerUserid: string }[];
  readonly children: readonly { readonly kwkkey: string; readonly chlnKwkey: string; readonly seq: number }[];
  readonly products: readonly ProductRow[];
  readonly discounts: readonly DiscountRow[];
  /** The 10% box's rate (the operator setting planDiscount). */
  readonly dcRt: number;
}

/** The saved customer plans (see above), priced with the server's rule from the seeded catalogue. */
export function buildCustomerPlans(today: string, src: CustomerPlanSources): { plans: CustomerPlanRow[]; products: CustomerPlanProductRow[] } {
  const own = src.customers.filter((c) => c.ownerUserid === SAVED_PLAN_PLANNER).sort((a, b) => a.kwkkey.localeCompare(b.kwkkey));
  const childrenOf = (kwkkey: string) => src.children.filter((k) => k.kwkkey === kwkkey).sort((a, b) => a.seq - b.seq);
  const catalogue = new Map(src.products.map((p) => [p.salecdSqno, p]));
  const discounts: Discount[] = src.discounts
    .filter((d) => d.useYn !== 'N')
    .sort((a, b) => a.sort - b.sort)
    .map((d) => ({ dcSqno: d.dcSqno, titl: d.titl, dcAmt: d.dcAmt, dcDiv: d.dcDiv, minMon: d.minMon ?? 12 }));
  const out = { plans: [] as CustomerPlanRow[], products: [] as CustomerPlanProductRow[] };
  for (const plan of CUSTOMER_PLANS) {
    const customer = own.find((c) => childrenOf(c.kwkkey).length > 0 === plan.withChild);
    if (!customer) continue;
    const chlnKwkey = plan.withChild ? childrenOf(customer.kwkkey)[0]!.chlnKwkey : '';
    const products = plan.chosen.map(([salecdSqno, prchCnt, dcYn]) => cartLine(catalogue.get(salecdSqno)!, prchCnt, dcYn));
    const priced = priceCart({ products, discounts, dcRt: src.dcRt, dcSqnoList: plan.dcSqnoList, prpmAmt: plan.prpmAmt, mlgAmt: plan.mlgAmt, mntsCnt: plan.mntsCnt });
    if (!priced.payment.ok) throw new Error(`seeded customer plan ${plan.id} prices below zero`);
    out.plans.push({
      id: plan.id,
      kwkkey: customer.kwkkey,
      chlnKwkey,
      plannerUserid: customer.ownerUserid,
      savedBy: SAVED_PLAN_PLANNER,
      savedAt: atKst(addDays(today, -plan.daysAgo), 15),
      prpmAmt: plan.prpmAmt,
      mlgAmt: plan.mlgAmt,
      mntsCnt: priced.payment.months,
      dcSqnoList: priced.dcSqnoList,
      dcRt: src.dcRt,
      monthAmt: priced.payment.monthly,
      breakdown: priced.payment.steps,
    });
    out.products.push(...products.map((p) => ({ planId: plan.id, kwkkey: customer.kwkkey, chlnKwkey, salecdSqno: p.salecdSqno, prchCnt: p.prchCnt, dcYn: p.dcYn })));
  }
  return out;
}

const cartLine = (p: ProductRow, prchCnt: number, dcYn: 'Y' | 'N'): CartProduct => ({
  salecdSqno: p.salecdSqno,
  prdtnm: p.prdtnm,
  catCd: p.catCd,
  prdtAmt: p.prdtAmt,
  dcAmt: p.dcAmt ?? 0,
  dcRt: p.dcRt ?? 0,
  prdtDiv: p.prdtDiv,
  prmtAplyYn: p.prmtAplyYn ?? 'N',
  bcnmYn: p.bcnmYn ?? 'N',
  prdtInfoLink: p.prdtInfoLink ?? '',
  concMon: p.concMon,
  prchCnt,
  dcYn,
});

const atKst = (day: string, hour: number): Date => new Date(kstMidnight(day).getTime() + hour * 3_600_000);
