// Look-alike customers for the customer integration screen (docs/decisions.md D46): in each owner's first
// ten customers, the first two prospects (positions 5-10, so the first four, which other screens' tests
// read, stay as they were) take the phone of a contract customer of the same owner (position 1, or a
// contract customer among positions 5-10 for the second) and, when the gender agrees, its name. Only the
// first ten are read, so the small seed gets the same pairs as the full one.
import type { CustomerRows } from './customer-rows';

type Customer = CustomerRows['customers'][number];

const position = (c: Customer) => Number(c.kwkkey.slice(-5));

export function pairLookalikes(rows: CustomerRows): void {
  const byOwner = new Map<string, Customer[]>();
  for (const c of rows.customers) if (position(c) <= 10) byOwner.set(c.ownerUserid, [...(byOwner.get(c.ownerUserid) ?? []), c]);
  for (const own of byOwner.values()) {
    const first = own.find((c) => position(c) === 1 && c.custDivDetail === 'SCD01');
    if (!first) continue;
    const later = own.filter((c) => position(c) >= 5);
    const prospects = later.filter((c) => c.custDivDetail !== 'SCD01').slice(0, 2);
    const contracts = [first, later.find((c) => c.custDivDetail === 'SCD01') ?? first];
    prospects.forEach((p, i) => {
      const k = contracts[i]!;
      p.tel1 = k.tel1;
      p.tel2 = k.tel2;
      p.tel3 = k.tel3;
      if (p.gender === null || p.gender === k.gender) p.name = k.name;
    });
  }
}
