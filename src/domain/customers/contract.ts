// The customer list's calls (spec 1 §2, §3, §7; spec 2 §2, §3, §7): the list with its search, detail-search
// and product filters, paged 10 at a time (spec 1 §9); saved lists; bookmarks; the EP choices of a branch
// head; SMS templates and sending; the product master; the PDF link; a customer's memos (spec 2 §3-§7). The spec names no path for the list
// and saved-list calls: they follow docs/api.md's scheme (myCstmr/<name>, marked proposed there).
import { Schema } from 'effect';
import { Count, defineCall, Empty, FormInt, Text, YN } from '../shared/call';
import { MAX_PAGE_SIZE, pagedCall } from '../shared/paged';

// ---- codes (spec 1 §3, §9; spec 2 §3) ----

/** SCD01 contract, SCD02 prospect, SCD03 mom, SCD04 experience. */
export const CUST_TYPES = ['SCD01', 'SCD02', 'SCD03', 'SCD04'] as const;
export const CustType = Schema.Literals(CUST_TYPES);
export type CustType = typeof CustType.Type;

/** '1' contract, '2' every other type (custDiv). */
export const CustDiv = Schema.Literals(['1', '2']);
export type CustDiv = typeof CustDiv.Type;

/** F by customer, S by contract (contract customers only). */
export const LIST_TYPES = ['F', 'S'] as const;
export const ListType = Schema.Literals(LIST_TYPES);
export type ListType = typeof ListType.Type;

/** K recent change, C contract expiry, J diagnosis due. */
export const SORT_TYPES = ['K', 'C', 'J'] as const;
export const SortType = Schema.Literals(SORT_TYPES);
export type SortType = typeof SortType.Type;

/** Product expiry filter: '' all, A expiring soon, B expired (spec 2 §9). */
export const EXPIRY_FILTERS = ['', 'A', 'B'] as const;
export const ExpiryFilter = Schema.Literals(EXPIRY_FILTERS);
export type ExpiryFilter = typeof ExpiryFilter.Type;

export const EXAM_CODES = ['KEDS', 'KEDI', 'ELT'] as const;

/** The search box and the list-title input are cut at 10 characters (spec 1 §5, §9). */
export const SEARCH_MAX = 10;
export const LIST_TITLE_MAX_CHARS = 10;
/** A saved list's title: at most 32 bytes by the byte rule (spec 1 §5). */
export const LIST_TITLE_MAX_BYTES = 32;
/** Customer list page size (spec 1 §9). */
export const CUSTOMER_PAGE_SIZE = 10;
/** At most 5 products in the product filter (spec 2 §5, §9). */
export const MAX_PRODUCTS = 5;
/** Child ages offered by the detail search (spec 2 §9). */
export const CHILD_AGE_MIN = 0;
export const CHILD_AGE_MAX = 16;
/** SMS text: at most 45 characters (spec 2 §5, §9). */
export const SMS_MAX = 45;
/** Customers in one saved list or one SMS. */
export const MAX_SELECTION = 1_000;
/** A memo: at most 500 characters (spec 2 §5, §9). */
export const MEMO_MAX = 500;
/** Memo history page size (spec 2 §9). */
export const MEMO_PAGE_SIZE = 10;

/** A product code of the product master. */
export const ProductCode = Schema.String.check(Schema.isPattern(/^[A-Z0-9]{1,12}$/));

// ---- the list ----

/**
 * The filters of the list (search box, tabs, EP selector, sort, detail search, product search), as the
 * list call, the PDF link and a saved list's source all take them. Absent fields filter nothing.
 */
