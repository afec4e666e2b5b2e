// Customer registration with phone verification, and the customer's own self-registration (spec 2 §2,
// §3 registration form and link info, §4, §5, §7). The planner's calls need a session; the public page's
// calls carry the link's four sealed parameters instead, which only this server can mint or read.
// Paths follow docs/api.md's scheme; the public page's own calls live under cstmrReg/.
import { Schema } from 'effect';
import { Count, defineCall, Empty, Text, YN } from '../shared/call';
import { CHILD_NAME_MAX, DETAIL_ADDRESS_MAX, PLACE_NOTE_MAX } from '../customers/customer-edit';
import { ChildSlotFields, InterestList, Tel1, Tel2, Tel3 } from '../customers/sections-contract';
import { CUST_NAME_MAX, REG_MEMO_MAX } from './rules';

/** A phone as one digit string, 10 or 11 digits. */
export const PhoneNum = Schema.String.check(Schema.isPattern(/^01\d{8,9}$/));
/** The registration request's handle (saveCustAthn's answer), opaque to the client. */
export const EncSqno = Text(512, 1);
/** A verification number: 6 digits. */
export const AthnNo = Schema.String.check(Schema.isPattern(/^\d{6}$/));
/** Generated when the user acts (a retried submit sends the same one): 16-64 of [A-Za-z0-9_-]. */
export const IdemKey = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{16,64}$/));
const CustName = Text(CUST_NAME_MAX, 1);

// ---- the planner's registration (session) ----

/** How many of the caller's customers have this phone (0 free, above 0 already registered). */
export const getCountForDulCheck = defineCall({
  path: 'myCstmr/getCountForDulCheck',
  auth: 'session',
  request: Schema.Struct({ tel1: Tel1, tel2: Tel2, tel3: Tel3 }),
  response: Schema.Struct({ cnt: Count }),
});

/** The terms were agreed: opens a verification request for this name and phone (spec 2 §4 step 3). */
export const saveCustAthn = defineCall({
  path: 'myCstmr/saveCustAthn',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ custNm: CustName, kwctlNo: PhoneNum }),
  response: Schema.Struct({ encSqno: EncSqno }),
});

/**
 * Texts a new 6-digit number to the request's phone; an earlier number stops working. name and phoneNum
 * must be the request's. `expiresIn`: the seconds it holds by the server's clock (300).
 */
export const issueAuthNo = defineCall({
  path: 'myCstmr/issueAuthNo',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ encSqno: EncSqno, name: CustName, phoneNum: PhoneNum }),
  response: Schema.Struct({ expiresIn: Count }),
});

/** Checks the number: success marks the request verified; a wrong one answers bad_request with the tries left. */
export const validAuthNo = defineCall({
  path: 'myCstmr/validAuthNo',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ encSqno: EncSqno, athnNo: AthnNo }),
  response: Empty,
});

/** The alternative path (spec 2 §4): texts the customer a self-registration link instead. */
export const sendAuthMMS = defineCall({
  path: 'myCstmr/sendAuthMMS',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ custNm: CustName, kwctlNo: PhoneNum }),
  response: Empty,
});

const Gender = Schema.Literals(['M', 'F', '']);

/**
 * Registers a prospect (SCD02) from the form (spec 2 §3 registration form), in one transaction: the
 * customer, its children, its memo and its interests. The request must be verified for this name and
 * phone and not used yet; a repeat with the same idemKey answers the same custsrno and creates nothing.
 */
export const saveMyCstmrReg = defineCall({
  path: 'myCstmr/saveMyCstmrReg',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({
    encSqno: EncSqno,
    idemKey: IdemKey,
    custname: CustName,
    tel1: Tel1,
    tel2: Tel2,
    tel3: Tel3,
    custgndr: Schema.optionalKey(Gender),
    custbrdt: Schema.optionalKey(Text(8)),
    custzpcd: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^(\d{5})?$/))),
    custadr1: Schema.optionalKey(Text(100)),
    custadr2: Schema.optionalKey(Text(DETAIL_ADDRESS_MAX)),
    ...ChildSlotFields,
    prensrno: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^(\d{2})?$/))),
    custnote: Schema.optionalKey(Text(PLACE_NOTE_MAX)),
    infoagre: Schema.Literal('Y'),
    mrknagre: YN,
    memo: Schema.optionalKey(Text(REG_MEMO_MAX)),
    interestListJsonString: Schema.optionalKey(InterestList),
  }),
  /** The new customer's key. */
  response: Schema.Struct({ custsrno: Schema.String }),
});

// ---- the customer's self-registration page (public) ----

/** The link's four parameters, as the page found them in its address. */
export const LinkParams = {
  encSqno: Text(512, 1),
  encName: Text(512, 1),
  encPhoneNum: Text(512, 1),
  encAkdcde: Text(512, 1),
} as const;

/**
 * What the page may do (spec 2 §4): expiredYn Y → the expired page (also for a link this server did not
 * seal); athnStat '2' (registered) or custDuplicateCnt above 0 → the complete page; otherwise the form.
 * name and phoneNum are what the planner asked for; the page compares what the customer types with them.
 */
export const chkCustAuthInfo = defineCall({
  path: 'cstmrReg/chkCustAuthInfo',
  auth: 'none',
  request: Schema.Struct(LinkParams),
  response: Schema.Struct({
    expiredYn: YN,
    /** '0' requested, '1' a number issued, '2' registered. */
    athnStat: Schema.Literals(['0', '1', '2']),
    custDuplicateCnt: Count,
    name: Schema.String,
    phoneNum: Schema.String,
    /** The planner who sent the link, as the header names them. */
    plannerName: Schema.String,
  }),
});

/** Issues a number to the link's phone; name and phoneNum are what the customer typed (must match). */
export const issueAuthNoByCstmr = defineCall({
  path: 'cstmrReg/issueAuthNo',
  auth: 'none',
  mutation: true,
  request: Schema.Struct({ ...LinkParams, name: CustName, phoneNum: PhoneNum }),
  response: Schema.Struct({ expiresIn: Count }),
});

export const validAuthNoByCstmr = defineCall({
  path: 'cstmrReg/validAuthNo',
  auth: 'none',
  mutation: true,
  request: Schema.Struct({ ...LinkParams, athnNo: AthnNo }),
  response: Empty,
});

/** A child of the self-registration form. */
export const SelfChild = Schema.Struct({
  name: Text(CHILD_NAME_MAX, 1),
  sex: Schema.Literals(['M', 'F']),
  birthday: Schema.String.check(Schema.isPattern(/^\d{8}$/)),
});

/** The self-registration form (spec 2 §3 save payload), sent as one JSON string. */
export const SelfRegistration = Schema.Struct({
  ...LinkParams,
  idemKey: IdemKey,
  name: CustName,
  phoneNum: PhoneNum,
  memo: Text(REG_MEMO_MAX),
  marketing: YN,
  childs: Schema.Array(SelfChild).check(Schema.isMaxLength(5)),
});
export type SelfRegistration = typeof SelfRegistration.Type;

/** Registers the customer for the planner who sent the link; the request must be verified and not yet registered. */
export const saveCustInfo = defineCall({
  path: 'cstmrReg/saveCustInfo',
  auth: 'none',
  mutation: true,
  request: Schema.Struct({ jsonString: Text(20_000, 1).pipe(Schema.decodeTo(Schema.fromJsonString(SelfRegistration))) }),
  response: Empty,
});
