// The planner's registration form (spec 2 §3 registration form) as the registration machine holds it,
// and the pure edits the machine's `assign`s make: what a field keeps of a keystroke, the child blocks
// (at most 5), the interests and the no-jin activity ('other' keeps its place, any other clears it).
import { CHILD_SLOTS, CHILD_NAME_MAX, DETAIL_ADDRESS_MAX, PLACE_NOTE_MAX, type ChildSlot } from '../../src/domain/customers/customer-edit';
import { chooseInterest } from '../../src/domain/customers/interest-info';
import type { InterestItem } from '../../src/domain/customers/sections-contract';
import { CUST_NAME_MAX, DEFAULT_PHONE_PREFIX, OTHER_ACTIVITY, phoneDigits, REG_MEMO_MAX } from '../../src/domain/registration/rules';

/** yyyymmdd: digits only, at most 8 (spec 2 §5). */
export const BIRTH_DIGITS = 8;
export const birthDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, BIRTH_DIGITS);

export interface RegForm {
  /** The phone's digits (at most 11); starts with the default prefix 010. */
  readonly phone: string;
  /** The phone left its field split (3-3-4 / 3-4-4): shown with dashes until typed in again. */
  readonly phoneSplit: boolean;
  readonly name: string;
  readonly custgndr: 'M' | 'F' | '';
  readonly custbrdt: string;
  readonly custzpcd: string;
  readonly custadr1: string;
  readonly custadr2: string;
  readonly children: readonly ChildSlot[];
  readonly memo: string;
  /** The interest choices (getInterestInfoList with kwkkey ''), custvalu Y when chosen. */
  readonly items: readonly InterestItem[];
  /** The no-jin activity ('' none) and its place while it is 'other' (78). */
  readonly prensrno: string;
  readonly custnote: string;
}

export const EMPTY_CHILD: ChildSlot = { chlnnam: '', chlnbdt: '', chlngndr: '' };

/** A new form: one empty child block, the day's remembered activity (or none). */
export const newForm = (items: readonly InterestItem[], activity: string): RegForm => ({
  phone: DEFAULT_PHONE_PREFIX,
  phoneSplit: false,
  name: '',
  custgndr: '',
  custbrdt: '',
  custzpcd: '',
  custadr1: '',
  custadr2: '',
  children: [EMPTY_CHILD],
  memo: '',
  items,
  prensrno: activity,
  custnote: '',
});

export type ChildField = keyof ChildSlot;

export type FormEdit =
  | { readonly field: 'phone'; readonly value: string }
  | { readonly field: 'name'; readonly value: string }
  | { readonly field: 'custgndr'; readonly value: 'M' | 'F' }
  | { readonly field: 'custbrdt'; readonly value: string }
  | { readonly field: 'custadr2'; readonly value: string }
  | { readonly field: 'memo'; readonly value: string }
  | { readonly field: 'custnote'; readonly value: string };

/** The form after a keystroke in one field, each field capped as the spec says (§5, §9). */
export function edited(f: RegForm, e: FormEdit): RegForm {
  switch (e.field) {
    case 'phone':
      return { ...f, phone: phoneDigits(e.value), phoneSplit: false };
    case 'name':
      return { ...f, name: e.value.slice(0, CUST_NAME_MAX) };
    case 'custgndr':
      return { ...f, custgndr: e.value };
    case 'custbrdt':
      return { ...f, custbrdt: birthDigits(e.value) };
    case 'custadr2':
      return { ...f, custadr2: e.value.slice(0, DETAIL_ADDRESS_MAX) };
    case 'memo':
      return { ...f, memo: e.value.slice(0, REG_MEMO_MAX) };
    case 'custnote':
      return { ...f, custnote: f.prensrno === OTHER_ACTIVITY ? e.value.slice(0, PLACE_NOTE_MAX) : '' };
  }
}

/** Child block `index` after a keystroke: name ≤ 10, birth date digits ≤ 8, gender M/F. */
export function childEdited(f: RegForm, index: number, field: ChildField, value: string): RegForm {
  const v = field === 'chlnnam' ? value.slice(0, CHILD_NAME_MAX) : field === 'chlnbdt' ? birthDigits(value) : value === 'M' || value === 'F' ? value : '';
  return { ...f, children: f.children.map((c, i) => (i === index ? { ...c, [field]: v } : c)) };
}

export const canAddChild = (f: RegForm): boolean => f.children.length < CHILD_SLOTS;
export const withChildAdded = (f: RegForm): RegForm => (canAddChild(f) ? { ...f, children: [...f.children, EMPTY_CHILD] } : f);
export const withChildDeleted = (f: RegForm, index: number): RegForm => ({ ...f, children: f.children.filter((_, i) => i !== index) });

/** An interest picked (single-choice families replace, multiple toggle). */
export const withInterest = (f: RegForm, prenCd: string, cdVl1: string): RegForm => ({ ...f, items: chooseInterest(f.items, prenCd, cdVl1) });

/** The activity chosen; any choice but 'other' clears the place (spec 2 §4). */
export const withActivity = (f: RegForm, cdVl1: string): RegForm => ({ ...f, prensrno: cdVl1, custnote: cdVl1 === OTHER_ACTIVITY ? f.custnote : '' });

/** The phone back to the default prefix (a registered number, spec 2 §5). */
export const withDefaultPhone = (f: RegForm): RegForm => ({ ...f, phone: DEFAULT_PHONE_PREFIX, phoneSplit: false });
