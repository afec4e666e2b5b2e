import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartMessages as m } from './messages';
import { cartCountLabel, changeQty, couponEligible, discountEligible, keptCoupons, monthsWarning, instalmentMonths, moneyInput, moneyValue, payment, type CartLine, type PaymentInput } from './rules';

const line = (o: Partial<CartLine> = {}): CartLine => ({ salecdSqno: 1, prdtnm: '상품', catCd: 'CAT01', prdtAmt: 10_000, dcAmt: 0, prchCnt: 1, prdtDiv: 'A', prmtAplyYn: 'N', dcYn: 'N', ...o });
const input = (o: Partial<PaymentInput> = {}): PaymentInput => ({ lines: [], dcRt: 10, coupons: [], prepaid: 0, mileage: 0, months: 12, ...o });

describe('cart quantities, months and labels (spec 3 §2, §5, §9)', () => {
  it('the header count reads 10+ above ten', () => {
    expect([0, 1, 10, 11, 90].map(cartCountLabel)).toEqual(['0', '1', '10', '10+', '10+']);
  });
  it('quantities stay within 1..10; past 10 the message', () => {
    expect(changeQty(9, 1)).toEqual({ qty: 10, refusal: null });
    expect(changeQty(10, 1)).toEqual({ qty: 10, refusal: m.cartQtyMax });
    expect(changeQty(1, -1)).toEqual({ qty: 1, refusal: null });
    expect(changeQty(2, -1)).toEqual({ qty: 1, refusal: null });
  });
  it.each([
    [0, 12], [6, 12], [11, 12], [12, 12], [13, 12], [24, 24], [27, 24], [28, 28], [30, 28], [36, 36], [48, 36], [Number.NaN, 12],
  ])('instalment months %s → %s (below 12 raised to 12; otherwise the nearest choice not above it)', (saved, months) => {
    expect(instalmentMonths(saved)).toBe(months);
  });
  it('the 10% box is for division C products with the promotion flag only', () => {
    expect(discountEligible({ prdtDiv: 'C', prmtAplyYn: 'Y' })).toBe(true);
    expect(discountEligible({ prdtDiv: 'C', prmtAplyYn: 'N' })).toBe(false);
    expect(discountEligible({ prdtDiv: 'A', prmtAplyYn: 'Y' })).toBe(false);
  });
  it('mileage and prepaid: digits with separators, sent without them', () => {
    expect(moneyInput('12a34567')).toBe('1,234,567');
    expect(moneyValue('1,234,567')).toBe('1234567');
  });
});

describe('coupons of the discount sheet (M membership, F free pass)', () => {
  const membership = { dcSqno: 1, titl: '멤버십 할인', dcAmt: 10_000, dcDiv: 'M', minMon: 12 } as const;
  const longPass = { dcSqno: 2, titl: '프리패스 장기 할인', dcAmt: 30_000, dcDiv: 'F', minMon: 24 } as const;
  const coupons = [membership, longPass];
  it('a coupon needs a product of its category in the cart and its months', () => {
    expect(couponEligible(membership, [{ catCd: 'CAT02' }], 12)).toBe(true);
    expect(couponEligible(membership, [{ catCd: 'CAT03' }], 36)).toBe(false);
    expect(couponEligible(longPass, [{ catCd: 'CAT03' }], 12)).toBe(false);
    expect(couponEligible(longPass, [{ catCd: 'CAT03' }], 24)).toBe(true);
  });
  it('fewer months or a removed product release the coupons that no longer apply', () => {
    expect(keptCoupons([1, 2], coupons, [{ catCd: 'CAT02' }, { catCd: 'CAT03' }], 24)).toEqual([1, 2]);
    expect(keptCoupons([1, 2], coupons, [{ catCd: 'CAT02' }, { catCd: 'CAT03' }], 12)).toEqual([1]);
    expect(keptCoupons([1, 2], coupons, [{ catCd: 'CAT03' }], 36)).toEqual([2]);
  });
  it('the instalment selector warns while a chosen coupon needs more than 12 months', () => {
    expect(monthsWarning([1], coupons)).toBeNull();
    expect(monthsWarning([1, 2], coupons)).toBe('선택했던 상품이 해제될 수 있습니다.');
  });
});

