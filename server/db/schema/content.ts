// Content published to every planner: notices and their attachments (spec 1 §3). body_html is trusted
// seed/operator HTML that the client still sanitises before rendering.
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

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

/**
 * A notice's attachment, stored in the row (they are small). The shell opens the download in a browser
 * window that cannot send the bearer token, so the URL carries an unguessable token instead of the id.
 */
export const noticeFiles = pgTable(
  'notice_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => notices.itemId, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** Where the file came from (the groupware's path); informational, never used to read a file. */
    filePath: text('file_path').notNull(),
    sort: integer('sort').notNull(),
    /** 32 random bytes, base64url (43 characters): the download URL's only credential. */
    token: text('token').notNull().unique(),
    content: bytea('content').notNull(),
  },
  (t) => [index('notice_files_item_idx').on(t.itemId, t.sort)],
);
