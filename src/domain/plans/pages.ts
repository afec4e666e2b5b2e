// The sales-plan screens' route names, paths and the addresses other screens link to (spec 3 §2).
import { queryOf as q } from '../shared/query';

export const PLAN_ROUTE_NAMES = {
  list: 'bsn-pln-list',
  headList: 'head-bsn-pln-list',
  reg: 'bsn-pln-reg',
  detail: 'bsn-pln-detail',
  memberDetail: 'bsn-pln-member-detail',
} as const;

export const BSN_PLN_LIST_PATH = '/mypage/bsnPlnList';
export const HEAD_BSN_PLN_LIST_PATH = '/mypage/headBsnPlnList';
export const BSN_PLN_REG_PATH = '/mypage/bsnPlnReg';
export const BSN_PLN_DETAIL_PATH = '/mypage/bsnPlnDetail';
export const BSN_PLN_MEMBER_DETAIL_PATH = '/mypage/bsnPlnMemberDetail';

/** The form: a saved or requested plan by sqno, or the month to write (planYr yyyy, planMn mm); popYn Y when opened as a popup. */
export const bsnPlnRegHref = (o: { sqno?: number; planYr?: string; planMn?: string; popYn?: 'Y' } = {}): string =>
  `${BSN_PLN_REG_PATH}${q({ sqno: o.sqno || undefined, planYr: o.planYr, planMn: o.planMn, popYn: o.popYn })}`;
export const bsnPlnDetailHref = (sqno: number): string => `${BSN_PLN_DETAIL_PATH}${q({ sqno: sqno || undefined })}`;
export const bsnPlnMemberDetailHref = (sqno: number): string => `${BSN_PLN_MEMBER_DETAIL_PATH}${q({ sqno: sqno || undefined })}`;
