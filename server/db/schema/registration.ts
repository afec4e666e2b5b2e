// Customer registration with phone verification (spec 2 §4, docs/decisions.md D53): the verification
// requests (the planner's saveCustAthn and the self-registration link of sendAuthMMS), the log of
// verification texts the daily quotas count, and the sequence of registered customers' keys.
import { index, integer, pgSequence, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './org';

export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** 'planner': the planner verifies on the registration screen; 'self': the customer, through the link. */
    kind: text('kind').$type<'planner' | 'self'>().notNull(),
    /** The planner who asked; the customer becomes theirs. */
    ownerUserid: text('owner_userid')
      .notNull()
      .references(() => users.userid, { onDelete: 'cascade' }),
    custName: text('cust_name').notNull(),
    /** The phone as one digit string (10 or 11 digits). */
    phone: text('phone').notNull(),
    createdAt: instant('created_at').notNull(),
    /** HMAC-SHA256 (base64url) of the issued number bound to this request and phone; null: none usable. */
    codeMac: text('code_mac'),
    codeExpiresAt: instant('code_expires_at'),
    /** Wrong numbers against the current one; AUTH_TRIES cancels it. */
    wrongTries: smallint('wrong_tries').notNull().default(0),
    verifiedAt: instant('verified_at'),
    /** Set by the registration that used the request: the customer's key and that submit's idemKey. */
    kwkkey: text('kwkkey'),
    idemKey: text('idem_key'),
    registeredAt: instant('registered_at'),
  },
  (t) => [index('registration_requests_owner_idx').on(t.ownerUserid, t.createdAt)],
);

/** One row per verification text (a number or a link), for the per-phone and per-planner daily quotas. */
export const authSends = pgTable(
  'auth_sends',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    phone: text('phone').notNull(),
    /** The planner the text counts against (the link's sender for the customer's own requests). */
    userid: text('userid').notNull(),
    kind: text('kind').$type<'auth-code' | 'auth-link'>().notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [index('auth_sends_phone_idx').on(t.phone, t.sentAt), index('auth_sends_user_idx').on(t.userid, t.sentAt)],
);

/** Keys of registered customers: 'R' and eight digits of this sequence (the seed uses K and G). */
export const registrationKeySeq = pgSequence('registration_kwkkey_seq', { startWith: 1 });
