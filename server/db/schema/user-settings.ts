// A user's own settings (spec 1 §2 settings): which pushes they receive and the order of the
// customer-registration sections. The home-card order lives in dashboard_cards.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, yn } from './columns';
import { users } from './org';

/** No row: every flag is 'Y' (a new user receives everything). */
export const notificationSettings = pgTable('notification_settings', {
  userid: text('userid')
    .primaryKey()
    .references(() => users.userid, { onDelete: 'cascade' }),
  custrgsnRecpYn: yn('custrgsn_recp_yn').notNull().default('Y'),
  ancmRecpYn: yn('ancm_recp_yn').notNull().default('Y'),
  planRecpYn: yn('plan_recp_yn').notNull().default('Y'),
  dgnssrvcRecpYn: yn('dgnssrvc_recp_yn').notNull().default('Y'),
  shpnRecpYn: yn('shpn_recp_yn').notNull().default('Y'),
  drptRecpYn: yn('drpt_recp_yn').notNull().default('Y'),
  updatedAt: instant('updated_at').notNull(),
});

/** No rows for a user: the default order CRS01..CRS06 (spec 2 §9). */
export const cstmrRegOrder = pgTable(
  'cstmr_reg_order',
  {
    userid: text('userid')
      .notNull()
      .references(() => users.userid, { onDelete: 'cascade' }),
    itemCd: text('item_cd').notNull(),
    expoSqnc: integer('expo_sqnc').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userid, t.itemCd] })],
);
