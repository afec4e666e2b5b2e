// The customer list's query (spec 1 §3, §5; spec 2 §9): the filters of CustomerFilters as one SQL
// condition on the customers table (alias c), the three sorts with a stable tie-break, a page of rows with
// their flags and children, and the filtered total. Paged and counted in SQL, every value a parameter.
import { type SQL, sql } from 'drizzle-orm';
import type { CustomerFilters, CustType, SortType } from '../../src/domain/customers/contract';
import { overdueFilter } from '../../src/domain/customers/rules';
import type { Db } from '../db/client';
import { addDays } from '../lib/time';
import { rowsOf } from '../lib/rows';
import { DIAGNOSIS_KIND_BITS } from './customer-derived';
import { ownedBy, type OwnerScope } from './customer-scope';

/** Days ahead that make the row flags: delivery 7, contract expiry 60, re-diagnosis 30 (contract.ts). */
export const FLAG_DAYS = { delivery: 7, expiry: 60, diagnosis: 30 } as const;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** yyyymmdd of the day `years` before `today` (yyyy-mm-dd): born on or before it means aged `years` or more (ageOn). */
const bornBy = (today: string, years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(5, 7)}${today.slice(8, 10)}`;

/** Trigram indexes serve LIKE patterns of three characters or more. */
const TRIGRAM = 3;

/**
 * The search box: phone digits when it holds only digits (and - or spaces), otherwise a part of the name.
 * Three characters or more: LIKE (wildcards escaped), which the trigram indexes serve. Shorter: strpos,
 * which they do not: a pattern without a trigram makes a trigram index read every entry, and such a short
 * part matches a large share of the rows, best found along the owner's index.
 */
function searchCondition(text: string): SQL | null {
  const t = text.trim();
  if (t === '') return null;
  const digits = t.replace(/[-\s]/g, '');
  const [column, part] = /^\d+$/.test(digits) ? [sql`c.tel_digits`, digits] : [sql`c.name`, t];
  return [...part].length >= TRIGRAM ? sql`${column} like ${`%${likeEscape(part)}%`}` : sql`strpos(${column}, ${part}) > 0`;
}

/** Every filter of the list as conditions on c; `today` (yyyy-mm-dd, KST) dates the age and expiry filters. */
export function filterConditions(f: CustomerFilters, today: string): SQL[] {
  const out: SQL[] = [];
  const search = searchCondition(f.searchTxt ?? '');
  if (search) out.push(search);
  if (f.listTyp === 'S') out.push(sql`c.cust_div = '1'`);
  if (f.custDiv === '1' || f.custDiv === '2') out.push(sql`c.cust_div = ${f.custDiv}`);
  if (f.fromAge !== undefined || f.toAge !== undefined) {
    // The children's birth dates are on the row (chln_births), compared as yyyymmdd text with today's
    // bounds. The five positions a customer's children fill are tested in place (cheaper than unnest per
    // row); unnest covers any longer array.
    const born = (b: SQL) => {
      const parts = [sql`${b} is not null`];
      if (f.fromAge !== undefined) parts.push(sql`${b} <= ${bornBy(today, f.fromAge)}`);
      if (f.toAge !== undefined) parts.push(sql`${b} > ${bornBy(today, f.toAge + 1)}`);
      return sql`(${sql.join(parts, sql` and `)})`;
    };
    const inPlace = [1, 2, 3, 4, 5].map((i) => born(sql.raw(`c.chln_births[${i}]`)));
    const beyond = sql`(cardinality(c.chln_births) > 5 and exists (select 1 from unnest(c.chln_births) as b where ${born(sql`b`)}))`;
    out.push(sql`(${sql.join([...inPlace, beyond], sql` or `)})`);
  }
  const stats = (['1', '2', '3'] as const).filter((s) => f[`dgnsStat${s}`] === 'Y');
  if (stats.length > 0 && stats.length < 3) out.push(sql`c.dgns_stat in (${sql.join(stats.map((s) => sql`${s}`), sql`, `)})`);
  const kinds = (['KEDI', 'KEDS', 'ELT'] as const).filter((k) => f[k] === 'Y').reduce((m, k) => m | DIAGNOSIS_KIND_BITS[k], 0);
  if (kinds !== 0) out.push(sql`(c.dgns_kinds & ${kinds}) <> 0`);
  const overdue = overdueFilter(f.ovrdY === 'Y', f.ovrdN === 'Y');
  if (overdue === 'Y') out.push(sql`c.ovrdamt > 0`);
  if (overdue === 'N') out.push(sql`c.ovrdamt = 0`);
  if (f.concexpydyYn === 'A') out.push(sql`c.concexpydy between ${today} and ${addDays(today, FLAG_DAYS.expiry)}`);
  if (f.concexpydyYn === 'B') out.push(sql`c.concexpydy < ${today}`);
  if (f.selectedProdList) {
    // The contracts' product codes are on the row (prdt_cds): an array overlap, no join.
    const holds = sql`c.prdt_cds && ${sql.param(f.selectedProdList.split(','))}::text[]`;
    out.push(f.prodIncludeYn === 'N' ? sql`not (${holds})` : holds);
  }
  if (f.custListSqno !== undefined)
    out.push(sql`c.kwkkey in (select m.kwkkey from cust_list_members m where m.cust_list_sqno = ${f.custListSqno})`);
  return out;
}

const ORDER: Record<SortType, SQL> = {
  K: sql`c.updated_at desc, c.kwkkey desc`,
  C: sql`c.concexpydy asc nulls last, c.kwkkey asc`,
  J: sql`c.dgns_due_dt asc nulls last, c.kwkkey asc`,
};

export interface CustomerListRow {
  readonly kwkkey: string;
  readonly custDiv: '1' | '2';
  readonly custDivDetail: CustType;
  readonly custNm: string;
  readonly userid: string;
  readonly kwsad1: string;
  readonly telDigits: string;
  readonly bookmarkYn: 'Y' | 'N';
  readonly delivdtYn: 'Y' | 'N';
  readonly concexpydyYn: 'Y' | 'N';
  readonly jindandtYn: 'Y' | 'N';
  readonly children: readonly { readonly name: string; readonly gender: 'M' | 'F'; readonly birth: string | null }[];
}

export interface ListQuery {
  readonly owners: OwnerScope;
  readonly filters: CustomerFilters;
  readonly today: string;
  readonly offset: number;
  readonly limit: number;
}

const where = (q: Pick<ListQuery, 'owners' | 'filters' | 'today'>) => sql.join([ownedBy(q.owners), ...filterConditions(q.filters, q.today)], sql` and `);

/** One page of rows, in the list's order, with their flags and children. */
export async function customerPage(db: Db, q: ListQuery): Promise<CustomerListRow[]> {
  const { today } = q;
  const yn = (cond: SQL) => sql`case when ${cond} then 'Y' else 'N' end`;
  const sort = q.filters.sortType ?? 'K';
  // The page is chosen first and its flags computed after, for its rows only: computed beside the sort,
  // the delivery probe ran once per row in view (the planner then hashed the whole deliveries table).
  const rows = await rowsOf<Omit<CustomerListRow, 'children'>>(
    db,
    sql`select c.kwkkey, c.cust_div as "custDiv", c.cust_div_detail as "custDivDetail", c.name as "custNm",
        c.owner_userid as "userid", coalesce(c.addr1, '') as "kwsad1", c.tel_digits as "telDigits", c.bookmark_yn as "bookmarkYn",
        ${yn(sql`exists (select 1 from deliveries d where d.kwkkey = c.kwkkey and d.rlsdt between ${today} and ${addDays(today, FLAG_DAYS.delivery)})`)} as "delivdtYn",
        ${yn(sql`c.concexpydy between ${today} and ${addDays(today, FLAG_DAYS.expiry)}`)} as "concexpydyYn",
        ${yn(sql`c.dgns_due_dt <= ${addDays(today, FLAG_DAYS.diagnosis)}`)} as "jindandtYn"
      from (
        select c.kwkkey, c.cust_div, c.cust_div_detail, c.name, c.owner_userid, c.addr1, c.tel_digits, c.bookmark_yn,
          c.concexpydy, c.dgns_due_dt, c.updated_at
        from customers c
        where ${where(q)}
        order by ${ORDER[sort]}
        limit ${q.limit} offset ${q.offset}
      ) c
      order by ${ORDER[sort]}`,
  );
  if (rows.length === 0) return [];
  const kids = await rowsOf<{ kwkkey: string; name: string; gender: 'M' | 'F'; birth: string | null }>(
    db,
    sql`select kwkkey, name, gender, birth from children
      where kwkkey = any(${sql.param(rows.map((r) => r.kwkkey))}::text[]) order by kwkkey, seq`,
  );
  return rows.map((r) => ({ ...r, children: kids.filter((k) => k.kwkkey === r.kwkkey) }));
}

/** How many customers the filters select. */
export async function customerCount(db: Db, q: Pick<ListQuery, 'owners' | 'filters' | 'today'>): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from customers c where ${where(q)}`);
  return Number(row?.n ?? 0);
}
