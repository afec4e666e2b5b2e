// The customer row's derived columns (docs/decisions.md D42), recomputed from the rows they summarise
// whenever those change: the children's birth dates, the contracts' product codes and expiry (the latest
// contract's last day), and from the diagnoses the
// status ('3' one in progress, else '1' diagnosed, else '2'), the kinds taken (a bit set) and the next
// re-diagnosis due date (the earliest due date of each kind's latest completed diagnosis). Keeping them on
// the row lets the list filter and sort through the customer's own indexes.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Bits of customers.dgns_kinds. */
export const DIAGNOSIS_KIND_BITS = { KEDI: 1, KEDS: 2, ELT: 4 } as const;

/**
 * Recomputes the derived columns of the customers whose keys lie in [from, to] (one customer: from = to),
 * or of every customer. Set-based (one pass over each table in the range), so it serves a writer changing
 * one customer and the seed's million alike, in the caller's transaction.
 */
export async function refreshCustomerDerived(db: Db, range?: { readonly from: string; readonly to: string }): Promise<void> {
  const within = (column: SQL) => (range ? sql`${column} between ${range.from} and ${range.to}` : sql`true`);
  await db.execute(sql`update customers c set
      concexpydy = k.expiry,
      prdt_cds = coalesce(k.codes, '{}'),
      chln_births = coalesce(b.births, '{}'),
      dgns_stat = coalesce(d.stat, '2'),
      dgns_kinds = coalesce(d.kinds, 0),
      dgns_due_dt = d.due
    from customers c2
    left join (
      select kwkkey, max(expiry) as expiry, array_agg(distinct prdt_cd order by prdt_cd) filter (where prdt_cd is not null) as codes
      from contracts where ${within(sql`kwkkey`)} group by kwkkey
    ) k on k.kwkkey = c2.kwkkey
    left join (
      select kwkkey, array_agg(birth order by birth) as births from children where birth is not null and ${within(sql`kwkkey`)} group by kwkkey
    ) b on b.kwkkey = c2.kwkkey
    left join (
      select x.kwkkey,
        case when bool_or(x.prgs_stat = 'P') then '3' else '1' end as stat,
        bit_or(case x.exam_cd when 'KEDI' then ${DIAGNOSIS_KIND_BITS.KEDI} when 'KEDS' then ${DIAGNOSIS_KIND_BITS.KEDS}
          when 'ELT' then ${DIAGNOSIS_KIND_BITS.ELT} else 0 end)::smallint as kinds,
        min(x.due_date) filter (where x.prgs_stat = 'C' and x.latest) as due
      from (
        select kwkkey, exam_cd, prgs_stat, due_date,
          row_number() over (partition by kwkkey, exam_cd, prgs_stat order by comp_dt desc, id desc) = 1 as latest
        from diagnoses where ${within(sql`kwkkey`)}
      ) x
      group by x.kwkkey
    ) d on d.kwkkey = c2.kwkkey
    where c2.kwkkey = c.kwkkey and ${within(sql`c.kwkkey`)}`);
}
