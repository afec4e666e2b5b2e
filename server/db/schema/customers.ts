// A planner's customers (spec 2 §3) and what hangs off them: children, contracts, memos, diagnoses.
// custDivDetail: SCD01 contract, SCD02 prospect, SCD03 mom, SCD04 experience; cust_div '1' contract, '2' other.
import { date, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { instant, stamps, yn } from './columns';
import { users } from './org';

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
    /** Contract expiry date (contract customers). */
    concexpydy: date('concexpydy'),
    ...stamps(),
  },
  (t) => [
    index('customers_owner_idx').on(t.ownerUserid, t.updatedAt),
    index('customers_owner_name_idx').on(t.ownerUserid, t.name),
    index('customers_tel_idx').on(t.tel1, t.tel2, t.tel3),
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
    prdtnm: text('prdtnm').notNull(),
    concstat: text('concstat').notNull(),
    expiry: date('expiry').notNull(),
  },
  (t) => [index('contracts_customer_idx').on(t.kwkkey), unique('contracts_number_uq').on(t.custYr, t.custSqno, t.custSeq)],
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
  },
  (t) => [index('memos_customer_idx').on(t.kwkkey, t.crtnDttm)],
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
    compDt: date('comp_dt').notNull(),
    dueDate: date('due_date').notNull(),
    rsltUrl: text('rslt_url').notNull(),
  },
  (t) => [index('diagnoses_customer_idx').on(t.kwkkey)],
);
