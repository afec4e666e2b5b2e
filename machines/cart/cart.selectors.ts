// What the cart screen reads from the cart actor's snapshot: the lines by category (cateList order) with
// their totals, the held products, the discount sheet, the inputs, the months warning, the payment with
// its breakdown, and the one alert or confirm showing.
import type { SnapshotFrom } from 'xstate';
import { cartMessages as m } from '../../src/domain/cart/messages';
import { couponEligible, discountEligible, lineDiscount, lineOwnDiscount, monthsWarning } from '../../src/domain/cart/rules';
import { planMapMessages as pm } from '../../src/domain/plan-map/messages';
import type { cartMachine } from './cart.machine';
import { cartPayment } from './cart.requests';
import type { CartContext } from './cart.types';

type Snap = SnapshotFrom<typeof cartMachine>;

export const selectLoading = (s: Snap) => s.matches('reading') || s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('failed') ? s.context.message : null);
/** The cart's body shows from the first answer on (also under its alerts and while saving). */
export const selectShown = (s: Snap) => s.context.cart !== null && !s.matches('loading') && !s.matches('left');
export const selectBusy = (s: Snap) => s.matches('saving') || s.matches('ordering');

export interface CategoryView {
  readonly catCd: string;
  readonly name: string;
  readonly total: number;
  readonly lines: readonly {
    readonly salecdSqno: number;
    readonly name: string;
    readonly unit: number;
    readonly qty: number;
    readonly concMon: number;
    /** null: no 10% box on this product. */
    readonly boxTicked: boolean | null;
    readonly amount: number;
  }[];
}

/** The lines per category in cateList order (categories without a line are left out); each line's amount after its discounts. */
export function categoriesOf(c: Pick<CartContext, 'cart'>): CategoryView[] {
  const cart = c.cart;
  if (!cart) return [];
  return cart.cateList.flatMap((cat) => {
    const lines = cart.productList
      .filter((p) => p.catCd === cat.cdVl1)
      .map((p) => ({
        salecdSqno: p.salecdSqno,
        name: p.prdtnm,
        unit: p.prdtAmt,
        qty: p.prchCnt,
        concMon: p.concMon,
        boxTicked: discountEligible(p) ? p.dcYn === 'Y' : null,
        amount: p.prdtAmt * p.prchCnt - lineOwnDiscount(p) - lineDiscount(p, cart.dcRt),
      }));
    return lines.length ? [{ catCd: cat.cdVl1, name: cat.cdNm, total: lines.reduce((t, l) => t + l.amount, 0), lines }] : [];
  });
}
const categoryCache = new WeakMap<object, CategoryView[]>();
export const selectCategories = (s: Snap): CategoryView[] => {
  const key = s.context.cart ?? s.context;
  const known = categoryCache.get(key);
  if (known) return known;
  const v = categoriesOf(s.context);
  categoryCache.set(key, v);
  return v;
};

export const selectDcRt = (s: Snap) => s.context.cart?.dcRt ?? 0;
/** The customer's products in force per category (보유). */
export const selectHeld = (s: Snap) => s.context.cart?.cateCntList ?? [];
export const selectMonths = (s: Snap) => s.context.months;
export const selectMonthsWarning = (s: Snap) => monthsWarning(s.context.chosen, s.context.cart?.discountList ?? []);
export const selectPrepaid = (s: Snap) => s.context.prepaid;
export const selectMileage = (s: Snap) => s.context.mileage;
export const selectPayment = (s: Snap) => cartPayment(s.context);
/** The coupons applied, as the summary lists them. */
export const selectApplied = (s: Snap) => (s.context.cart?.discountList ?? []).filter((d) => s.context.chosen.includes(d.dcSqno));

/** The discount sheet while open: every coupon, whether it applies now (choosable) and is ticked. */
export const selectSheet = (s: Snap) => {
  if (!s.matches({ ready: 'choosingDiscounts' })) return null;
  const cart = s.context.cart!;
  return cart.discountList.map((d) => ({
    dcSqno: d.dcSqno,
    title: d.titl,
    amount: d.dcAmt,
    choosable: couponEligible(d, cart.productList, s.context.months),
    ticked: s.context.sheet.includes(d.dcSqno),
  }));
};

export interface CartDialog {
  readonly message: string;
  /** A confirm (two buttons) or an alert. */
  readonly confirm: boolean;
}

/** The alert or confirm over the cart, if any. */
export const selectDialog = (s: Snap): CartDialog | null => {
  if (s.matches('empty')) return { message: pm.planMapSelectionEmpty, confirm: false };
  if (s.matches({ ready: 'confirmingEmpty' })) return { message: m.cartConfirmEmpty, confirm: true };
  if (s.matches({ ready: 'confirmingMyPlan' })) return { message: m.cartConfirmMyPlan, confirm: true };
  if (s.matches({ ready: 'belowZero' })) return { message: m.cartBelowZero, confirm: false };
  if (s.matches({ ready: 'qtyRefused' }) || s.matches({ ready: 'saveFailed' }) || s.matches('duplicate') || s.matches('priceChanged') || s.matches('orderFailed'))
    return { message: s.context.message ?? '', confirm: false };
  return null;
};
