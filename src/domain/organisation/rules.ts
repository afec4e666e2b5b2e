// The organisation screens' pure rules (spec 3 §4 rank progress and performance labels, §2 member detail
// and profile, §5 search keyword and memo): shared by the server (list filters, answers) and the client.
import { ACTIVE_STAFF_THRESHOLD } from '../shared/amounts';
import type { Position } from '../shared/roles';

// ---- performance label (spec 3 §4) ----

/** Activity state codes of the list's 가동상태 filter, each with its label. */
export const GADONG = [
  { code: '0', label: '미가동' },
  { code: '1', label: '가동' },
  { code: '2', label: '실활동' },
] as const;
export type GadongCode = (typeof GADONG)[number]['code'];

/** 실활동 above 3,000,000 won this month, 가동 above 0, else 미가동. */
export function gadongOf(amount: number): GadongCode {
  if (amount > ACTIVE_STAFF_THRESHOLD) return '2';
  if (amount > 0) return '1';
  return '0';
}

export const gadongLabel = (code: GadongCode): string => GADONG.find((g) => g.code === code)!.label;
export const performanceLabel = (amount: number): string => gadongLabel(gadongOf(amount));
/** The tooltip beside the label: the 실활동 threshold. */
export const PERFORMANCE_TOOLTIP = '실활동: 당월 실적 300만 초과';

// ---- rank progress (spec 3 §4) ----

export const LEVEL_100M = 100_000_000;
export const LEVEL_50M = 50_000_000;
export const LEVEL_25M = 25_000_000;

/** Where the figures are read: the member detail and own info read the 25M band differently (spec 3 §4). */
export type ProgressReading = 'detail' | 'own';

export interface RankProgress {
  /** The next rank's name; null for a branch head (no rank above). */
  readonly nextRank: string | null;
  /** Lv1..Lv5. */
  readonly level: 1 | 2 | 3 | 4 | 5;
  /** Won still needed to reach the next rank (0 when reached). */
  readonly need: number;
  /** The cumulative amount the next rank asks. */
  readonly target: number;
}

/**
 * Progress to the next rank by cumulative sales. Masters aim at branch head (100M), district heads at
 * branch head (50M), everyone below a master at master (50M). Bands the spec leaves open (a master's or a
 * district head's amount between 1 and the target) read Lv3, the spec's "above zero" level for masters.
 */
export function rankProgress(position: Position, cumulative: number, reading: ProgressReading): RankProgress {
  const amount = Math.max(0, cumulative);
  if (position === 'COG01') return { nextRank: null, level: 5, need: 0, target: 0 };
  if (position === 'COGA2') {
    const level = amount > LEVEL_100M ? 5 : amount > 0 ? 3 : 1;
    return { nextRank: '지점장', level, need: Math.max(0, LEVEL_100M - amount), target: LEVEL_100M };
  }
  if (position === 'COG02') {
    const level = amount > LEVEL_50M ? 5 : amount >= 1 ? 3 : 1;
    return { nextRank: '지점장', level, need: amount > LEVEL_50M ? 0 : LEVEL_50M - amount, target: LEVEL_50M };
  }
  let level: RankProgress['level'];
  if (amount >= LEVEL_50M) level = 5;
  else if (amount > LEVEL_25M) level = reading === 'detail' ? 4 : 3;
  else if (amount > 0) level = 2;
  else level = 1;
  return { nextRank: '마스터', level, need: Math.max(0, LEVEL_50M - amount), target: LEVEL_50M };
}

/** The bar's width: one fifth per level. */
export const levelPercent = (level: number): number => Math.min(100, Math.max(0, level * 20));

// ---- member fields (spec 3 §2 member detail, profile) ----

/** akdid1 as yyyy.mm.dd: 8 digits as they are; 6 digits with years under 50 as 20xx, else 19xx; '' otherwise. */
export function formatBirth(akdid1: string): string {
  if (/^\d{8}$/.test(akdid1)) return `${akdid1.slice(0, 4)}.${akdid1.slice(4, 6)}.${akdid1.slice(6, 8)}`;
  if (/^\d{6}$/.test(akdid1)) {
    const yy = Number(akdid1.slice(0, 2));
    return `${yy < 50 ? 20 : 19}${akdid1.slice(0, 2)}.${akdid1.slice(2, 4)}.${akdid1.slice(4, 6)}`;
  }
  return '';
}

/** 신규 when the start-type value is all zeros, else 복직. */
export const profileType = (akdst: string): '신규' | '복직' => (/^0+$/.test(akdst) || akdst === '' ? '신규' : '복직');

