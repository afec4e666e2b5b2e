// A planner's customers (spec 2 §3) and what hangs off them: children, contracts, memos, diagnoses,
// deliveries. custDivDetail: SCD01 contract, SCD02 prospect, SCD03 mom, SCD04 experience; cust_div '1'
// contract, '2' other. Columns marked "derived" are kept by server/services/customer-derived.ts so the
// list's filters and sorts read one row and one index (docs/decisions.md D42).
import { sql } from 'drizzle-orm';
import { char, date, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { instant, stamps, yn } from './columns';
import { users } from './org';
import { products } from './products';

export const customers = pgTable(
  'customers',
  {
    kwkkey: text('kwkkey').primaryKey(),
    ownerUserid: text('owner_userid')
      .notNull()
      .references(() => users.userid, { onDelete: 'cascade' }),
    custDiv: text('cust_div').notNull(),
    custDivDetail: text('cust_div_detail').notNull(),
    name: text('name').notNull(),
    /** 'M' or 'F'; null while a prospect has not given it. */
    gender: text('gender'),
    /** yyyymmdd; null while unknown. */
    birth: text('birth'),
    tel1: text('tel1').notNull(),
    tel2: text('tel2').notNull(),
    tel3: text('tel3').notNull(),
    zip: text('zip'),
    addr1: text('addr1'),
    addr2: text('addr2'),
    bookmarkYn: yn('bookmark_yn').notNull().default('N'),
    rcrtYn: yn('rcrt_yn').notNull().default('N'),
    syncYn: yn('sync_yn').notNull().default('N'),
    infoagre: yn('infoagre').notNull().default('N'),
    mrknagre: yn('mrknagre').notNull().default('N'),
    /** Source registration date. */
    custwstp: date('custwstp').notNull(),
    /** Contract expiry date (contract customers): the last day of their latest contract (derived). */
    concexpydy: date('concexpydy'),
    /** The day marketing consent was given (mrknagre Y); it holds 12 months (hasMarketingConsent). */
    mrknAgreDt: date('mrkn_agre_dt'),
    /** The phone as one digit string, for the phone search (kept by the database). */
    telDigits: text('tel_digits')
      .notNull()
      .generatedAlwaysAs(sql`tel1 || tel2 || tel3`),
    /** Credit (spec 2 §3): remaining instalments, overdue amount, cwiamt; won, 0 for non-contract customers. */
    flpyblnc: integer('flpyblnc').notNull().default(0),
    ovrdamt: integer('ovrdamt').notNull().default(0),
    cwiamt: integer('cwiamt').notNull().default(0),
    /** Mileage points (spec 2 §3 custMileageInfo); 0 for non-contract customers. */
    mileage: integer('mileage').notNull().default(0),
    /** The no-jin activity chosen (interest family CRD, spec 2 §3); null when none. */
    prensrno: text('prensrno'),
    /** The place of the no-jin activity 'other' (78); null otherwise. */
    custnote: text('custnote'),
    /** Derived: '3' a diagnosis in progress, else '1' diagnosed, else '2' undiagnosed. */
    dgnsStat: char('dgns_stat', { length: 1 }).$type<'1' | '2' | '3'>().notNull().default('2'),
    /** Derived: the kinds of diagnosis taken, a bit set (DIAGNOSIS_KIND_BITS: KEDI 1, KEDS 2, ELT 4). */
    dgnsKinds: smallint('dgns_kinds').notNull().default(0),
    /** Derived: the next re-diagnosis due date (the earliest due date of each kind's latest diagnosis). */
    dgnsDueDt: date('dgns_due_dt'),
    /** Derived: the children's birth dates (yyyymmdd, those known), for the child-age filter without a join. */
    chlnBirths: text('chln_births').array().notNull().default(sql`'{}'::text[]`),
    /** Derived: the product codes of the customer's contracts, for the product filter without a join. */
    prdtCds: text('prdt_cds').array().notNull().default(sql`'{}'::text[]`),
    /** The children's set, bumped by every change of it: a children save based on an older one is a conflict (issue 18, D67). */
    childrenVersion: integer('children_version').notNull().default(1),
    ...stamps(),
  },
  (t) => [
    // One per sort (K, C, J): the page of one owner is read in index order, tie-broken by the key.
    index('customers_owner_updated_idx').on(t.ownerUserid, t.updatedAt, t.kwkkey),
    index('customers_owner_expiry_idx').on(t.ownerUserid, t.concexpydy, t.kwkkey),
    index('customers_owner_dgns_due_idx').on(t.ownerUserid, t.dgnsDueDt, t.kwkkey),
    index('customers_owner_name_idx').on(t.ownerUserid, t.name),
    index('customers_tel_idx').on(t.tel1, t.tel2, t.tel3),
    // Name part and phone digits (three characters or more) through trigrams.
    index('customers_name_trgm_idx').using('gin', sql`${t.name} public.gin_trgm_ops`),
    index('customers_tel_digits_trgm_idx').using('gin', sql`${t.telDigits} public.gin_trgm_ops`),
  ],
);

export const children = pgTable(
  'children',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kwkkey: text('kwkkey')
      .notNull()
      .references(() => customers.kwkkey, { onDelete: 'cascade' }),
    chlnKwkey: text('chln_kwkey').notNull().unique(),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    birth: text('birth'),
    /** Position 1-5 in the customer's child fields (chlnnam1..5). */
    seq: smallint('seq').notNull(),
  },
  (t) => [unique('children_customer_seq_uq').on(t.kwkkey, t.seq)],
);

