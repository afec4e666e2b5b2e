// Notice items on the seed day for the demo accounts with customers (spec 2 §2 My schedule's notices): a
// contract expiring that day, a diagnosis re-test due that day and birthdays of a customer and of a child.
// Applied to the built customer rows before they are stored (no random draws, so every other row stays
// as it was); the book-care visits of the day come with the book-care rows (customer-sections.ts).
import { addDays } from '../../lib/time';
import type { CustomerRows } from './customers';
import { DEMO_ACCOUNTS } from './org';

const ymd = (day: string) => day.replaceAll('-', '');

export function addDemoNotices(today: string, rows: CustomerRows): void {
  const mmdd = ymd(today).slice(4);
  for (const { userid } of DEMO_ACCOUNTS) {
    const own = rows.customers.filter((c) => c.ownerUserid === userid);
    if (own.length === 0) continue;
    // A contract customer whose contracts now end on the seed day.
    const contracted = own.find((c) => c.custDivDetail === 'SCD01' && rows.contracts.some((k) => k.kwkkey === c.kwkkey));
    if (contracted) {
      for (const k of rows.contracts) if (k.kwkkey === contracted.kwkkey && k.expiry >= today) k.expiry = today;
      const latest = rows.contracts.filter((k) => k.kwkkey === contracted.kwkkey).map((k) => k.expiry).sort().at(-1)!;
      if (latest === today) contracted.concexpydy = today;
      else {
        const first = rows.contracts.find((k) => k.kwkkey === contracted.kwkkey && k.expiry === latest)!;
        first.expiry = today;
        contracted.concexpydy = today;
      }
    }
    // A diagnosis taken half a year ago, the latest of its kind for that child: its re-test is due today.
    const taken = addDays(today, -182);
    const kid = rows.children.find((ch) => own.some((c) => c.kwkkey === ch.kwkkey));
    if (kid) {
      const kind = (['KEDI', 'KEDS', 'ELT'] as const).find(
        (cd) => !rows.diagnoses.some((d) => d.chlnKwkey === kid.chlnKwkey && d.examCd === cd && d.compDt >= taken),
      );
      if (kind) {
        const examNo = `${kind}${ymd(taken)}9${String(rows.diagnoses.length + 1).padStart(4, '0')}`;
        rows.diagnoses.push({ examCd: kind, examNo, kwkkey: kid.kwkkey, chlnKwkey: kid.chlnKwkey, prgsStat: 'C', compDt: taken, dueDate: today, rsltUrl: `https://diagnosis.eduplanner.example/result/${examNo}` });
      }
    }
    // Birthdays today: a customer's and a child's (their birth years kept).
    const born = own.filter((c) => c.birth);
    const customer = born[1] ?? born[0];
    if (customer) customer.birth = customer.birth!.slice(0, 4) + mmdd;
    const child = rows.children.find((ch) => ch.birth && ch.kwkkey !== customer?.kwkkey && own.some((c) => c.kwkkey === ch.kwkkey));
    if (child) child.birth = child.birth!.slice(0, 4) + mmdd;
  }
}
