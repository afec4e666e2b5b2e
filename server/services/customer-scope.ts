// Whose customers a caller may see (spec 1 §6, spec 2 §6): every position but the branch head sees their
// own customers only; a branch head (COG01) sees everyone's in their organisation (the subtree below
// them, themselves included), or one member's. Anyone outside, or unknown, is one and the same refusal.
import { sql } from 'drizzle-orm';
import { msg } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { CallRefusal } from '../http/envelope';
import { rowsOf } from '../lib/rows';
import type { UserRow } from './sessions';
import { subtreeCte } from './org-scope';

/** The owners whose customers are in view: one user id, or several (a branch head's organisation). */
export type OwnerScope = readonly string[];

/** Everyone in the subtree of `root`, `root` first. */
export async function subtreeUserids(db: Db, root: string): Promise<string[]> {
  const rows = await rowsOf<{ userid: string }>(db, sql`${subtreeCte(root)} select userid from tree order by depth, userid`);
  return rows.map((r) => r.userid);
}

/**
 * The owners of the customers `caller` may see, narrowed to `searchUserid` when it names one: a
 * planner only themselves; a branch head their organisation or a member of it. Anything else is forbidden.
 */
export async function ownerScope(db: Db, caller: UserRow, searchUserid: string | undefined): Promise<OwnerScope> {
  const named = searchUserid === undefined || searchUserid === '' ? null : searchUserid;
  if (caller.orgnzPstn !== 'COG01') {
    if (named !== null && named !== caller.userid) throw refused(named);
    return [caller.userid];
  }
  const org = await subtreeUserids(db, caller.userid);
  if (named === null) return org;
  if (!org.includes(named)) throw refused(named);
  return [named];
}

/** Everything `caller` may see (the branch head's whole organisation). */
export const fullScope = (db: Db, caller: UserRow): Promise<OwnerScope> => ownerScope(db, caller, undefined);

const refused = (searchUserid: string) => new CallRefusal('forbidden', msg.otherOrgRefused, { detail: { searchUserid } });

/** The SQL condition "customer c is owned by one of `owners`" (a plain equality for one owner, so its indexes order the page). */
export const ownedBy = (owners: OwnerScope) =>
  owners.length === 1 ? sql`c.owner_userid = ${owners[0]!}` : sql`c.owner_userid = any(${sql.param(owners)}::text[])`;

/** Of these customer keys, those `owners` hold. */
export async function visibleKeys(db: Db, owners: OwnerScope, kwkkeys: readonly string[]): Promise<Set<string>> {
  if (kwkkeys.length === 0) return new Set();
  const rows = await rowsOf<{ kwkkey: string }>(
    db,
    sql`select c.kwkkey from customers c where c.kwkkey = any(${sql.param([...kwkkeys])}::text[]) and ${ownedBy(owners)}`,
  );
  return new Set(rows.map((r) => r.kwkkey));
}
