import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, searchPrdt, withProduct, withSelection, type DraftCustomer, type PlanDraft } from './draft';

const customer: DraftCustomer = { kwkkey: 'K1', custDiv: '1', custNm: '김고객', chlnKwkey: 'C1', chlnNm: '김자녀', targetId: '' };

describe('the plan draft between the map and the cart', () => {
  it('a new selection keeps the quantity and box of products already chosen; new ones start at one, unticked', () => {
    const before: PlanDraft = { customer, products: [{ salecdSqno: 1001, prchCnt: 3, dcYn: 'Y' }, { salecdSqno: 2001, prchCnt: 2, dcYn: 'N' }] };
    expect(withSelection(before, customer, [2001, 3005])).toEqual({
      customer,
      products: [{ salecdSqno: 2001, prchCnt: 2, dcYn: 'N' }, { salecdSqno: 3005, prchCnt: 1, dcYn: 'N' }],
    });
    expect(withSelection(EMPTY_DRAFT, null, [])).toEqual(EMPTY_DRAFT);
  });
  it('the cart changes one product within 1..10, ticks its box, or removes it', () => {
    const d: PlanDraft = { customer, products: [{ salecdSqno: 1001, prchCnt: 1, dcYn: 'N' }, { salecdSqno: 2001, prchCnt: 9, dcYn: 'N' }] };
    expect(withProduct(d, 2001, { prchCnt: 12 }).products[1]).toEqual({ salecdSqno: 2001, prchCnt: 10, dcYn: 'N' });
    expect(withProduct(d, 1001, { prchCnt: 0 }).products[0]).toEqual({ salecdSqno: 1001, prchCnt: 1, dcYn: 'N' });
    expect(withProduct(d, 1001, { dcYn: 'Y' }).products[0]).toEqual({ salecdSqno: 1001, prchCnt: 1, dcYn: 'Y' });
    expect(withProduct(d, 1001, 'remove').products.map((p) => p.salecdSqno)).toEqual([2001]);
  });
  it('strSearchPrdt is the products as JSON, nothing else', () => {
    expect(JSON.parse(searchPrdt([{ salecdSqno: 1001, prchCnt: 2, dcYn: 'Y' }]))).toEqual([{ salecdSqno: 1001, prchCnt: 2, dcYn: 'Y' }]);
  });
});
