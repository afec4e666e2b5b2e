// The address search over the server's own address table (no road-address API key configured; D50): every
// term of the keyword must occur in an address's search text (road address, lot address, building name,
// postal code). Terms of three characters or more are LIKE patterns the trigram index serves; shorter ones
// have no trigram and use strpos (a LIKE without a trigram would read the whole index). Ordered by id:
// region, road, building number, the same on PGlite and PostgreSQL whatever their collations.
import { type SQL, sql } from 'drizzle-orm';
import type { PostSearchAnswer } from '../../src/domain/common-popup/contract';
import { normaliseKeyword } from '../../src/domain/common-popup/keyword';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import { type JusoQuery, JusoUnavailable } from './juso-api';

const TRIGRAM = 3;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The keyword's distinct words, lower-cased like the search text. */
export const searchTerms = (keyword: string): string[] => [...new Set(normaliseKeyword(keyword).toLowerCase().split(' ').filter(Boolean))];

const termCondition = (term: string): SQL =>
  [...term].length >= TRIGRAM ? sql`search_text like ${`%${likeEscape(term)}%`}` : sql`strpos(search_text, ${term}) > 0`;

export async function searchJusoTable(db: Db, q: JusoQuery): Promise<PostSearchAnswer> {
  const where = sql.join(searchTerms(q.keyword).map(termCondition), sql` and `);
  const [counted] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from addresses where ${where}`);
  const totalCount = counted?.n ?? 0;
  // No match at all may mean no table at all (a production database never gets the demo rows): say so
  // rather than let every search look like a typo.
  if (totalCount === 0 && (await rowsOf(db, sql`select 1 from addresses limit 1`)).length === 0)
    throw new JusoUnavailable('no road-address API key configured and the address table is empty');
  const juso =
    totalCount === 0
      ? []
      : await rowsOf<PostSearchAnswer['juso'][number]>(
          db,
          sql`select road_addr as "roadAddr", jibun_addr as "jibunAddr", zip_no as "zipNo", bd_nm as "bdNm"
            from addresses where ${where} order by id limit ${q.countPerPage} offset ${(q.currentPage - 1) * q.countPerPage}`,
        );
  return { common: { totalCount, currentPage: q.currentPage, countPerPage: q.countPerPage }, juso };
}
