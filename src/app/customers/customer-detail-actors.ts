// The customer detail's actors on the Effect runtime: the customer, the favourite and recruiting toggles,
// the automatic memo before a call or text, the hand-over to the shell (dial, or the SMS composer), the
// memo history's pages and a memo's delete, the children's save, the additional info's save and the links
// out (the sales system's visit confirmation, the coupon app). Toggles do not block the screen; saves do.
// Saves go through the outbox (issue 18): without a network they are kept and sent later.
import { Effect } from 'effect';
import { NativeBridge } from '../../../bridges/contract';
import type { AddInfoForm } from '../../../machines/customers/customer-add-info.machine';
import type { ContactKind } from '../../../machines/customers/customer-contact.machine';
import type { CustomerDetailData, CustomerKeyInput } from '../../../machines/customers/customer-detail.machine';
import type { ChildInfo, ChildrenRead, SaveChildrenInput, SavedChildren } from '../../../machines/customers/customer-children.machine';
import type { DeleteMemoInput } from '../../../machines/customers/memo-delete.machine';
import type { TabQuery } from '../../../machines/customers/customer-diagnosis.machine';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { deleteCustBkmr, deleteCustMemo, getCustMemoList, saveMyCustBkmr, saveMyCustMemo, type CustDiv } from '../../domain/customers/contract';
import { deleteCustRecruit, getMyCstmr, saveMyCustRecruit } from '../../domain/customers/detail-contract';
import { childSlotFields } from '../../domain/customers/customer-edit';
import { visitConfirmUrl } from '../../domain/customers/outside-links';
import {
  gelectMyCstmrDiagnosisList,
  getBookCareList,
  getLrnngInfrm,
  getToken,
  saveMyCstmr,
  selectLeanPrdList,
  shareResult,
  type BookCare,
  type ExamCd,
  type LearningItem,
} from '../../domain/customers/sections-contract';
import { siteList } from '../../domain/outside-sites/contract';
import { linkOf, siteLinks } from '../../domain/outside-sites/outside-sites';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { kstDay } from '../../domain/shared/format';
import { Api } from '../../services/api.service';
import { Clock } from '../../services/clock.service';
import { SessionStore } from '../../services/session-store.service';
import { submitSave, submitVoid } from '../outbox/submit-save';
import { loadCustomerBrief, ownerOf, type CustomerRef } from './customer-brief';

const key = ({ kwkkey, custDiv }: { kwkkey: string; custDiv: CustDiv }) => ({ kwkkey, custDiv });

/** The customer with the outside sites of this screen (none when the site list fails: no links) and today. */
export const loadCustomer = (k: CustomerKeyInput) =>
  Effect.gen(function* () {
    const [detail, sites] = yield* Effect.all(
      [Api.use((a) => a.call(getMyCstmr, { ...key(k), ...ownerOf(k.searchUserid) })), Api.use((a) => a.call(siteList, {})).pipe(Effect.orElseSucceed(() => ({ list: [] })))],
      { concurrency: 2 },
    );
    const links = siteLinks(sites.list);
    const today = kstDay(yield* Clock.use((c) => c.now));
    return { ...detail, links: { sales: linkOf(links, 'SALES')?.url ?? null, coupon: linkOf(links, 'COUPON')?.url ?? null }, today } satisfies CustomerDetailData;
  });

/** The children and their version as the server holds them (getMyCstmr with onlyChild). */
export const reloadChildren = (k: CustomerRef) =>
  loadCustomerBrief(k).pipe(Effect.map((d): ChildrenRead => ({ children: d.children, version: d.childrenVersion })));

/**
 * The children in slots 1-5 (addChild Y) with the version they were read at, then read back with their keys,
 * ages and new version. Queued by the outbox: nothing to read back; the machine shows what the user entered.
 */
export const saveChildren = (k: SaveChildrenInput) =>
  submitSave(
    saveMyCstmr,
    { ...key(k), ...ownerOf(k.searchUserid), addChild: 'Y', ...childSlotFields(k.children), version: k.version },
    { label: outboxMessages.outboxLabelChildren, record: recordOf.children(k.kwkkey), block: true },
  ).pipe(
    Effect.flatMap((s) =>
      s.status === 'queued'
        ? Effect.succeed<SavedChildren>({ status: 'queued' })
        : reloadChildren(k).pipe(Effect.map((read): SavedChildren => ({ status: 'sent', ...read }))),
    ),
  );

/** The additional-info block (changeCustInfo Y); what it leaves empty stays as it is on the server. */
export const saveAddInfo = (k: { kwkkey: string; custDiv: CustDiv; searchUserid: string; form: AddInfoForm }) =>
  submitVoid(
    saveMyCstmr,
    { ...key(k), ...ownerOf(k.searchUserid), changeCustInfo: 'Y', kwgend: k.form.kwgend, kwbrdt: k.form.kwbrdt, kwszip: k.form.kwszip, kwsad1: k.form.kwsad1, kwsad2: k.form.kwsad2 },
    { label: outboxMessages.outboxLabelCustomer, record: recordOf.customer(k.kwkkey), block: true },
  );

