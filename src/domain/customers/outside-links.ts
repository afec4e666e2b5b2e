// The customer detail's links out (spec 2 §6, §7): the sales system's book-care visit confirmation (getToken's
// token with the user id and a path) and the coupon app's issue pages, divide- or send-style by position.
// Both sites are operator configuration (outside-sites.ts SALES, COUPON): without one there is no button.
import type { ExamCd } from './sections-contract';

/** The sales system's page for a book-care round's visit confirmation. */
export const VISIT_CONFIRM_PATH = '/bookcare/visitConfirm';

export interface CareRound {
  readonly rpyery: string;
  readonly rpseqi: string;
  readonly rpseri: string;
}

/** salesUrl?userId&token&path, path carrying the round's keys (year, number, round). */
export function visitConfirmUrl(salesUrl: string, userId: string, token: string, care: CareRound): string {
  const u = new URL(salesUrl);
  const round = new URLSearchParams({ rpyery: care.rpyery, rpseqi: care.rpseqi, rpseri: care.rpseri });
  u.searchParams.set('userId', userId);
  u.searchParams.set('token', token);
  u.searchParams.set('path', `${VISIT_CONFIRM_PATH}?${round.toString()}`);
  return u.toString();
}

export type CouponPage = 'cponKedDivide' | 'cponKedSend' | 'cponDivide' | 'cponSend';

/**
 * Which issue page a position opens (spec 2 §6): a branch head divides every coupon; a district head divides
 * KED tests' and sends AI ELT's; everyone else sends.
 */
export function couponPage(position: string, examCd: ExamCd): CouponPage {
  const ked = examCd !== 'ELT';
  if (position === 'COG01' || (position === 'COG02' && ked)) return ked ? 'cponKedDivide' : 'cponDivide';
  return ked ? 'cponKedSend' : 'cponSend';
}

/** The coupon app's page for this customer: cType the test, t1-t3 the phone's parts (encoded in the query). */
export function couponUrl(couponSite: string, page: CouponPage, examCd: ExamCd, phone: { tel1: string; tel2: string; tel3: string }): string {
  const u = new URL(page, couponSite.endsWith('/') ? couponSite : `${couponSite}/`);
  u.searchParams.set('cType', examCd);
  u.searchParams.set('t1', phone.tel1);
  u.searchParams.set('t2', phone.tel2);
  u.searchParams.set('t3', phone.tel3);
  return u.toString();
}
