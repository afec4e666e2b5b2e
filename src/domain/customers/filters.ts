// The customer list's query as the client holds it (spec 1 §2 customer list; spec 2 §2 detail search,
// §3 filter fields, §4-§5 rules) and its mapping, once, to the list call's filter fields: the tab, the
// search box, the sort, a branch head's EP, the detail search and a saved list. Pure.
import type { CustomerFilters, ExpiryFilter, ListType, SortType } from './contract';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, MAX_PRODUCTS, SEARCH_MAX } from './contract';
import { overdueFilter } from './rules';

/** '' all, '1' contract, '2' prospect (every other type). */
export type CustTypeFilter = '' | '1' | '2';
export const DIAGNOSIS_STATS = ['1', '2', '3'] as const;
export type DiagnosisStat = (typeof DIAGNOSIS_STATS)[number];
export const TEST_TYPES = ['KEDS', 'KEDI', 'ELT'] as const;
export type TestType = (typeof TEST_TYPES)[number];

/** A product the filter holds, with the name its chip shows. */
export interface ChosenProduct {
  readonly prdtCd: string;
  readonly prdtnm: string;
}

/** The detail search's choices (spec 2 §2 Detail search). */
export interface DetailFilters {
  readonly custDiv: CustTypeFilter;
  /** Child age bounds, 0-16; null: no bound. */
  readonly fromAge: number | null;
  readonly toAge: number | null;
  readonly diagnosis: readonly DiagnosisStat[];
  readonly tests: readonly TestType[];
  readonly overdueY: boolean;
  readonly overdueN: boolean;
  readonly expiry: ExpiryFilter;
  /** Y: customers holding one of the products; N: holding none of them. */
  readonly productMode: 'Y' | 'N';
  readonly products: readonly ChosenProduct[];
}

export const EMPTY_DETAIL: DetailFilters = {
  custDiv: '',
  fromAge: null,
  toAge: null,
  diagnosis: [],
  tests: [],
  overdueY: false,
  overdueN: false,
  expiry: '',
  productMode: 'Y',
  products: [],
};

/** A saved list opened in the list. */
export interface OpenSavedList {
  readonly custListSqno: number;
  readonly titl: string;
}

/** Everything the list asks for besides the page. */
export interface ListQuery {
  readonly listTyp: ListType;
  /** Cut at 10 characters, trimmed. */
  readonly searchTxt: string;
  readonly sortType: SortType;
  /** A branch head's chosen EP (userid); '' the whole organisation. Others: always ''. */
  readonly searchUserid: string;
  readonly detail: DetailFilters;
  readonly savedList: OpenSavedList | null;
}

export const initialQuery = (searchTxt = ''): ListQuery => ({
  listTyp: 'F',
  searchTxt: cutSearch(searchTxt),
  sortType: 'K',
  searchUserid: '',
  detail: EMPTY_DETAIL,
  savedList: null,
});

/** The search box and the title input keep the first 10 characters (spec 1 §5), trimmed. */
export const cutSearch = (text: string): string => Array.from(text).slice(0, SEARCH_MAX).join('').trim();

/** Choosing the prospect type resets the overdue, expiry and product filters (spec 2 §4), which it hides. */
export function withCustType(d: DetailFilters, custDiv: CustTypeFilter): DetailFilters {
  if (custDiv !== '2') return { ...d, custDiv };
  return { ...d, custDiv, overdueY: false, overdueN: false, expiry: '', productMode: 'Y', products: [] };
}

/**
 * The filters as they apply to a list type: the by-contract list (S) holds contract customers only, so its
 * type is contract whatever was chosen for the by-customer list (spec 2 §4), which keeps its own choice.
 */
export const effectiveDetail = (d: DetailFilters, listTyp: ListType): DetailFilters =>
  listTyp === 'S' && d.custDiv !== '1' ? { ...d, custDiv: '1' } : d;

/** Overdue, expiry and products show for every type but prospects (spec 2 §2). */
export const showsContractFilters = (d: DetailFilters): boolean => d.custDiv !== '2';

const inAgeRange = (n: number) => Number.isInteger(n) && n >= CHILD_AGE_MIN && n <= CHILD_AGE_MAX;

