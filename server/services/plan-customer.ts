// The customer (and child) a plan-map call is about (spec 3 §7 customer fields): in the caller's scope as
// eduplan/child sees it (customer-scope.ts), narrowed to the planner a branch head names (targetId, as
// eduplan/base: plan-map.ts mapPlanner). A customer outside, unknown, of another division, or a child
// that is not theirs, is one not-found, so an answer never tells who exists.
import { sql } from 'drizzle-orm';
import { msg } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { CallRefusal } from '../http/envelope';
import { rowsOf } from '../lib/rows';
import { fullScope, ownedBy } from './customer-scope';
import { mapPlanner } from './plan-map';
import type { UserRow } from './sessions';

export interface PlanCustomerRef {
  readonly kwkkey: string;
  readonly custDiv: string;
  readonly chlnKwkey?: string | undefined;
  readonly targetId?: string | undefined;
}

export interface PlanCustomer {
  readonly kwkkey: string;
  /** '' for the customer themself. */
  readonly chlnKwkey: string;
  readonly name: string;
  readonly ownerUserid: string;
  /** The child's name; null for the customer themself. */
  readonly childName: string | null;
}

/** The customer and child of `ref` when `caller` may plan for them; else forbidden (targetId) or one not-found. */
export async function planCustomer(db: Db, caller: UserRow, ref: PlanCustomerRef): Promise<PlanCustomer> {
  const planner = await mapPlanner(db, caller, ref.targetId);
  const owners = planner === caller.userid ? await fullScope(db, caller) : [planner];
  const chlnKwkey = ref.chlnKwkey ?? '';
  const [row] = await rowsOf<{ name: string; ownerUserid: string; childName: string | null; childFound: boolean }>(
    db,
    sql`select c.name, c.owner_userid as "ownerUserid", k.name as "childName", k.chln_kwkey is not null as "childFound"
      from customers c left join children k on k.kwkkey = c.kwkkey and k.chln_kwkey = ${chlnKwkey}
      where c.kwkkey = ${ref.kwkkey} and c.cust_div = ${ref.custDiv} and ${ownedBy(owners)}`,
  );
  if (!row || (chlnKwkey !== '' && !row.childFound)) throw new CallRefusal('not_found', msg.notFound);
  return { kwkkey: ref.kwkkey, chlnKwkey, name: row.name, ownerUserid: row.ownerUserid, childName: chlnKwkey === '' ? null : row.childName };
}
