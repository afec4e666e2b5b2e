// The checks the detail's section calls share: a customer, a child of a customer, or the customers with a
// phone, among those the caller sees (customer-scope.ts); none is one refusal (forbidden), so an answer
// never tells whether a key or a number exists. Each lookup starts on a unique or leading-key index.
import { sql } from 'drizzle-orm';
import type { CustType } from '../../../src/domain/customers/contract';
import { msg } from '../../../src/domain/messages';
import type { Db } from '../../db/client';
import { CallRefusal } from '../../http/envelope';
import { rowsOf } from '../../lib/rows';
import { ownedBy, type OwnerScope } from '../../services/customer-scope';

export interface SeenCustomer {
  readonly kwkkey: string;
  readonly custDiv: '1' | '2';
  readonly custDivDetail: CustType;
  readonly name: string;
  readonly tel1: string;
  readonly tel2: string;
  readonly tel3: string;
  readonly ownerUserid: string;
}

const COLUMNS = sql`c.kwkkey, c.cust_div as "custDiv", c.cust_div_detail as "custDivDetail", c.name, c.tel1, c.tel2, c.tel3,
  c.owner_userid as "ownerUserid"`;

export const notVisible = (detail: Record<string, unknown>) => new CallRefusal('forbidden', msg.forbidden, { detail: { reason: 'customer not visible', ...detail } });

/** The customer (by key, and custDiv when given) if `owners` hold it, else forbidden; `lock` for a writer's transaction. */
export async function customerInView(db: Db, owners: OwnerScope, kwkkey: string, custDiv?: string, lock = false): Promise<SeenCustomer> {
  const [row] = await rowsOf<SeenCustomer>(
    db,
    sql`select ${COLUMNS} from customers c
      where c.kwkkey = ${kwkkey} ${custDiv === undefined ? sql`` : sql`and c.cust_div = ${custDiv}`} and ${ownedBy(owners)}
      ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw notVisible({ kwkkey });
  return row;
}

/** The child `chlnKwkey` of customer `kwkkey` when `owners` hold the customer, else forbidden. */
export async function childInView(db: Db, owners: OwnerScope, kwkkey: string, chlnKwkey: string): Promise<{ ownerUserid: string }> {
  const [row] = await rowsOf<{ ownerUserid: string }>(
    db,
    sql`select c.owner_userid as "ownerUserid" from children k join customers c on c.kwkkey = k.kwkkey
      where k.chln_kwkey = ${chlnKwkey} and k.kwkkey = ${kwkkey} and ${ownedBy(owners)}`,
  );
  if (!row) throw notVisible({ kwkkey, chlnKwkey });
  return row;
}

/** The customers `owners` hold with this phone (customers_tel_idx); none is forbidden. */
export async function customersWithPhone(db: Db, owners: OwnerScope, tel: { tel1: string; tel2: string; tel3: string }, name?: string): Promise<SeenCustomer[]> {
  const rows = await rowsOf<SeenCustomer>(
    db,
    sql`select ${COLUMNS} from customers c
      where c.tel1 = ${tel.tel1} and c.tel2 = ${tel.tel2} and c.tel3 = ${tel.tel3} and ${ownedBy(owners)}
      ${name === undefined ? sql`` : sql`and c.name = ${name}`}
      order by c.kwkkey limit 100`,
  );
  if (rows.length === 0) throw notVisible({ reason: 'no customer with this phone in view' });
  return rows;
}
