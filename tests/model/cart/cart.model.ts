// The cart machine's model: the seed's catalogue (server/db/seed/plan-map.ts) priced as the server prices a
// draft of two products, 과학동화 전집 (2001's category CAT01, in the 10% box, chosen 10 times, so + is refused)
// and 북클럽 멤버십 (CAT02: membership coupons apply), for a customer or without one, with every answer and
// fault the calls can give. The rendered test writes the same draft for a real customer of planner05.
import { createActor, type AnyEventObject } from 'xstate';
import { cartMachine } from '../../../machines/cart/cart.machine';
import type { CartAnswer } from '../../../machines/cart/cart.types';
import { buildPlanDiscounts, buildPlanProducts } from '../../../server/db/seed/plan-map';
import { PRODUCTS } from '../../../server/db/seed/korean';
import type { PlanDraft } from '../../../src/domain/plan-map/draft';
import { RT } from '../../../src/domain/shared/envelope';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { generatePaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

/** 과학동화 전집 (C, boxed) and 북클럽 멤버십 by the seed's numbering. */
export const BOOKS = 1005;
export const MEMBERSHIP = 2001;
/** The seed's 10% rate (operator setting planDiscount's fallback). */
export const DC_RT = 10;

export const CUSTOMER = { kwkkey: 'K0', custDiv: '1', custNm: '고객', chlnKwkey: 'C0', chlnNm: '자녀', targetId: '' } as const;
export const draftOf = (customer: PlanDraft['customer']): PlanDraft => ({
  customer,
  products: [
    { salecdSqno: BOOKS, prchCnt: 10, dcYn: 'N' },
    { salecdSqno: MEMBERSHIP, prchCnt: 1, dcYn: 'N' },
  ],
});

/** The bascket answer for the draft, from the seed's rows (what the server answers for a customer without a saved plan). */
export function seedAnswer(draft: PlanDraft): CartAnswer {
  const rows = buildPlanProducts();
  const productList = draft.products.map((c) => {
    const p = rows.find((r) => r.salecdSqno === c.salecdSqno)!;
    return {
      salecdSqno: p.salecdSqno!, prdtnm: p.prdtnm, catCd: p.catCd, prdtAmt: p.prdtAmt, dcAmt: p.dcAmt ?? 0, dcRt: p.dcRt ?? 0,
      prdtDiv: p.prdtDiv as 'A' | 'B' | 'C', prmtAplyYn: p.prmtAplyYn as 'Y' | 'N', bcnmYn: p.bcnmYn as 'Y' | 'N', prdtInfoLink: p.prdtInfoLink ?? '',
      concMon: p.concMon, prchCnt: c.prchCnt, dcYn: c.dcYn,
    };
  });
  return {
    productList,
    cateList: PRODUCTS.map((c) => ({ cdNm: c.catNm, cdVl1: c.catCd })),
    cateCntList: PRODUCTS.map((c) => ({ catCd: c.catCd, catNm: c.catNm, concCnt: 0, planCnt: 0 })),
    discountList: buildPlanDiscounts().filter((d) => d.useYn === 'Y').map((d) => ({ dcSqno: d.dcSqno!, titl: d.titl, dcAmt: d.dcAmt, dcDiv: d.dcDiv as 'M' | 'F', minMon: d.minMon! })),
    dcRt: DC_RT,
    monthAmt: 0,
    custPlanInfo: null,
  };
}

export const OFFLINE = new NetworkError({ detail: 'offline' });
export const DUPLICATE = new ServerError({ rt: RT.custPlanDuplicate, rtMsg: msg.custPlanDuplicate });
export const PRICE_CHANGED = new ServerError({ rt: RT.refused, rtMsg: msg.cartPriceChanged });
/** A save the server failed: not the network's failure, which the outbox keeps for a plain save (issue 18). */
export const SERVER_FAULT = new ServerError({ rt: RT.serverError, rtMsg: msg.serverError });
/** A prepaid amount above any cart of the model: the payment falls below zero. */
export const TOO_MUCH = '99,999,999';

export const inert = cartMachine.provide({ actors: inertActors(['readDraft', 'writeDraft', 'loadCart', 'savePlan', 'openOrderSite']) as any });

/** Tells apart what guards read: the lines left, 과학동화 전집 at 10, a prepaid typed (below zero); nothing else changes a transition. */
export const contextKey = (c: any) => [
  c.cart?.productList.map((p: any) => p.salecdSqno) ?? null,
  c.cart?.productList.some((p: any) => p.salecdSqno === BOOKS && p.prchCnt === 10) ?? null,
  c.prepaid !== '',
];

export function cartEvents(draft: PlanDraft): AnyEventObject[] {
  return [
    { type: 'xstate.done.actor.readDraft', output: draft },
    { type: 'xstate.done.actor.readDraft', output: { customer: draft.customer, products: [] } },
    { type: 'xstate.done.actor.loadCart', output: seedAnswer(draft) },
    { type: 'xstate.done.actor.loadCart', output: { ...seedAnswer(draft), productList: [] } },
    { type: 'xstate.error.actor.loadCart', error: OFFLINE },
    { type: 'user.retry' },
    { type: 'user.dismiss' },
    { type: 'user.confirm' },
    { type: 'user.changeQty', salecdSqno: BOOKS, by: 1 },
    { type: 'user.changeQty', salecdSqno: BOOKS, by: -1 },
    { type: 'user.changeQty', salecdSqno: MEMBERSHIP, by: -1 },
    { type: 'user.toggleDiscount', salecdSqno: BOOKS },
    { type: 'user.toggleDiscount', salecdSqno: MEMBERSHIP },
    { type: 'user.remove', salecdSqno: BOOKS },
    { type: 'user.remove', salecdSqno: MEMBERSHIP },
    { type: 'user.changeMonths', months: 24 },
    { type: 'user.changeMonths', months: 12 },
    { type: 'user.changePrepaid', text: TOO_MUCH },
    { type: 'user.changeMileage', text: '5000' },
    { type: 'user.openDiscounts' },
    { type: 'user.toggleCoupon', dcSqno: 1 },
    { type: 'user.toggleCoupon', dcSqno: 2 },
    { type: 'user.toggleCoupon', dcSqno: 3 },
    { type: 'user.applyDiscounts' },
    { type: 'user.closeDiscounts' },
    { type: 'user.cancel' },
    { type: 'user.save' },
    { type: 'user.contract' },
    { type: 'xstate.done.actor.savePlan', output: { epmMySqno: 0 } },
    { type: 'xstate.error.actor.savePlan', error: DUPLICATE },
    { type: 'xstate.error.actor.savePlan', error: PRICE_CHANGED },
    { type: 'xstate.error.actor.savePlan', error: SERVER_FAULT },
    { type: 'xstate.done.actor.openOrderSite', output: undefined },
    { type: 'xstate.error.actor.openOrderSite', error: OFFLINE },
  ];
}

/**
 * The path with the contexts its own events give: a graph vertex keeps one representative snapshot, which
 * may come from another event into it (months 12 where the path chose 24), and the checks read the context.
 */
function realized(path: ModelPath): ModelPath {
  const actor = createActor(inert).start();
  const steps = path.steps.map((st, i) => {
    if (i > 0) actor.send(st.event as never);
    const s = actor.getSnapshot();
    return { event: st.event, state: { value: s.value, context: s.context } };
  });
  actor.stop();
  return { description: path.description, steps };
}

export interface CartModel {
  readonly name: 'customer' | 'own';
  readonly draft: PlanDraft;
  readonly paths: ModelPath[];
}

export function cartModels(customer: PlanDraft['customer'] = CUSTOMER): CartModel[] {
  const model = (name: CartModel['name'], draft: PlanDraft): CartModel => ({
    name,
    draft,
    paths: cachedPaths(`cart-${name}`, cartMachine, { events: cartEvents(draft), contextKey, inert }, generatePaths).map(realized),
  });
  return [model('customer', draftOf(customer)), model('own', draftOf(null))];
}
