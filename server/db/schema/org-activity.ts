// What the HQ systems report about staff activity, month by month and day by day (spec 3 §3 activity,
// activity record, daily report), the private memos a leader keeps about a member, and the FAQ.
// Source registrations and book care of a month are monthly_results' custm_cnt / bkcare_cnt (the
// dashboard's figures); the other counts and the report's four buckets of seven sections are here.
import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './org';

const owner = () =>
  text('userid')
    .notNull()
    .references(() => users.userid, { onDelete: 'cascade' });

const n = (name: string) => integer(name).notNull().default(0);

/** sect_sr1 … sect_ed4: the four buckets of each report section (src/domain/reports/rules.ts). */
const buckets = () => ({
  sectSr1: n('sect_sr1'), sectSr2: n('sect_sr2'), sectSr3: n('sect_sr3'), sectSr4: n('sect_sr4'),
  sectDg1: n('sect_dg1'), sectDg2: n('sect_dg2'), sectDg3: n('sect_dg3'), sectDg4: n('sect_dg4'),
  sectCo1: n('sect_co1'), sectCo2: n('sect_co2'), sectCo3: n('sect_co3'), sectCo4: n('sect_co4'),
  sectKy1: n('sect_ky1'), sectKy2: n('sect_ky2'), sectKy3: n('sect_ky3'), sectKy4: n('sect_ky4'),
  sectAs1: n('sect_as1'), sectAs2: n('sect_as2'), sectAs3: n('sect_as3'), sectAs4: n('sect_as4'),
  sectBk1: n('sect_bk1'), sectBk2: n('sect_bk2'), sectBk3: n('sect_bk3'), sectBk4: n('sect_bk4'),
  sectEd1: n('sect_ed1'), sectEd2: n('sect_ed2'), sectEd3: n('sect_ed3'), sectEd4: n('sect_ed4'),
});

/** A member's month: the detail's activity counts and the activity report's buckets. */
export const activityMonths = pgTable(
  'activity_months',
  {
    userid: owner(),
    yyyymm: text('yyyymm').notNull(),
    /** Morning meetings attended (days). */
    meetCnt: n('meet_cnt'),
    vdClssCnt: n('vd_clss_cnt'),
    /** Consultations: product, recruiting, diagnostic test (their sum is monthly_results.counsel_cnt). */
    planCnt: n('plan_cnt'),
    schRcrtCnt: n('sch_rcrt_cnt'),
    schTestCnt: n('sch_test_cnt'),
    /** Diagnoses (their sum is monthly_results.coupn_cnt). */
    kedICnt: n('ked_i_cnt'),
    kedSCnt: n('ked_s_cnt'),
    aiEltCnt: n('ai_elt_cnt'),
    ...buckets(),
  },
  (t) => [primaryKey({ columns: [t.userid, t.yyyymm] }), index('activity_months_month_idx').on(t.yyyymm)],
);

/** A member's day: the daily report's buckets (the month's rows sum to its activity_months buckets). */
export const activityDays = pgTable(
  'activity_days',
  {
    userid: owner(),
    day: date('day').notNull(),
    ...buckets(),
  },
  (t) => [primaryKey({ columns: [t.userid, t.day] }), index('activity_days_day_idx').on(t.day)],
);

/** A leader's private memo about a member: returned to its author only. */
export const orgMemos = pgTable(
  'org_memos',
  {
    sqno: integer('sqno').primaryKey().generatedByDefaultAsIdentity(),
    authorUserid: text('author_userid')
      .notNull()
      .references(() => users.userid, { onDelete: 'cascade' }),
    targetUserid: text('target_userid')
      .notNull()
      .references(() => users.userid, { onDelete: 'cascade' }),
    cntn: text('cntn').notNull(),
    crtnDttm: instant('crtn_dttm').notNull().defaultNow(),
    updtDttm: instant('updt_dttm').notNull().defaultNow(),
    /** Bumped by every change: a save based on an older version is a conflict (issue 18, D67). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('org_memos_author_target_idx').on(t.authorUserid, t.targetUserid, t.sqno)],
);

/** FAQ entries by category (CFD01-CFD05); cntn is operator HTML the client sanitises. */
export const faqs = pgTable(
  'faqs',
  {
    sqno: integer('sqno').primaryKey().generatedByDefaultAsIdentity(),
    divCd: text('div_cd').notNull(),
    titl: text('titl').notNull(),
    cntn: text('cntn').notNull(),
    /** Display order within the list (lower first). */
    sortOrd: integer('sort_ord').notNull().default(0),
  },
  (t) => [index('faqs_div_idx').on(t.divCd, t.sortOrd, t.sqno), index('faqs_order_idx').on(t.sortOrd, t.sqno)],
);
