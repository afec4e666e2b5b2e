// The cart machine's context and events (machines/cart/cart.machine.ts), apart so the requests and
// selectors can name them without importing the machine.
import type { eduplanBascket } from '../../src/domain/cart/contract';
import type { PlanDraft } from '../../src/domain/plan-map/draft';
import type { ResponseOf } from '../../src/domain/shared/call';

export type CartAnswer = ResponseOf<typeof eduplanBascket>;

export interface CartContext {
  /** The draft as read and as the cart has changed it (written back on every change). */
  readonly draft: PlanDraft;
  readonly cart: CartAnswer | null;
  readonly months: number;
  /** As typed: digits with separators. */
  readonly prepaid: string;
  readonly mileage: string;
  /** The coupons applied; `sheet` the discount sheet's choice while it is open. */
  readonly chosen: readonly number[];
  readonly sheet: readonly number[];
  /** The alert's text (a refusal, a failure, the server's message). */
  readonly message: string | null;
  /** Save or contract: what the submit does once saved. */
  readonly contract: boolean;
}

export type CartEvent =
  | { type: 'user.retry' }
  | { type: 'user.dismiss' }
  | { type: 'user.confirm' }
  | { type: 'user.changeQty'; salecdSqno: number; by: 1 | -1 }
  | { type: 'user.toggleDiscount'; salecdSqno: number }
  | { type: 'user.remove'; salecdSqno: number }
  | { type: 'user.changeMonths'; months: number }
  | { type: 'user.changePrepaid'; text: string }
  | { type: 'user.changeMileage'; text: string }
  | { type: 'user.openDiscounts' }
  | { type: 'user.toggleCoupon'; dcSqno: number }
  | { type: 'user.applyDiscounts' }
  | { type: 'user.closeDiscounts' }
  | { type: 'user.cancel' }
  | { type: 'user.save' }
  | { type: 'user.contract' };
