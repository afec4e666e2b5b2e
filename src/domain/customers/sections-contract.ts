// The customer detail's remaining sections and popups (spec 2 §2 customer detail and its sub-routes, §3,
// §4, §6, §7): diagnoses and sharing a result, learning and book care per child, the sales-system token,
// the household, purchase history and recruiting info (branch heads), interest info, and saving the
// customer from the detail (additional info, children, interests). Paths follow docs/api.md's scheme.
import { Schema } from 'effect';
import { MAX_PAGE_SIZE } from '../shared/paged';
import { Count, defineCall, Empty, FormInt, Text, YN } from '../shared/call';
import { CustDiv } from './contract';
import { CHILD_NAME_MAX, DETAIL_ADDRESS_MAX, PLACE_NOTE_MAX } from './customer-edit';

// ---- shared fields ----

/** A phone in three parts, as the customer row keeps it (010 / 1234 / 5678). */
export const Tel1 = Schema.String.check(Schema.isPattern(/^\d{2,3}$/));
export const Tel2 = Schema.String.check(Schema.isPattern(/^\d{3,4}$/));
export const Tel3 = Schema.String.check(Schema.isPattern(/^\d{4}$/));
const PhoneFields = { tel1: Tel1, tel2: Tel2, tel3: Tel3 } as const;

const Key = Text(20, 1);
/** The owner (spec 2 §6): a branch head may name a member; absent or '': anyone the caller sees. */
const SearchUserid = Schema.optionalKey(Text(20));
/** Page fields of the branch head's popups (spec 2 §9: 10 a page). */
const Page = { offset: FormInt(0, 100_000), size: FormInt(1, MAX_PAGE_SIZE) } as const;

// ---- diagnoses (spec 2 §2 diagnosis service, §3 Diagnosis) ----

export const EXAM_CDS = ['KEDI', 'KEDS', 'ELT'] as const;
export const ExamCd = Schema.Literals(EXAM_CDS);
export type ExamCd = typeof ExamCd.Type;

/** A completed diagnosis result. */
export const Diagnosis = Schema.Struct({
  examCd: ExamCd,
  examNo: Schema.String,
  /** The customer (parent) the diagnosis is filed under, and its key. */
  custNm: Schema.String,
  kwkkey: Schema.String,
  /** The child who took it; '' when the record names none. */
  chlnNm: Schema.String,
  /** Diagnosis day and re-diagnosis due day, yyyy-mm-dd. */
  compDt: Schema.String,
  dueDate: Schema.String,
  /** The result page; shareResult sends exactly this address. */
  rsltUrl: Schema.String,
});
export type Diagnosis = typeof Diagnosis.Type;

/**
 * The diagnosis tab of one kind: the completed results of the customers the caller sees with this phone
 * (the same person registered more than once), newest first, and the caller's own remaining coupons.
 */
export const gelectMyCstmrDiagnosisList = defineCall({
  path: 'myCstmr/gelectMyCstmrDiagnosisList',
  auth: 'session',
  request: Schema.Struct({ examCd: ExamCd, searchUserid: SearchUserid, ...PhoneFields }),
  response: Schema.Struct({
    diagnosisList: Schema.Array(Diagnosis),
    /** The caller's unused coupons: AI ELT, KED-S, KED-I. */
    aieltRmnngCnt: Count,
    tedsRmnngCnt: Count,
    tediRmnngCnt: Count,
  }),
});

/**
 * Texts the result link to the customer (through the SMS outbox). encCustTel is the detail's sealed
 * phone; rsltUrl must be one of that customer's diagnoses of this kind, else forbidden. custNm is the
 * name the screen shows; the text uses the stored name.
 */
export const shareResult = defineCall({
  path: 'myCstmr/shareResult',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ examCd: ExamCd, rsltUrl: Text(300, 1), custNm: Text(20, 1), encCustTel: Text(512, 1) }),
  response: Empty,
});

// ---- learning and book care (spec 2 §2 child info, §3 Learning item, Book care) ----

/**
 * The learning layouts: the id chooses how the screen draws a learning item. WP_IF_050012 is the reading
 * product; its answer also carries the reading-marathon item WP_IF_050013 (which is never a product of
 * its own in leanPrdList).
 */
