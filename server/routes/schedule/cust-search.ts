// The customer search popup's call (spec 3 §2, §7 commonPopup/custSearch), answered in the schedule area
// whose contract declares it: the customers of searchUserid ('' the caller; a branch head may name a member
// of their organisation, anyone else only themselves) whose name contains the search, by name, a page at a time.
import { sql } from 'drizzle-orm';
import { custSearch, type CustSearchRow } from '../../../src/domain/schedule/contract';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { rowsOf } from '../../lib/rows';
import { ownedBy, ownerScope } from '../../services/customer-scope';

export const custSearchCalls: readonly ApiCall[] = [
  handle(custSearch, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const owners = await ownerScope(ctx.svc.db, user, req.searchUserid);
    const name = req.searchCustNm.trim();
    // strpos, not LIKE: the name part needs no escaping, and one owner's customers are read along its index.
    const where = sql`${ownedBy(owners)}${name === '' ? sql`` : sql` and strpos(c.name, ${name}) > 0`}`;
    const [custList, [total]] = await Promise.all([
      rowsOf<CustSearchRow>(
        ctx.svc.db,
        sql`select c.kwkkey, c.cust_div as "custDiv", c.cust_div_detail as "custDivDetail", c.name as "custNm", c.tel1, c.tel2, c.tel3
          from customers c where ${where} order by c.name, c.kwkkey offset ${req.offset} limit ${req.size}`,
      ),
      rowsOf<{ n: string | number }>(ctx.svc.db, sql`select count(*) as n from customers c where ${where}`),
    ]);
    return { totalCount: Number(total?.n ?? 0), custList };
  }),
];