export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kwkkey: text('kwkkey')
      .notNull()
      .references(() => customers.kwkkey, { onDelete: 'cascade' }),
    custYr: text('cust_yr').notNull(),
    custSqno: text('cust_sqno').notNull(),
    custSeq: text('cust_seq').notNull(),
    concdt: date('concdt').notNull(),
    /** Amounts in won. */
    kyAmt: integer('ky_amt').notNull(),
    cashTypNm: text('cash_typ_nm').notNull(),
    kyMont: integer('ky_mont').notNull(),
    kyCwmamt: integer('ky_cwmamt').notNull(),
    catCd: text('cat_cd').notNull(),
    /** The product of the product master; null for a product it does not list. */
    prdtCd: text('prdt_cd').references(() => products.prdtCd),
    prdtnm: text('prdtnm').notNull(),
    /** N in force, C cancelled, E period expired (CONTRACT_STATE_NAMES in src/domain/shared/codes.ts). */
    concstat: text('concstat').notNull(),
    expiry: date('expiry').notNull(),
  },
  (t) => [
    index('contracts_customer_idx').on(t.kwkkey, t.prdtCd),
    // The product filter starts from the products when few customers hold them.
    index('contracts_product_idx').on(t.prdtCd, t.kwkkey),
    unique('contracts_number_uq').on(t.custYr, t.custSqno, t.custSeq),
  ],
);

export const memos = pgTable(
  'memos',
  {
    sqno: integer('sqno').primaryKey().generatedByDefaultAsIdentity(),
    kwkkey: text('kwkkey')
      .notNull()
      .references(() => customers.kwkkey, { onDelete: 'cascade' }),
    custDiv: text('cust_div').notNull(),
    memo: text('memo').notNull(),
    /** '0' automatic (call / text attempts), '1' written by the planner. */
    memoDiv: text('memo_div').notNull(),
    amntPsblYn: yn('amnt_psbl_yn').notNull(),
    userid: text('userid')
      .notNull()
      .references(() => users.userid, { onDelete: 'cascade' }),
    crtnDttm: instant('crtn_dttm').notNull(),
    /** Bumped by every change: a save based on an older version is a conflict (issue 18, D67). */
    version: integer('version').notNull().default(1),
  },
  // A customer's memo history: counted from the index, and its pages (newest first, ties by the higher
  // number) read by scanning it backwards, without a sort.
  (t) => [index('memos_customer_history_idx').on(t.kwkkey, t.crtnDttm, t.sqno)],
);

export const diagnoses = pgTable(
  'diagnoses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    examCd: text('exam_cd').$type<'KEDI' | 'KEDS' | 'ELT'>().notNull(),
    examNo: text('exam_no').notNull().unique(),
    kwkkey: text('kwkkey')
      .notNull()
      .references(() => customers.kwkkey, { onDelete: 'cascade' }),
    chlnKwkey: text('chln_kwkey'),
    /** C completed; P in progress (taken, result pending: compDt is the day it was taken). */
    prgsStat: char('prgs_stat', { length: 1 }).$type<'C' | 'P'>().notNull().default('C'),
    compDt: date('comp_dt').notNull(),
    dueDate: date('due_date').notNull(),
    rsltUrl: text('rslt_url').notNull(),
  },
  (t) => [index('diagnoses_customer_idx').on(t.kwkkey)],
);

/** Deliveries of a contract customer's orders (spec 2 §3 Delivery); rlsdt the release (delivery) day. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kwkkey: text('kwkkey')
      .notNull()
      .references(() => customers.kwkkey, { onDelete: 'cascade' }),
    prdtnm: text('prdtnm').notNull(),
    custYr: text('cust_yr').notNull(),
    custSqno: text('cust_sqno').notNull(),
    /** Delivery address lines. */
    cwwad1: text('cwwad1').notNull(),
    cwwad2: text('cwwad2').notNull(),
    /** Contract kind of the order (신규, 재계약). */
    concDiv: text('conc_div').notNull(),
    /** Delivery kind (택배, 방문). */
    cwtgubNm: text('cwtgub_nm').notNull(),
    rlsdt: date('rlsdt').notNull(),
    /** Delivery state (출고예정, 출고완료, 배송완료). */
    rlsdtNm: text('rlsdt_nm').notNull(),
  },
  (t) => [index('deliveries_customer_idx').on(t.kwkkey, t.rlsdt)],
);

/**
 * Prospects integrated into a contract customer (docs/decisions.md D46): who integrated which prospect into
 * which contract customer, and when. Keys and the prospect's type only, kept as text like a log row: the
 * prospect row itself is gone after the integration (its memos, schedules, children and diagnoses moved).
 */
export const custIntegrations = pgTable(
  'cust_integrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userid: text('userid').notNull(),
    prospectKwkkey: text('prospect_kwkkey').notNull(),
    contractKwkkey: text('contract_kwkkey').notNull(),
    /** SCD02, SCD03 or SCD04. */
    prospectType: text('prospect_type').notNull(),
    crtnDttm: instant('crtn_dttm').notNull(),
  },
  (t) => [index('cust_integrations_user_idx').on(t.userid, t.crtnDttm), index('cust_integrations_contract_idx').on(t.contractKwkkey)],
);
