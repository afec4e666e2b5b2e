// The detail search and product search models: their events (the product master as seeded), which may
// come in which state (a product of the category on show; a product handed back only to an empty filter),
// and the inputs of each way in (/detailSerach, /detailSerach/S, straight to /proddSerach).
import type { AnyEventObject } from 'xstate';
import type { DetailSearchInput } from '../../../machines/customers/detail-search.machine';
import type { ProductMaster } from '../../../machines/customers/product-search.machine';
import { EMPTY_DETAIL, type ChosenProduct } from '../../../src/domain/customers/filters';
import { PRODUCT_SEARCH_PATH, detailSearchPath } from '../../../src/domain/customers/pages';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';

export const DETAIL_WAYS_IN: readonly { name: string; path: string; input: DetailSearchInput }[] = [
  { name: 'by customer', path: detailSearchPath('F'), input: { detail: EMPTY_DETAIL, listTyp: 'F', withProducts: false } },
  { name: 'by contract', path: detailSearchPath('S'), input: { detail: EMPTY_DETAIL, listTyp: 'S', withProducts: false } },
  { name: 'straight to the product search', path: PRODUCT_SEARCH_PATH, input: { detail: EMPTY_DETAIL, listTyp: 'F', withProducts: true } },
];

export function detailEvents(master: ProductMaster): AnyEventObject[] {
  const p = master.prodMstList[0]!;
  const chosen: ChosenProduct = { prdtCd: p.prdtCd, prdtnm: p.prdtnm };
  return [
    ...(['', '1', '2'] as const).map((custDiv) => ({ type: 'user.setCustType', custDiv })),
    { type: 'user.setAge', bound: 'to', age: 5 },
    { type: 'user.setAge', bound: 'from', age: 7 },
    { type: 'user.setAge', bound: 'from', age: null },
    { type: 'user.toggleDiagnosis', stat: '2' },
    { type: 'user.toggleAllDiagnosis' },
    { type: 'user.toggleTest', test: 'KEDS' },
    { type: 'user.toggleOverdue', which: 'Y' },
    { type: 'user.toggleOverdue', which: 'N' },
    { type: 'user.setExpiry', expiry: 'A' },
    { type: 'user.setProductMode', mode: 'N' },
    { type: 'user.removeProduct', prdtCd: chosen.prdtCd },
    { type: 'user.reset' },
    { type: 'user.search' },
    { type: 'user.openProducts' },
    { type: 'route.changed', page: 'productSearch' },
    { type: 'route.changed', page: 'detailSearch' },
    { type: 'xstate.done.actor.productSearch', output: [chosen] },
    { type: 'xstate.done.actor.productSearch', output: null },
  ];
}

/** The product search hands back its one product only to a filter without products (else a click takes it away). */
export const detailAllow = (s: any, e: AnyEventObject) => {
  if (e.type === 'xstate.done.actor.productSearch') return e.output === null || s.context.draft.products.length === 0;
  // A chip is removed only where there is one.
  if (e.type === 'user.removeProduct') return s.context.draft.products.some((p: ChosenProduct) => p.prdtCd === e.prdtCd);
  return true;
};

/** Coarse on purpose: the type (it hides filters), products chosen, and whether any contract-only filter is set (prospect resets them). */
export const detailKey = (c: any) => {
  const d = c.draft;
  return [d.custDiv, d.products.length, d.overdueY || d.overdueN || d.expiry !== '' || d.productMode === 'N'];
};

export const SERVER_DOWN = new ServerError({ rt: 'server_error', rtMsg: msg.serverError });
export const OFFLINE = new NetworkError({ detail: 'offline' });

/** Five products of the first category and one of the second: the sixth is one too many. */
export function productEvents(master: ProductMaster): AnyEventObject[] {
  const [first, second] = master.cateList;
  const picks = [...master.prodMstList.filter((p) => p.catCd === first!.cdVl1).slice(0, 5), master.prodMstList.find((p) => p.catCd === second!.cdVl1)!];
  return [
    { type: 'xstate.done.actor.loadProducts', output: master },
    { type: 'xstate.error.actor.loadProducts', error: SERVER_DOWN },
    { type: 'user.retry' },
    { type: 'user.chooseCategory', catCd: second!.cdVl1 },
    { type: 'user.chooseCategory', catCd: first!.cdVl1 },
    ...picks.map((p) => ({ type: 'user.toggleProduct', prdtCd: p.prdtCd })),
    { type: 'user.dismissMessage' },
    { type: 'user.select' },
    { type: 'user.cancel' },
  ];
}

/** A product is tapped only where it shows: in the category on show. */
export const productAllow = (master: ProductMaster) => (s: any, e: AnyEventObject) => {
  if (e.type !== 'user.toggleProduct') return true;
  const p = master.prodMstList.find((x) => x.prdtCd === e.prdtCd)!;
  return p.catCd === s.context.category;
};

export const productKey = (c: any) => [c.selected.map((p: ChosenProduct) => p.prdtCd).join(','), c.category, c.loadError !== null];
