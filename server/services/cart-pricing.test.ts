// @vitest-environment node
// priceCart: the coupons a cart cannot take are released (not offered, their category's product gone, too
// few months), the months are clamped to the choices (below 12 → 12, between → the choice below), and the
// monthly payment is (new amount − coupons − prepaid − mileage) ÷ months rounded down to tens (spec 3 §9),
// worked out here by hand.
import { describe, expect, it } from 'vitest';
import type { CartProduct, Discount } from '../../src/domain/cart/contract';
import { priceCart, type PriceInput } from './cart-pricing';

const line = (salecdSqno: number, catCd: string, prdtAmt: number, prchCnt: number, more: Partial<CartProduct> = {}): CartProduct => ({
  salecdSqno, prdtnm: `상품${salecdSqno}`, catCd, prdtAmt, dcAmt: 0, dcRt: 0, prdtDiv: 'A', prmtAplyYn: 'N', bcnmYn: 'N', prdtInfoLink: '',
  concMon: 12, prchCnt, dcYn: 'N', ...more,
});
const MEMBERSHIP = line(2001, 'CAT02', 39_000, 2);
const FREE_PASS = line(3001, 'CAT03', 59_000, 1);
const DISCOUNTS: Discount[] = [
  { dcSqno: 1, titl: '멤버십 신규', dcAmt: 10_000, dcDiv: 'M', minMon: 12 },
  { dcSqno: 2, titl: '멤버십 장기', dcAmt: 30_000, dcDiv: 'M', minMon: 24 },
  { dcSqno: 3, titl: '프리패스 첫 달', dcAmt: 20_000, dcDiv: 'F', minMon: 12 },
  { dcSqno: 4, titl: '프리패스 36개월', dcAmt: 50_000, dcDiv: 'F', minMon: 36 },
];
const input = (i: Partial<PriceInput>): PriceInput => ({
  products: [MEMBERSHIP, FREE_PASS], discounts: DISCOUNTS, dcRt: 10, dcSqnoList: [1, 2, 3, 4], prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, ...i,
});
/** The figures that matter: the coupons kept, the months used and the monthly payment (or the refusal). */
const figures = (i: Partial<PriceInput>) => {
  const { payment, dcSqnoList } = priceCart(input(i));
  return { dcSqnoList, months: payment.months, monthly: payment.ok ? payment.monthly : payment.message };
};

describe('priceCart', () => {
  // 39,000 × 2 + 59,000 = 137,000 before coupons.
  it.each([
    // 12 months: the coupons needing 24 and 36 are released; 137,000 − 30,000 = 107,000 ÷ 12 = 8,916.6… → 8,910.
    { mntsCnt: 12, dcSqnoList: [1, 3], months: 12, monthly: 8_910 },
    // Below the choices: raised to 12.
    { mntsCnt: 5, dcSqnoList: [1, 3], months: 12, monthly: 8_910 },
    { mntsCnt: 0, dcSqnoList: [1, 3], months: 12, monthly: 8_910 },
    // 24: the long membership discount applies too; 137,000 − 60,000 = 77,000 ÷ 24 = 3,208.3… → 3,200.
    { mntsCnt: 24, dcSqnoList: [1, 2, 3], months: 24, monthly: 3_200 },
    // 30 is no choice: the one below, 28; 77,000 ÷ 28 = 2,750.
    { mntsCnt: 30, dcSqnoList: [1, 2, 3], months: 28, monthly: 2_750 },
    // 36 and above: every coupon; 137,000 − 110,000 = 27,000 ÷ 36 = 750.
    { mntsCnt: 36, dcSqnoList: [1, 2, 3, 4], months: 36, monthly: 750 },
    { mntsCnt: 120, dcSqnoList: [1, 2, 3, 4], months: 36, monthly: 750 },
  ])('clamps $mntsCnt months to $months and keeps $dcSqnoList', ({ mntsCnt, ...want }) => {
    expect(figures({ mntsCnt })).toEqual(want);
  });

  it('releases the coupons of a category no longer in the cart, and those not offered', () => {
    // No membership: both M coupons go; 59,000 − 20,000 = 39,000 ÷ 24 = 1,625 → 1,620.
    expect(figures({ products: [FREE_PASS], mntsCnt: 24 })).toEqual({ dcSqnoList: [3], months: 24, monthly: 1_620 });
    // No free pass: the F coupons go; 78,000 − 40,000 = 38,000 ÷ 24 = 1,583.3… → 1,580.
    expect(figures({ products: [MEMBERSHIP], mntsCnt: 24 })).toEqual({ dcSqnoList: [1, 2], months: 24, monthly: 1_580 });
    // A coupon the sheet no longer offers (99), or one the sheet dropped (1 not in discounts), never applies.
    expect(figures({ dcSqnoList: [99, 3], mntsCnt: 12 })).toEqual({ dcSqnoList: [3], months: 12, monthly: 9_750 });
    expect(figures({ discounts: DISCOUNTS.slice(1), dcSqnoList: [1, 3], mntsCnt: 12 })).toEqual({ dcSqnoList: [3], months: 12, monthly: 9_750 });
    // None chosen: none kept; 137,000 ÷ 12 = 11,416.6… → 11,410.
    expect(figures({ dcSqnoList: [] })).toEqual({ dcSqnoList: [], months: 12, monthly: 11_410 });
  });

  it('takes off prepaid, mileage and the 10% box, and refuses a payment below zero', () => {
    // 137,000 − 10,000 − 20,000 − 50,000 prepaid − 7,000 mileage = 50,000 ÷ 12 = 4,166.6… → 4,160.
    expect(figures({ prpmAmt: 50_000, mlgAmt: 7_000 })).toEqual({ dcSqnoList: [1, 3], months: 12, monthly: 4_160 });
    // 137,000 − 30,000 − 100,000 − 8,000 = −1,000: refused with the spec's text.
    expect(figures({ prpmAmt: 100_000, mlgAmt: 8_000 })).toEqual({ dcSqnoList: [1, 3], months: 12, monthly: '구매 금액이 0보다 작습니다.' });
    // A boxed C product ticked: 100,000 − 10% = 90,000 ÷ 12 = 7,500; unticked or not boxed: 100,000 ÷ 12 → 8,330.
    const boxed = line(4001, 'CAT04', 100_000, 1, { prdtDiv: 'C', prmtAplyYn: 'Y', dcYn: 'Y' });
    expect(figures({ products: [boxed], dcSqnoList: [] }).monthly).toBe(7_500);
    expect(figures({ products: [{ ...boxed, dcYn: 'N' }], dcSqnoList: [] }).monthly).toBe(8_330);
    expect(figures({ products: [{ ...boxed, prmtAplyYn: 'N' }], dcSqnoList: [] }).monthly).toBe(8_330);
    // The rate is the operator's: 15% of 100,000 = 85,000 ÷ 12 = 7,083.3… → 7,080.
    expect(figures({ products: [boxed], dcSqnoList: [], dcRt: 15 }).monthly).toBe(7_080);
  });
});
