// Whose data a caller may read: themselves and everyone below them (users.manager_userid). A target
// is named by employee code (akdcde); anyone else, or an unknown code, is one and the same refusal.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { msg } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { CallRefusal } from '../http/envelope';
import { rowsOf } from '../lib/rows';
import { singleFlight } from '../lib/single-flight';
import type { UserRow } from './sessions';

/** Deeper than any real hierarchy; only guards against a cycle in bad master data. */
const MAX_DEPTH = 20;

/** `tree(userid, depth)`: the root (depth 0) and everyone under it. Start a query with it. */
export const subtreeCte = (rootUserid: string): SQL => sql`with recursive tree(userid, depth) as (
    select userid, 0 from users where userid = ${rootUserid}
    union all
    select u.userid, t.depth + 1 from users u join tree t on u.manager_userid = t.userid where t.depth < ${MAX_DEPTH})`;

/**
 * The caller, or the user with this employee code when they are below the caller. Unknown codes
 * and other organisations get the same forbidden answer, so an answer never reveals who exists.
 */
export async function resolveTarget(db: Db, caller: UserRow, akdcde: string | undefined): Promise<UserRow> {
  if (akdcde === undefined || akdcde === '' || akdcde === caller.akdcde) return caller;
  // Walk up from the target: a handful of rows, however large the caller's organisation is.
  const below = sql`exists (with recursive up(userid, depth) as (
      select ${users.managerUserid}, 1
      union all
      select m.manager_userid, up.depth + 1 from users m join up on m.userid = up.userid where up.depth < ${MAX_DEPTH})
    select 1 from up where up.userid = ${caller.userid})`;
  const [target] = await db.select().from(users).where(and(eq(users.akdcde, akdcde), below)).limit(1);
  if (!target) throw new CallRefusal('forbidden', msg.otherOrgRefused, { detail: { targetId: akdcde } });
  return target;
}

export interface Figures {
  totamt: number;
  goalAmt: number;
  newAmt: number;
  custmCnt: number;
  coupnCnt: number;
  bkcareCnt: number;
  expireCnt: number;
}

/** The home's performance and activity cards read the same figures at once: they share the read (D61; no
 * request of the app writes monthly results, so there is nothing to forget). */
const figureReads = singleFlight<Figures>();

/** One month's goal amount and results of the root alone (self) or summed over its subtree (all). */
export function monthFigures(db: Db, rootUserid: string, scope: 'self' | 'all', month: string): Promise<Figures> {
  return figureReads.run(db, `${rootUserid}|${scope}|${month}`, () => readMonthFigures(db, rootUserid, scope, month));
}

async function readMonthFigures(db: Db, rootUserid: string, scope: 'self' | 'all', month: string): Promise<Figures> {
  const n = (col: string) => sql.raw(`coalesce(sum(${col}), 0)::float8`);
  const [row] = await rowsOf<Record<keyof Figures, number | string>>(db, sql`${subtreeCte(rootUserid)}
    select ${n('r.totamt')} as "totamt", ${n('g.goal_amt')} as "goalAmt", ${n('r.new_amt')} as "newAmt",
      ${n('r.custm_cnt')} as "custmCnt", ${n('r.coupn_cnt')} as "coupnCnt", ${n('r.bkcare_cnt')} as "bkcareCnt",
      ${n('r.expire_cnt')} as "expireCnt"
    from tree
    left join monthly_results r on r.userid = tree.userid and r.yyyymm = ${month}
    left join monthly_goals g on g.userid = tree.userid and g.yyyymm = ${month}
    where ${scope === 'all' ? sql`true` : sql`tree.depth = 0`}`);
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as unknown as Figures;
}
