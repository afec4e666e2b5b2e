// What the customer detail loads and what it hands the machines it runs beside it (children, diagnosis,
// additional info): one loaded customer, read once per child.
import type { CustDiv } from '../../src/domain/customers/contract';
import type { getMyCstmr } from '../../src/domain/customers/detail-contract';
import { POST_SEARCH_PATH } from '../../src/domain/common-popup/pages';
import { editsChildren } from '../../src/domain/customers/detail';
import type { ResponseOf } from '../../src/domain/shared/call';
import type { AddInfoInput } from './customer-add-info.machine';
import type { ChildrenInput } from './customer-children.machine';
import type { DiagnosisInput } from './customer-diagnosis.machine';

/** The customer with its sections, the operator's outside sites for this screen and today's date. */
export type CustomerDetailData = ResponseOf<typeof getMyCstmr> & {
  /** The sales system (book-care visit confirmation) and the coupon app; null when not set up. */
  readonly links: { readonly sales: string | null; readonly coupon: string | null };
  /** Today in Korea, yyyy-mm-dd: birth dates are checked against its year. */
  readonly today: string;
};

/** Which customer, and through whom (searchUserid: its owner, '' for the caller's own). */
export interface CustomerKeyInput {
  readonly kwkkey: string;
  readonly custDiv: CustDiv;
  readonly searchUserid: string;
}

/** The child info: editing for a prospect only (spec 2 §6), the visit confirmation with the sales system. */
export const childrenInputOf = (k: CustomerKeyInput, d: CustomerDetailData): ChildrenInput => ({
  ...k,
  ownerUserid: d.myCstmr.owner.userid,
  children: d.children,
  version: d.childrenVersion,
  editable: editsChildren(d.myCstmr.custDivDetail),
  salesUrl: d.links.sales,
});

/** The diagnosis service: the customer's phone and name, the coupon app and the viewer's coupon pages. */
export const diagnosisInputOf = (k: CustomerKeyInput, d: CustomerDetailData, viewerPosition: string): DiagnosisInput => {
  const c = d.myCstmr;
  return { tel1: c.tel1, tel2: c.tel2, tel3: c.tel3, searchUserid: k.searchUserid, custNm: c.custNm, encCustTel: c.encCustTel, couponSite: d.links.coupon, viewerPosition };
};

/** The additional-info block: birth dates up to this year; the address from the address search popup. */
export const addInfoInputOf = (k: CustomerKeyInput, d: CustomerDetailData): AddInfoInput => ({ ...k, currentYear: Number(d.today.slice(0, 4)), searchUrl: POST_SEARCH_PATH });
