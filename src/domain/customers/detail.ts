// The customer detail screen's pure rules (spec 2 §2 customer detail, §3, §4, §6, §9): which sections a
// customer type and a viewer get, the owner line, order groups, the memo "more" rule and which tab the
// scroll is on. Shared by the machine, the screen and their tests.
import type { CustType } from './contract';

export const SECTION_KEYS = ['info', 'child', 'contract', 'order', 'delivery', 'schedule', 'recruit', 'history'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** Tabs stick this far from the top; a section counts as reached this far from it (spec 2 §9). */
export const TAB_STICKY_OFFSET = 110;
export const TAB_DETECT_OFFSET = 120;
/** Rows an order group shows before it is expanded (spec 2 §9). */
export const ORDER_GROUP_ROWS = 3;
/** A memo longer than this, or with two line breaks or more, shows folded with "more" (spec 2 §9). */
export const MEMO_FOLD_CHARS = 52;
/** The order state whose period has ended: styled as finished (spec 2 §3). */
export const ORDER_EXPIRED = 'E';

/** Contract, order and delivery only for contract customers; recruiting only for a branch head (spec 2 §2, §6). */
export function sectionsFor(custDivDetail: CustType, viewerPosition: string): SectionKey[] {
  return SECTION_KEYS.filter((k) => {
    if (k === 'contract' || k === 'order' || k === 'delivery') return custDivDetail === 'SCD01';
    if (k === 'recruit') return viewerPosition === 'COG01';
    return true;
  });
}

/** "customer of {owner}": a branch head looking at a customer of someone who is not a branch head. */
export const showsOwnerLine = (viewerPosition: string, ownerPosition: string): boolean => viewerPosition === 'COG01' && ownerPosition !== 'COG01';

/** The visit-consultation alert in the schedule section: every type but contract customers. */
export const showsVisitAlert = (custDivDetail: CustType): boolean => custDivDetail !== 'SCD01';

/** Children are added, edited and deleted only for prospects (spec 2 §6). */
export const editsChildren = (custDivDetail: CustType): boolean => custDivDetail === 'SCD02';

/** The popups the customer info opens (spec 2 §2 buttons): what the customer agreed to, the household, the
 *  interest and no-jin info, a branch head's purchase history and recruiting info. */
export type DetailPopup = 'consent' | 'family' | 'interest' | 'purchases' | 'recruits';

/**
 * Which popup buttons show (spec 2 §2, §6): purchase history and recruiting info for a branch head; the
 * interest info for a prospect or a customer synced with the sales system; the others always.
 */
export function offersPopup(popup: DetailPopup, c: { readonly custDivDetail: CustType; readonly custSyncYn: 'Y' | 'N' }, viewerPosition: string): boolean {
  if (popup === 'purchases' || popup === 'recruits') return viewerPosition === 'COG01';
  if (popup === 'interest') return c.custDivDetail === 'SCD02' || c.custSyncYn === 'Y';
  return true;
}

export const contractNumber = (c: { custYr: string; custSqno: string; custSeq: string }): string => `${c.custYr}-${c.custSqno}-${c.custSeq}`;

export interface OrderGroup<R> {
  /** Unique per group: its first row's place and category (a category may come back later in the list). */
  readonly key: string;
  readonly catCd: string;
  readonly catCdNm: string;
  readonly rows: readonly R[];
}

/** Consecutive rows of one category form a group, in the order given (spec 2 §3). */
export function orderGroups<R extends { catCd: string; catCdNm: string }>(rows: readonly R[]): OrderGroup<R>[] {
  const groups: { key: string; catCd: string; catCdNm: string; rows: R[] }[] = [];
  rows.forEach((row, i) => {
    const last = groups[groups.length - 1];
    if (last && last.catCd === row.catCd) last.rows.push(row);
    else groups.push({ key: `${i}-${row.catCd}`, catCd: row.catCd, catCdNm: row.catCdNm, rows: [row] });
  });
  return groups;
}

/** The memo shows folded with "more" when it is long or spans several lines. */
export const memoFolds = (text: string): boolean => text.length > MEMO_FOLD_CHARS || (text.match(/\n/g)?.length ?? 0) >= 2;

/**
 * The tab the scroll is on: the last section whose top (relative to the viewport) has come within the
 * detection offset; the first one before any has. `tops` in page order.
 */
export function sectionInView<K extends string>(tops: readonly { readonly key: K; readonly top: number }[], detect = TAB_DETECT_OFFSET): K | null {
  let current: K | null = tops[0]?.key ?? null;
  for (const t of tops) if (t.top <= detect) current = t.key;
  return current;
}

/** A phone's digits for the shell (dial, SMS composer). */
export const phoneDigits = (c: { tel1: string; tel2: string; tel3: string }): string => `${c.tel1}${c.tel2}${c.tel3}`.replace(/\D/g, '');

/** Whom a diagnosis result is about (spec 2 §2 'subject'): the child who took it, else the customer it is filed under. */
export const diagnosisSubject = (d: { chlnNm: string; custNm: string }): string => d.chlnNm || d.custNm;
