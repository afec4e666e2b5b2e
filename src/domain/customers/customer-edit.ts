// The rules of changing a customer from the detail (spec 2 §3, §4, §5, §6): the prospect additional-info
// block, the five child slots and the interest / no-jin choice. Pure: the client checks a form with them,
// the server checks saveMyCstmr with them again and answers the same message. The current year is passed in.
import { isValidBirthday } from '../shared/birthday';
import type { CustType } from './contract';
import type { DetailChild } from './detail-contract';
import { customerSectionsMessages as m } from './sections-messages';

export const CHILD_SLOTS = 5;
export const CHILD_NAME_MAX = 10;
export const DETAIL_ADDRESS_MAX = 30;
/** The no-jin place note (custnote). */
export const PLACE_NOTE_MAX = 50;

// ---- the prospect additional-info block ----

export interface AdditionalInfo {
  readonly kwgend: 'M' | 'F' | '';
  /** yyyymmdd or ''. */
  readonly kwbrdt: string;
  readonly kwsad1: string;
  readonly kwsad2: string;
}

/** null when the block can be saved, else the message (spec 2 §5, in the order the screen checks); the
 *  detail address's 30 characters are the input's cap and the schema's bound. */
export function additionalInfoError(v: AdditionalInfo, currentYear: number): string | null {
  const addr1 = v.kwsad1.trim();
  const addr2 = v.kwsad2.trim();
  if (v.kwgend === '' && v.kwbrdt === '' && addr1 === '' && addr2 === '') return m.addInfoEmpty;
  if (v.kwbrdt !== '' && !isValidBirthday(v.kwbrdt, currentYear)) return m.addInfoBirthInvalid;
  if (addr1 === '' && addr2 !== '') return m.addInfoAddressRequired;
  if (addr1 !== '' && addr2 === '') return m.addInfoDetailRequired;
  return null;
}

/** The customer after the block's save: what it gave replaces what there was; what it left empty stays
 *  (as the server keeps it); an address is its zip and two lines together. */
export function withAdditionalInfo<C extends { readonly kwgend: string; readonly kwbrdt: string; readonly kwszip: string; readonly kwsad1: string; readonly kwsad2: string }>(
  c: C,
  saved: AdditionalInfo & { readonly kwszip: string },
): C {
  const address = saved.kwsad1.trim() === '' ? {} : { kwszip: saved.kwszip, kwsad1: saved.kwsad1.trim(), kwsad2: saved.kwsad2.trim() };
  return { ...c, ...(saved.kwgend === '' ? {} : { kwgend: saved.kwgend }), ...(saved.kwbrdt === '' ? {} : { kwbrdt: saved.kwbrdt }), ...address };
}

/** The block shows while a prospect lacks a gender, a birth date or an address (spec 2 §2). */
export const needsAdditionalInfo = (c: { readonly custDivDetail: CustType; readonly kwgend: string; readonly kwbrdt: string; readonly kwsad1: string }): boolean =>
  c.custDivDetail === 'SCD02' && (c.kwgend === '' || c.kwbrdt === '' || c.kwsad1.trim() === '');

// ---- children ----

/** One child slot as the form and saveMyCstmr carry it (chlnnamN, chlnbdtN, chlngndrN). */
export interface ChildSlot {
  readonly chlnnam: string;
  /** yyyymmdd or ''. */
  readonly chlnbdt: string;
  readonly chlngndr: 'M' | 'F' | '';
}

/** The child form (spec 2 §5): gender required, birthday if given a real 8-digit date, name required, ≤ 10. */
export function childError(c: ChildSlot, currentYear: number): string | null {
  if (c.chlngndr === '') return m.childGenderRequired;
  if (c.chlnbdt !== '' && !isValidBirthday(c.chlnbdt, currentYear)) return m.childBirthInvalid;
  const name = c.chlnnam.trim();
  if (name === '') return m.childNameRequired;
  if (name.length > CHILD_NAME_MAX) return m.childNameTooLong;
  return null;
}

const isEmptySlot = (c: ChildSlot) => c.chlnnam.trim() === '' && c.chlnbdt === '' && c.chlngndr === '';

/** The filled slots in order (an empty slot is no child); more than five is an error. */
export function childrenError(slots: readonly ChildSlot[], currentYear: number): string | null {
  const filled = slots.filter((c) => !isEmptySlot(c));
  if (filled.length > CHILD_SLOTS) return m.childrenMax;
  for (const c of filled) {
    const e = childError(c, currentYear);
    if (e) return e;
  }
  return null;
}

export const filledChildren = (slots: readonly ChildSlot[]): ChildSlot[] => slots.filter((c) => !isEmptySlot(c));

/**
 * The slot fields the detail sends after an add, edit or delete (spec 2 §4): the children in order at
 * positions 1-5, the rest empty.
 */
export function childSlotFields(children: readonly ChildSlot[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < CHILD_SLOTS; i++) {
    const c = children[i];
    out[`chlnnam${i + 1}`] = c?.chlnnam ?? '';
    out[`chlnbdt${i + 1}`] = c?.chlnbdt ?? '';
    out[`chlngndr${i + 1}`] = c?.chlngndr ?? '';
  }
  return out;
}

