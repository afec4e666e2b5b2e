// Saved customer lists (spec 1 §3, §5): a user's named selection of customers, and its members.
// src_userid is whose customers the list was made from (a branch head's EP choice), kept as text like a
// log row: the list outlives a member leaving the organisation.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { customers } from './customers';
import { users } from './org';

export const custLists = pgTable(
  'cust_lists',
  {
    custListSqno: integer('cust_list_sqno').primaryKey().generatedByDefaultAsIdentity(),
    /** Who saved it; only they read, use or delete it. */
    userid: text('userid')
      .notNull()
      .references(() => users.userid, { onDelete: 'cascade' }),
    titl: text('titl').notNull(),
    listTyp: text('list_typ').$type<'F' | 'S'>().notNull(),
    srcUserid: text('src_userid').notNull(),
    crtnDttm: instant('crtn_dttm').notNull(),
  },
  (t) => [index('cust_lists_user_idx').on(t.userid, t.crtnDttm)],
);

export const custListMembers = pgTable(
  'cust_list_members',
  {
    custListSqno: integer('cust_list_sqno')
      .notNull()
      .references(() => custLists.custListSqno, { onDelete: 'cascade' }),
    kwkkey: text('kwkkey')
      .notNull()
      .references(() => customers.kwkkey, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.custListSqno, t.kwkkey] }), index('cust_list_members_customer_idx').on(t.kwkkey)],
);