export const CustomerFilterFields = {
  /** A name (part of it) or phone digits; cut at 10 characters. */
  searchTxt: Schema.optionalKey(Text(SEARCH_MAX)),
  /** COG01 only: one member's customers (their userid), '' or absent for the whole organisation. Others: ignored
   *  unless it names themselves (anyone else is refused). */
  searchUserid: Schema.optionalKey(Text(20)),
  listTyp: Schema.optionalKey(ListType),
  sortType: Schema.optionalKey(SortType),
  /** '' all, '1' contract, '2' prospect (every other type). */
  custDiv: Schema.optionalKey(Schema.Literals(['', '1', '2'])),
  /** A child aged between fromAge and toAge (years, from the birth date), both 0-16. */
  fromAge: Schema.optionalKey(FormInt(CHILD_AGE_MIN, CHILD_AGE_MAX)),
  toAge: Schema.optionalKey(FormInt(CHILD_AGE_MIN, CHILD_AGE_MAX)),
  /** Diagnosis service: 1 diagnosed, 2 undiagnosed, 3 diagnosis in progress; several are OR-ed, none filters nothing. */
  dgnsStat1: Schema.optionalKey(YN),
  dgnsStat2: Schema.optionalKey(YN),
  dgnsStat3: Schema.optionalKey(YN),
  /** Test types: a diagnosis of that kind; several are OR-ed. */
  KEDS: Schema.optionalKey(YN),
  KEDI: Schema.optionalKey(YN),
  ELT: Schema.optionalKey(YN),
  /** Overdue state: filters only when exactly one is Y (spec 1 §5). */
  ovrdY: Schema.optionalKey(YN),
  ovrdN: Schema.optionalKey(YN),
  concexpydyYn: Schema.optionalKey(ExpiryFilter),
  /** Y: customers holding one of the products; N: customers holding none of them. */
  prodIncludeYn: Schema.optionalKey(YN),
  /** Comma-separated product codes, at most 5. */
  selectedProdList: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[A-Z0-9]{1,12}(,[A-Z0-9]{1,12}){0,4}$/))),
  /** A saved list's customers only. */
  custListSqno: Schema.optionalKey(FormInt(1, 2_147_483_647)),
} as const;
export const CustomerFilters = Schema.Struct(CustomerFilterFields);
export type CustomerFilters = typeof CustomerFilters.Type;

export const CustomerChild = Schema.Struct({ cdrnNm: Schema.String, cdrnSex: Schema.Literals(['M', 'F']), cdrnAge: Count });
export type CustomerChild = typeof CustomerChild.Type;

/** A customer in the list (spec 1 §3). encCustNm/encCustTel are opaque: only the server can read them (SMS). */
export const CustomerRow = Schema.Struct({
  kwkkey: Schema.String,
  custDiv: CustDiv,
  custDivDetail: CustType,
  custDivDetailNm: Schema.String,
  custNm: Schema.String,
  /** The owner (planner) of the customer. */
  userid: Schema.String,
  /** Address line 1; '' when unknown. */
  kwsad1: Schema.String,
  /** The phone as shown, 010-1234-5678. */
  kwctlNo: Schema.String,
  encCustNm: Schema.String,
  encCustTel: Schema.String,
  bookmarkYn: YN,
  /** A delivery within the next 7 days. */
  delivdtYn: YN,
  /** A contract expiring within 60 days. */
  concexpydyYn: YN,
  /** A re-diagnosis due within 30 days (or overdue). */
  jindandtYn: YN,
  children: Schema.Array(CustomerChild),
});
export type CustomerRow = typeof CustomerRow.Type;

export const getMyCstmrList = pagedCall({
  path: 'myCstmr/getMyCstmrList',
  auth: 'session',
  row: CustomerRow,
  filters: CustomerFilterFields,
  maxOffset: 1_000_000,
});

/** A member a branch head may pick in the EP selector (the whole organisation below them). */
export const EpChoice = Schema.Struct({ userid: Schema.String, username: Schema.String, orgnzPstn: Schema.String });
export type EpChoice = typeof EpChoice.Type;

export const getEpList = defineCall({
  path: 'myCstmr/getEpList',
  auth: 'session',
  roles: ['COG01'],
  request: Empty,
  response: Schema.Struct({ list: Schema.Array(EpChoice) }),
});

// ---- bookmarks (spec 1 §4, spec 2 §4) ----

