// The personal-data read log (issue 12): every call that answers customers' personal data writes one row —
// who read, when, whose customers (their keys), through which call and which fields. Names, phones and
// texts never go in: only keys and field names. Operators list it with `npm run admin -- personal-reads`.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import { toKstIso } from '../lib/time';

/** Field names the log uses (the API's own names where one field says it, a group name otherwise). */
export type PersonalField =
  | 'custNm'
  | 'tel'
  | 'gender'
  | 'birth'
  | 'addr'
  | 'children'
  | 'childNames'
  | 'childBirths'
  | 'deliveryAddr'
  | 'memo'
  | 'diagnoses'
  | 'learning'
  | 'bookCare'
  | 'purchases'
  | 'recruits'
  | 'interests';

export interface PersonalRead {
  /** The reader. */
  readonly userid: string;
  /** The customers' owner; null when they have several (a branch head's list page). */
  readonly ownerUserid: string | null;
  readonly kwkkeys: readonly string[];
  /** The call's path. */
  readonly call: string;
  readonly fields: readonly PersonalField[];
}

/** Writes one row for one call (nothing when no customer was read). */
export async function logPersonalRead(db: Db, at: Date, read: PersonalRead): Promise<void> {
  if (read.kwkkeys.length === 0) return;
  await db.execute(
    sql`insert into personal_data_reads (ts, userid, owner_userid, kwkkeys, call, fields)
      values (${at.toISOString()}::timestamptz, ${read.userid}, ${read.ownerUserid},
        ${sql.param([...read.kwkkeys])}::text[], ${read.call}, ${sql.param([...read.fields])}::text[])`,
  );
}

/** The one owner of a set of rows, or null when they have several. */
export function soleOwner(owners: readonly string[]): string | null {
  const set = new Set(owners);
  return set.size === 1 ? owners[0]! : null;
}

export interface PersonalReadQuery {
  readonly userid?: string;
  readonly kwkkey?: string;
  /** The first instant to list. */
  readonly since?: Date;
  readonly limit: number;
}

export interface PersonalReadRow {
  readonly id: number;
  /** KST, ISO 8601 with its offset. */
  readonly ts: string;
  readonly userid: string;
  readonly ownerUserid: string | null;
  readonly kwkkeys: readonly string[];
  readonly call: string;
  readonly fields: readonly string[];
}

/** Rows newest first; a reader's through (userid, ts), everyone's through (ts). */
export async function listPersonalReads(db: Db, q: PersonalReadQuery): Promise<PersonalReadRow[]> {
  const where = [sql`true`];
  if (q.userid !== undefined) where.push(sql`userid = ${q.userid}`);
  if (q.kwkkey !== undefined) where.push(sql`kwkkeys @> array[${q.kwkkey}]::text[]`);
  if (q.since !== undefined) where.push(sql`ts >= ${q.since.toISOString()}::timestamptz`);
  const rows = await rowsOf<{
    id: number | string;
    ts: Date | string;
    userid: string;
    ownerUserid: string | null;
    kwkkeys: string[];
    call: string;
    fields: string[];
  }>(
    db,
    sql`select id, ts, userid, owner_userid as "ownerUserid", kwkkeys, call, fields from personal_data_reads
      where ${sql.join(where, sql` and `)} order by ts desc, id desc limit ${q.limit}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), ts: toKstIso(new Date(r.ts)) }));
}
