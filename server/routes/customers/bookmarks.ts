// Bookmarks (spec 1 §4, spec 2 §4): a customer's star, set and cleared by anyone who may see the
// customer. Setting what is already set answers the same; a customer the caller may not see (or of
// another custDiv, or unknown) is not_found, so an answer never tells whether a key exists.
import { sql } from 'drizzle-orm';
import { deleteCustBkmr, saveMyCustBkmr } from '../../../src/domain/customers/contract';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, type CallContext, handle, signedIn } from '../../http/handle';
import { rowsOf } from '../../lib/rows';
import { fullScope, ownedBy } from '../../services/customer-scope';

async function setBookmark(req: { kwkkey: string; custDiv: '1' | '2' }, ctx: CallContext, value: 'Y' | 'N') {
  const { user } = signedIn(ctx);
  const { db } = ctx.svc;
  const owners = await fullScope(db, user);
  // Not a change of the customer: updated_at (the list's "recent change" order) stays.
  const done = await rowsOf<{ kwkkey: string }>(
    db,
    sql`update customers c set bookmark_yn = ${value}
      where c.kwkkey = ${req.kwkkey} and c.cust_div = ${req.custDiv} and ${ownedBy(owners)} returning c.kwkkey`,
  );
  if (done.length === 0) throw new CallRefusal('not_found');
  return {};
}

export const bookmarkCalls: readonly ApiCall[] = [
  handle(saveMyCustBkmr, (req, ctx) => setBookmark(req, ctx, 'Y')),
  handle(deleteCustBkmr, (req, ctx) => setBookmark(req, ctx, 'N')),
];