export const LEARNING_IDS = [
  'WP_IF_050004',
  'WP_IF_050005',
  'WP_IF_050006',
  'WP_IF_050007',
  'WP_IF_050008',
  'WP_IF_050009',
  'WP_IF_050010',
  'WP_IF_050011',
  'WP_IF_050012',
  'WP_IF_050013',
] as const;
export const LearningId = Schema.Literals(LEARNING_IDS);
export type LearningId = typeof LearningId.Type;
export const READING_ID: LearningId = 'WP_IF_050012';
export const MARATHON_ID: LearningId = 'WP_IF_050013';

/** A learning product of a child. */
export const LearningProduct = Schema.Struct({ chlnKwkey: Schema.String, apiId: LearningId, prdtnm: Schema.String });
export type LearningProduct = typeof LearningProduct.Type;

export const selectLeanPrdList = defineCall({
  path: 'myCstmr/selectLeanPrdList',
  auth: 'session',
  request: Schema.Struct({ kwkkey: Key, chlnKwkey: Key, searchUserid: SearchUserid }),
  response: Schema.Struct({ leanPrdList: Schema.Array(LearningProduct) }),
});

/** One mock exam: kind, score (0-100) and its name. */
export const MockExam = Schema.Struct({ mckExamTp: Schema.String, mckExamScr: Count, mckExam: Schema.String });

/**
 * A learning item. Each layout uses some of the fields; the others are '' (text), 0 (numbers) or [].
 * Days are yyyy-mm-dd; avrgLrnngTm is seconds (the screen shows minutes); lrnngPrgrs a percentage;
 * extraTotSum the books read (reading) or pages of the marathon; ptnUseYn Y when the child uses the
 * product's parent (partner) app.
 */
export const LearningItem = Schema.Struct({
  id: LearningId,
  prdNm: Schema.String,
  lrnngStep: Schema.String,
  lrnngNextMth: Schema.String,
  lrnngPrgrs: Count,
  avrgLrnngTm: Count,
  nextVidSchdl: Schema.String,
  lrnngStrDt: Schema.String,
  lrnngEndDt: Schema.String,
  stndLrnng: Schema.String,
  mckExamDt: Schema.String,
  mockData: Schema.Array(MockExam),
  extraTotSum: Count,
  ptnUseYn: YN,
});
export type LearningItem = typeof LearningItem.Type;

/** The items of one learning product of the child (its id and name from leanPrdList); [] when it has none. */
export const getLrnngInfrm = defineCall({
  path: 'myCstmr/getLrnngInfrm',
  auth: 'session',
  request: Schema.Struct({ kwKey: Key, chlnKwkey: Key, id: LearningId, prdtnm: Text(60, 1) }),
  response: Schema.Array(LearningItem),
});

/**
 * A book-care visit: rpyery-rpseqi-rpseri the care contract (year, number, round), rpgnam the book set,
 * rpkdcn the kind of care, rpssym the care month yyyymm (shown yyyy.mm), rptym1 the visit state
 * (방문예정 / 방문완료).
 */
export const BookCare = Schema.Struct({
  rpgnam: Schema.String,
  rpkdcn: Schema.String,
  rpssym: Schema.String,
  rptym1: Schema.String,
  rpyery: Schema.String,
  rpseqi: Schema.String,
  rpseri: Schema.String,
});
export type BookCare = typeof BookCare.Type;

/** The child's book care, newest month first. */
export const getBookCareList = defineCall({
  path: 'myCstmr/getBookCareList',
  auth: 'session',
  request: Schema.Struct({ kwkkey: Key, chlnKwkey: Key, searchUserid: SearchUserid }),
  response: Schema.Struct({ bookCareList: Schema.Array(BookCare) }),
});

// ---- the outside sales system (spec 2 §7 getToken) ----

/**
 * A token for the outside sales-system links (customer details, book-care visit confirmation, partner
 * URLs, foreign partner registration): "<expiry>.<mac>", valid 10 minutes, bound to the caller's user id,
 * which the link carries beside it (docs/api.md says what the outside system checks).
 */
export const getToken = defineCall({
  path: 'common/getToken',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ token: Schema.String }),
});

