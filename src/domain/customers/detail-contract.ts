// The customer detail screen's calls (spec 2 §2 customer detail, §3 detail response, §6, §7): one customer
// with the sections of its type (children, contracts, mileage, credit, orders, deliveries, schedules), and
// the recruiting-interest toggle. The memo calls live in contract.ts beside the list's. Paths follow
// docs/api.md's scheme (myCstmr/<name>).
import { Schema } from 'effect';
import { Count, defineCall, Empty, Text, YN } from '../shared/call';
import { CustDiv, CustType } from './contract';

/** The customer's owner, for the owner line a branch head sees (spec 2 §2). */
export const CustomerOwner = Schema.Struct({
  userid: Schema.String,
  username: Schema.String,
  /** COG01 … COG06. */
  orgnzPstn: Schema.String,
  orgnzPstnNm: Schema.String,
});
export type CustomerOwner = typeof CustomerOwner.Type;

/** The customer (spec 2 §3 Customer), as the detail shows it. */
export const CustomerDetail = Schema.Struct({
  kwkkey: Schema.String,
  custDiv: CustDiv,
  custDivDetail: CustType,
  custDivDetailNm: Schema.String,
  custNm: Schema.String,
  tel1: Schema.String,
  tel2: Schema.String,
  tel3: Schema.String,
  /** The phone as shown, 010-1234-5678. */
  kwctlNo: Schema.String,
  /** 'M', 'F', or '' while a prospect has not given it. */
  kwgend: Schema.Literals(['M', 'F', '']),
  /** yyyymmdd, or '' while unknown. */
  kwbrdt: Schema.String,
  kwszip: Schema.String,
  kwsad1: Schema.String,
  kwsad2: Schema.String,
  bookmarkYn: YN,
  /** Y: a recruiting-interest target (COG01's recruiting section). */
  rcrtYn: YN,
  /** Y: synced with the sales system (interest info shown for it like for a prospect). */
  custSyncYn: YN,
  /** Consent to the collection and use of personal information, and to marketing messages (spec 2 §3). */
  infoagre: YN,
  mrknagre: YN,
  /** The source registration date, yyyy-mm-dd (shown for prospects). */
  custwstp: Schema.String,
  /** Opaque name and phone for calls that take them encrypted (share, SMS). */
  encCustNm: Schema.String,
  encCustTel: Schema.String,
  owner: CustomerOwner,
});
export type CustomerDetail = typeof CustomerDetail.Type;

/** A child (spec 2 §3 Child): age in years from the birth date, null when it is unknown. */
export const DetailChild = Schema.Struct({
  sqno: Count,
  chlnKwkey: Schema.String,
  chlnNm: Schema.String,
  kwgend: Schema.Literals(['M', 'F']),
  /** yyyymmdd or ''. */
  chlnBrdt: Schema.String,
  age: Schema.NullOr(Count),
});
export type DetailChild = typeof DetailChild.Type;

/** A contract (spec 2 §3): the number is custYr-custSqno-custSeq; amounts in won. */
export const ContractInfo = Schema.Struct({
  custYr: Schema.String,
  custSqno: Schema.String,
  custSeq: Schema.String,
  /** yyyy-mm-dd. */
  concdt: Schema.String,
  kyAmt: Count,
  cashTypNm: Schema.String,
  /** Months of instalments. */
  kyMont: Count,
  /** Monthly instalment, won. */
  kyCwmamt: Count,
});
export type ContractInfo = typeof ContractInfo.Type;

/** An order row (spec 2 §3): consecutive rows of one category form a group; concstat E is an expired period. */
export const OrderInfo = Schema.Struct({
  catCd: Schema.String,
  catCdNm: Schema.String,
  prdtnm: Schema.String,
  kyAmt: Count,
  concdt: Schema.String,
  concstat: Schema.String,
  concstatNm: Schema.String,
});
export type OrderInfo = typeof OrderInfo.Type;

/** A delivery (spec 2 §3 Delivery). */
export const DeliveryInfo = Schema.Struct({
  prdtnm: Schema.String,
  custYr: Schema.String,
  custSqno: Schema.String,
  cwwad1: Schema.String,
  cwwad2: Schema.String,
  concDiv: Schema.String,
  cwtgubNm: Schema.String,
  rlsdt: Schema.String,
  rlsdtNm: Schema.String,
});
export type DeliveryInfo = typeof DeliveryInfo.Type;

/** A schedule with this customer (spec 2 §3: the detail's schedule row). */
export const CustomerSchedule = Schema.Struct({
  sqno: Count,
  /** yyyy-mm-dd. */
  sttDt: Schema.String,
  /** HH:mm, '' all day. */
  sttHr: Schema.String,
  scdlDivCd: Schema.String,
  scdlDivNm: Schema.String,
  addr: Schema.String,
  addrNm: Schema.String,
});
export type CustomerSchedule = typeof CustomerSchedule.Type;

/**
 * getMyCstmr: the customer and its sections. Lists a type does not have come empty (contracts, orders,
 * deliveries for non-SCD01; spec 2 §6). onlyChild Y answers the customer and its children only (the reload
 * after a child changes).
 */
export const getMyCstmr = defineCall({
  path: 'myCstmr/getMyCstmr',
  auth: 'session',
  request: Schema.Struct({
    /** The owner (spec 2 §6): a branch head may name a member; absent or '': the caller. */
    searchUserid: Schema.optionalKey(Text(20)),
    kwkkey: Text(20, 1),
    custDiv: CustDiv,
    onlyChild: Schema.optionalKey(YN),
  }),
  response: Schema.Struct({
    myCstmr: CustomerDetail,
    children: Schema.Array(DetailChild),
    /** The children's version (issue 18): a children save (saveMyCstmr addChild Y) sends it back as `version`. */
    childrenVersion: Count,
    contractInfoList: Schema.Array(ContractInfo),
    /** Points. */
    custMileageInfo: Schema.Struct({ mileage: Count }),
    /** Remaining instalments, overdue amount, cwiamt (won). */
    custCreditInfo: Schema.Struct({ flpyblnc: Count, ovrdamt: Count, cwiamt: Count }),
    orgCustOrderInfoList: Schema.Array(OrderInfo),
    custRlsInfo: Schema.Array(DeliveryInfo),
    /** This customer's schedules that are not deleted, newest first. */
    myScheduleList: Schema.Array(CustomerSchedule),
  }),
});

const CustomerKey = Schema.Struct({ kwkkey: Text(20, 1), custDiv: CustDiv });

/** Recruiting interest (COG01 only, spec 2 §4, §6): Y saves, N deletes. */
export const saveMyCustRecruit = defineCall({ path: 'myCstmr/saveMyCustRecruit', auth: 'session', mutation: true, roles: ['COG01'], request: CustomerKey, response: Empty });
export const deleteCustRecruit = defineCall({ path: 'myCstmr/deleteCustRecruit', auth: 'session', mutation: true, roles: ['COG01'], request: CustomerKey, response: Empty });
