// The address table the reference server's address search answers from when no road-address API key is
// configured (spec 3 §7 postSearch, docs/decisions.md D50): demo data only (server/db/seed/addresses.ts).
// search_text joins the fields the keyword may name, lower-cased, for a trigram index that serves
// "contains" searches of every term.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const addresses = pgTable(
  'addresses',
  {
    /** The answer's order: rows are numbered by region, road and building number. */
    id: integer('id').primaryKey(),
    roadAddr: text('road_addr').notNull(),
    jibunAddr: text('jibun_addr').notNull(),
    zipNo: text('zip_no').notNull(),
    /** '' when the building has no name. */
    bdNm: text('bd_nm').notNull().default(''),
    /** Kept by the database: the fields a keyword is matched against, space-separated, lower-cased. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(road_addr || ' ' || jibun_addr || ' ' || bd_nm || ' ' || zip_no)`),
  },
  (t) => [index('addresses_search_trgm_idx').using('gin', sql`${t.searchText} public.gin_trgm_ops`)],
);