// ---- household (spec 2 §2 family info) ----

/** A child of the household, with the customer it belongs to (selecting it switches to that customer). */
export const FamilyMember = Schema.Struct({
  chlnNm: Schema.String,
  /** Years, null without a birth date. */
  age: Schema.NullOr(Count),
  chlnKwkey: Schema.String,
  kwkkey: Schema.String,
  custDiv: CustDiv,
});
export type FamilyMember = typeof FamilyMember.Type;

/** The household: the children of every customer the caller sees with this customer's phone number. */
export const getCustFamilyList = defineCall({
  path: 'myCstmr/getCustFamilyList',
  auth: 'session',
  request: Schema.Struct({ kwkkey: Key, custDiv: CustDiv }),
  response: Schema.Struct({ totCnt: Count, custFamilyList: Schema.Array(FamilyMember) }),
});

// ---- purchase history and recruiting info (branch heads, spec 2 §2, §6) ----

/** A purchase record at a centre: kwkey the centre's customer key, hstrYn Y when marked as history. */
export const Purchase = Schema.Struct({
  kwcnam: Schema.String,
  cntrNm: Schema.String,
  kwsad1: Schema.String,
  hstrYn: YN,
  prdtnmArray: Schema.Array(Schema.String),
  kwkey: Schema.String,
  cntrCd: Schema.String,
});
export type Purchase = typeof Purchase.Type;

/** The purchases at centres under the phone of a customer the caller sees, newest first. */
export const getCustBuyInfoList = defineCall({
  path: 'myCstmr/getCustBuyInfoList',
  auth: 'session',
  roles: ['COG01'],
  request: Schema.Struct({ searchUserid: SearchUserid, ...PhoneFields, ...Page }),
  response: Schema.Struct({ totCnt: Count, custBuyInfoList: Schema.Array(Purchase) }),
});

const PurchaseKey = Schema.Struct({ kwkey: Text(20, 1), cntrCd: Text(10, 1) });
/** Marks a purchase as history (hstrYn Y) / unmarks it; the same again answers alike. */
export const saveCustPrchHstr = defineCall({ path: 'myCstmr/saveCustPrchHstr', auth: 'session', mutation: true, roles: ['COG01'], request: PurchaseKey, response: Empty });
export const deleteCustPrchHstr = defineCall({ path: 'myCstmr/deleteCustPrchHstr', auth: 'session', mutation: true, roles: ['COG01'], request: PurchaseKey, response: Empty });

export const RecruitInfo = Schema.Struct({ cntrNm: Schema.String, /** yyyy-mm-dd. */ regDate: Schema.String });
export type RecruitInfo = typeof RecruitInfo.Type;

/** The centres where this person (a customer the caller sees: name and phone) is registered as a recruit, newest first. */
export const getRecruitInfoList = defineCall({
  path: 'myCstmr/getRecruitInfoList',
  auth: 'session',
  roles: ['COG01'],
  request: Schema.Struct({ searchCustNm: Text(20, 1), ...PhoneFields, ...Page }),
  response: Schema.Struct({ totCnt: Count, recruitInfoList: Schema.Array(RecruitInfo) }),
});

// ---- interest info (spec 2 §2 interest info, §3 Interest item) ----

/** A choice of a code family (customer-edit.ts INTEREST_FAMILIES); custvalu Y when the customer chose it. */
export const InterestItem = Schema.Struct({ prenCd: Schema.String, cdVl1: Schema.String, cdNm: Schema.String, custvalu: YN });
export type InterestItem = typeof InterestItem.Type;

/**
 * Every choice of every family in the popup's order, with the customer's choices (kwkkey '' for
 * registration: none chosen). The CRD choice is the customer's prensrno; custnote the place of 'other' (78).
 */
export const getInterestInfoList = defineCall({
  path: 'myCstmr/getInterestInfoList',
  auth: 'session',
  request: Schema.Struct({ kwkkey: Text(20), searchUserid: SearchUserid }),
  response: Schema.Struct({ custInterestInfoList: Schema.Array(InterestItem), prensrno: Schema.String, custnote: Schema.String }),
});

// ---- saving the customer from the detail (spec 2 §4, §5, §6) ----