const CustomerKey = Schema.Struct({ kwkkey: Text(20, 1), custDiv: CustDiv });
export const saveMyCustBkmr = defineCall({ path: 'myCstmr/saveMyCustBkmr', auth: 'session', mutation: true, request: CustomerKey, response: Empty });
export const deleteCustBkmr = defineCall({ path: 'myCstmr/deleteCustBkmr', auth: 'session', mutation: true, request: CustomerKey, response: Empty });

// ---- saved lists (spec 1 §3, §5) ----

export const SavedList = Schema.Struct({
  custListSqno: Count,
  titl: Schema.String,
  listTyp: ListType,
  /** Whose customers the list holds (the EP chosen when it was saved, or the saver). */
  srcUserid: Schema.String,
  srcUsername: Schema.String,
  srcUserOrgnzPstnNm: Schema.String,
  /** yyyy-mm-dd hh:mm (KST). */
  crtnDttm: Schema.String,
  /** Who saved it. */
  userid: Schema.String,
  /** Customers in the list. */
  custCnt: Count,
});
export type SavedList = typeof SavedList.Type;

export const getSavedCustList = defineCall({
  path: 'myCstmr/getSavedCustList',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ list: Schema.Array(SavedList) }),
});

/** The selected customers' keys as a JSON list in one form field. */
const KeyList = Text(30_000).pipe(
  Schema.decodeTo(Schema.fromJsonString(Schema.Array(Text(20, 1)).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_SELECTION)))),
);

export const saveCustList = defineCall({
  path: 'myCstmr/saveCustList',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({
    /** Required, at most 32 bytes by the byte rule (checked by the server too). */
    titl: Text(LIST_TITLE_MAX_BYTES, 1),
    listTyp: ListType,
    /** The EP whose list it is (a branch head's choice); absent: the caller. */
    srcUserid: Schema.optionalKey(Text(20)),
    kwkkeyJsonString: KeyList,
  }),
  response: Schema.Struct({ custListSqno: Count }),
});

export const deleteSavedCustList = defineCall({
  path: 'myCstmr/deleteSavedCustList',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ custListSqno: FormInt(1, 2_147_483_647) }),
  response: Empty,
});

// ---- SMS (spec 2 §2 SMS page, §5, §7) ----

/** A template: cdNm its name (the SMS subject), cdVl1 its code, cntn its text; adYn Y marks advertising. */
export const SmsTemplate = Schema.Struct({ cdNm: Schema.String, cdVl1: Schema.String, cntn: Schema.String, adYn: YN });
export type SmsTemplate = typeof SmsTemplate.Type;

export const getSmsTempleteList = defineCall({
  path: 'myCstmr/getSmsTempleteList',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ list: Schema.Array(SmsTemplate) }),
});

export const SmsRecipient = Schema.Struct({ encCustNm: Text(512, 1), encCustTel: Text(512, 1) });
export type SmsRecipient = typeof SmsRecipient.Type;

export const sendSms = defineCall({
  path: 'myCstmr/sendSms',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({
    /** The template's name, or the first 8 non-space characters of a direct message. */
    subject: Text(40, 1),
    msg: Text(SMS_MAX, 1),
    /** The template's code; absent or '' for a direct message. Advertising templates follow the advertising rule. */
    tmplCd: Schema.optionalKey(Text(20)),
    smsUserListJsonString: Text(1_100_000).pipe(
      Schema.decodeTo(Schema.fromJsonString(Schema.Array(SmsRecipient).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_SELECTION)))),
    ),
  }),
  /** sentCnt messages queued; skippedCnt recipients left out by the advertising rule (no valid marketing consent). */
  response: Schema.Struct({ sentCnt: Count, skippedCnt: Count }),
});

// ---- product master (spec 2 §3 product, category) ----

export const ProductCategory = Schema.Struct({ cdNm: Schema.String, cdVl1: Schema.String });
export type ProductCategory = typeof ProductCategory.Type;
export const Product = Schema.Struct({ prdtCd: Schema.String, prdtnm: Schema.String, salegropCd: Schema.String, catCd: Schema.String });
export type Product = typeof Product.Type;

