// The cart's pricing (spec 3 §2 cart, §5, §9; issue 17's "why this price"): quantities, instalment months,
// the 10% product discount, coupons, prepaid and mileage, the expected monthly payment, and the breakdown
// that explains it step by step. One pure rule for the client and the server, so the two never disagree.
import { CART_MAX_QTY, CART_MIN_QTY } from '../plan-map/chosen-product';
import { cartMessages as m } from './messages';

export { CART_MAX_QTY, CART_MIN_QTY };
export const INSTALMENT_MONTHS = [12, 24, 28, 36] as const;
export const DEFAULT_INSTALMENT = 12;
/** The monthly payment is rounded down to tens of won (spec 3 §9). */
export const PAYMENT_ROUNDING = 10;

/** The cart's header count: 10+ above ten (spec 3 §2). */
export const cartCountLabel = (n: number): string => (n > 10 ? '10+' : String(Math.max(0, n)));

/** A quantity the buttons may set: whole, 1..10. null when the change is refused (the message says why at 10). */
export function changeQty(current: number, by: number): { readonly qty: number; readonly refusal: string | null } {
  const next = current + by;
  if (next > CART_MAX_QTY) return { qty: current, refusal: m.cartQtyMax };
  if (next < CART_MIN_QTY) return { qty: current, refusal: null };
  return { qty: next, refusal: null };
}

/**
 * The instalment months: one of 12/24/28/36; a saved value below 12 is raised to 12 (spec 3 §9), and one
 * between or above the choices falls to the nearest choice below it (so the select always shows it).
 */
export function instalmentMonths(saved: number): number {
  if (!Number.isFinite(saved) || saved < INSTALMENT_MONTHS[0]) return DEFAULT_INSTALMENT;
  return [...INSTALMENT_MONTHS].reverse().find((c) => c <= saved) ?? DEFAULT_INSTALMENT;
}

/** The 10% discount checkbox is offered only on division C products with the promotion flag (spec 3 §5). */
export const discountEligible = (p: { readonly prdtDiv: string; readonly prmtAplyYn: string }): boolean => p.prdtDiv === 'C' && p.prmtAplyYn === 'Y';

export interface CartLine {
  readonly salecdSqno: number;
  readonly prdtnm: string;
  /** Its category (a coupon of kind M or F needs a line of its category). */
  readonly catCd: string;
  /** Unit price, won. */
  readonly prdtAmt: number;
  /** The product's own discount per unit, won (0 when none). */
  readonly dcAmt: number;
  readonly prchCnt: number;
  readonly prdtDiv: string;
  readonly prmtAplyYn: string;
  /** Y when the 10% checkbox is ticked. */
  readonly dcYn: string;
}

/** A discount of the sheet: M for a membership in the cart, F for a free pass (spec 3 §2 discount (M/F)). */
export type CouponKind = 'M' | 'F';
export interface Coupon {
  readonly dcSqno: number;
  readonly titl: string;
  /** won */
  readonly dcAmt: number;
  readonly dcDiv: CouponKind;
  /** The instalment months it needs at least (12 = any). */
  readonly minMon: number;
}

/** The category a coupon of each kind needs in the cart: memberships for M, free passes for F. */
export const COUPON_CATEGORY: Readonly<Record<CouponKind, string>> = { M: 'CAT02', F: 'CAT03' };

/** A coupon applies while the cart holds a product of its category and the months reach its minimum. */
export const couponEligible = (c: Coupon, lines: readonly Pick<CartLine, 'catCd'>[], months: number): boolean =>
  lines.some((l) => l.catCd === COUPON_CATEGORY[c.dcDiv]) && instalmentMonths(months) >= c.minMon;

/** The chosen coupons that still apply after a change of lines or months (the others are released), in the sheet's order. */
export const keptCoupons = (chosen: readonly number[], coupons: readonly Coupon[], lines: readonly Pick<CartLine, 'catCd'>[], months: number): number[] =>
  coupons.filter((c) => chosen.includes(c.dcSqno) && couponEligible(c, lines, months)).map((c) => c.dcSqno);

/** The instalment selector warns while a chosen coupon needs more than the fewest months: fewer would release it. */
export const monthsWarning = (chosen: readonly number[], coupons: readonly Coupon[]): string | null =>
  coupons.some((c) => chosen.includes(c.dcSqno) && c.minMon > INSTALMENT_MONTHS[0]) ? m.cartDiscountWarning : null;

