// The plan map's context and the pure steps its transitions take (spec 3 §2 plan map, §4 product): who the
// map is for, what the server answered, the selection, and the plan draft the selection is written to
// (src/domain/plan-map/draft.ts). Kept apart from the statechart so the machine file reads as its states.
import type { PlanChild, PlanProduct } from '../../src/domain/plan-map/contract';
import type { eduplanBase } from '../../src/domain/plan-map/contract';
import { withSelection, type DraftCustomer, type PlanDraft } from '../../src/domain/plan-map/draft';
import type { CategoryCount, PlanEntry } from '../../src/domain/plan-map/plan-contract';
import { isDisabledProduct, MAX_SELECTED_PRODUCTS, toggleProduct, type MapProduct } from '../../src/domain/plan-map/rules';
import type { ResponseOf } from '../../src/domain/shared/call';

export type PlanMapBase = ResponseOf<typeof eduplanBase>;

/** The customer the address names (spec 3 §2 query custDiv, kwkkey, custNm; targetId a branch head's planner). */
export interface PlanMapCustomer {
  readonly kwkkey: string;
  readonly custDiv: '1' | '2';
  readonly custNm: string;
  readonly targetId: string;
}

export interface PlanMapInput {
  /** myPlan=Y: choosing products for a plan of one's own (no customer, only the save-plan button). */
  readonly myPlan: boolean;
  readonly customer: PlanMapCustomer | null;
  /** The signed-in user's position: a branch head (COG01) looks customers up through the planner list. */
  readonly position: string;
}

/** What eduplan/base and the stored draft answer together when the map opens. */
export interface BaseLoad {
  readonly base: PlanMapBase;
  readonly draft: PlanDraft;
}

/** What the customer (or child) holds and has planned. */
export interface CustomerPlan {
  readonly cateCntList: readonly CategoryCount[];
  readonly productList: readonly PlanEntry[];
}

export interface PlanMapContext extends PlanMapInput {
  readonly base: PlanMapBase | null;
  /** The draft as stored when the map opened, then as the map last wrote it. */
  readonly draft: PlanDraft;
  /** null until eduplan/child answered (or without a customer). */
  readonly children: readonly PlanChild[] | null;
  readonly child: PlanChild | null;
  readonly plan: CustomerPlan | null;
  readonly selected: readonly number[];
  /** The category tab shown (cdVl1). */
  readonly category: string;
  /** The product under a press (the long press opens its info link). */
  readonly pressed: number | null;
  readonly menuOpen: boolean;
  /** A refusal or a failure to show (a notice, or the failed load's reason). */
  readonly message: string | null;
}

export const initialContext = (input: PlanMapInput): PlanMapContext => ({
  ...input,
  customer: input.myPlan ? null : input.customer,
  base: null,
  draft: { customer: null, products: [] },
  children: null,
  child: null,
  plan: null,
  selected: [],
  category: '',
  pressed: null,
  menuOpen: false,
  message: null,
});

/** The draft's customer for what the map shows (null without a customer, and in my-plan mode). */
export const draftCustomerOf = (c: PlanMapContext): DraftCustomer | null =>
  c.customer
    ? { kwkkey: c.customer.kwkkey, custDiv: c.customer.custDiv, custNm: c.customer.custNm, chlnKwkey: c.child?.chlnKwkey ?? '', chlnNm: c.child?.kwcnam ?? '', targetId: c.customer.targetId }
    : null;

export const nextDraft = (c: PlanMapContext): PlanDraft => withSelection(c.draft, draftCustomerOf(c), c.selected);

/** The draft was built for this customer (and this child, when `withChild`). */
export function draftIsFor(c: PlanMapContext, withChild: boolean): boolean {
  const d = c.draft.customer;
  if (!d || !c.customer) return d === null && c.customer === null;
  return d.kwkkey === c.customer.kwkkey && d.custDiv === c.customer.custDiv && (!withChild || d.chlnKwkey === (c.child?.chlnKwkey ?? ''));
}

/** The stored draft's child among the customer's children, when the draft is this customer's. */
export const draftChild = (c: PlanMapContext, children: readonly PlanChild[]): PlanChild | null =>
  draftIsFor(c, false) ? (children.find((k) => k.chlnKwkey === c.draft.customer?.chlnKwkey) ?? null) : null;

/** The catalogue as the rules see it: planType "1" when the product is in the customer's saved plan. */
export function mapProducts(c: Pick<PlanMapContext, 'base' | 'plan'>): (PlanProduct & MapProduct)[] {
  const held = new Set((c.plan?.productList ?? []).filter((e) => e.planType === '1').map((e) => e.salecdSqno));
  return (c.base?.productList ?? []).map((p) => ({ ...p, planType: held.has(p.salecdSqno) ? '1' : '' }));
}

/** Products choosable here out of `wanted`, in order, at most 90 (a restored draft, a my plan's products). */
export function choosable(c: Pick<PlanMapContext, 'base' | 'plan'>, wanted: readonly number[]): number[] {
  const open = new Set(mapProducts(c).filter((p) => !isDisabledProduct(p)).map((p) => p.salecdSqno));
  return [...new Set(wanted)].filter((s) => open.has(s)).slice(0, MAX_SELECTED_PRODUCTS);
}

/** The customer has children and none is chosen: choosing a product is refused. */
export const childMissing = (c: PlanMapContext): boolean => (c.children?.length ?? 0) > 0 && c.child === null;

/** eduplan/customerPlan for a customer (and child) of the caller or of targetId's planner. */
export interface CustomerPlanQuery {
  readonly kwkkey: string;
  readonly custDiv: '1' | '2';
  readonly chlnKwkey: string;
  readonly targetId: string;
}

export type PlanMapEvent =
  | { type: 'user.retry' }
  | { type: 'user.lookupCustomer' }
  | { type: 'popup.custSelected'; kwkkey: string; custDiv: '1' | '2'; custNm: string }
  | { type: 'user.chooseChild'; chlnKwkey: string }
  | { type: 'user.choosePlan'; epmMySqno: number }
  | { type: 'user.chooseCategory'; catCd: string }
  | { type: 'user.toggle'; salecdSqno: number }
  | { type: 'user.pressStart'; salecdSqno: number }
  | { type: 'user.pressEnd' }
  | { type: 'user.pressCancel' }
  | { type: 'user.openMenu' }
  | { type: 'user.closeMenu' }
  | { type: 'user.viewPdf' }
  | { type: 'user.openMyPlans' }
  | { type: 'user.openCart' }
  | { type: 'user.savePlan' }
  | { type: 'user.dismiss' };

/** A tap's outcome (rules.ts toggleProduct) on the product the event names. */
export const tapped = (c: PlanMapContext, e: PlanMapEvent) => {
  const p = mapProducts(c).find((x) => e.type === 'user.toggle' && x.salecdSqno === e.salecdSqno);
  return p ? toggleProduct(c.selected, p, { childMissing: childMissing(c) }) : { selected: c.selected, refusal: null };
};
/** The pressed product's info link ('' none). */
export const infoLink = (c: PlanMapContext) => mapProducts(c).find((p) => p.salecdSqno === c.pressed)?.prdtInfoLink ?? '';
export const customerQuery = (c: PlanMapContext): CustomerPlanQuery => ({ kwkkey: c.customer!.kwkkey, custDiv: c.customer!.custDiv, chlnKwkey: c.child?.chlnKwkey ?? '', targetId: c.customer!.targetId });
