// Append-only logs: the security audit trail, the client's screen-access log (logging/access) and the
// personal-data read log (who read whose customers' personal data, which fields; never the data itself).
// User ids here are plain text, not foreign keys: a log row outlives the user it names.
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ts: instant('ts').notNull(),
    event: text('event').notNull(),
    userid: text('userid'),
    deviceUuid: text('device_uuid'),
    clientIp: text('client_ip'),
    path: text('path'),
    rt: text('rt'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_ts_idx').on(t.ts), index('audit_log_user_idx').on(t.userid, t.ts)],
);

export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ts: instant('ts').notNull(),
    userid: text('userid'),
    deviceUuid: text('device_uuid').notNull(),
    appVersion: text('app_version').notNull(),
    clientIp: text('client_ip'),
    scrnNm: text('scrn_nm').notNull(),
    scrnUrl: text('scrn_url').notNull(),
    path: text('path').notNull(),
  },
  (t) => [index('access_log_user_idx').on(t.userid, t.ts)],
);

/** One row per call that answered customers' personal data (server/services/personal-data-log.ts). */
export const personalDataReads = pgTable(
  'personal_data_reads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ts: instant('ts').notNull(),
    /** The reader. */
    userid: text('userid').notNull(),
    /** The customers' owner; null when the keys have several owners (a branch head's list page). */
    ownerUserid: text('owner_userid'),
    kwkkeys: text('kwkkeys').array().notNull(),
    /** The call's path, e.g. myCstmr/getMyCstmr. */
    call: text('call').notNull(),
    /** The personal fields answered (names of fields, never their values). */
    fields: text('fields').array().notNull(),
  },
  (t) => [index('personal_data_reads_ts_idx').on(t.ts), index('personal_data_reads_user_idx').on(t.userid, t.ts)],
);

/** Operator-controlled switches (maintenance, version, download links) as JSON, decoded with Schema on read. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
