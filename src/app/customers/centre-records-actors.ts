// The purchase history and recruiting info popups' actors on the Effect runtime: the customer's name and
// phone (the detail's read, children only), the pages of purchases and of recruit registrations by that
// person (the list's query, centre-records.ts), and a purchase's history mark.
import { Effect } from 'effect';
import type { PurchaseMark } from '../../../machines/customers/purchase-history.machine';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { personOf, type CentreRecordsInput, type Person } from '../../domain/customers/centre-records';
import { getMyCstmr } from '../../domain/customers/detail-contract';
import { deleteCustPrchHstr, getCustBuyInfoList, getRecruitInfoList, saveCustPrchHstr } from '../../domain/customers/sections-contract';
import { Api } from '../../services/api.service';

const owner = (searchUserid: string) => (searchUserid ? { searchUserid } : {});

export const loadPerson = ({ searchUserid, kwkkey, custDiv }: CentreRecordsInput) =>
  Api.use((a) => a.call(getMyCstmr, { kwkkey, custDiv, onlyChild: 'Y', ...owner(searchUserid) })).pipe(
    Effect.map(({ myCstmr: c }): Person => ({ custNm: c.custNm, tel1: c.tel1, tel2: c.tel2, tel3: c.tel3 })),
  );

export const loadPurchasePage = (searchUserid: string) => ({ offset, size, query }: LoadPageInput) => {
  const { tel1, tel2, tel3 } = personOf(query);
  return Api.use((a) => a.call(getCustBuyInfoList, { ...owner(searchUserid), tel1, tel2, tel3, offset, size })).pipe(
    Effect.map((r): Page => ({ items: r.custBuyInfoList, total: r.totCnt })),
  );
};

export const markPurchase = ({ kwkey, cntrCd, hstrYn }: PurchaseMark) =>
  Api.use((a) => a.call(hstrYn === 'Y' ? saveCustPrchHstr : deleteCustPrchHstr, { kwkey, cntrCd })).pipe(Effect.asVoid);

export const loadRecruitPage = ({ offset, size, query }: LoadPageInput) => {
  const { custNm, tel1, tel2, tel3 } = personOf(query);
  return Api.use((a) => a.call(getRecruitInfoList, { searchCustNm: custNm, tel1, tel2, tel3, offset, size })).pipe(
    Effect.map((r): Page => ({ items: r.recruitInfoList, total: r.totCnt })),
  );
};
