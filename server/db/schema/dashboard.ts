// The dashboard's own tables: a user's home-card settings (spec 1 §2 cardList, the settings screen
// edits them later) and the beacons of each centre's meeting room (beacon attendance, spec 1 §4).
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { yn } from './columns';
import { users } from './org';

/** No rows for a user means the defaults of their position (DEFAULT_CARDS). */
export const dashboardCards = pgTable(
  'dashboard_cards',
  {
    userid: text('userid')
      .notNull()
      .references(() => users.userid, { onDelete: 'cascade' }),
    cardCd: text('card_cd').notNull(),
    expoSqnc: integer('expo_sqnc').notNull(),
    expoYn: yn('expo_yn').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userid, t.cardCd] })],
);

export const beacons = pgTable(
  'beacons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Upper-case, colon-separated, as the shells report it (AA:BB:CC:DD:EE:FF). */
    macAddress: text('mac_address').notNull().unique(),
    cntrCd: text('cntr_cd').notNull(),
    placeNm: text('place_nm').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('beacons_cntr_idx').on(t.cntrCd)],
);
