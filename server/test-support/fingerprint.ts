// A fingerprint of the whole database, to see whether a call changed anything: every table's row count and an
// md5 of its rows in primary-key order, in one query. Logs written as a by-product of any call (reads included)
// and the idempotency keys themselves are left out (NOT_STATE); everything else, the SMS outbox included, is in.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../lib/rows';
import type { Harness } from './harness';

/** Tables that are not the state a call changes, with the reason. */
export const NOT_STATE: Readonly<Record<string, string>> = {
  audit_log: 'a log: refusals and security events, written for reads too',
  personal_data_reads: 'a log: who read whose personal data, written by reads',
  idempotency_keys: 'the key store itself: every keyed request writes it',
  __drizzle_migrations: "the migrations' journal",
};

export interface TableMark {
  readonly rows: number;
  readonly md5: string;
}
export type Fingerprint = ReadonlyMap<string, TableMark>;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A function taking the fingerprint of `h`'s database (after the SMS outbox has drained). */
export async function fingerprinter(h: Harness): Promise<() => Promise<Fingerprint>> {
  const tables = await rowsOf<{ name: string; pk: string | null }>(
    h.db,
    sql`select c.relname as name,
        (select string_agg(quote_ident(a.attname), ',' order by k.ord)
           from pg_index i cross join unnest(i.indkey) with ordinality k(attnum, ord)
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
          where i.indrelid = c.oid and i.indisprimary) as pk
      from pg_class c where c.relkind in ('r', 'p') and c.relnamespace = current_schema()::regnamespace order by c.relname`,
  );
  const parts = tables
    .filter((t) => !(t.name in NOT_STATE))
    .map((t) => {
      // A table without a primary key is ordered by its whole row text.
      const order = t.pk ? t.pk.split(',').map((c) => `t.${c}`).join(', ') : 't::text';
      return `select '${t.name.replaceAll("'", "''")}' as name, count(*)::int as rows,
        md5(coalesce(string_agg(t::text, E'\\n' order by ${order}), '')) as md5 from ${ident(t.name)} t`;
    });
  if (parts.length < 50) throw new Error(`only ${parts.length} tables found: wrong schema?`);
  const query = sql.raw(parts.join('\nunion all\n'));
  return async () => {
    await h.svc.sms.idle();
    const rows = await rowsOf<{ name: string; rows: number; md5: string }>(h.db, query);
    return new Map(rows.map((r) => [r.name, { rows: Number(r.rows), md5: r.md5 }]));
  };
}

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (a: Fingerprint, b: Fingerprint): string[] =>
  [...new Set([...a.keys(), ...b.keys()])].filter((t) => a.get(t)?.md5 !== b.get(t)?.md5 || a.get(t)?.rows !== b.get(t)?.rows).sort();

/** How many rows each changed table gained (negative: lost), zero included: what one effect of a call did. */
export const effectOf = (a: Fingerprint, b: Fingerprint): Record<string, number> =>
  Object.fromEntries(changedTables(a, b).map((t) => [t, (b.get(t)?.rows ?? 0) - (a.get(t)?.rows ?? 0)]));
