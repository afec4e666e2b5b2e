// The lines under the PDF's title that say what the list shows: whose customers, and each filter in
// the words of the list's screens (spec 1 §3, spec 2 §2 detail search).
import type { CustomerFilters } from '../../src/domain/customers/contract';
import { customersMessages as m } from '../../src/domain/customers/messages';
import { overdueFilter } from '../../src/domain/customers/rules';

export interface SummaryNames {
  /** Whose customers: a member's name and grade, or the organisation. */
  readonly target: string;
  /** Product code → name, for the product filter. */
  readonly products: ReadonlyMap<string, string>;
  /** The saved list's title, when one is the filter. */
  readonly savedList: string | null;
}

const DGNS = { '1': '진단완료', '2': '미진단', '3': '진단중' } as const;
const EXAMS = { KEDS: 'KED-S', KEDI: 'KED-I', ELT: 'AI ELT' } as const;

export function filterSummary(f: CustomerFilters, names: SummaryNames): string[] {
  const parts: string[] = [`대상: ${names.target}`, `보기: ${f.listTyp === 'S' ? m.custTabByContract : m.custTabByCustomer}`, `정렬: ${m.custSortLabels[f.sortType ?? 'K']}`];
  if (f.searchTxt?.trim()) parts.push(`검색어: ${f.searchTxt.trim()}`);
  if (f.custDiv === '1') parts.push('고객 구분: 계약');
  if (f.custDiv === '2') parts.push('고객 구분: 가망');
  if (f.fromAge !== undefined || f.toAge !== undefined) parts.push(`자녀 나이: ${f.fromAge ?? 0}~${f.toAge ?? 16}세`);
  const dgns = (['1', '2', '3'] as const).filter((s) => f[`dgnsStat${s}`] === 'Y');
  if (dgns.length > 0 && dgns.length < 3) parts.push(`진단 서비스: ${dgns.map((s) => DGNS[s]).join(', ')}`);
  const exams = (['KEDS', 'KEDI', 'ELT'] as const).filter((k) => f[k] === 'Y');
  if (exams.length) parts.push(`검사 종류: ${exams.map((k) => EXAMS[k]).join(', ')}`);
  const overdue = overdueFilter(f.ovrdY === 'Y', f.ovrdN === 'Y');
  if (overdue) parts.push(`연체 상태: ${overdue === 'Y' ? '연체' : '미연체'}`);
  if (f.concexpydyYn === 'A') parts.push('상품 만기: 만기 예정');
  if (f.concexpydyYn === 'B') parts.push('상품 만기: 만기');
  if (f.selectedProdList) {
    const list = f.selectedProdList.split(',').map((c) => names.products.get(c) ?? c);
    parts.push(`상품 ${f.prodIncludeYn === 'N' ? '제외' : '포함'}: ${list.join(', ')}`);
  }
  if (names.savedList !== null) parts.push(`저장 목록: ${names.savedList}`);
  return parts;
}
