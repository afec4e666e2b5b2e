// What the customer detail's other sections read (spec 2 §2, §3): diagnosis coupons per user, learning
// products and items and book care per child, purchases and recruit registrations at centres (found by
// phone), and the interest codes with each customer's choices. Every lookup has an index that starts with
// the key the call is given (a child, a phone, a customer), so each stays a few index reads at any size.
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { yn } from './columns';
import { children, customers } from './customers';
import { users } from './org';

/** A user's remaining diagnosis coupons (spec 2 §3: aieltRmnngCnt, tedsRmnngCnt, tediRmnngCnt); no row: none. */
export const diagnosisCoupons = pgTable('diagnosis_coupons', {
  userid: text('userid')
    .primaryKey()
    .references(() => users.userid, { onDelete: 'cascade' }),
  aieltRmnngCnt: integer('aielt_rmnng_cnt').notNull().default(0),
  tedsRmnngCnt: integer('teds_rmnng_cnt').notNull().default(0),
  tediRmnngCnt: integer('tedi_rmnng_cnt').notNull().default(0),
});

/** A child's learning products (leanPrdList); api_id the layout (WP_IF_050004..12). */
export const learningProducts = pgTable(
  'learning_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chlnKwkey: text('chln_kwkey')
      .notNull()
      .references(() => children.chlnKwkey, { onDelete: 'cascade' }),
    apiId: text('api_id').notNull(),
    prdtnm: text('prdtnm').notNull(),
    sort: smallint('sort').notNull(),
  },
  (t) => [unique('learning_products_child_uq').on(t.chlnKwkey, t.sort)],
);

/** One mock exam of a learning item. */
export interface MockExamRow {
  readonly mckExamTp: string;
  readonly mckExamScr: number;
  readonly mckExam: string;
}

/**
 * The learning items of a child's product (spec 2 §3 Learning item): the product is (chln_kwkey, prdtnm);
 * api_id the item's layout (the reading product's marathon item has WP_IF_050013). Fields a layout does
 * not use are '' / 0 / [].
 */
export const learningItems = pgTable(
  'learning_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chlnKwkey: text('chln_kwkey')
      .notNull()
      .references(() => children.chlnKwkey, { onDelete: 'cascade' }),
    prdtnm: text('prdtnm').notNull(),
    apiId: text('api_id').notNull(),
    sort: smallint('sort').notNull(),
    prdNm: text('prd_nm').notNull(),
    lrnngStep: text('lrnng_step').notNull().default(''),
    lrnngNextMth: text('lrnng_next_mth').notNull().default(''),
    lrnngPrgrs: integer('lrnng_prgrs').notNull().default(0),
    /** Seconds. */
    avrgLrnngTm: integer('avrg_lrnng_tm').notNull().default(0),
    nextVidSchdl: text('next_vid_schdl').notNull().default(''),
    lrnngStrDt: text('lrnng_str_dt').notNull().default(''),
    lrnngEndDt: text('lrnng_end_dt').notNull().default(''),
    stndLrnng: text('stnd_lrnng').notNull().default(''),
    mckExamDt: text('mck_exam_dt').notNull().default(''),
    mockData: jsonb('mock_data').$type<MockExamRow[]>().notNull().default(sql`'[]'::jsonb`),
    extraTotSum: integer('extra_tot_sum').notNull().default(0),
    ptnUseYn: yn('ptn_use_yn').notNull().default('N'),
  },
  (t) => [index('learning_items_product_idx').on(t.chlnKwkey, t.prdtnm, t.sort)],
);

/** Book-care visits of a child (spec 2 §3 Book care); (rpyery, rpseqi, rpseri) is the care contract's round. */
export const bookCares = pgTable(
  'book_cares',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chlnKwkey: text('chln_kwkey')
      .notNull()
      .references(() => children.chlnKwkey, { onDelete: 'cascade' }),
    rpyery: text('rpyery').notNull(),
    rpseqi: text('rpseqi').notNull(),
    rpseri: text('rpseri').notNull(),
    rpgnam: text('rpgnam').notNull(),
    rpkdcn: text('rpkdcn').notNull(),
    /** yyyymm. */
    rpssym: text('rpssym').notNull(),
    rptym1: text('rptym1').notNull(),
    /** The visit day (the schedule's book-care notice on that day); null when not arranged. */
    rpndte: date('rpndte'),
  },
  (t) => [unique('book_cares_round_uq').on(t.rpyery, t.rpseqi, t.rpseri), index('book_cares_child_idx').on(t.chlnKwkey, t.rpssym)],
);

/**
 * A customer's purchases at a centre, as the centres' sales system records them (spec 2 §3 Purchase):
 * kwkey is the centre's own customer key, so a row is found by the phone, not by our customer key.
 */
export const centrePurchases = pgTable(
  'centre_purchases',
  {
    kwkey: text('kwkey').notNull(),
    cntrCd: text('cntr_cd').notNull(),
    cntrNm: text('cntr_nm').notNull(),
    kwcnam: text('kwcnam').notNull(),
    tel1: text('tel1').notNull(),
    tel2: text('tel2').notNull(),
    tel3: text('tel3').notNull(),
    kwsad1: text('kwsad1').notNull(),
    prdtnms: text('prdtnms').array().notNull(),
    /** Y: marked as history by a branch head (saveCustPrchHstr). */
    hstrYn: yn('hstr_yn').notNull().default('N'),
    lastBuyDt: date('last_buy_dt').notNull(),
  },
  (t) => [primaryKey({ name: 'centre_purchases_pk', columns: [t.kwkey, t.cntrCd] }), index('centre_purchases_tel_idx').on(t.tel1, t.tel2, t.tel3, t.lastBuyDt)],
);

/** Where a person was registered as a recruit (spec 2 §3 Recruit), by name and phone. */
export const recruitRegistrations = pgTable(
  'recruit_registrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    custNm: text('cust_nm').notNull(),
    tel1: text('tel1').notNull(),
    tel2: text('tel2').notNull(),
    tel3: text('tel3').notNull(),
    cntrCd: text('cntr_cd').notNull(),
    cntrNm: text('cntr_nm').notNull(),
    regDate: date('reg_date').notNull(),
  },
  (t) => [index('recruit_registrations_tel_idx').on(t.tel1, t.tel2, t.tel3, t.regDate)],
);

/** The interest code table (spec 2 §3 Interest item): families CED … CRD, choices in their order. */
export const interestCodes = pgTable(
  'interest_codes',
  {
    prenCd: text('pren_cd').notNull(),
    cdVl1: text('cd_vl1').notNull(),
    cdNm: text('cd_nm').notNull(),
    sort: smallint('sort').notNull(),
  },
  (t) => [primaryKey({ name: 'interest_codes_pk', columns: [t.prenCd, t.cdVl1] })],
);

/** A customer's chosen interests (every family but CRD, which is customers.prensrno). */
export const customerInterests = pgTable(
  'customer_interests',
  {
    kwkkey: text('kwkkey')
      .notNull()
      .references(() => customers.kwkkey, { onDelete: 'cascade' }),
    prenCd: text('pren_cd').notNull(),
    cdVl1: text('cd_vl1').notNull(),
  },
  (t) => [primaryKey({ name: 'customer_interests_pk', columns: [t.kwkkey, t.prenCd, t.cdVl1] })],
);
