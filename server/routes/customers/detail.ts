// The customer detail (spec 2 §2, §3, §6, §7: myCstmr/getMyCstmr): one customer the caller sees, with its
// owner, children and, for a contract customer, contracts, orders, deliveries, mileage and credit, and its
// schedules. One key lookup, then one indexed query per section in parallel; onlyChild Y answers the
// customer and its children only. Another's, an unknown or a wrong-type customer is one refusal
// (forbidden). Each answer writes a personal-data read row (keys and field names, never the values).
import { sql } from 'drizzle-orm';
import { customersMessages } from '../../../src/domain/customers/messages';
import {
  type ContractInfo,
  type CustomerDetail,
  type CustomerSchedule,
  type DeliveryInfo,
  type DetailChild,
  getMyCstmr,
  type OrderInfo,
} from '../../../src/domain/customers/detail-contract';
import type { CustType } from '../../../src/domain/customers/contract';
import { ageOn, formatPhone } from '../../../src/domain/customers/rules';
import { msg } from '../../../src/domain/messages';
import { contractStateName, scheduleKindName } from '../../../src/domain/shared/codes';
import { GRADE_NAMES, isPosition } from '../../../src/domain/shared/roles';
import type { Db } from '../../db/client';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { rowsOf } from '../../lib/rows';
import { kstDate } from '../../lib/time';
import { ownedBy, type OwnerScope, ownerScope } from '../../services/customer-scope';
import { logPersonalRead, type PersonalField } from '../../services/personal-data-log';
import type { RecipientTokens } from '../../services/recipient-tokens';

interface CustomerRow {
  kwkkey: string;
  custDiv: '1' | '2';
  custDivDetail: CustType;
  name: string;
  gender: 'M' | 'F' | null;
  birth: string | null;
  tel1: string;
  tel2: string;
  tel3: string;
  telDigits: string;
  zip: string | null;
  addr1: string | null;
  addr2: string | null;
  bookmarkYn: 'Y' | 'N';
  rcrtYn: 'Y' | 'N';
  syncYn: 'Y' | 'N';
  infoagre: 'Y' | 'N';
  mrknagre: 'Y' | 'N';
  custwstp: string;
  mileage: number;
  flpyblnc: number;
  ovrdamt: number;
  cwiamt: number;
  ownerUserid: string;
  ownerName: string;
  ownerPosition: string;
  childrenVersion: number;
}

/** The customer with its owner, when `owners` hold it under this custDiv; by its primary key. */
async function findCustomer(db: Db, owners: OwnerScope, kwkkey: string, custDiv: string): Promise<CustomerRow | undefined> {
  const [row] = await rowsOf<CustomerRow>(
    db,
    sql`select c.kwkkey, c.cust_div as "custDiv", c.cust_div_detail as "custDivDetail", c.name, c.gender, c.birth,
        c.tel1, c.tel2, c.tel3, c.tel_digits as "telDigits", c.zip, c.addr1, c.addr2, c.bookmark_yn as "bookmarkYn",
        c.rcrt_yn as "rcrtYn", c.sync_yn as "syncYn", c.infoagre, c.mrknagre, to_char(c.custwstp, 'YYYY-MM-DD') as custwstp,
        c.mileage, c.flpyblnc, c.ovrdamt, c.cwiamt,
        c.owner_userid as "ownerUserid", u.name as "ownerName", u.orgnz_pstn as "ownerPosition",
        c.children_version as "childrenVersion"
      from customers c join users u on u.userid = c.owner_userid
      where c.kwkkey = ${kwkkey} and c.cust_div = ${custDiv} and ${ownedBy(owners)}`,
  );
  return row;
}

function toDetail(c: CustomerRow, tokens: RecipientTokens): CustomerDetail {
  return {
    kwkkey: c.kwkkey,
    custDiv: c.custDiv,
    custDivDetail: c.custDivDetail,
    custDivDetailNm: customersMessages.custTypeNames[c.custDivDetail],
    custNm: c.name,
    tel1: c.tel1,
    tel2: c.tel2,
    tel3: c.tel3,
    kwctlNo: formatPhone(c.telDigits),
    kwgend: c.gender ?? '',
    kwbrdt: c.birth ?? '',
    kwszip: c.zip ?? '',
    kwsad1: c.addr1 ?? '',
    kwsad2: c.addr2 ?? '',
    bookmarkYn: c.bookmarkYn,
    rcrtYn: c.rcrtYn,
    custSyncYn: c.syncYn,
    infoagre: c.infoagre,
    mrknagre: c.mrknagre,
    custwstp: c.custwstp,
    encCustNm: tokens.seal('name', c.kwkkey, c.name),
    encCustTel: tokens.seal('tel', c.kwkkey, c.telDigits),
    owner: {
      userid: c.ownerUserid,
      username: c.ownerName,
      orgnzPstn: c.ownerPosition,
      orgnzPstnNm: isPosition(c.ownerPosition) ? GRADE_NAMES[c.ownerPosition] : '',
    },
  };
}

const childrenOf = (db: Db, kwkkey: string) =>
  rowsOf<{ seq: number; chlnKwkey: string; name: string; gender: 'M' | 'F'; birth: string | null }>(
    db,
    sql`select seq, chln_kwkey as "chlnKwkey", name, gender, birth from children where kwkkey = ${kwkkey} order by seq`,
  );

type ContractRow = ContractInfo & { catCd: string; catCdNm: string; catSort: number; prdtnm: string; concstat: string };
type ScheduleRow = Omit<CustomerSchedule, 'scdlDivNm'>;

