// The customer detail's actors on the Effect runtime: the customer, the favourite and recruiting toggles,
// the automatic memo before a call or text, the hand-over to the shell (dial, or the SMS composer), the
// memo history's pages and a memo's delete. Toggles do not block the screen; the delete does.
import { Effect } from 'effect';
import { NativeBridge } from '../../../bridges/contract';
import type { ContactKind, CustomerKeyInput } from '../../../machines/customers/customer-detail.machine';
import type { ChildInfo } from '../../../machines/customers/customer-children.machine';
import type { DiagnosisInput } from '../../../machines/customers/customer-diagnosis.machine';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { deleteCustBkmr, deleteCustMemo, getCustMemoList, saveMyCustBkmr, saveMyCustMemo, type CustDiv } from '../../domain/customers/contract';
import { deleteCustRecruit, getMyCstmr, saveMyCustRecruit } from '../../domain/customers/detail-contract';
import { gelectMyCstmrDiagnosisList, getBookCareList, getLrnngInfrm, selectLeanPrdList, shareResult, type ExamCd, type LearningItem } from '../../domain/customers/sections-contract';
import { Api } from '../../services/api.service';

const owner = (searchUserid: string) => (searchUserid ? { searchUserid } : {});
const key = ({ kwkkey, custDiv }: { kwkkey: string; custDiv: CustDiv }) => ({ kwkkey, custDiv });

export const loadCustomer = (k: CustomerKeyInput) => Api.use((a) => a.call(getMyCstmr, { ...key(k), ...owner(k.searchUserid) }));

export const saveFavourite = (k: CustomerKeyInput & { bookmarkYn: 'Y' | 'N' }) =>
  Api.use((a) => a.call(k.bookmarkYn === 'Y' ? saveMyCustBkmr : deleteCustBkmr, key(k))).pipe(Effect.asVoid);

export const saveRecruit = (k: CustomerKeyInput & { rcrtYn: 'Y' | 'N' }) =>
  Api.use((a) => a.call(k.rcrtYn === 'Y' ? saveMyCustRecruit : deleteCustRecruit, key(k))).pipe(Effect.asVoid);

/** memoDiv 0: an automatic memo, never amendable (spec 2 §3, §4). */
export const saveAutoMemo = (k: CustomerKeyInput & { memo: string }) =>
  Api.use((a) => a.call(saveMyCustMemo, { ...key(k), memoDiv: '0', memo: k.memo })).pipe(Effect.asVoid);

export const handOver = ({ kind, phone }: { kind: ContactKind; phone: string }) =>
  NativeBridge.use((b) => (kind === 'call' ? b.dial(phone) : b.sendSms({ phones: [phone], message: '' })));

export const loadMemoPage = (k: CustomerKeyInput) => ({ offset, size }: LoadPageInput) =>
  Api.use((a) => a.call(getCustMemoList, { ...key(k), ...owner(k.searchUserid), offset, size })).pipe(
    Effect.map((r): Page => ({ items: r.memoList, total: r.totCnt })),
  );

export const deleteMemo = ({ sqno }: { sqno: number }) => Api.use((a) => a.call(deleteCustMemo, { sqno }, { block: true })).pipe(Effect.asVoid);

/** A popup page of this app, opened by the shell as a full URL (a web view of its own; a window on PC). */
export const openPopup = (origin: string) => ({ url }: { url: string }) => NativeBridge.use((b) => b.openNewPage(new URL(url, origin).href));

export const loadDiagnosisTab = ({ tel1, tel2, tel3, searchUserid, examCd }: DiagnosisInput & { examCd: ExamCd }) =>
  Api.use((a) => a.call(gelectMyCstmrDiagnosisList, { examCd, tel1, tel2, tel3, ...owner(searchUserid) }));

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
        Api.use((a) => a.call(selectLeanPrdList, { kwkkey, chlnKwkey, ...owner(searchUserid) })),
        Api.use((a) => a.call(getBookCareList, { kwkkey, chlnKwkey, ...owner(searchUserid) })),
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
