// Content published to every planner: notices (spec 1 §3). body_html is trusted seed/operator HTML
// that the client still sanitises before rendering.
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const notices = pgTable(
  'notices',
  {
    itemId: integer('item_id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    /** '1' urgent, '2' normal. */
    importance: text('importance').$type<'1' | '2'>().notNull(),
    writeDate: date('write_date').notNull(),
    bodyHtml: text('body_html').notNull(),
    crossDocLocation: text('cross_doc_location'),
  },
  (t) => [index('notices_write_date_idx').on(t.writeDate)],
);
