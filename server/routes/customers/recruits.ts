// Recruiting interest (spec 2 §4, §6, §8: myCstmr/saveMyCustRecruit, deleteCustRecruit): a branch head
// (the contract's roles) marks a customer of their organisation Y or N. Setting what is already set answers
// the same; another's, an unknown or a wrong-type customer is forbidden, like the detail.
import { sql } from 'drizzle-orm';
import { deleteCustRecruit, saveMyCustRecruit } from '../../../src/domain/customers/detail-contract';
import { msg } from '../../../src/domain/messages';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, type CallContext, handle, signedIn } from '../../http/handle';
import { rowsOf } from '../../lib/rows';
import { fullScope, ownedBy } from '../../services/customer-scope';

async function setRecruit(req: { kwkkey: string; custDiv: '1' | '2' }, ctx: CallContext, value: 'Y' | 'N') {
  const { user } = signedIn(ctx);
  const { db } = ctx.svc;
  const owners = await fullScope(db, user);
  // A staff flag, not a change of the customer: updated_at (the list's "recent change" order) stays.
  const done = await rowsOf<{ kwkkey: string }>(
    db,
    sql`update customers c set rcrt_yn = ${value}
      where c.kwkkey = ${req.kwkkey} and c.cust_div = ${req.custDiv} and ${ownedBy(owners)} returning c.kwkkey`,
  );
  if (done.length === 0) throw new CallRefusal('forbidden', msg.forbidden, { detail: { reason: 'customer not visible', kwkkey: req.kwkkey } });
  return {};
}

export const recruitCalls: readonly ApiCall[] = [
  handle(saveMyCustRecruit, (req, ctx) => setRecruit(req, ctx, 'Y')),
  handle(deleteCustRecruit, (req, ctx) => setRecruit(req, ctx, 'N')),
];
