// What the organisation list shows is one OrgFilters value (spec 3 §2): the search word, the detail
// search's codes, the morning-meeting preset and the sort. Here it is read from the list's address
// (option, gubun, chawol, gadong), carried by the shared paged list as its query (the orgnz/list call's
// filter fields, form-encoded) and shown as chips the user can clear.
import { organisationMessages as m } from '../../src/domain/organisation/messages';
import { ORG_LIST_PATH } from '../../src/domain/organisation/pages';
import {
  CHAWOL_OPTIONS,
  GADONG,
  GUBUN_OPTIONS,
  NO_FILTERS,
  ORDER_TYPES,
  ORG_KEYWORD_MAX,
  parseCodes,
  presetFilters,
  type ChawolCode,
  type GadongCode,
  type GubunCode,
  type OrderType,
  type OrgFilters,
} from '../../src/domain/organisation/rules';

/** The detail search's three groups of codes. */
export interface DetailCodes {
  readonly gubun: readonly GubunCode[];
  readonly chawol: readonly ChawolCode[];
  readonly gadong: readonly GadongCode[];
}
export type DetailGroup = keyof DetailCodes;
export const NO_CODES: DetailCodes = { gubun: [], chawol: [], gadong: [] };

const OPTIONS: { readonly [G in DetailGroup]: readonly { readonly code: DetailCodes[G][number]; readonly label: string }[] } = {
  gubun: GUBUN_OPTIONS,
  chawol: CHAWOL_OPTIONS,
  gadong: GADONG,
};
export const optionsOf = <G extends DetailGroup>(group: G) => OPTIONS[group];

/** Codes a message or an address names, kept to the ones the group knows, in the group's order. */
export const codesOf = (c: { readonly gubun: readonly string[] | string; readonly chawol: readonly string[] | string; readonly gadong: readonly string[] | string }): DetailCodes => {
  const list = (v: readonly string[] | string) => (typeof v === 'string' ? v : v.join(','));
  return { gubun: parseCodes(list(c.gubun), GUBUN_OPTIONS), chawol: parseCodes(list(c.chawol), CHAWOL_OPTIONS), gadong: parseCodes(list(c.gadong), GADONG) };
};

/** One code checked or unchecked, the group kept in its options' order. */
export function toggled(codes: DetailCodes, group: DetailGroup, code: string): DetailCodes {
  const now = codes[group] as readonly string[];
  const next = now.includes(code) ? now.filter((c) => c !== code) : [...now, code];
  return { ...codes, [group]: parseCodes(next.join(','), OPTIONS[group] as readonly { code: string }[]) } as DetailCodes;
}

export const withCodes = (f: OrgFilters, c: DetailCodes): OrgFilters => ({ ...f, gubun: c.gubun, chawol: c.chawol, gadong: c.gadong });
export const codesOfFilters = (f: OrgFilters): DetailCodes => ({ gubun: f.gubun, chawol: f.chawol, gadong: f.gadong });
export const cutKeyword = (keyword: string) => keyword.trim().slice(0, ORG_KEYWORD_MAX);

/** The list's address: the option's preset, then the detail search's codes where the address names them. */
export function filtersOfSearch(search: string): OrgFilters {
  const q = new URLSearchParams(search);
  const preset = presetFilters(q.get('option'));
  const given = codesOf({ gubun: q.get('gubun') ?? '', chawol: q.get('chawol') ?? '', gadong: q.get('gadong') ?? '' });
  return {
    ...preset,
    gubun: q.has('gubun') ? given.gubun : preset.gubun,
    chawol: q.has('chawol') ? given.chawol : preset.chawol,
    gadong: q.has('gadong') ? given.gadong : preset.gadong,
  };
}

/** The list filtered by these codes (where the popup goes when it has no opener to tell). */
export function filteredListHref(c: DetailCodes): string {
  const q = new URLSearchParams();
  for (const g of ['gubun', 'chawol', 'gadong'] as const) if (c[g].length) q.set(g, c[g].join(','));
  const s = q.toString();
  return s ? `${ORG_LIST_PATH}?${s}` : ORG_LIST_PATH;
}

/** orgnz/list's filter fields for these filters. */
export const listFields = (f: OrgFilters) => ({
  keyword: f.keyword,
  gubun: f.gubun.join(','),
  chawol: f.chawol.join(','),
  gadong: f.gadong.join(','),
  meetYn: f.meetYn ? ('Y' as const) : ('N' as const),
  ordrType: f.ordrType,
});

/** The paged list's query: the call's fields, form-encoded (one string per distinct list). */
export const listQuery = (f: OrgFilters): string => new URLSearchParams(listFields(f)).toString();

export function filtersOfQuery(query: string): OrgFilters {
  const q = new URLSearchParams(query);
  const ordr = q.get('ordrType');
  return {
    ...codesOf({ gubun: q.get('gubun') ?? '', chawol: q.get('chawol') ?? '', gadong: q.get('gadong') ?? '' }),
    keyword: cutKeyword(q.get('keyword') ?? ''),
    meetYn: q.get('meetYn') === 'Y',
    ordrType: ORDER_TYPES.some((o) => o.code === ordr) ? (ordr as OrderType) : NO_FILTERS.ordrType,
  };
}

/** An active filter as a chip: a detail-search code, or today's meeting attendance. */
export type FilterChip = { readonly group: DetailGroup | 'meetYn'; readonly code: string; readonly label: string };

export function chipsOf(f: OrgFilters): FilterChip[] {
  const chips: FilterChip[] = f.meetYn ? [{ group: 'meetYn', code: 'Y', label: m.orgStatusMeetY }] : [];
  for (const group of ['gubun', 'chawol', 'gadong'] as const)
    for (const o of OPTIONS[group]) if ((f[group] as readonly string[]).includes(o.code)) chips.push({ group, code: o.code, label: o.label });
  return chips;
}

export function withoutChip(f: OrgFilters, chip: Pick<FilterChip, 'group' | 'code'>): OrgFilters {
  if (chip.group === 'meetYn') return { ...f, meetYn: false };
  return { ...f, [chip.group]: (f[chip.group] as readonly string[]).filter((c) => c !== chip.code) };
}

/** Every chip cleared: the search word and the sort stay. */
export const withoutChips = (f: OrgFilters): OrgFilters => ({ ...f, meetYn: false, gubun: [], chawol: [], gadong: [] });