export const getProdMstList = defineCall({
  path: 'myCstmr/getProdMstList',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ cateList: Schema.Array(ProductCategory), prodMstList: Schema.Array(Product) }),
});

// ---- PDF (spec 1 §7: GET pdf/mycstmrPdf with the search filters as query) ----

/**
 * A link to the PDF of the list under these filters, for the shell to open outside the app (a browser tab on
 * PC): GET /api/v1/pdf/mycstmrPdf?<filters>&token=<signed>, where the token binds the caller and the filters
 * and expires after 10 minutes, so the link carries no session and cannot be altered.
 */
export const getCstmrPdfUrl = defineCall({
  path: 'myCstmr/getCstmrPdfUrl',
  auth: 'session',
  request: CustomerFilters,
  response: Schema.Struct({ url: Schema.String }),
});

// ---- memos (spec 2 §2 Memo, §3, §4, §5, §7) ----

/** '0' automatic (saved on a call or text-message attempt), '1' written by the planner. */
export const MEMO_DIVS = ['0', '1'] as const;
export const MemoDiv = Schema.Literals(MEMO_DIVS);
export type MemoDiv = typeof MemoDiv.Type;

/** A memo's number: a whole number sent as a form string. */
const MemoSqno = FormInt(1, 2_147_483_647);

/** A memo of a customer. */
export const CustomerMemo = Schema.Struct({
  sqno: Count,
  kwkkey: Schema.String,
  custDiv: CustDiv,
  memo: Schema.String,
  memoDiv: MemoDiv,
  /** Y: the caller may edit and delete it (a memo saved as amendable, written by the caller). */
  amntPsblYn: YN,
  /** yyyy-mm-dd HH:mm (KST). */
  crtnDttm: Schema.String,
  /** Bumped by every change: an edit or delete sends the version it read (issue 18). */
  version: Count,
});
export type CustomerMemo = typeof CustomerMemo.Type;

/** A customer's memos, newest first; the list is final when a page is shorter than `size` (spec 2 §4). */
export const getCustMemoList = defineCall({
  path: 'myCstmr/getCustMemoList',
  auth: 'session',
  request: Schema.Struct({
    kwkkey: Text(20, 1),
    custDiv: CustDiv,
    offset: FormInt(0, 100_000),
    size: FormInt(1, MAX_PAGE_SIZE),
    /** The customer's owner (spec 2 §6): a branch head may name a member; absent: anyone the caller sees. */
    searchUserid: Schema.optionalKey(Text(20)),
  }),
  response: Schema.Struct({ memoList: Schema.Array(CustomerMemo), totCnt: Count }),
});

/** The memo text as typed: required (not blank) and at most 500 characters; stored trimmed. */
const MemoText = Text(MEMO_MAX, 1);

/**
 * The memo's version as read (issue 18): given, the change is made only while the memo still has it, else
 * conflict with the server's copy ({ memo, version }); absent, the last write wins (older clients).
 */
const MemoVersion = Schema.optionalKey(FormInt(1, 2_147_483_647));

export const saveMyCustMemo = defineCall({
  path: 'myCstmr/saveMyCustMemo',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({
    kwkkey: Text(20, 1),
    custDiv: CustDiv,
    memoDiv: MemoDiv,
    memo: MemoText,
    /** Absent: Y for a written memo, N for an automatic one. An automatic memo is never amendable (Y refused). */
    amntPsblYn: Schema.optionalKey(YN),
  }),
  response: Schema.Struct({ sqno: Count }),
});

export const updateCustMemo = defineCall({
  path: 'myCstmr/updateCustMemo',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ sqno: MemoSqno, memo: MemoText, version: MemoVersion }),
  response: Empty,
});

export const getCustMemo = defineCall({
  path: 'myCstmr/getCustMemo',
  auth: 'session',
  request: Schema.Struct({ sqno: MemoSqno }),
  response: Schema.Struct({ memo: CustomerMemo }),
});

export const deleteCustMemo = defineCall({
  path: 'myCstmr/deleteCustMemo',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ sqno: MemoSqno, version: MemoVersion }),
  response: Empty,
});
