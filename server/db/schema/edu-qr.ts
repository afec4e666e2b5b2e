// Education QR attendance (spec 1 §7 eduqr/atnd, eduqr/list): a lecture session shows a QR code at
// the venue; a planner scans it in the app and the server records the attendance once.
import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './org';

export const eduQrSessions = pgTable('edu_qr_sessions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** The scanned text (EDUQR-…); unique per session. */
  qrCode: text('qr_code').notNull().unique(),
  lecNm: text('lec_nm').notNull(),
  placeNm: text('place_nm').notNull(),
  /** Attendance is taken from opensAt to closesAt. */
  opensAt: instant('opens_at').notNull(),
  closesAt: instant('closes_at').notNull(),
});

export const eduQrAttendance = pgTable(
  'edu_qr_attendance',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => eduQrSessions.id, { onDelete: 'cascade' }),
    userid: text('userid')
      .notNull()
      .references(() => users.userid, { onDelete: 'cascade' }),
    atndAt: instant('atnd_at').notNull(),
  },
  (t) => [unique('edu_qr_attendance_once').on(t.sessionId, t.userid), index('edu_qr_attendance_user_idx').on(t.userid, t.atndAt)],
);
