// What the cart machine sends (spec 3 §7 eduplan.bascket, eduplan.myPlanSave with strCustPlanInfo) and its
// payment (src/domain/cart/rules.ts payment), computed once per context: the selectors, the guards and the
// save request all read the same figure, and a snapshot without a change of context costs nothing.
import type { eduplanBascket } from '../../src/domain/cart/contract';
import { moneyValue, payment, type Payment } from '../../src/domain/cart/rules';
import type { PlanDraft } from '../../src/domain/plan-map/draft';
import type { eduplanMyPlanSave } from '../../src/domain/plan-map/plan-contract';
import type { RequestOf } from '../../src/domain/shared/call';
import type { CartContext } from './cart.types';

export type BascketRequest = RequestOf<typeof eduplanBascket>;
export type SaveRequest = RequestOf<typeof eduplanMyPlanSave>;

/** The save with what follows it: a contract goes on to the ordering site at once, so it is never kept for later. */
export interface SaveInput {
  readonly request: SaveRequest;
  readonly contract: boolean;
}

const chosenOf = (products: PlanDraft['products']) => products.map(({ salecdSqno, prchCnt, dcYn }) => ({ salecdSqno, prchCnt, dcYn }));

/** The customer fields as the plan calls take them: the child and the planner only when there is one. */
function customerFields(customer: NonNullable<PlanDraft['customer']>) {
  return {
    kwkkey: customer.kwkkey,
    custDiv: customer.custDiv,
    ...(customer.chlnKwkey ? { chlnKwkey: customer.chlnKwkey } : {}),
    ...(customer.targetId ? { targetId: customer.targetId } : {}),
  };
}

export function bascketRequest(draft: PlanDraft): BascketRequest {
  const strSearchPrdt = chosenOf(draft.products);
  return draft.customer ? { strSearchPrdt, ...customerFields(draft.customer) } : { strSearchPrdt };
}

/** A number typed with separators ('' is 0). */
export const moneyAmount = (shown: string): number => Number(moneyValue(shown) || '0');

const cache = new WeakMap<object, Payment>();

/** The expected monthly payment of the cart as it stands (the lines, the 10% rate, the applied coupons, prepaid, mileage, months). */
export function cartPayment(c: Pick<CartContext, 'cart' | 'chosen' | 'prepaid' | 'mileage' | 'months'>): Payment {
  const known = cache.get(c);
  if (known) return known;
  const cart = c.cart;
  const p = payment({
    lines: cart?.productList ?? [],
    dcRt: cart?.dcRt ?? 0,
    coupons: (cart?.discountList ?? []).filter((d) => c.chosen.includes(d.dcSqno)),
    prepaid: moneyAmount(c.prepaid),
    mileage: moneyAmount(c.mileage),
    months: c.months,
  });
  cache.set(c, p);
  return p;
}

/** eduplan/myPlanSave for the draft's customer, with the lines as the cart shows them and the figure it shows. */
export function saveRequest(c: CartContext): SaveRequest {
  const pay = cartPayment(c);
  return {
    strSearchPrdt: chosenOf(c.cart!.productList),
    ...customerFields(c.draft.customer!),
    strCustPlanInfo: {
      prpmAmt: moneyAmount(c.prepaid),
      mlgAmt: moneyAmount(c.mileage),
      mntsCnt: pay.months,
      dcSqnoList: [...c.chosen],
      monthAmt: pay.ok ? pay.monthly : 0,
    },
  };
}