/** The sales system's visit confirmation with the caller's id and a fresh token, opened outside the app. */
export const openVisitConfirm = ({ salesUrl, care }: { salesUrl: string; care: BookCare }) =>
  Effect.gen(function* () {
    const userId = (yield* SessionStore.use((s) => Effect.sync(() => s.current())))?.userId ?? '';
    const { token } = yield* Api.use((a) => a.call(getToken, {}));
    yield* NativeBridge.use((b) => b.openExternalLink(visitConfirmUrl(salesUrl, userId, token, care)));
  });

const customerSave = (kwkkey: string) => ({ label: outboxMessages.outboxLabelCustomer, record: recordOf.customer(kwkkey) });

export const saveFavourite = (k: CustomerKeyInput & { bookmarkYn: 'Y' | 'N' }) =>
  submitVoid(k.bookmarkYn === 'Y' ? saveMyCustBkmr : deleteCustBkmr, key(k), customerSave(k.kwkkey));

export const saveRecruit = (k: CustomerKeyInput & { rcrtYn: 'Y' | 'N' }) =>
  submitVoid(k.rcrtYn === 'Y' ? saveMyCustRecruit : deleteCustRecruit, key(k), customerSave(k.kwkkey));

/** memoDiv 0: an automatic memo, never amendable (spec 2 §3, §4). A new memo: no record yet. */
export const saveAutoMemo = (k: CustomerKeyInput & { memo: string }) =>
  submitVoid(saveMyCustMemo, { ...key(k), memoDiv: '0', memo: k.memo }, { label: outboxMessages.outboxLabelMemo, record: null });

export const handOver = ({ kind, phone }: { kind: ContactKind; phone: string }) =>
  NativeBridge.use((b) => (kind === 'call' ? b.dial(phone) : b.sendSms({ phones: [phone], message: '' })));

export const loadMemoPage = (k: CustomerKeyInput) => ({ offset, size }: LoadPageInput) =>
  Api.use((a) => a.call(getCustMemoList, { ...key(k), ...ownerOf(k.searchUserid), offset, size })).pipe(
    Effect.map((r): Page => ({ items: r.memoList, total: r.totCnt })),
  );

/** With the version the history row was read at, when known: a memo changed since is a conflict. */
export const deleteMemo = ({ sqno, version }: DeleteMemoInput) =>
  submitVoid(deleteCustMemo, { sqno, ...(version === undefined ? {} : { version }) }, { label: outboxMessages.outboxLabelMemoDelete, record: recordOf.custMemo(sqno), block: true });

/** A popup page of this app, opened by the shell as a full URL (a web view of its own; a window on PC). */
export const openPopup = (origin: string) => ({ url }: { url: string }) => NativeBridge.use((b) => b.openNewPage(new URL(url, origin).href));

export const loadDiagnosisTab = ({ tel1, tel2, tel3, searchUserid, examCd }: TabQuery) =>
  Api.use((a) => a.call(gelectMyCstmrDiagnosisList, { examCd, tel1, tel2, tel3, ...ownerOf(searchUserid) }));

/** A result page (another site): the shell opens it outside the app. */
export const openResult = ({ url }: { url: string }) => NativeBridge.use((b) => b.openExternalLink(url));

export const shareDiagnosis = (input: { examCd: ExamCd; rsltUrl: string; custNm: string; encCustTel: string }) =>
  Api.use((a) => a.call(shareResult, input, { block: true })).pipe(Effect.asVoid);

/**
 * A child's learning products with their items, and its book care. The items of a product that fails to
 * load are left out silently (spec 2 §8); the products and the book care must load.
 */
export const loadChild = ({ kwkkey, searchUserid, chlnKwkey }: { kwkkey: string; searchUserid: string; chlnKwkey: string }) =>
  Effect.gen(function* () {
    const [products, care] = yield* Effect.all(
      [
        Api.use((a) => a.call(selectLeanPrdList, { kwkkey, chlnKwkey, ...ownerOf(searchUserid) })),
        Api.use((a) => a.call(getBookCareList, { kwkkey, chlnKwkey, ...ownerOf(searchUserid) })),
      ],
      { concurrency: 2 },
    );
    const learning = yield* Effect.all(
      products.leanPrdList.map((product) =>
        Api.use((a) => a.call(getLrnngInfrm, { kwKey: kwkkey, chlnKwkey, id: product.apiId, prdtnm: product.prdtnm })).pipe(
          Effect.orElseSucceed((): readonly LearningItem[] => []),
          Effect.map((items) => ({ product, items })),
        ),
      ),
      { concurrency: 4 },
    );
    return { learning, bookCare: care.bookCareList };
  }).pipe(Effect.map((info): ChildInfo => info));
