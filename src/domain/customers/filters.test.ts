// The list query's rules (spec 1 §5, spec 2 §4, §5, §9) and its mapping to the list call's fields.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CustomerFilters } from './contract';
import { Schema } from 'effect';
import {
  EMPTY_DETAIL,
  activeDetailCount,
  callFilters,
  cutSearch,
  effectiveDetail,
  initialQuery,
  openSavedListQuery,
  toggleAllDiagnosis,
  toggleProduct,
  withAge,
  withCustType,
  type ChosenProduct,
  type DetailFilters,
} from './filters';

const P = (n: number): ChosenProduct => ({ prdtCd: `P${n}`, prdtnm: `상품${n}` });
const FULL: DetailFilters = { ...EMPTY_DETAIL, overdueY: true, expiry: 'A', productMode: 'N', products: [P(1), P(2)] };

describe('customer list query', () => {
  it.each([
    ['김민준', '김민준'],
    ['  김민준  ', '김민준'],
    ['01012345678', '0101234567'],
    ['가나다라마바사아자차카', '가나다라마바사아자차'],
    ['', ''],
  ])('search %j is cut at 10 characters and trimmed: %j', (typed, kept) => expect(cutSearch(typed)).toBe(kept));

  it('choosing prospect resets overdue, expiry and products (spec 2 §4); other types keep them', () => {
    expect(withCustType(FULL, '2')).toEqual({ ...EMPTY_DETAIL, custDiv: '2' });
    expect(withCustType(FULL, '1')).toEqual({ ...FULL, custDiv: '1' });
    expect(withCustType(FULL, '')).toEqual(FULL);
  });

  it('the by-contract list is contract whatever the by-customer list chose', () => {
    for (const custDiv of ['', '1', '2'] as const) {
      expect(effectiveDetail({ ...EMPTY_DETAIL, custDiv }, 'S').custDiv).toBe('1');
      expect(effectiveDetail({ ...EMPTY_DETAIL, custDiv }, 'F').custDiv).toBe(custDiv);
    }
  });

  it.each([
    [null, null, 'from', 7, [7, null]],
    [null, 5, 'from', 7, [7, 7]],
    [3, 9, 'from', 5, [5, 9]],
    [8, null, 'to', 5, [5, 5]],
    [2, 12, 'to', null, [2, null]],
    [2, 12, 'from', 17, [2, 12]],
    [2, 12, 'to', -1, [2, 12]],
  ] as const)('ages %j-%j, %s set to %j: %j', (fromAge, toAge, bound, age, [from, to]) => {
    const d = withAge({ ...EMPTY_DETAIL, fromAge, toAge }, bound, age);
    expect([d.fromAge, d.toAge]).toEqual([from, to]);
  });

  it('전체 ticks every diagnosis state, then clears them', () => {
    const some = { ...EMPTY_DETAIL, diagnosis: ['2'] as const };
    expect(toggleAllDiagnosis(some).diagnosis).toEqual(['1', '2', '3']);
    expect(toggleAllDiagnosis(toggleAllDiagnosis(some)).diagnosis).toEqual([]);
  });

  it('at most five products (spec 2 §5): a sixth is refused, a chosen one is removed', () => {
    const five = [1, 2, 3, 4, 5].map(P);
    expect(toggleProduct(five, P(6))).toBeNull();
    expect(toggleProduct(five, P(3))).toEqual([P(1), P(2), P(4), P(5)]);
    expect(toggleProduct([P(1)], P(2))).toEqual([P(1), P(2)]);
  });

  it('property: the product filter never holds more than five or a product twice', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 40 }), (picks) => {
        let list: readonly ChosenProduct[] = [];
        for (const n of picks) list = toggleProduct(list, P(n)) ?? list;
        expect(list.length).toBeLessThanOrEqual(5);
        expect(new Set(list.map((p) => p.prdtCd)).size).toBe(list.length);
      }),
    );
  });

  it('maps to the list call: overdue only when exactly one box is ticked (spec 1 §5), products joined', () => {
    const base = initialQuery('김');
    expect(callFilters(base)).toEqual({ listTyp: 'F', sortType: 'K', searchTxt: '김' });
    const detail: DetailFilters = {
      custDiv: '1', fromAge: 3, toAge: 7, diagnosis: ['1', '3'], tests: ['KEDS', 'ELT'], overdueY: true, overdueN: false,
      expiry: 'B', productMode: 'N', products: [P(1), P(2)],
    };
    expect(callFilters({ ...base, searchTxt: '', sortType: 'C', searchUserid: 'planner01', detail, savedList: { custListSqno: 4, titl: '목록' } })).toEqual({
      listTyp: 'F', sortType: 'C', searchUserid: 'planner01', custDiv: '1', fromAge: 3, toAge: 7, dgnsStat1: 'Y', dgnsStat3: 'Y',
      KEDS: 'Y', ELT: 'Y', ovrdY: 'Y', concexpydyYn: 'B', prodIncludeYn: 'N', selectedProdList: 'P1,P2', custListSqno: 4,
    });
    expect(callFilters({ ...base, detail: { ...EMPTY_DETAIL, overdueY: true, overdueN: true } })).not.toHaveProperty('ovrdY');
    expect(callFilters({ ...base, detail: { ...EMPTY_DETAIL, overdueN: true } })).toMatchObject({ ovrdN: 'Y' });
    expect(callFilters({ ...base, listTyp: 'S', detail: { ...EMPTY_DETAIL, custDiv: '2' } })).toMatchObject({ listTyp: 'S', custDiv: '1' });
  });

  it('property: every query maps to fields the list call accepts', () => {
    const detail = fc.record({
      custDiv: fc.constantFrom('', '1', '2'),
      fromAge: fc.option(fc.integer({ min: 0, max: 16 })),
      toAge: fc.option(fc.integer({ min: 0, max: 16 })),
      diagnosis: fc.subarray(['1', '2', '3'] as const),
      tests: fc.subarray(['KEDS', 'KEDI', 'ELT'] as const),
      overdueY: fc.boolean(),
      overdueN: fc.boolean(),
      expiry: fc.constantFrom('', 'A', 'B'),
      productMode: fc.constantFrom('Y', 'N'),
      products: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 5 }).map((ns) => ns.map(P)),
    }) as fc.Arbitrary<DetailFilters>;
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom('F', 'S'), fc.constantFrom('K', 'C', 'J'), detail, (text, listTyp, sortType, d) => {
        const q = { ...initialQuery(text), listTyp, sortType, detail: d } as const;
        const fields = callFilters(q);
        expect(() => Schema.encodeUnknownSync(CustomerFilters)(fields)).not.toThrow();
        // A prospect filter never carries the contract-only filters it hides.
        if (effectiveDetail(d, listTyp).custDiv === '2') for (const k of ['ovrdY', 'ovrdN', 'concexpydyYn', 'selectedProdList']) expect(fields).not.toHaveProperty(k);
      }),
    );
  });

  it('counts the detail choices that narrow the list', () => {
    expect(activeDetailCount(EMPTY_DETAIL)).toBe(0);
    expect(activeDetailCount({ ...EMPTY_DETAIL, overdueY: true, overdueN: true })).toBe(0);
    expect(activeDetailCount(FULL)).toBe(3);
  });

  it('opening a saved list keeps the sort and clears every other filter', () => {
    const q = { ...initialQuery('김'), sortType: 'J', searchUserid: 'planner01', detail: FULL } as const;
    expect(openSavedListQuery(q, { custListSqno: 9, titl: '3월 상담', listTyp: 'S' })).toEqual({
      ...initialQuery(), sortType: 'J', listTyp: 'S', savedList: { custListSqno: 9, titl: '3월 상담' },
    });
  });
});