/** 차월: the month of the registration base date is month 1. `base` yyyy-mm-dd (or yyyymmdd), `month` yyyymm. */
export function chawolOf(base: string, month: string): number {
  const digits = base.replace(/-/g, '');
  const from = Number(digits.slice(0, 4)) * 12 + Number(digits.slice(4, 6)) - 1;
  const to = Number(month.slice(0, 4)) * 12 + Number(month.slice(4, 6)) - 1;
  return Math.max(1, to - from + 1);
}

// ---- list filters (spec 3 §2 detail search) ----

/** 구분: the ranks a list can be narrowed to. */
export const GUBUN_OPTIONS = [
  { code: 'COGA2', label: '마스터' },
  { code: 'COG03', label: '1급' },
  { code: 'COG04', label: '2급' },
  { code: 'COG05', label: '3급' },
  { code: 'COG06', label: '파트너' },
] as const;
export type GubunCode = (typeof GUBUN_OPTIONS)[number]['code'];

/** 차월 bands, each named by its first month. */
export const CHAWOL_OPTIONS = [
  { code: '1', label: '1차월', min: 1, max: 1 },
  { code: '2', label: '2~3차월', min: 2, max: 3 },
  { code: '4', label: '4~6차월', min: 4, max: 6 },
  { code: '7', label: '7차월 이상', min: 7, max: Number.POSITIVE_INFINITY },
] as const;
export type ChawolCode = (typeof CHAWOL_OPTIONS)[number]['code'];

export const chawolBand = (chawol: number): ChawolCode => CHAWOL_OPTIONS.find((o) => chawol >= o.min && chawol <= o.max)?.code ?? '1';

export type OrderType = 'perform' | 'akdcde';
export const ORDER_TYPES: readonly { code: OrderType; label: string }[] = [
  { code: 'perform', label: '실적 높은순' },
  { code: 'akdcde', label: '사번순' },
];

/** Search keyword: name, phone or employee number, at most 11 characters (spec 3 §5). */
export const ORG_KEYWORD_MAX = 11;

export interface OrgFilters {
  readonly keyword: string;
  readonly gubun: readonly GubunCode[];
  readonly chawol: readonly ChawolCode[];
  readonly gadong: readonly GadongCode[];
  /** Only those who attended today's morning meeting (the dashboard's attendance figure). */
  readonly meetYn: boolean;
  readonly ordrType: OrderType;
}

export const NO_FILTERS: OrgFilters = { keyword: '', gubun: [], chawol: [], gadong: [], meetYn: false, ordrType: 'perform' };

/** The list's `option` (the dashboard organisation card's figures): its preset filters and sort. */
export const ORG_OPTIONS = ['meetY', 'recruit', 'sil', 'sil1', 'sil2'] as const;
export type OrgOption = (typeof ORG_OPTIONS)[number];

export function presetFilters(option: string | null | undefined): OrgFilters {
  switch (option) {
    case 'meetY':
      return { ...NO_FILTERS, meetYn: true };
    case 'recruit':
      return { ...NO_FILTERS, chawol: ['1'], ordrType: 'akdcde' };
    case 'sil':
      return { ...NO_FILTERS, gadong: ['2'] };
    case 'sil1':
      return { ...NO_FILTERS, gadong: ['1'] };
    case 'sil2':
      return { ...NO_FILTERS, gadong: ['0'], ordrType: 'akdcde' };
    default:
      return NO_FILTERS;
  }
}

/** A comma-separated query value (gubun=COG03,COG04) kept to the codes `allowed` knows, in its order. */
export function parseCodes<C extends string>(value: string | null | undefined, allowed: readonly { code: C }[]): C[] {
  const given = new Set((value ?? '').split(',').map((s) => s.trim()));
  return allowed.map((o) => o.code).filter((c) => given.has(c));
}

// ---- memos (spec 3 §5 member memo) ----

export const ORG_MEMO_MAX_BYTES = 1000;

/** Spec 3's byte rule: characters above code 127 count 2, others 1. */
export function plainByteLength(text: string): number {
  let n = 0;
  for (const ch of text) n += (ch.codePointAt(0) ?? 0) > 127 ? 2 : 1;
  return n;
}

/** The longest prefix within `max` bytes by the same rule (input beyond the limit is refused). */
export function cutToPlainBytes(text: string, max: number): string {
  let n = 0;
  let out = '';
  for (const ch of text) {
    n += (ch.codePointAt(0) ?? 0) > 127 ? 2 : 1;
    if (n > max) break;
    out += ch;
  }
  return out;
}
