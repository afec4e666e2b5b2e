// Monthly sales-activity plans with the business calendar that opens and closes them, and participation
// surveys with their questions, options and each member's answers (spec 3 §3 sales plan, period info,
// survey, question, option). Amounts are in 만원; calendar days are KST `date` columns.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, yn } from './columns';
import { users } from './org';

const owner = (name = 'userid') =>
  text(name)
    .notNull()
    .references(() => users.userid, { onDelete: 'cascade' });

/**
 * A month of the business calendar (sttEndInfo): its first business day (first start), the end of its
 * first section and of the late window after it, the end of its fourth (last) section, the edit window of
 * its plans (end_dt..end_dt2) and the five period ratios (percent: first business day, sections 1-3, month end).
 */
export const planPeriods = pgTable('plan_periods', {
  yyyymm: text('yyyymm').primaryKey(),
  firstSttDt: date('first_stt_dt').notNull(),
  firstEndDt: date('first_end_dt').notNull(),
  firstEndDt2: date('first_end_dt2').notNull(),
  fourthEndDt: date('fourth_end_dt').notNull(),
  endDt: date('end_dt').notNull(),
  endDt2: date('end_dt2').notNull(),
  ratios: integer('ratios').array().notNull(),
});

/**
 * A member's plan of a month: stat R (requested by the branch head, goals not yet written, all null) or C
 * (saved). No row means S. orcp_* keep the goals as first registered.
 */
export const salesPlans = pgTable(
  'sales_plans',
  {
    sqno: integer('sqno').primaryKey().generatedByDefaultAsIdentity(),
    userid: owner(),
    planYrmn: text('plan_yrmn').notNull(),
    stat: text('stat').notNull().$type<'R' | 'C'>(),
    cmclGoalAmt: integer('cmcl_goal_amt'),
    mmbsGoalAmt: integer('mmbs_goal_amt'),
    frpsGoalAmt: integer('frps_goal_amt'),
    etcGoalAmt: integer('etc_goal_amt'),
    orcpCmclGoalAmt: integer('orcp_cmcl_goal_amt'),
    orcpMmbsGoalAmt: integer('orcp_mmbs_goal_amt'),
    orcpFrpsGoalAmt: integer('orcp_frps_goal_amt'),
    orcpEtcGoalAmt: integer('orcp_etc_goal_amt'),
    srcGoalCscnt: integer('src_goal_cscnt'),
    dgnssrvcGoalCscnt: integer('dgnssrvc_goal_cscnt'),
    rcrtGoalCscnt: integer('rcrt_goal_cscnt'),
    exsnConsCscnt: integer('exsn_cons_cscnt'),
    newConsCscnt: integer('new_cons_cscnt'),
    memo: text('memo').notNull().default(''),
    /** The branch head who requested it (null when the member wrote it unasked). */
    requestedBy: text('requested_by').references(() => users.userid, { onDelete: 'set null' }),
    requestedAt: instant('requested_at'),
    savedAt: instant('saved_at'),
    /** Bumped by every change: a save based on an older version is a conflict (issue 18, D67). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('sales_plans_user_month_idx').on(t.userid, t.planYrmn),
    index('sales_plans_month_idx').on(t.planYrmn),
    check('sales_plans_stat_chk', sql`${t.stat} in ('R', 'C')`),
  ],
);

/** A survey; div_cd its category, pstn_typ the positions it is for (comma-separated, '' everyone). */
export const surveys = pgTable(
  'surveys',
  {
    srvySqno: integer('srvy_sqno').primaryKey().generatedByDefaultAsIdentity(),
    titl: text('titl').notNull(),
    expi: text('expi').notNull().default(''),
    divCd: text('div_cd').notNull().default('MS01'),
    pstnTyp: text('pstn_typ').notNull().default(''),
    sttTime: instant('stt_time').notNull(),
    endTime: instant('end_time').notNull(),
  },
  (t) => [index('surveys_time_idx').on(t.sttTime)],
);

/** A question: SQT01 single … SQT06 long text (src/domain/surveys/rules.ts), in `ordr`. */
export const surveyItems = pgTable(
  'survey_items',
  {
    itemSqno: integer('item_sqno').primaryKey().generatedByDefaultAsIdentity(),
    srvySqno: integer('srvy_sqno')
      .notNull()
      .references(() => surveys.srvySqno, { onDelete: 'cascade' }),
    ordr: integer('ordr').notNull(),
    qsitTypCd: text('qsit_typ_cd').notNull(),
    titl: text('titl').notNull(),
    essnYn: yn('essn_yn').notNull().default('N'),
    prfnLow: text('prfn_low').notNull().default(''),
    prfnHig: text('prfn_hig').notNull().default(''),
  },
  (t) => [index('survey_items_survey_idx').on(t.srvySqno, t.ordr)],
);

/** An option of a question (optn_typ N normal, E 'other'); a text question has one. */
export const surveyOptions = pgTable(
  'survey_options',
  {
    optnSqno: integer('optn_sqno').primaryKey().generatedByDefaultAsIdentity(),
    itemSqno: integer('item_sqno')
      .notNull()
      .references(() => surveyItems.itemSqno, { onDelete: 'cascade' }),
    ordr: integer('ordr').notNull(),
    optnTyp: text('optn_typ').notNull().default('N'),
    cntn: text('cntn').notNull().default(''),
    fileUrl: text('file_url').notNull().default(''),
  },
  (t) => [index('survey_options_item_idx').on(t.itemSqno, t.ordr)],
);

/** A member's submission of a survey (comStatus done). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    srvySqno: integer('srvy_sqno')
      .notNull()
      .references(() => surveys.srvySqno, { onDelete: 'cascade' }),
    userid: owner(),
    submittedAt: instant('submitted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.srvySqno, t.userid] }), index('survey_responses_user_idx').on(t.userid)],
);

/** A member's answer on one option: the pick ('Y' or a rank) and any text. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    srvySqno: integer('srvy_sqno')
      .notNull()
      .references(() => surveys.srvySqno, { onDelete: 'cascade' }),
    userid: owner(),
    optnSqno: integer('optn_sqno')
      .notNull()
      .references(() => surveyOptions.optnSqno, { onDelete: 'cascade' }),
    userPick: text('user_pick').notNull().default(''),
    rply: text('rply').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.userid, t.optnSqno] }), index('survey_answers_survey_user_idx').on(t.srvySqno, t.userid)],
);
