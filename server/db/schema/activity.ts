// What a staff member does over time: schedules, courses, monthly goals and results, morning meetings.
// Goal amounts are in units of 10,000 won (spec 1 §9); result amounts in won.
import { type AnyPgColumn, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { yn } from './columns';
import { users } from './org';

const owner = () =>
  text('userid')
    .notNull()
    .references(() => users.userid, { onDelete: 'cascade' });

export const schedules = pgTable(
  'schedules',
  {
    sqno: integer('sqno').primaryKey().generatedByDefaultAsIdentity(),
    userid: owner(),
    /** SSD01 consult … SSD07 other (spec 2 §3). */
    scdlDivCd: text('scdl_div_cd').notNull(),
    /** SCD01 contract / SCD02 prospect, when the schedule concerns a customer. */
    custDivCd: text('cust_div_cd'),
    kwkey: text('kwkey'),
    custNm: text('cust_nm'),
    etcCntn: text('etc_cntn'),
    allYn: yn('all_yn').notNull(),
    sttDt: date('stt_dt').notNull(),
    /** HH:mm, empty for all-day schedules. */
    sttHr: text('stt_hr').notNull().default(''),
    endDt: date('end_dt').notNull(),
    endHr: text('end_hr').notNull().default(''),
    addrNm: text('addr_nm'),
    addr: text('addr'),
    addrDtpt: text('addr_dtpt'),
    memo: text('memo'),
    cmplYn: yn('cmpl_yn').notNull().default('N'),
    dltnYn: yn('dltn_yn').notNull().default('N'),
    /** The other planner's schedule an accompany (SSD06) schedule follows. */
    acmpScdlSqno: integer('acmp_scdl_sqno').references((): AnyPgColumn => schedules.sqno, { onDelete: 'set null' }),
    /** Bumped by every change: a save based on an older version is a conflict (issue 18, D67). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('schedules_user_date_idx').on(t.userid, t.sttDt),
    // The schedules still running from a day on (a month, the accompany lookup): the end bounds the scan.
    index('schedules_user_end_idx').on(t.userid, t.endDt),
    // The accompanies that follow a schedule.
    index('schedules_followed_idx').on(t.acmpScdlSqno),
    // A customer's schedules (the customer detail), newest first by scanning it backwards.
    index('schedules_customer_idx').on(t.kwkey, t.sttDt),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reqSeq: text('req_seq').notNull(),
    uuid: text('uuid').notNull(),
    userid: owner(),
    cateNm: text('cate_nm').notNull(),
    lecNm: text('lec_nm').notNull(),
    /** 'ING' in progress, 'CMPL' completed. */
    status: text('status').notNull(),
    /** Required courses show completion marks on the member detail (spec 3). */
    rqrdYn: yn('rqrd_yn').notNull().default('N'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
  },
  (t) => [index('courses_user_idx').on(t.userid, t.status)],
);

export const monthlyGoals = pgTable(
  'monthly_goals',
  {
    userid: owner(),
    yyyymm: text('yyyymm').notNull(),
    srcGoal: integer('src_goal').notNull(),
    dgnssrvcGoal: integer('dgnssrvc_goal').notNull(),
    consGoal: integer('cons_goal').notNull(),
    goalAmt: integer('goal_amt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userid, t.yyyymm] })],
);

export const monthlyResults = pgTable(
  'monthly_results',
  {
    userid: owner(),
    yyyymm: text('yyyymm').notNull(),
    totamt: integer('totamt').notNull(),
    newAmt: integer('new_amt').notNull(),
    custmCnt: integer('custm_cnt').notNull(),
    coupnCnt: integer('coupn_cnt').notNull(),
    counselCnt: integer('counsel_cnt').notNull(),
    bkcareCnt: integer('bkcare_cnt').notNull(),
    expireCnt: integer('expire_cnt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userid, t.yyyymm] })],
);

export const morningMeetings = pgTable(
  'morning_meetings',
  {
    userid: owner(),
    date: date('date').notNull(),
    /** '' not entered, 'Y' recognised, 'S' entered, 'N' late (spec 1 §4, spec 2 §3). */
    attendStatus: text('attend_status').notNull(),
    /** Entry and exit times, HH:mm or ''. */
    chltim: text('chltim').notNull().default(''),
    levtim: text('levtim').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.userid, t.date] })],
);