/** A change of the child list (spec 2 §4): a child added at the end, the child at a position replaced, or removed. */
export type ChildChange =
  | { readonly kind: 'add'; readonly child: ChildSlot }
  | { readonly kind: 'modify'; readonly position: number; readonly child: ChildSlot }
  | { readonly kind: 'delete'; readonly position: number };

/** The children after a change, in order (positions 1-5); a position that is no child leaves them as they were. */
export function childrenAfter(children: readonly ChildSlot[], change: ChildChange): ChildSlot[] {
  if (change.kind === 'add') return [...children, change.child];
  const i = change.position - 1;
  if (i < 0 || i >= children.length) return [...children];
  return change.kind === 'modify' ? children.map((c, k) => (k === i ? change.child : c)) : children.filter((_, k) => k !== i);
}

/** Which child is chosen after a change (spec 2 §4): after a delete the last one; after an add the one added;
 *  after an edit the same position. 0-based, or null without children. */
export function chosenAfter(count: number, change: ChildChange): number | null {
  if (count === 0) return null;
  if (change.kind === 'modify') return Math.min(change.position, count) - 1;
  return count - 1;
}

/**
 * The children as the detail shows them after a change the outbox keeps for later (issue 18): what the user
 * entered, in order. A child kept or edited keeps its key (its learning still loads); an added one has no key
 * yet ('') and no age until the server has it; an edited one shows no age either (its birth may have changed).
 */
export function childrenShown(children: readonly DetailChild[], change: ChildChange): DetailChild[] {
  const of = (c: ChildSlot, at: DetailChild | undefined, sqno: number): DetailChild => ({
    sqno,
    chlnKwkey: at?.chlnKwkey ?? '',
    chlnNm: c.chlnnam.trim(),
    kwgend: c.chlngndr === 'M' ? 'M' : 'F',
    chlnBrdt: c.chlnbdt,
    age: null,
  });
  if (change.kind === 'add') return [...children, of(change.child, undefined, children.length + 1)];
  const i = change.position - 1;
  if (i < 0 || i >= children.length) return [...children];
  if (change.kind === 'modify') return children.map((c, k) => (k === i ? of(change.child, c, c.sqno) : c));
  return children.filter((_, k) => k !== i).map((c, k) => ({ ...c, sqno: k + 1 }));
}

// ---- interests (spec 2 §3 Interest item) ----

/** The code families, in the order the popup shows them; CRD is the no-jin activity (prensrno). */
export const INTEREST_FAMILIES = [
  { prenCd: 'CED', multiple: false },
  { prenCd: 'CEC', multiple: true },
  { prenCd: 'CIP', multiple: true },
  { prenCd: 'CLA', multiple: true },
  { prenCd: 'CMC', multiple: true },
  { prenCd: 'CMM', multiple: false },
  { prenCd: 'CDS', multiple: true },
  { prenCd: 'CRD', multiple: false },
] as const;
export type InterestFamily = (typeof INTEREST_FAMILIES)[number]['prenCd'];
export const INTEREST_FAMILY_CODES: readonly InterestFamily[] = INTEREST_FAMILIES.map((f) => f.prenCd);
/** The no-jin activity family: its choice is the customer's prensrno. */
export const ACTIVITY_FAMILY = 'CRD';
/** No-jin activity "other": needs the place in custnote (spec 2 §9). */
export const OTHER_ACTIVITY = '78';

export const isMultipleFamily = (prenCd: string): boolean => INTEREST_FAMILIES.some((f) => f.prenCd === prenCd && f.multiple);

/** Only a contract customer's interests are read-only (spec 2 §4, §6). */
export const editsInterests = (custDivDetail: CustType): boolean => custDivDetail !== 'SCD01';

/** Spec 2 §5: 'other' needs the place. */
export function activityError(prensrno: string, custnote: string): string | null {
  return prensrno === OTHER_ACTIVITY && custnote.trim() === '' ? m.interestPlaceRequired : null;
}

/** The note kept with a choice: the place for 'other', nothing for any other choice (spec 2 §4). */
export const placeNoteFor = (prensrno: string, custnote: string): string => (prensrno === OTHER_ACTIVITY ? custnote.trim() : '');

/**
 * What is wrong with a set of chosen interest codes, structurally: a family that is not one of the
 * list's (CRD goes through prensrno), or two choices in a single-choice family. null when fine.
 */
export function interestChoiceProblem(chosen: readonly { readonly prenCd: string; readonly cdVl1: string }[]): string | null {
  const seen = new Map<string, number>();
  const pairs = new Set<string>();
  for (const c of chosen) {
    if (!INTEREST_FAMILY_CODES.includes(c.prenCd as InterestFamily) || c.prenCd === ACTIVITY_FAMILY) return `family ${c.prenCd}`;
    const pair = `${c.prenCd}:${c.cdVl1}`;
    if (pairs.has(pair)) continue;
    pairs.add(pair);
    const n = (seen.get(c.prenCd) ?? 0) + 1;
    seen.set(c.prenCd, n);
    if (n > 1 && !isMultipleFamily(c.prenCd)) return `single ${c.prenCd}`;
  }
  return null;
}
