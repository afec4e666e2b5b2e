// The schedule screens' own tables (spec 2 §3, §7): the HQ schedule's events, and the notice items a
// planner checked as done (a contract expiry, a diagnosis re-test, a book-care visit), keyed like the calls
// that complete them, so the day's notices leave out the completed ones.
import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './org';

const owner = () =>
  text('userid')
    .notNull()
    .references(() => users.userid, { onDelete: 'cascade' });

/** An HQ event (getHdScheduleList): a span of days with a title, its short form and its kind's name. */
export const hqSchedules = pgTable(
  'hq_schedules',
  {
    seq: integer('seq').primaryKey().generatedByDefaultAsIdentity(),
    sttDt: date('stt_dt').notNull(),
    endDt: date('end_dt').notNull(),
    title: text('title').notNull(),
    titleSmp: text('title_smp').notNull(),
    cdNm: text('cd_nm').notNull(),
  },
  // A month's events: those starting before its end and ending after its start, read by start.
  (t) => [index('hq_schedules_start_idx').on(t.sttDt, t.seq), index('hq_schedules_end_idx').on(t.endDt)],
);

/** A contract expiry notice checked done (cmplConcExpDueSchedule). */
export const concExpCompletions = pgTable(
  'conc_exp_completions',
  { userid: owner(), kwkey: text('kwkey').notNull(), concexpydy: date('concexpydy').notNull(), crtnDttm: instant('crtn_dttm').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.userid, t.kwkey, t.concexpydy] })],
);

/** A diagnosis re-test notice checked done (cmplReinspecSchedule); couponNo is the diagnosis's exam number. */
export const reinspecCompletions = pgTable(
  'reinspec_completions',
  { userid: owner(), couponNo: text('coupon_no').notNull(), crtnDttm: instant('crtn_dttm').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.userid, t.couponNo] })],
);

/** A book-care visit notice checked done (cmplBookcareSchedule). */
export const bookcareCompletions = pgTable(
  'bookcare_completions',
  {
    userid: owner(),
    rpyery: text('rpyery').notNull(),
    rpseqi: text('rpseqi').notNull(),
    rpseri: text('rpseri').notNull(),
    crtnDttm: instant('crtn_dttm').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userid, t.rpyery, t.rpseqi, t.rpseri] })],
);
