// The plan being built (spec 3 §2 plan map → cart): who it is for and the chosen products with their
// quantities and 10% boxes. The map writes it as products are chosen, the cart reads and edits it, a save
// clears it; it lives for the app run (src/services/plan-draft.service.ts) and goes with logout.
import { Schema } from 'effect';
import { CART_MAX_QTY, ChosenProduct, MAX_SELECTED_PRODUCTS } from './chosen-product';

export const DraftCustomer = Schema.Struct({
  kwkkey: Schema.String,
  custDiv: Schema.Literals(['1', '2']),
  custNm: Schema.String,
  /** The chosen child ('' none: the customer has no children, or the plan is the customer's own). */
  chlnKwkey: Schema.String,
  chlnNm: Schema.String,
  /** The planner whose customer it is (a branch head's pick); '' the caller. */
  targetId: Schema.String,
});
export type DraftCustomer = typeof DraftCustomer.Type;

export const PlanDraft = Schema.Struct({
  customer: Schema.NullOr(DraftCustomer),
  products: Schema.Array(ChosenProduct).check(Schema.isMaxLength(MAX_SELECTED_PRODUCTS)),
});
export type PlanDraft = typeof PlanDraft.Type;

export const EMPTY_DRAFT: PlanDraft = { customer: null, products: [] };

/** The draft after the map's selection changed: kept products keep their quantity and box, new ones start at 1. */
export function withSelection(draft: PlanDraft, customer: DraftCustomer | null, selected: readonly number[]): PlanDraft {
  const before = new Map(draft.products.map((p) => [p.salecdSqno, p]));
  return { customer, products: selected.map((s) => before.get(s) ?? { salecdSqno: s, prchCnt: 1, dcYn: 'N' }) };
}

/** The draft after the cart changed one product (quantity within 1..10, the box) or removed it. */
export function withProduct(draft: PlanDraft, salecdSqno: number, change: Partial<Pick<ChosenProduct, 'prchCnt' | 'dcYn'>> | 'remove'): PlanDraft {
  if (change === 'remove') return { ...draft, products: draft.products.filter((p) => p.salecdSqno !== salecdSqno) };
  return {
    ...draft,
    products: draft.products.map((p) =>
      p.salecdSqno === salecdSqno ? { ...p, ...change, prchCnt: Math.min(CART_MAX_QTY, Math.max(1, change.prchCnt ?? p.prchCnt)) } : p,
    ),
  };
}

/** strSearchPrdt: the chosen products as the calls take them. */
export const searchPrdt = (products: readonly ChosenProduct[]): string => JSON.stringify(products.map(({ salecdSqno, prchCnt, dcYn }) => ({ salecdSqno, prchCnt, dcYn })));