export interface PaymentInput {
  readonly lines: readonly CartLine[];
  /** The product discount rate in percent, from the server (spec 3 §9). */
  readonly dcRt: number;
  readonly coupons: readonly Coupon[];
  readonly prepaid: number;
  readonly mileage: number;
  readonly months: number;
}

/** One line of the breakdown: a label and a signed amount in won (money steps sum to the payable amount). */
export interface BreakdownStep {
  readonly kind: 'line' | 'ownDiscount' | 'productDiscount' | 'newAmount' | 'coupon' | 'prepaid' | 'mileage' | 'payable' | 'months' | 'rounding' | 'monthly';
  readonly label: string;
  readonly amount: number;
}

export type Payment =
  | { readonly ok: true; readonly newAmount: number; readonly payable: number; readonly months: number; readonly monthly: number; readonly steps: readonly BreakdownStep[] }
  | { readonly ok: false; readonly newAmount: number; readonly payable: number; readonly months: number; readonly message: string; readonly steps: readonly BreakdownStep[] };

/** A line's own discount: the product's discount per unit times the quantity (never above the list amount). */
export const lineOwnDiscount = (l: CartLine): number => Math.min(l.prdtAmt, Math.max(0, l.dcAmt)) * l.prchCnt;

/** A line's 10% discount: its rate of the line's amount after its own discount, rounded down to the won, when eligible and ticked. */
export const lineDiscount = (l: CartLine, dcRt: number): number =>
  discountEligible(l) && l.dcYn === 'Y' ? Math.floor(((l.prdtAmt * l.prchCnt - lineOwnDiscount(l)) * dcRt) / 100) : 0;

/**
 * The expected monthly payment (spec 3 §9): (new amount − coupons − prepaid − mileage) ÷ months, rounded down
 * to tens of won; below zero it is refused with 구매 금액이 0보다 작습니다. The steps explain every term.
 */
export function payment(i: PaymentInput): Payment {
  const months = instalmentMonths(i.months);
  const steps: BreakdownStep[] = [];
  let newAmount = 0;
  for (const l of i.lines) {
    const list = l.prdtAmt * l.prchCnt;
    steps.push({ kind: 'line', label: m.whyLine(l.prdtnm, l.prchCnt, l.prdtAmt), amount: list });
    const own = lineOwnDiscount(l);
    if (own > 0) steps.push({ kind: 'ownDiscount', label: m.whyOwnDiscount(l.prdtnm, own / l.prchCnt, l.prchCnt), amount: -own });
    const off = lineDiscount(l, i.dcRt);
    if (off > 0) steps.push({ kind: 'productDiscount', label: m.whyProductDiscount(l.prdtnm, i.dcRt), amount: -off });
    newAmount += list - own - off;
  }
  steps.push({ kind: 'newAmount', label: m.whyNewAmount, amount: newAmount });
  let payable = newAmount;
  for (const c of i.coupons) {
    steps.push({ kind: 'coupon', label: m.whyCoupon(c.titl), amount: -c.dcAmt });
    payable -= c.dcAmt;
  }
  if (i.prepaid > 0) steps.push({ kind: 'prepaid', label: m.whyPrepaid, amount: -i.prepaid });
  if (i.mileage > 0) steps.push({ kind: 'mileage', label: m.whyMileage, amount: -i.mileage });
  payable -= i.prepaid + i.mileage;
  steps.push({ kind: 'payable', label: m.whyPayable, amount: payable });
  if (payable < 0) return { ok: false, newAmount, payable, months, message: m.cartBelowZero, steps };
  const perMonth = Math.floor(payable / months);
  const monthly = perMonth - (perMonth % PAYMENT_ROUNDING);
  steps.push({ kind: 'months', label: m.whyMonths(months, payable / months), amount: perMonth });
  if (perMonth !== monthly) steps.push({ kind: 'rounding', label: m.whyRounding(perMonth - monthly), amount: monthly - perMonth });
  steps.push({ kind: 'monthly', label: m.whyMonthly, amount: monthly });
  return { ok: true, newAmount, payable, months, monthly, steps };
}

/** Mileage and prepaid inputs: digits only, shown with thousands separators, sent without (spec 3 §5). */
export { amountInput as moneyInput, amountValue as moneyValue } from '../plans/rules';