/**
 * The chosen interest codes as a JSON list (CRD goes through prensrno): the chosen items only, or the whole
 * list as getInterestInfoList gave it with custvalu Y on the chosen ones (items with custvalu N are not chosen).
 */
export const InterestChoice = Schema.Struct({ prenCd: Text(3, 3), cdVl1: Text(4, 1), custvalu: Schema.optionalKey(YN) });
export const InterestList = Text(8_000).pipe(Schema.decodeTo(Schema.fromJsonString(Schema.Array(InterestChoice).check(Schema.isMaxLength(100)))));

/** yyyymmdd or ''; a wrong date is answered with the screen's message (customer-edit.ts), not as a bad field. */
const Birth = Text(8);
const Gender = Schema.Literals(['M', 'F', '']);
/** chlnnam1..5 (≤ 10), chlnbdt1..5 (yyyymmdd or ''), chlngndr1..5 (M, F or '' for an empty slot). */
export const ChildSlotFields = {
  chlnnam1: Schema.optionalKey(Text(CHILD_NAME_MAX)),
  chlnbdt1: Schema.optionalKey(Birth),
  chlngndr1: Schema.optionalKey(Gender),
  chlnnam2: Schema.optionalKey(Text(CHILD_NAME_MAX)),
  chlnbdt2: Schema.optionalKey(Birth),
  chlngndr2: Schema.optionalKey(Gender),
  chlnnam3: Schema.optionalKey(Text(CHILD_NAME_MAX)),
  chlnbdt3: Schema.optionalKey(Birth),
  chlngndr3: Schema.optionalKey(Gender),
  chlnnam4: Schema.optionalKey(Text(CHILD_NAME_MAX)),
  chlnbdt4: Schema.optionalKey(Birth),
  chlngndr4: Schema.optionalKey(Gender),
  chlnnam5: Schema.optionalKey(Text(CHILD_NAME_MAX)),
  chlnbdt5: Schema.optionalKey(Birth),
  chlngndr5: Schema.optionalKey(Gender),
} as const;

/**
 * Saves what the detail changed, in one transaction; each part only with its flag Y, the other parts'
 * fields are ignored. Registration (a later issue) adds its own parts to this request.
 * - changeCustInfo: the prospect additional-info block (kwgend, kwbrdt, kwszip, kwsad1, kwsad2), prospects only.
 * - addChild: the children as the five slots, in order (prospects only); unchanged children keep their chlnKwkey.
 * - changeInterest: interestListJsonString, prensrno (the no-jin activity) and custnote (its place when 78);
 *   not for contract customers.
 * A rule broken answers bad_request with the screen's message; a customer the caller does not see forbidden;
 * a part its type may not change refused.
 */
export const saveMyCstmr = defineCall({
  path: 'myCstmr/saveMyCstmr',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({
    kwkkey: Key,
    custDiv: CustDiv,
    searchUserid: SearchUserid,
    changeCustInfo: Schema.optionalKey(YN),
    kwgend: Schema.optionalKey(Gender),
    kwbrdt: Schema.optionalKey(Birth),
    kwszip: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^(\d{5})?$/))),
    kwsad1: Schema.optionalKey(Text(100)),
    kwsad2: Schema.optionalKey(Text(DETAIL_ADDRESS_MAX)),
    addChild: Schema.optionalKey(YN),
    ...ChildSlotFields,
    /**
     * With addChild Y, the children's version as read (getMyCstmr childrenVersion, issue 18): the children are
     * saved only while it is still theirs, else conflict with the server's slots and version; absent: last write wins.
     */
    version: Schema.optionalKey(FormInt(1, 2_147_483_647)),
    changeInterest: Schema.optionalKey(YN),
    interestListJsonString: Schema.optionalKey(InterestList),
    prensrno: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^(\d{2})?$/))),
    custnote: Schema.optionalKey(Text(PLACE_NOTE_MAX)),
  }),
  /** The customer's children after the save, with their keys (by position). */
  response: Schema.Struct({
    children: Schema.Array(Schema.Struct({ sqno: Count, chlnKwkey: Schema.String, chlnNm: Schema.String })),
  }),
});
