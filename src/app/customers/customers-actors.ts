// The customer pages' actors on the Effect runtime: a page of the list, the EP choices, bookmarks, the PDF
// link opened through the native shell (on PC in the tab reserved during the click), saved lists, SMS
// templates and sending, and the product master. Saves and sends block the screen (blockYn Y); the list
// and the bookmark do not. Saves go through the outbox (issue 18): without a network they wait there.
import { Effect, Exit } from 'effect';
import type { NativeBridge, ReservedLink } from '../../../bridges/contract';
import type { LoadCustomersInput, RowsPage } from '../../../machines/customers/customer-list.setup';
import type { ProductMaster } from '../../../machines/customers/product-search.machine';
import type { SavedListOutcome, SaveListRequest } from '../../../machines/customers/save-list.machine';
import type { SmsSendInput, SmsSent } from '../../../machines/customers/sms-composer.machine';
import {
  deleteCustBkmr,
  deleteSavedCustList,
  getCstmrPdfUrl,
  getEpList,
  getMyCstmrList,
  getProdMstList,
  getSavedCustList,
  getSmsTempleteList,
  saveCustList,
  saveMyCustBkmr,
  sendSms as sendSmsCall,
  type CustDiv,
  type CustomerFilters,
} from '../../domain/customers/contract';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { Api } from '../../services/api.service';
import { submitSave, submitVoid } from '../outbox/submit-save';

export const loadCustomers = ({ filters, offset, size }: LoadCustomersInput) =>
  Api.use((a) => a.call(getMyCstmrList, { offset, size, ...filters })).pipe(Effect.map((r): RowsPage => ({ items: r.list, total: r.totCnt })));

export const loadEpChoices = () => Api.use((a) => a.call(getEpList, {})).pipe(Effect.map((r) => r.list));

/** Y saves the bookmark, N deletes it (spec 2 §4). */
export const saveBookmark = ({ kwkkey, custDiv, bookmarkYn }: { kwkkey: string; custDiv: CustDiv; bookmarkYn: 'Y' | 'N' }) =>
  submitVoid(bookmarkYn === 'Y' ? saveMyCustBkmr : deleteCustBkmr, { kwkkey, custDiv }, { label: outboxMessages.outboxLabelCustomer, record: recordOf.customer(kwkkey) });

/**
 * Opens the link where the click reserved (`reserved`: on PC a window opened during the click), as a full
 * URL (the server gives it relative to itself); a failed or abandoned call lets the reservation go.
 */
export const openPdf = (origin: string, reserved: Effect.Effect<ReservedLink, never, NativeBridge>) => (filters: CustomerFilters) =>
  Effect.acquireUseRelease(
    reserved,
    (link) => Api.use((a) => a.call(getCstmrPdfUrl, filters)).pipe(Effect.flatMap(({ url }) => link.open(new URL(url, origin).href))),
    (link, exit) => (Exit.isSuccess(exit) ? Effect.void : link.release()),
  );

/** A new list (no record yet). Sent or queued, the sheet closes: its number is not needed, whether it waits is. */
export const saveList = ({ keys, listTyp, srcUserid, titl }: SaveListRequest) =>
  submitSave(saveCustList, { titl, listTyp, ...(srcUserid ? { srcUserid } : {}), kwkkeyJsonString: keys }, { label: outboxMessages.outboxLabelCustList, record: null, block: true }).pipe(
    Effect.map((s): SavedListOutcome => ({ queued: s.status === 'queued' })),
  );

export const loadSavedLists = () => Api.use((a) => a.call(getSavedCustList, {})).pipe(Effect.map((r) => r.list));

export const deleteSavedList = ({ custListSqno }: { custListSqno: number }) =>
  submitVoid(deleteSavedCustList, { custListSqno }, { label: outboxMessages.outboxLabelCustListDelete, record: recordOf.custList(custListSqno), block: true });

export const loadTemplates = () => Api.use((a) => a.call(getSmsTempleteList, {})).pipe(Effect.map((r) => r.list));

export const sendSms = ({ subject, msg, tmplCd, recipients }: SmsSendInput) =>
  Api.use((a) => a.call(sendSmsCall, { subject, msg, ...(tmplCd ? { tmplCd } : {}), smsUserListJsonString: recipients }, { block: true })).pipe(
    Effect.map((r): SmsSent => ({ sentCnt: r.sentCnt, skippedCnt: r.skippedCnt })),
  );

export const loadProducts = () => Api.use((a) => a.call(getProdMstList, {})).pipe(Effect.map((r): ProductMaster => r));
