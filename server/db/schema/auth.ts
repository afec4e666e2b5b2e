// Sessions (only the SHA-256 of a token is stored) and login failures (the rate limiter's memory,
// kept in the database so several server processes on one PostgreSQL share it).
import { bigserial, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './org';

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userid: text('userid')
      .notNull()
      .references(() => users.userid, { onDelete: 'cascade' }),
    deviceUuid: text('device_uuid').notNull(),
    clientId: text('client_id').notNull(),
    autoLogin: boolean('auto_login').notNull(),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    absoluteExpiresAt: instant('absolute_expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** 'logout' or 'operator': why revoked_at is set (for operators). */
    revokeReason: text('revoke_reason'),
    pushToken: text('push_token'),
  },
  (t) => [index('sessions_userid_idx').on(t.userid)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The id as typed: unknown ids are counted too, so answers never reveal which ids exist. */
    userid: text('userid').notNull(),
    deviceUuid: text('device_uuid').notNull(),
    failedAt: instant('failed_at').notNull(),
  },
  (t) => [index('login_failures_user_idx').on(t.userid, t.failedAt)],
);
