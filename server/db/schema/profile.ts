// Business cards (spec 3 §5): the unguessable token of each user's public card page /card/<token>.
// A row is created on first use (or by the seed); changing the token revokes links already sent.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './org';

export const businessCards = pgTable('business_cards', {
  userid: text('userid')
    .primaryKey()
    .references(() => users.userid, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
