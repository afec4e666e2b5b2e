// What every use of the list's filters checks first (the list, its PDF link and its PDF): the age range
// is a range, the caller may see the owners asked for, and a saved list named is the caller's own.
import { and, eq } from 'drizzle-orm';
import type { CustomerFilters } from '../../../src/domain/customers/contract';
import type { Db } from '../../db/client';
import { custLists } from '../../db/schema';
import { CallRefusal } from '../../http/envelope';
import { badRequestMessage } from '../../lib/decode';
import { ownerScope, type OwnerScope } from '../../services/customer-scope';
import type { UserRow } from '../../services/sessions';

export async function checkedScope(db: Db, user: UserRow, f: CustomerFilters): Promise<OwnerScope> {
  if (f.fromAge !== undefined && f.toAge !== undefined && f.fromAge > f.toAge)
    throw new CallRefusal('bad_request', badRequestMessage(['fromAge', 'toAge']), { detail: { fields: ['fromAge', 'toAge'] } });
  const owners = await ownerScope(db, user, f.searchUserid);
  if (f.custListSqno !== undefined) {
    const [own] = await db
      .select({ n: custLists.custListSqno })
      .from(custLists)
      .where(and(eq(custLists.custListSqno, f.custListSqno), eq(custLists.userid, user.userid)));
    // Another user's list answers like one that does not exist.
    if (!own) throw new CallRefusal('not_found');
  }
  return owners;
}
