// The rules of registering a customer (spec 2 §4, §5, §9): the phone field, step 1 and step 2 of the
// planner's registration, the countdown and the self-registration form. Pure: the screens check a form
// with them and the server checks the request with them again, answering the same message.
import { isValidBirthday } from '../shared/birthday';
import { type ChildSlot, CHILD_SLOTS } from '../customers/customer-edit';
import { registrationMessages as m } from './messages';

export const DEFAULT_PHONE_PREFIX = '010';
export const PHONE_MAX = 11;
export const CUST_NAME_MAX = 10;
export const REG_MEMO_MAX = 500;
/** How long an issued verification number holds, in seconds (spec 2 §9). */
export const AUTH_SECONDS = 300;
/** Wrong numbers that cancel an issued number. */
export const AUTH_TRIES = 5;
/** Verification texts a phone may receive in a day (KST), and a planner may send in a day. */
export const PHONE_SENDS_PER_DAY = 5;
export const USER_SENDS_PER_DAY = 100;
/** How long a self-registration link stays usable, in hours. */
export const SELF_LINK_HOURS = 72;
/** The no-jin activity 'other' (spec 2 §9): its place is required. */
export const OTHER_ACTIVITY = '78';

/** Digits only, at most 11 (spec 2 §5): what the phone input keeps of a keystroke or a paste. */
export const phoneDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, PHONE_MAX);

/** The three parts of a 10-digit (3-3-4) or 11-digit (3-4-4) phone; null for any other length. */
export function splitPhone(digits: string): readonly [string, string, string] | null {
  if (!/^\d{10,11}$/.test(digits)) return null;
  const mid = digits.length === 10 ? 6 : 7;
  return [digits.slice(0, 3), digits.slice(3, mid), digits.slice(mid)];
}

/** The alert of leaving the phone field (spec 2 §5): empty, or a length other than 10 or 11; null when it splits. */
export function phoneBlurError(digits: string): string | null {
  if (digits === '') return m.phoneEmpty;
  return splitPhone(digits) === null ? m.phoneInvalid : null;
}

/** The duplicate count (spec 2 §4): -1 not yet known, 0 free, above 0 already registered. */
export type DuplicateCount = number;

export interface Step1 {
  readonly phone: string;
  readonly name: string;
  readonly duplicates: DuplicateCount;
}

/** Step 1 (spec 2 §5), in order; `resetPhone` when the phone goes back to 010. */
export function step1Error(v: Step1): { readonly message: string; readonly resetPhone: boolean } | null {
  if (v.phone === '') return { message: m.phoneEmpty, resetPhone: false };
  if (v.phone.length < 10 || splitPhone(v.phone) === null) return { message: m.phoneInvalid, resetPhone: false };
  if (v.duplicates !== 0 && v.duplicates !== -1) return { message: m.phoneDuplicate, resetPhone: true };
  if (v.name.trim() === '') return { message: m.nameEmpty, resetPhone: false };
  return null;
}

export interface Step2 {
  readonly authenticated: boolean;
  /** The no-jin activity chosen ('' none) and its place. */
  readonly prensrno: string;
  readonly custnote: string;
  /** The parent's birth date, yyyymmdd or ''. */
  readonly custbrdt: string;
  readonly children: readonly ChildSlot[];
}

const isEmptyChild = (c: ChildSlot) => c.chlnnam.trim() === '' && c.chlnbdt === '' && c.chlngndr === '';

/** The blocks that name a child (an untouched block is none). */
export const filledBlocks = (children: readonly ChildSlot[]): ChildSlot[] => children.filter((c) => !isEmptyChild(c));

/** Step 2 (spec 2 §5), in order; the final confirmation follows when null. */
export function step2Error(v: Step2, currentYear: number): string | null {
  if (!v.authenticated) return m.notAuthenticated;
  if (v.prensrno === OTHER_ACTIVITY && v.custnote.trim() === '') return m.placeRequired;
  if (v.custbrdt !== '' && !isValidBirthday(v.custbrdt, currentYear)) return m.parentBirthInvalid;
  const filled = filledBlocks(v.children);
  if (filled.some((c) => c.chlnbdt !== '' && !isValidBirthday(c.chlnbdt, currentYear))) return m.childBirthInvalid;
  if (filled.some((c) => c.chlnnam.trim() === '')) return m.childNameRequired;
  // The detail's child editor needs a gender to edit the child later: ask for it now.
  if (filled.some((c) => c.chlngndr === '')) return m.childGenderRequired;
  return null;
}

/** A countdown as mm:ss (registration) … */
export const mmss = (seconds: number): string => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
/** … and as m:ss (self-registration). */
export const mss = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

// ---- self-registration (spec 2 §5) ----

export interface SelfChild {
  readonly name: string;
  readonly sex: 'M' | 'F' | '';
  /** yyyymmdd as typed (digits only). */
  readonly birthday: string;
}

export interface SelfForm {
  readonly name: string;
  readonly phone: string;
  readonly termsAgreed: boolean;
  readonly verified: boolean;
  readonly children: readonly SelfChild[];
}

/** Name and phone as the request has them (spec 2 §5): required, then equal; null when they match. */
export function selfIdentityError(v: { readonly name: string; readonly phone: string }, requested: { readonly name: string; readonly phone: string }): string | null {
  if (v.name.trim() === '' || v.phone === '') return m.selfEnterCustomer;
  if (v.name.trim() !== requested.name || v.phone !== requested.phone) return m.selfDiffers;
  return null;
}

/** A child block of the self-registration page is complete: name, sex and a real 8-digit date. */
export const selfChildComplete = (c: SelfChild, currentYear: number): boolean =>
  c.name.trim() !== '' && c.name.trim().length <= CUST_NAME_MAX && c.sex !== '' && isValidBirthday(c.birthday, currentYear);

/** The save of the self-registration page (spec 2 §5), in order. */
export function selfSaveError(v: SelfForm, requested: { readonly name: string; readonly phone: string }, currentYear: number): string | null {
  const identity = selfIdentityError(v, requested);
  if (identity) return identity;
  if (!v.termsAgreed) return m.selfChooseTerms;
  if (!v.verified) return m.selfVerifyFirst;
  if (v.children.length > CHILD_SLOTS) return m.selfEnterChild;
  if (v.children.some((c) => !selfChildComplete(c, currentYear))) return m.selfEnterChild;
  return null;
}
