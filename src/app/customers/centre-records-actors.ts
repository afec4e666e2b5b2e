// The purchase history and recruiting info popups' actors on the Effect runtime: the customer's name and
// phone (the detail's read, children only), the pages of purchases and of recruit registrations by that
// person (the list's query, centre-records.ts), and a purchase's history mark (through the outbox, issue 18).
import { Effect } from 'effect';
import type { PurchaseMark } from '../../../machines/customers/centre-records.machine';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { personOf, type CentreRecordsInput, type Person } from '../../domain/customers/centre-records';
import { deleteCustPrchHstr, getCustBuyInfoList, getRecruitInfoList, saveCustPrchHstr } from '../../domain/customers/sections-contract';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { Api } from '../../services/api.service';
import { submitVoid } from '../outbox/submit-save';
import { loadCustomerBrief, ownerOf } from './customer-brief';

export const loadPerson = (input: CentreRecordsInput) =>
  loadCustomerBrief(input).pipe(Effect.map(({ myCstmr: c }): Person => ({ custNm: c.custNm, tel1: c.tel1, tel2: c.tel2, tel3: c.tel3 })));

export const loadPurchasePage = (searchUserid: string) => ({ offset, size, query }: LoadPageInput) => {
  const { tel1, tel2, tel3 } = personOf(query);
  return Api.use((a) => a.call(getCustBuyInfoList, { ...ownerOf(searchUserid), tel1, tel2, tel3, offset, size })).pipe(
    Effect.map((r): Page => ({ items: r.custBuyInfoList, total: r.totCnt })),
  );
};

export const markPurchase = ({ kwkey, cntrCd, hstrYn }: PurchaseMark) =>
  submitVoid(hstrYn === 'Y' ? saveCustPrchHstr : deleteCustPrchHstr, { kwkey, cntrCd }, { label: outboxMessages.outboxLabelCustomer, record: recordOf.customer(kwkey) });

export const loadRecruitPage = ({ offset, size, query }: LoadPageInput) => {
  const { custNm, tel1, tel2, tel3 } = personOf(query);
  return Api.use((a) => a.call(getRecruitInfoList, { searchCustNm: custNm, tel1, tel2, tel3, offset, size })).pipe(
    Effect.map((r): Page => ({ items: r.recruitInfoList, total: r.totCnt })),
  );
};
