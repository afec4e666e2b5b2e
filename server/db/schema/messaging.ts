// Outgoing text messages: every SMS is first written here (the outbox), then a gateway sends it.
// sender_userid is plain text, not a foreign key: like a log row, a message outlives its sender.
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { instant, yn } from './columns';

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    createdAt: instant('created_at').notNull(),
    senderUserid: text('sender_userid').notNull(),
    toTel: text('to_tel').notNull(),
    body: text('body').notNull(),
    /** 'profile' (business card), 'customer' (the customer list's SMS); later: auth numbers. */
    kind: text('kind').notNull(),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** A queued row is not retried before this instant (back-off after a failure). */
    nextAttemptAt: instant('next_attempt_at').notNull(),
    sentAt: instant('sent_at'),
    /** The gateway's reference of the sent message. */
    gatewayRef: text('gateway_ref'),
    lastError: text('last_error'),
  },
  (t) => [index('sms_outbox_queue_idx').on(t.status, t.nextAttemptAt), index('sms_outbox_sender_idx').on(t.senderUserid, t.createdAt)],
);

/** SMS templates of the customer SMS page (spec 2 §2, §5): adYn Y marks advertising (the advertising rule applies). */
export const smsTemplates = pgTable('sms_templates', {
  /** cdVl1 at the API: the template's code. */
  cdVl1: text('cd_vl1').primaryKey(),
  /** cdNm at the API: its name, which is the message's subject. */
  cdNm: text('cd_nm').notNull(),
  cntn: text('cntn').notNull(),
  adYn: yn('ad_yn').notNull(),
  sort: smallint('sort').notNull(),
});
