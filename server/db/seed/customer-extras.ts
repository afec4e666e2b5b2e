// What the customer list's filters read beyond the base customer rows: credit (some overdue), mileage, the
// marketing-consent day (some older than 12 months), deliveries (some in the next 7 days), diagnoses in
// progress, and one contract expiring soon and one expired per owner. Each owner's first customers of a
// kind get each case, so even the small seed has a hit for every filter; the rest is drawn from streams
// of their own, so the base rows stay as they were.
import { addDays } from '../../lib/time';
import type { deliveries } from '../schema';
import type { CustomerRows } from './customer-rows';
import { rng } from './prng';

type DeliveryRow = typeof deliveries.$inferInsert;

const ymd = (day: string) => day.replaceAll('-', '');

export function addCustomerExtras(today: string, rows: CustomerRows): DeliveryRow[] {
  const out: DeliveryRow[] = [];
  const seen = new Map<string, { contract: number; kids: number; consent: number }>();
  const contractsOf = new Map<string, CustomerRows['contracts']>();
  for (const c of rows.contracts) contractsOf.set(c.kwkkey, [...(contractsOf.get(c.kwkkey) ?? []), c]);
  const withKids = new Set(rows.children.map((k) => k.kwkkey));

  for (const cust of rows.customers) {
    const n = seen.get(cust.ownerUserid) ?? { contract: 0, kids: 0, consent: 0 };
    seen.set(cust.ownerUserid, n);
    const r = rng(`customer-extras:${cust.kwkkey}`);

    if (cust.mrknagre === 'Y') {
      // The first consent of an owner is recent, the second over 12 months old; the rest 70% recent.
      const k = n.consent++;
      const recent = k === 0 || (k > 1 && r.chance(0.7));
      cust.mrknAgreDt = addDays(today, recent ? -r.int(1, 350) : -r.int(380, 900));
    } else cust.mrknAgreDt = null;

    const own = contractsOf.get(cust.kwkkey);
    if (own && own.length > 0) {
      const k = n.contract++;
      if (k === 0) {
        // Expiring soon: every contract of the customer ends within 60 days.
        const soon = addDays(today, r.int(5, 50));
        for (const c of own)
          if (c === own[0] || c.expiry! > soon) {
            c.expiry = soon;
            // An expired first contract moved into the coming weeks is in force again.
            if (c.concstat === 'E') c.concstat = 'N';
          }
      }
      if (k === 1)
        for (const c of own) {
          c.expiry = addDays(today, -r.int(10, 200));
          c.concstat = 'E';
        }
      cust.concexpydy = own.map((c) => c.expiry!).sort().at(-1) ?? null;
      const overdue = k === 0 || (k > 1 && r.chance(0.15));
      const monthly = own[0]!.kyCwmamt ?? 0;
      cust.flpyblnc = monthly * r.int(1, 24);
      cust.ovrdamt = overdue ? monthly * r.int(1, 3) : 0;
      cust.cwiamt = r.chance(0.3) ? monthly : 0;
      // Mileage from a stream of its own, so the draws below stay as they were.
      cust.mileage = rng(`mileage:${cust.kwkkey}`).int(0, 50) * 100;
      // Deliveries: the owner's second contract customer gets one in the next 7 days; others by chance.
      own.forEach((c, i) => {
        const soon = (k === 1 && i === 0) || r.chance(0.12);
        const rlsdt = soon ? addDays(today, r.int(0, 7)) : addDays(today, -r.int(8, 120));
        out.push({
          kwkkey: cust.kwkkey,
          prdtnm: c.prdtnm!,
          custYr: c.custYr!,
          custSqno: c.custSqno!,
          cwwad1: cust.addr1 ?? '',
          cwwad2: cust.addr2 ?? '',
          concDiv: i === 0 ? '신규' : '재계약',
          cwtgubNm: r.chance(0.7) ? '택배' : '방문',
          rlsdt,
          rlsdtNm: rlsdt > today ? '출고예정' : rlsdt === today ? '출고완료' : '배송완료',
        });
      });
    }

    if (withKids.has(cust.kwkkey)) {
      // A diagnosis in progress: the owner's first customer with children, then one in twelve.
      if (n.kids++ === 0 || r.chance(0.08)) {
        const kid = rows.children.find((c) => c.kwkkey === cust.kwkkey)!;
        const examCd = r.pick(['KEDI', 'KEDS', 'ELT'] as const);
        const compDt = addDays(today, -r.int(0, 10));
        const examNo = `${examCd}${ymd(compDt)}P${String(rows.diagnoses.length + 1).padStart(5, '0')}`;
        rows.diagnoses.push({
          examCd,
          examNo,
          kwkkey: cust.kwkkey,
          chlnKwkey: kid.chlnKwkey,
          prgsStat: 'P',
          compDt,
          dueDate: addDays(compDt, 182),
          rsltUrl: `https://diagnosis.eduplanner.example/result/${examNo}`,
        });
      }
    }
  }
  return out;
}
