// What the server pushes to a planner (spec 1 §3): alerts (the /notification list) and notice popups.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, yn } from './columns';
import { users } from './org';

/** A customer named inside an alert (dtlJsonString). */
export interface AlertCustomerRef {
  readonly custNm: string;
  readonly custsrno: string;
  readonly kwkey: string;
  readonly userid: string;
}

/** One alert of one user; deleting it removes the row (alarm/delete, alarm/allDelete). */
export const alarms = pgTable(
  'alarms',
  {
    pushSqno: integer('push_sqno').primaryKey().generatedByDefaultAsIdentity(),
    userid: text('userid')
      .notNull()
      .references(() => users.userid, { onDelete: 'cascade' }),
    titl: text('titl').notNull(),
    /** Plain text (never rendered as HTML). */
    cntn: text('cntn').notNull(),
    /** The app screen the alert opens (a path of the route table), null: it opens its detail. */
    scrnUrl: text('scrn_url'),
    ppupYn: yn('ppup_yn').notNull().default('N'),
    /** Customers the alert is about, in order (links in the list and the detail). */
    customers: jsonb('customers').$type<readonly AlertCustomerRef[]>().notNull().default([]),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [index('alarms_user_idx').on(t.userid, t.pushSqno)],
);

/**
 * A notice popup shown on app start while its window is open. ppupTyp '0' shows again the next day after
 * 오늘하루열지않음; other types never again after 다시열지않음. Which popups a user closed that way is remembered
 * by the app (spec 1 §3 "Seen popups"), not here. cntn is HTML (sanitised by the client).
 */
export const popups = pgTable(
  'popups',
  {
    sqno: integer('sqno').primaryKey().generatedByDefaultAsIdentity(),
    titl: text('titl').notNull(),
    cntn: text('cntn').notNull(),
    ppupTyp: text('ppup_typ').notNull(),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
  },
  (t) => [index('popups_window_idx').on(t.startAt, t.endAt)],
);
