// Sessions (only the SHA-256 of a token is stored), login failures and the devices ids signed in from
// (the rate limiter's memory, kept in the database so several server processes on one PostgreSQL share it).
import { bigserial, boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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

/** A session as read from the database. */
export type SessionRow = typeof sessions.$inferSelect;

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The id as typed: unknown ids are counted too, so answers never reveal which ids exist. */
    userid: text('userid').notNull(),
    deviceUuid: text('device_uuid').notNull(),
    /** The source address key (IPv4 address, IPv6 /64 prefix; '' when unknown), see login-limit-policy.ts. */
    address: text('address').notNull().default(''),
    /**
     * When the attempt was admitted. A row is written before the password is checked (so concurrent
     * attempts count each other) and deleted again when the password proves right.
     */
    failedAt: instant('failed_at').notNull(),
  },
  (t) => [
    index('login_failures_user_idx').on(t.userid, t.failedAt),
    index('login_failures_device_idx').on(t.deviceUuid, t.failedAt),
    index('login_failures_address_idx').on(t.address, t.failedAt),
    // The daily prune reads by age alone.
    index('login_failures_age_idx').on(t.failedAt),
  ],
);

/**
 * Devices that signed in to an id: they are not subject to that id's lock (so strangers cannot lock a
 * user out). Bounded per user (SERVER_CONFIG.loginLimit.knownDevicesPerUser) and by age (knownDeviceMs).
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    userid: text('userid')
      .notNull()
      .references(() => users.userid, { onDelete: 'cascade' }),
    deviceUuid: text('device_uuid').notNull(),
    lastSuccessAt: instant('last_success_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userid, t.deviceUuid] })],
);
