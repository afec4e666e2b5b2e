// The detail search and product search machines alone: the prospect reset, the by-contract list's fixed
// type, the product search as a child that keeps the draft and hands back at most five products, and the
// pages it asks for.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { EMPTY_DETAIL, type DetailFilters } from '../../src/domain/customers/filters';
import { detailSearchMachine } from './detail-search.machine';
import * as sel from './detail-search.selectors';
import { productSearchMachine, type ProductMaster } from './product-search.machine';
import * as psel from './product-search.selectors';

const MASTER: ProductMaster = {
  cateList: [{ cdNm: '전집', cdVl1: 'CAT01' }, { cdNm: '학습지', cdVl1: 'CAT02' }],
  prodMstList: Array.from({ length: 7 }, (_, i) => ({ prdtCd: `P0${i + 1}`, prdtnm: `상품${i + 1}`, salegropCd: 'G1', catCd: i < 4 ? 'CAT01' : 'CAT02' })),
};
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(detail: DetailFilters, listTyp: 'F' | 'S', withProducts = false) {
  const pages: string[] = [];
  const machine = detailSearchMachine.provide({
    actors: { productSearch: productSearchMachine.provide({ actors: { loadProducts: fromPromise(async () => MASTER) } }) } as never,
    actions: {
      openPage: (_: unknown, p: { to: string }) => void pages.push(`push ${p.to}`),
      returnTo: (_: unknown, p: { to: string }) => void pages.push(`replace ${p.to}`),
    } as never,
  });
  const actor = createActor(machine, { input: { detail, listTyp, withProducts } }).start();
  return { actor, pages, snap: () => actor.getSnapshot() };
}

describe('detail search machine', () => {
  it('prospect resets and hides overdue, expiry and products; search hands the draft over', () => {
    const { actor, snap } = start({ ...EMPTY_DETAIL, overdueY: true, expiry: 'A', products: [{ prdtCd: 'P01', prdtnm: '상품1' }] }, 'F');
    actor.send({ type: 'user.setCustType', custDiv: '2' });
    expect(sel.selectShowsContractFilters(snap())).toBe(false);
    actor.send({ type: 'user.toggleOverdue', which: 'N' });
    actor.send({ type: 'user.setAge', bound: 'to', age: 4 });
    actor.send({ type: 'user.setAge', bound: 'from', age: 6 });
    actor.send({ type: 'user.toggleTest', test: 'KEDI' });
    actor.send({ type: 'user.search' });
    expect(snap().output).toEqual({ ...EMPTY_DETAIL, custDiv: '2', fromAge: 6, toAge: 6, tests: ['KEDI'] });
  });

  it('opened for the by-contract list the type is contract and cannot change; reset keeps it', () => {
    const { actor, snap } = start({ ...EMPTY_DETAIL, custDiv: '2' }, 'S');
    expect([sel.selectDraft(snap()).custDiv, sel.selectTypeLocked(snap())]).toEqual(['1', true]);
    actor.send({ type: 'user.setCustType', custDiv: '' });
    actor.send({ type: 'user.setExpiry', expiry: 'B' });
    actor.send({ type: 'user.reset' });
    expect(sel.selectDraft(snap())).toEqual({ ...EMPTY_DETAIL, custDiv: '1' });
  });

  it('the product search keeps the draft, refuses a sixth product and hands back its choice', async () => {
    const { actor, pages, snap } = start({ ...EMPTY_DETAIL, diagnosis: ['2'] }, 'F');
    actor.send({ type: 'user.openProducts' });
    await flush();
    const ps = sel.selectProductSearch(snap())!;
    expect(psel.selectProducts(ps.getSnapshot()).map((p) => p.prdtCd)).toEqual(['P01', 'P02', 'P03', 'P04']);
    for (const code of ['P01', 'P02', 'P03']) ps.send({ type: 'user.toggleProduct', prdtCd: code });
    ps.send({ type: 'user.chooseCategory', catCd: 'CAT02' });
    for (const code of ['P05', 'P06', 'P07']) ps.send({ type: 'user.toggleProduct', prdtCd: code });
    expect(psel.selectOverLimit(ps.getSnapshot())).toBe(true);
    ps.send({ type: 'user.dismissMessage' });
    ps.send({ type: 'user.toggleProduct', prdtCd: 'P01' });
    ps.send({ type: 'user.select' });
    expect(sel.selectDraft(snap()).products.map((p) => p.prdtCd)).toEqual(['P02', 'P03', 'P05', 'P06']);
    expect(sel.selectDraft(snap()).diagnosis).toEqual(['2']);
    expect(pages).toEqual(['push /myCstmr/myCstmrList/proddSerach', 'replace /myCstmr/myCstmrList/detailSerach']);
  });

  it('back from the product search (or its cancel) keeps the products it had', async () => {
    const { actor, snap } = start(EMPTY_DETAIL, 'S', true);
    await flush();
    sel.selectProductSearch(snap())!.send({ type: 'user.toggleProduct', prdtCd: 'P01' });
    actor.send({ type: 'route.changed', page: 'detailSearch' });
    expect([sel.selectProductSearch(snap()), sel.selectDraft(snap()).products]).toEqual([undefined, []]);
    actor.send({ type: 'route.changed', page: 'productSearch' });
    await flush();
    sel.selectProductSearch(snap())!.send({ type: 'user.cancel' });
    expect(snap().value).toBe('editing');
  });
});
