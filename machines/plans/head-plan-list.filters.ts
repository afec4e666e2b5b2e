// The members' plans' filters (spec 3 §2 members' plan list): a year and a month (this month by default), a
// name or employee number, and a rank ('' for all). The shared paged list carries them as its query (the
// headBsnPlnList call's fields, form-encoded): one string per distinct list.
import { HEAD_PLAN_PSTNS } from '../../src/domain/plans/contract';

export type HeadPlanPstn = (typeof HEAD_PLAN_PSTNS)[number];

export interface HeadPlanFilters {
  /** yyyy */
  readonly year: string;
  /** mm */
  readonly month: string;
  readonly keyword: string;
  readonly pstn: '' | HeadPlanPstn;
}

/** The call's search word holds 20 characters (contract Text(20)). */
export const HEAD_PLAN_KEYWORD_MAX = 20;
export const cutHeadKeyword = (keyword: string) => keyword.trim().slice(0, HEAD_PLAN_KEYWORD_MAX);

export const MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

export const isHeadPlanPstn = (v: string): v is '' | HeadPlanPstn => v === '' || (HEAD_PLAN_PSTNS as readonly string[]).includes(v);

/** headBsnPlnList's filter fields. */
export const headListFields = (f: HeadPlanFilters) => ({
  searchYear: f.year,
  searchMonth: f.month,
  ...(f.keyword ? { searchTxt: f.keyword } : {}),
  ...(f.pstn ? { searchPstn: f.pstn } : {}),
});

export const headListQuery = (f: HeadPlanFilters): string => new URLSearchParams(headListFields(f)).toString();

export function headFiltersOfQuery(query: string): HeadPlanFilters {
  const q = new URLSearchParams(query);
  const pstn = q.get('searchPstn') ?? '';
  return { year: q.get('searchYear') ?? '', month: q.get('searchMonth') ?? '', keyword: cutHeadKeyword(q.get('searchTxt') ?? ''), pstn: isHeadPlanPstn(pstn) ? pstn : '' };
}

/** A member asked for a month's plan in this visit: the key of the local S → R change (no reload). */
export const requestKey = (f: Pick<HeadPlanFilters, 'year' | 'month'>, userId: string) => `${f.year}${f.month}:${userId}`;
