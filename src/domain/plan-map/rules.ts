// The education plan map's pure rules (spec 3 §2 plan map, my plans, plan register; §4 product; §5; §9):
// choosing products (a child first when the customer has children, products already in the customer's plan
// disabled, at most 90), each category's 보유 | 선택 counts, the screen's title, the long press, and the
// plan name. Shared by the screens and the server.
import { MAX_SELECTED_PRODUCTS } from './chosen-product';
import { planMapMessages as m } from './messages';

export { MAX_SELECTED_PRODUCTS };
/** A press this long on a product opens its information link (spec 3 §2). */
export const LONG_PRESS_MS = 1000;
export const PLAN_NAME_MAX = 10;

/** myPlan=Y: choosing products for a plan of one's own (상품 선택, only the save-plan button). */
export const planMapTitle = (myPlan: boolean): string => (myPlan ? m.planMapSelectTitle : m.planMapTitle);

export interface MapProduct {
  readonly salecdSqno: number;
  readonly catCd: string;
  /** "1" when it is already in the customer's saved plan: shown, not choosable. */
  readonly planType: string;
}

export const isDisabledProduct = (p: MapProduct): boolean => p.planType === '1';

export interface ChoiceContext {
  /** The customer has children and none is chosen yet. */
  readonly childMissing: boolean;
}

/**
 * A tap on a product: chosen products are unchosen; a disabled one stays as it is; choosing needs a chosen
 * child when the customer has children and stops at 90 products. Answers the new selection and any refusal.
 */
export function toggleProduct(
  selected: readonly number[],
  p: MapProduct,
  ctx: ChoiceContext,
): { readonly selected: readonly number[]; readonly refusal: string | null } {
  if (isDisabledProduct(p)) return { selected, refusal: null };
  if (selected.includes(p.salecdSqno)) return { selected: selected.filter((s) => s !== p.salecdSqno), refusal: null };
  if (ctx.childMissing) return { selected, refusal: m.planMapChildRequired };
  if (selected.length >= MAX_SELECTED_PRODUCTS) return { selected, refusal: m.planMapMaxProducts };
  return { selected: [...selected, p.salecdSqno], refusal: null };
}

/** The counts a category tab shows: 보유 (the server's owned count) | 선택 (chosen here, in that category). */
export function categoryCounts(
  categories: readonly { readonly catCd: string; readonly concCnt: number }[],
  products: readonly MapProduct[],
  selected: readonly number[],
): { readonly catCd: string; readonly owned: number; readonly chosen: number }[] {
  const chosen = new Set(selected);
  return categories.map((c) => ({
    catCd: c.catCd,
    owned: c.concCnt,
    chosen: products.filter((p) => p.catCd === c.catCd && chosen.has(p.salecdSqno)).length,
  }));
}

/** Actions that need products (cart, save plan): the spec's two spellings, by screen. */
export const selectionRefusal = (count: number, forPlan: boolean): string | null =>
  count > 0 ? null : forPlan ? m.planMapPlanSelectionEmpty : m.planMapSelectionEmpty;

/** The PDF view needs a customer. */
export const pdfRefusal = (hasCustomer: boolean): string | null => (hasCustomer ? null : m.planMapCustomerRequired);

/** The plan name as the input keeps it: typing beyond 10 characters is refused. */
export const planNameInput = (text: string): string => [...text].slice(0, PLAN_NAME_MAX).join('');
/** Required and not blank (spec 3 §5). */
export const planNameRefusal = (name: string): string | null => (name.trim() === '' ? m.myPlanNameRequired : null);
