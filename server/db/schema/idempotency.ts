// Idempotency keys (issue 18): a mutation's key with the answer it got, kept 24 h, so a repeat of the same
// request (a retry after a lost answer, a replayed outbox entry, a double tap that raced) gets the same answer
// and has no second effect. The row is claimed before the handler runs (answer null while it runs).
import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    /** The caller; '' for a call without a session (self-registration, sign-up). */
    userid: text('userid').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the call's fields (not the client's meta): the same key with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    /** The answer's HTTP status and body; null while the first request runs. */
    httpStatus: smallint('http_status'),
    answer: text('answer'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);
