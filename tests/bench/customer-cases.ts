// The customer list calls the bench times (myCstmr/getMyCstmrList), for one planner and one branch head:
// each sort on both tabs, the search by a name part (1, 2, 3 characters) and by phone digits, each detail
// filter alone and a few realistic combinations, the saved-list filter and later pages. The search terms
// and product codes are read from the seeded rows the user sees (customerTerms).
import { sql } from 'drizzle-orm';
import type { CustomerFilters } from '../../src/domain/customers/contract';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/lib/rows';
import type { OwnerScope } from '../../server/services/customer-scope';

export type Role = 'planner' | 'head';

/** search: the first page of a plain name or phone search (target 30 ms on PostgreSQL); list: everything else (60 ms). */
export type CaseKind = 'search' | 'list';

export interface QueryCase {
  readonly id: string;
  readonly role: Role;
  readonly userid: string;
  readonly kind: CaseKind;
  readonly filters: CustomerFilters;
  readonly offset: number;
}

/** Values taken from the seeded rows the user sees, so every search finds real customers. */
export interface CustomerTerms {
  /** A customer's full name (3 characters), its given name (2) and the given name's last character (1). */
  readonly name3: string;
  readonly name2: string;
  readonly name1: string;
  /** The same customer's last four phone digits, and the eight after 010 as typed (1234-5678; the box takes 10 characters). */
  readonly phone4: string;
  readonly phone8: string;
  /** Three product codes that some of the user's customers hold. */
  readonly products: string;
  /** A branch head's member with customers (the EP selector's choice); '' for a planner. */
  readonly member: string;
  /** The user's own saved list. */
  readonly savedList: number;
}

/** Picks the terms from the customers `owners` hold; the customer is a fixed one (lowest key with a 3-character name). */
export async function customerTerms(db: Db, owners: OwnerScope, savedList: number, member: string): Promise<CustomerTerms> {
  const [c] = await rowsOf<{ name: string; tel: string }>(
    db,
    sql`select name, tel_digits as tel from customers
      where owner_userid = any(${sql.param([...owners])}::text[]) and char_length(name) = 3 order by kwkkey limit 1`,
  );
  if (!c) throw new Error(`no customer with a 3-character name among ${owners.length} owners`);
  const held = await rowsOf<{ p: string }>(
    db,
    sql`select p from (select unnest(prdt_cds) as p from customers where owner_userid = any(${sql.param([...owners])}::text[])) x
      group by p order by count(*) desc, p limit 3`,
  );
  return {
    name3: c.name,
    name2: c.name.slice(1),
    name1: c.name.slice(2),
    phone4: c.tel.slice(-4),
    phone8: `${c.tel.slice(3, 7)}-${c.tel.slice(7)}`,
    products: held.map((h) => h.p).join(','),
    member,
    savedList,
  };
}

/** Every case of one user. */
export function customerCases(role: Role, userid: string, t: CustomerTerms): QueryCase[] {
  const out: QueryCase[] = [];
  const add = (id: string, filters: CustomerFilters, kind: CaseKind = 'list', offset = 0) => out.push({ id, role, userid, kind, filters, offset });
  for (const listTyp of ['F', 'S'] as const) for (const sortType of ['K', 'C', 'J'] as const) add(`tab ${listTyp}, sort ${sortType}`, { listTyp, sortType });
  add(`name, 1 char (${t.name1})`, { searchTxt: t.name1 }, 'search');
  add(`name, 2 chars (${t.name2})`, { searchTxt: t.name2 }, 'search');
  add(`name, 3 chars (${t.name3})`, { searchTxt: t.name3 }, 'search');
  add(`phone, 4 digits (${t.phone4})`, { searchTxt: t.phone4 }, 'search');
  add(`phone, 8 digits (${t.phone8})`, { searchTxt: t.phone8 }, 'search');
  add('contract customers (custDiv 1)', { custDiv: '1' });
  add('other types (custDiv 2)', { custDiv: '2' });
  add('child aged 3-7', { fromAge: 3, toAge: 7 });
  add('child aged 10+', { fromAge: 10 });
  add('diagnosed (dgnsStat1)', { dgnsStat1: 'Y' });
  add('undiagnosed (dgnsStat2)', { dgnsStat2: 'Y' });
  add('in progress (dgnsStat3)', { dgnsStat3: 'Y' });
  add('KEDS', { KEDS: 'Y' });
  add('KEDI', { KEDI: 'Y' });
  add('ELT', { ELT: 'Y' });
  add('overdue (ovrdY)', { ovrdY: 'Y' });
  add('not overdue (ovrdN)', { ovrdN: 'Y' });
  add('expiry within 60 days (A)', { concexpydyYn: 'A' });
  add('expired (B)', { concexpydyYn: 'B' });
  add(`holds ${t.products}`, { prodIncludeYn: 'Y', selectedProdList: t.products });
  add(`holds none of ${t.products}`, { prodIncludeYn: 'N', selectedProdList: t.products });
  add('combo: tab S, expiring (A), sort C', { listTyp: 'S', concexpydyYn: 'A', sortType: 'C' });
  add('combo: child 5-7, undiagnosed, sort J', { fromAge: 5, toAge: 7, dgnsStat2: 'Y', sortType: 'J' });
  add('combo: KEDS, diagnosed, not overdue', { KEDS: 'Y', dgnsStat1: 'Y', ovrdN: 'Y' });
  add('combo: contract, holds products, child 0-4', { custDiv: '1', prodIncludeYn: 'Y', selectedProdList: t.products, fromAge: 0, toAge: 4 });
  add(`combo: name ${t.name2}, other types`, { searchTxt: t.name2, custDiv: '2' });
  add('combo: tab S, child 3-10, diagnosed or in progress, KEDI or ELT, overdue, expired, holds none, sort J', {
    listTyp: 'S',
    fromAge: 3,
    toAge: 10,
    dgnsStat1: 'Y',
    dgnsStat3: 'Y',
    KEDI: 'Y',
    ELT: 'Y',
    ovrdY: 'Y',
    concexpydyYn: 'B',
    prodIncludeYn: 'N',
    selectedProdList: t.products,
    sortType: 'J',
  });
  add('saved list', { custListSqno: t.savedList });
  add('offset 100', {}, 'list', 100);
  add('offset 1000', {}, 'list', 1000);
  add('offset 1000, sort C', { sortType: 'C' }, 'list', 1000);
  if (t.member) add(`EP: one member (${t.member})`, { searchUserid: t.member });
  return out;
}

/** The call's form fields for a case (every value as text, as the app sends them). */
export const caseFields = (c: QueryCase): Record<string, string> => ({
  offset: String(c.offset),
  size: '10',
  ...Object.fromEntries(Object.entries(c.filters).map(([k, v]) => [k, String(v)])),
});
