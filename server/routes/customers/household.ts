// The household popup (spec 2 §2 family info, §3 Family): the children of every customer the caller sees
// who has this customer's phone number (the same family registered as several customers: a contract and
// its look-alike prospects), the customer's own first. Found through customers_tel_idx, then the children
// by their customer (children_customer_seq_uq).
import { sql } from 'drizzle-orm';
import { ageOn } from '../../../src/domain/customers/rules';
import { getCustFamilyList } from '../../../src/domain/customers/sections-contract';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { rowsOf } from '../../lib/rows';
import { kstDate } from '../../lib/time';
import { fullScope, ownedBy } from '../../services/customer-scope';
import { logPersonalRead, soleOwner } from '../../services/personal-data-log';
import { customerInView } from './section-scope';

export const householdCalls: readonly ApiCall[] = [
  handle(getCustFamilyList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const owners = await fullScope(db, user);
    const c = await customerInView(db, owners, req.kwkkey, req.custDiv);
    const rows = await rowsOf<{ chlnNm: string; birth: string | null; chlnKwkey: string; kwkkey: string; custDiv: '1' | '2'; ownerUserid: string }>(
      db,
      sql`select k.name as "chlnNm", k.birth, k.chln_kwkey as "chlnKwkey", c.kwkkey, c.cust_div as "custDiv", c.owner_userid as "ownerUserid"
        from customers c join children k on k.kwkkey = c.kwkkey
        where c.tel1 = ${c.tel1} and c.tel2 = ${c.tel2} and c.tel3 = ${c.tel3} and ${ownedBy(owners)}
        order by c.kwkkey <> ${c.kwkkey}, c.kwkkey, k.seq
        limit 100`,
    );
    const now = clock.now();
    if (rows.length > 0)
      await logPersonalRead(db, now, {
        userid: user.userid,
        ownerUserid: soleOwner(rows.map((r) => r.ownerUserid)),
        kwkkeys: [...new Set(rows.map((r) => r.kwkkey))],
        call: getCustFamilyList.path,
        fields: ['childNames', 'childBirths'],
      });
    const today = kstDate(now);
    return {
      totCnt: rows.length,
      custFamilyList: rows.map((r) => ({ chlnNm: r.chlnNm, age: r.birth ? ageOn(r.birth, today) : null, chlnKwkey: r.chlnKwkey, kwkkey: r.kwkkey, custDiv: r.custDiv })),
    };
  }),
];