/** Sets one age bound; the other follows when it would cross it, so the range is never empty. */
export function withAge(d: DetailFilters, bound: 'from' | 'to', age: number | null): DetailFilters {
  if (age !== null && !inAgeRange(age)) return d;
  if (bound === 'from') return { ...d, fromAge: age, toAge: age !== null && d.toAge !== null && d.toAge < age ? age : d.toAge };
  return { ...d, toAge: age, fromAge: age !== null && d.fromAge !== null && d.fromAge > age ? age : d.fromAge };
}

const toggled = <T>(list: readonly T[], item: T, order: readonly T[]): T[] =>
  order.filter((x) => (x === item ? !list.includes(x) : list.includes(x)));

export const toggleDiagnosis = (d: DetailFilters, stat: DiagnosisStat): DetailFilters => ({ ...d, diagnosis: toggled(d.diagnosis, stat, DIAGNOSIS_STATS) });

/** 전체: ticks every diagnosis state, or clears them when all are ticked. */
export const toggleAllDiagnosis = (d: DetailFilters): DetailFilters => ({
  ...d,
  diagnosis: d.diagnosis.length === DIAGNOSIS_STATS.length ? [] : [...DIAGNOSIS_STATS],
});

export const toggleTest = (d: DetailFilters, test: TestType): DetailFilters => ({ ...d, tests: toggled(d.tests, test, TEST_TYPES) });

/** Whether one more product may be chosen (spec 2 §5: at most 5). */
export const canAddProduct = (products: readonly ChosenProduct[]): boolean => products.length < MAX_PRODUCTS;

/** Adds or removes a product; null when adding would pass the limit of 5. */
export function toggleProduct(products: readonly ChosenProduct[], p: ChosenProduct): readonly ChosenProduct[] | null {
  if (products.some((x) => x.prdtCd === p.prdtCd)) return products.filter((x) => x.prdtCd !== p.prdtCd);
  return canAddProduct(products) ? [...products, p] : null;
}

/** How many detail-search choices narrow the list (the badge on its button). */
export function activeDetailCount(d: DetailFilters): number {
  return [
    d.custDiv !== '',
    d.fromAge !== null || d.toAge !== null,
    d.diagnosis.length > 0,
    d.tests.length > 0,
    overdueFilter(d.overdueY, d.overdueN) !== null,
    d.expiry !== '',
    d.products.length > 0,
  ].filter(Boolean).length;
}

/** The list call's filter fields for a query (absent fields filter nothing). */
export function callFilters(q: ListQuery): CustomerFilters {
  const d = effectiveDetail(q.detail, q.listTyp);
  const out: Record<string, unknown> = { listTyp: q.listTyp, sortType: q.sortType };
  if (q.searchTxt !== '') out.searchTxt = q.searchTxt;
  if (q.searchUserid !== '') out.searchUserid = q.searchUserid;
  if (d.custDiv !== '') out.custDiv = d.custDiv;
  if (d.fromAge !== null) out.fromAge = d.fromAge;
  if (d.toAge !== null) out.toAge = d.toAge;
  for (const s of d.diagnosis) out[`dgnsStat${s}`] = 'Y';
  for (const t of d.tests) out[t] = 'Y';
  if (showsContractFilters(d)) {
    const overdue = overdueFilter(d.overdueY, d.overdueN);
    if (overdue !== null) out[overdue === 'Y' ? 'ovrdY' : 'ovrdN'] = 'Y';
    if (d.expiry !== '') out.concexpydyYn = d.expiry;
    if (d.products.length > 0) {
      out.prodIncludeYn = d.productMode;
      out.selectedProdList = d.products.map((p) => p.prdtCd).join(',');
    }
  }
  if (q.savedList) out.custListSqno = q.savedList.custListSqno;
  return out as CustomerFilters;
}

/** Opening a saved list: its customers under its list type, with the sort kept and every other filter cleared. */
export const openSavedListQuery = (q: ListQuery, saved: OpenSavedList & { readonly listTyp: ListType }): ListQuery => ({
  ...initialQuery(),
  sortType: q.sortType,
  listTyp: saved.listTyp,
  savedList: { custListSqno: saved.custListSqno, titl: saved.titl },
});
