import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryCounts, isDisabledProduct, MAX_SELECTED_PRODUCTS, pdfRefusal, planMapTitle, planNameInput, planNameRefusal, selectionRefusal, toggleProduct, type MapProduct,
} from './rules';

const product = (salecdSqno: number, o: Partial<MapProduct> = {}): MapProduct => ({ salecdSqno, catCd: 'C1', planType: '', ...o });
const free = { childMissing: false };

describe('choosing products on the plan map (spec 3 §2, §4 product, §5)', () => {
  it('titles: 상품 선택 with myPlan=Y, else 에듀플랜맵', () => {
    expect([planMapTitle(true), planMapTitle(false)]).toEqual(['상품 선택', '에듀플랜맵']);
  });
  it('a tap chooses, a second unchooses; a product already in the customer’s plan cannot be chosen', () => {
    const once = toggleProduct([], product(1), free);
    expect(once).toEqual({ selected: [1], refusal: null });
    expect(toggleProduct(once.selected, product(1), free)).toEqual({ selected: [], refusal: null });
    expect(isDisabledProduct(product(2, { planType: '1' }))).toBe(true);
    expect(toggleProduct([], product(2, { planType: '1' }), free)).toEqual({ selected: [], refusal: null });
  });
  it('with children and none chosen: 자녀를 선택해 주세요. (unchoosing still works)', () => {
    expect(toggleProduct([], product(1), { childMissing: true })).toEqual({ selected: [], refusal: '자녀를 선택해 주세요.' });
    expect(toggleProduct([1], product(1), { childMissing: true })).toEqual({ selected: [], refusal: null });
  });
  it('at most 90: the 91st is refused with the spec’s message', () => {
    const ninety = Array.from({ length: MAX_SELECTED_PRODUCTS }, (_, i) => i + 1);
    expect(toggleProduct(ninety, product(91), free)).toEqual({ selected: ninety, refusal: '상품은 90개까지 선택 가능합니다.' });
    expect(toggleProduct(ninety.slice(1), product(91), free).refusal).toBeNull();
  });
  it('property: the selection never exceeds 90, never holds a disabled product, never repeats one', () => {
    const arbProduct = fc.record({ salecdSqno: fc.integer({ min: 1, max: 120 }), catCd: fc.constantFrom('C1', 'C2'), planType: fc.constantFrom('', '1') });
    fc.assert(
      fc.property(fc.array(fc.tuple(arbProduct, fc.boolean()), { maxLength: 300 }), (taps) => {
        let selected: readonly number[] = [];
        const disabled = new Set<number>();
        for (const [p, childMissing] of taps) {
          if (p.planType === '1') disabled.add(p.salecdSqno);
          selected = toggleProduct(selected, p, { childMissing }).selected;
        }
        expect(selected.length).toBeLessThanOrEqual(MAX_SELECTED_PRODUCTS);
        expect(new Set(selected).size).toBe(selected.length);
        // a product only ever chosen through a tap where it was not disabled
        for (const s of selected) expect(taps.some(([p]) => p.salecdSqno === s && p.planType !== '1')).toBe(true);
      }),
    );
  });
  it('category counts: the server’s owned count and the chosen products of that category', () => {
    const products = [product(1, { catCd: 'A' }), product(2, { catCd: 'A' }), product(3, { catCd: 'B' })];
    expect(categoryCounts([{ catCd: 'A', concCnt: 4 }, { catCd: 'B', concCnt: 0 }], products, [2, 3])).toEqual([
      { catCd: 'A', owned: 4, chosen: 1 },
      { catCd: 'B', owned: 0, chosen: 1 },
    ]);
  });
  it('actions that need products or a customer say so', () => {
    expect(selectionRefusal(0, false)).toBe('상품을 선택해주세요.');
    expect(selectionRefusal(0, true)).toBe('상품을 선택해 주세요.');
    expect(selectionRefusal(3, true)).toBeNull();
    expect(pdfRefusal(false)).toBe('고객을 선택해주세요.');
    expect(pdfRefusal(true)).toBeNull();
  });
});

describe('the plan name (spec 3 §5)', () => {
  it('typing beyond 10 characters is refused; blank is refused with 플랜명을 입력해주세요.', () => {
    expect(planNameInput('우리아이 첫 전집 플랜입니다')).toBe('우리아이 첫 전집 ');
    expect([...planNameInput('가'.repeat(11))].length).toBe(10);
    expect(planNameRefusal('   ')).toBe('플랜명을 입력해주세요.');
    expect(planNameRefusal('첫 플랜')).toBeNull();
  });
});