describe('the expected monthly payment (spec 3 §9) and its breakdown', () => {
  it('(new amount − coupons − prepaid − mileage) ÷ months, rounded down to tens', () => {
    // 2 × 385,000 with 10% off (77,000) = 693,000; + 120,000 = 813,000; − 30,000 coupon − 100,000 prepaid − 5,000
    // mileage = 678,000; ÷ 24 = 28,250 → 28,250 (already tens).
    const p = payment(
      input({
        lines: [line({ prdtnm: '전집 A', prdtAmt: 385_000, prchCnt: 2, prdtDiv: 'C', prmtAplyYn: 'Y', dcYn: 'Y' }), line({ prdtnm: '멤버십', prdtAmt: 120_000 })],
        coupons: [{ dcSqno: 1, titl: '신규 고객', dcAmt: 30_000, dcDiv: 'M', minMon: 12 }],
        prepaid: 100_000,
        mileage: 5_000,
        months: 24,
      }),
    );
    expect(p).toMatchObject({ ok: true, newAmount: 813_000, payable: 678_000, months: 24, monthly: 28_250 });
    expect(p.steps.map((s) => [s.kind, s.amount])).toEqual([
      ['line', 770_000], ['productDiscount', -77_000], ['line', 120_000], ['newAmount', 813_000], ['coupon', -30_000],
      ['prepaid', -100_000], ['mileage', -5_000], ['payable', 678_000], ['months', 28_250], ['monthly', 28_250],
    ]);
  });
  it('drops what is below ten won, and says so', () => {
    const p = payment(input({ lines: [line({ prdtAmt: 100_000 })], months: 12 }));
    // 100,000 ÷ 12 = 8,333.33… → 8,333 → 8,330.
    expect(p).toMatchObject({ ok: true, monthly: 8_330 });
    expect(p.steps.filter((s) => s.kind === 'months' || s.kind === 'rounding').map((s) => s.amount)).toEqual([8_333, -3]);
  });
  it('below zero: the spec’s message and no monthly figure', () => {
    const p = payment(input({ lines: [line({ prdtAmt: 10_000 })], mileage: 20_000 }));
    expect(p).toMatchObject({ ok: false, payable: -10_000, message: '구매 금액이 0보다 작습니다.' });
  });
  it('a product’s own discount comes off per unit before the 10%, and the breakdown says so', () => {
    // (50,000 − 2,000) × 3 = 144,000; 10% of it = 14,400 → 129,600.
    const p = payment(input({ lines: [line({ prdtnm: '독서', prdtAmt: 50_000, dcAmt: 2_000, prchCnt: 3, prdtDiv: 'C', prmtAplyYn: 'Y', dcYn: 'Y' })] }));
    expect(p.newAmount).toBe(129_600);
    expect(p.steps.slice(0, 3).map((s) => [s.kind, s.label, s.amount])).toEqual([
      ['line', '독서 50,000원 × 3개', 150_000],
      ['ownDiscount', '독서 상품 할인 2,000원 × 3개', -6_000],
      ['productDiscount', '독서 10% 할인', -14_400],
    ]);
  });
  it('an unticked or ineligible product keeps its list price', () => {
    expect(payment(input({ lines: [line({ prdtDiv: 'C', prmtAplyYn: 'Y', dcYn: 'N' })] })).newAmount).toBe(10_000);
    expect(payment(input({ lines: [line({ prdtDiv: 'A', prmtAplyYn: 'Y', dcYn: 'Y' })] })).newAmount).toBe(10_000);
  });

  const arbLine = fc.record({
    salecdSqno: fc.integer({ min: 1, max: 999 }),
    prdtnm: fc.constantFrom('전집', '멤버십', '프리패스'),
    catCd: fc.constantFrom('CAT01', 'CAT02', 'CAT03'),
    prdtAmt: fc.integer({ min: 0, max: 5_000_000 }),
    dcAmt: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 6_000_000 })),
    prchCnt: fc.integer({ min: 1, max: 10 }),
    prdtDiv: fc.constantFrom('A', 'B', 'C'),
    prmtAplyYn: fc.constantFrom('Y', 'N'),
    dcYn: fc.constantFrom('Y', 'N'),
  });
  const arbInput = fc.record({
    lines: fc.array(arbLine, { maxLength: 12 }),
    dcRt: fc.integer({ min: 0, max: 30 }),
    coupons: fc.array(fc.record({ dcSqno: fc.integer({ min: 1, max: 99 }), titl: fc.constant('쿠폰'), dcAmt: fc.integer({ min: 0, max: 500_000 }), dcDiv: fc.constantFrom('M' as const, 'F' as const), minMon: fc.constantFrom(12, 24) }), { maxLength: 3 }),
    prepaid: fc.integer({ min: 0, max: 3_000_000 }),
    mileage: fc.integer({ min: 0, max: 300_000 }),
    months: fc.integer({ min: -5, max: 60 }),
  });

  it('property: against an independent oracle, never negative unless refused, in tens, months clamped', () => {
    fc.assert(
      fc.property(arbInput, (i) => {
        const p = payment(i);
        // Each line: unit price less its own discount (at most the price), times the quantity, less the ticked 10%.
        const net = (l: CartLine) => (l.prdtAmt - Math.min(l.dcAmt, l.prdtAmt)) * l.prchCnt;
        const gross = i.lines.reduce((s, l) => s + net(l), 0);
        const off = i.lines.reduce((s, l) => s + (l.prdtDiv === 'C' && l.prmtAplyYn === 'Y' && l.dcYn === 'Y' ? Math.floor((net(l) * i.dcRt) / 100) : 0), 0);
        const payable = gross - off - i.coupons.reduce((s, c) => s + c.dcAmt, 0) - i.prepaid - i.mileage;
        const months = i.months < 12 ? 12 : i.months >= 36 ? 36 : i.months >= 28 ? 28 : i.months >= 24 ? 24 : 12;
        expect(p.payable).toBe(payable);
        expect(p.months).toBe(months);
        if (payable < 0) expect(p).toMatchObject({ ok: false, message: m.cartBelowZero });
        else {
          expect(p.ok).toBe(true);
          if (!p.ok) return;
          expect(p.monthly).toBe(Math.floor(payable / (months * 10)) * 10);
          expect(p.monthly).toBeGreaterThanOrEqual(0);
          expect(p.monthly % 10).toBe(0);
        }
      }),
    );
  });

  it('property: the money steps sum to the payable amount, the lines to the new amount, the division steps to the monthly figure', () => {
    fc.assert(
      fc.property(arbInput, (i) => {
        const p = payment(i);
        const sum = (kinds: string[]) => p.steps.filter((s) => kinds.includes(s.kind)).reduce((s, x) => s + x.amount, 0);
        expect(sum(['line', 'ownDiscount', 'productDiscount'])).toBe(p.newAmount);
        expect(sum(['line', 'ownDiscount', 'productDiscount', 'coupon', 'prepaid', 'mileage'])).toBe(p.payable);
        expect(p.steps.find((s) => s.kind === 'payable')?.amount).toBe(p.payable);
        if (p.ok) expect(sum(['months', 'rounding'])).toBe(p.monthly);
        for (const s of p.steps) expect(s.label.length).toBeGreaterThan(0);
      }),
    );
  });
});