/** Contracts newest first; each also makes an order row (category order, then newest first, so a category is one group). */
const contractsOf = (db: Db, kwkkey: string) =>
  rowsOf<ContractRow>(
    db,
    sql`select k.cust_yr as "custYr", k.cust_sqno as "custSqno", k.cust_seq as "custSeq", to_char(k.concdt, 'YYYY-MM-DD') as concdt,
        k.ky_amt as "kyAmt", k.cash_typ_nm as "cashTypNm", k.ky_mont as "kyMont", k.ky_cwmamt as "kyCwmamt",
        k.cat_cd as "catCd", coalesce(pc.cd_nm, '') as "catCdNm", coalesce(pc.sort, 32767) as "catSort", k.prdtnm, k.concstat
      from contracts k left join product_categories pc on pc.cat_cd = k.cat_cd
      where k.kwkkey = ${kwkkey} order by k.concdt desc, k.id desc`,
  );

const deliveriesOf = (db: Db, kwkkey: string) =>
  rowsOf<DeliveryInfo>(
    db,
    sql`select d.prdtnm, d.cust_yr as "custYr", d.cust_sqno as "custSqno", d.cwwad1, d.cwwad2, d.conc_div as "concDiv",
        d.cwtgub_nm as "cwtgubNm", to_char(d.rlsdt, 'YYYY-MM-DD') as rlsdt, d.rlsdt_nm as "rlsdtNm"
      from deliveries d where d.kwkkey = ${kwkkey} order by d.rlsdt desc, d.id desc`,
  );

const schedulesOf = (db: Db, kwkkey: string) =>
  rowsOf<ScheduleRow>(
    db,
    sql`select s.sqno, to_char(s.stt_dt, 'YYYY-MM-DD') as "sttDt", s.stt_hr as "sttHr", s.scdl_div_cd as "scdlDivCd",
        coalesce(s.addr, '') as addr, coalesce(s.addr_nm, '') as "addrNm"
      from schedules s where s.kwkey = ${kwkkey} and s.dltn_yn = 'N' order by s.stt_dt desc, s.stt_hr desc, s.sqno desc`,
  );

const none = <T>(): Promise<T[]> => Promise.resolve([]);

/** The personal fields an answer holds (those with a value): what the read log records. */
function personalFields(c: CustomerRow, hasChildren: boolean, hasDeliveries: boolean): PersonalField[] {
  const fields: PersonalField[] = ['custNm', 'tel'];
  if (c.gender) fields.push('gender');
  if (c.birth) fields.push('birth');
  if (c.addr1 || c.addr2 || c.zip) fields.push('addr');
  if (hasChildren) fields.push('childNames', 'childBirths');
  if (hasDeliveries) fields.push('deliveryAddr');
  return fields;
}

export const detailCalls: readonly ApiCall[] = [
  handle(getMyCstmr, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock, recipients } = ctx.svc;
    const now = clock.now();
    const owners = await ownerScope(db, user, req.searchUserid);
    const c = await findCustomer(db, owners, req.kwkkey, req.custDiv);
    if (!c) throw new CallRefusal('forbidden', msg.forbidden, { detail: { reason: 'customer not visible', kwkkey: req.kwkkey } });
    const full = req.onlyChild !== 'Y';
    const contract = full && c.custDivDetail === 'SCD01';
    const [kids, contracts, deliveries, schedules] = await Promise.all([
      childrenOf(db, c.kwkkey),
      contract ? contractsOf(db, c.kwkkey) : none<ContractRow>(),
      contract ? deliveriesOf(db, c.kwkkey) : none<DeliveryInfo>(),
      full ? schedulesOf(db, c.kwkkey) : none<ScheduleRow>(),
    ]);
    await logPersonalRead(db, now, {
      userid: user.userid,
      ownerUserid: c.ownerUserid,
      kwkkeys: [c.kwkkey],
      call: getMyCstmr.path,
      fields: personalFields(c, kids.length > 0, deliveries.length > 0),
    });
    const today = kstDate(now);
    const children: DetailChild[] = kids.map((k) => ({
      sqno: k.seq,
      chlnKwkey: k.chlnKwkey,
      chlnNm: k.name,
      kwgend: k.gender,
      chlnBrdt: k.birth ?? '',
      age: k.birth ? ageOn(k.birth, today) : null,
    }));
    const orders: OrderInfo[] = [...contracts]
      .sort((a, b) => a.catSort - b.catSort || a.catCd.localeCompare(b.catCd))
      .map((k) => ({
        catCd: k.catCd,
        catCdNm: k.catCdNm,
        prdtnm: k.prdtnm,
        kyAmt: k.kyAmt,
        concdt: k.concdt,
        concstat: k.concstat,
        concstatNm: contractStateName(k.concstat),
      }));
    return {
      myCstmr: toDetail(c, recipients),
      children,
      // Read with the customer, before its children: a change in between makes a later save a conflict, never a lost one.
      childrenVersion: c.childrenVersion,
      contractInfoList: contracts.map(
        (k): ContractInfo => ({
          custYr: k.custYr,
          custSqno: k.custSqno,
          custSeq: k.custSeq,
          concdt: k.concdt,
          kyAmt: k.kyAmt,
          cashTypNm: k.cashTypNm,
          kyMont: k.kyMont,
          kyCwmamt: k.kyCwmamt,
        }),
      ),
      custMileageInfo: { mileage: full ? c.mileage : 0 },
      custCreditInfo: full ? { flpyblnc: c.flpyblnc, ovrdamt: c.ovrdamt, cwiamt: c.cwiamt } : { flpyblnc: 0, ovrdamt: 0, cwiamt: 0 },
      orgCustOrderInfoList: orders,
      custRlsInfo: deliveries,
      myScheduleList: schedules.map((s) => ({ ...s, scdlDivNm: scheduleKindName(s.scdlDivCd) })),
    };
  }),
];
