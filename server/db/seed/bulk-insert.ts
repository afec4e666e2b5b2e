// Fast bulk insert for the seed: all rows travel as one JSON parameter and PostgreSQL unpacks them
// with json_to_recordset, which PGlite runs about four times faster than multi-row VALUES lists.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

const CHUNK = 2000;

/**
 * Bytes travel as bytea's hex text form, which json_to_recordset hands to the bytea input function.
 * `ArrayBuffer.isView` rather than `instanceof Uint8Array`: a Node Buffer fails that test when the global
 * Uint8Array is another realm's (a test image seeded from a jsdom test file).
 */
const isBytes = (v: unknown): v is Uint8Array => ArrayBuffer.isView(v) && !(v instanceof DataView);
const jsonValue = (v: unknown) =>
  isBytes(v) ? `\\x${Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('hex')}` : (v ?? null);

/** Every row must carry the same keys (a missing key would insert NULL, not the column default). */
export async function insertRows(db: Db, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((k) => k in columns);
  // Names and types come from the schema, never from data; the data is the one parameter.
  const names = sql.join(keys.map((k) => sql.identifier(columns[k]!.name)), sql`, `);
  const types = sql.join(keys.map((k) => sql`${sql.identifier(k)} ${sql.raw(columns[k]!.getSQLType())}`), sql`, `);
  const picks = sql.join(keys.map((k) => sql`x.${sql.identifier(k)}`), sql`, `);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK).map((r) => Object.fromEntries(keys.map((k) => [k, jsonValue(r[k])]))));
    await db.execute(sql`insert into ${table} (${names}) select ${picks} from json_to_recordset(${json}::json) as x(${types})`);
  }
}
