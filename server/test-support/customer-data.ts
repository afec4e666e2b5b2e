// The customer list's expectations computed in plain TypeScript from the seeded rows (not with the
// handlers' SQL or the derived columns): who sees which customers, what each filter keeps, each sort's
// order and each row's flags. The list tests compare the server's answers with these.
import type { CustomerFilters, CustType, SortType } from '../../src/domain/customers/contract';
import { ageOn } from '../../src/domain/customers/rules';
import type { Db } from '../db/client';
import { children, contracts, custListMembers, customers, deliveries, diagnoses, users } from '../db/schema';
import { addDays, kstDate } from '../lib/time';

export async function customerData(db: Db, now: Date) {
  const today = kstDate(now);
  const [all, staff, kids, deals, tests, sent, members] = await Promise.all([
    db.select().from(customers),
    db.select().from(users),
    db.select().from(children),
    db.select().from(contracts),
    db.select().from(diagnoses),
    db.select().from(deliveries),
    db.select().from(custListMembers),
  ]);
  const below = (userid: string): string[] => staff.filter((u) => u.managerUserid === userid).flatMap((u) => [u.userid, ...below(u.userid)]);
  /** The owners a user sees: a branch head their organisation, anyone else themselves. */
  const ownersOf = (userid: string): string[] => {
    const u = staff.find((s) => s.userid === userid)!;
    return u.orgnzPstn === 'COG01' ? [userid, ...below(userid)] : [userid];
  };
  const visibleTo = (userid: string) => all.filter((c) => ownersOf(userid).includes(c.ownerUserid));

  const expiryOf = (kwkkey: string) => deals.filter((d) => d.kwkkey === kwkkey).map((d) => d.expiry).sort().at(-1) ?? null;
  const testsOf = (kwkkey: string) => tests.filter((t) => t.kwkkey === kwkkey);
  const dgnsStat = (kwkkey: string): '1' | '2' | '3' => {
    const t = testsOf(kwkkey);
    return t.some((x) => x.prgsStat === 'P') ? '3' : t.some((x) => x.prgsStat === 'C') ? '1' : '2';
  };
  /** The earliest due date of each kind's latest completed diagnosis. */
  const dueOf = (kwkkey: string): string | null => {
    const done = testsOf(kwkkey).filter((t) => t.prgsStat === 'C');
    const latest = ['KEDI', 'KEDS', 'ELT'].flatMap((k) => {
      const [last] = done.filter((t) => t.examCd === k).sort((a, b) => b.compDt.localeCompare(a.compDt) || b.id - a.id);
      return last ? [last.dueDate] : [];
    });
    return latest.sort()[0] ?? null;
  };
  const bornBy = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(5, 7)}${today.slice(8, 10)}`;

  function matches(c: (typeof all)[number], f: CustomerFilters): boolean {
    const text = f.searchTxt?.trim() ?? '';
    const digits = text.replace(/[-\s]/g, '');
    if (text !== '' && !(/^\d+$/.test(digits) ? `${c.tel1}${c.tel2}${c.tel3}`.includes(digits) : c.name.includes(text))) return false;
    if (f.listTyp === 'S' && c.custDiv !== '1') return false;
    if ((f.custDiv === '1' || f.custDiv === '2') && c.custDiv !== f.custDiv) return false;
    if (f.fromAge !== undefined || f.toAge !== undefined) {
      const ok = kids.some(
        (k) => k.kwkkey === c.kwkkey && k.birth !== null && (f.fromAge === undefined || ageOn(k.birth, today) >= f.fromAge) && (f.toAge === undefined || ageOn(k.birth, today) <= f.toAge),
      );
      if (!ok) return false;
    }
    const stats = (['1', '2', '3'] as const).filter((s) => f[`dgnsStat${s}`] === 'Y');
    if (stats.length > 0 && !stats.includes(dgnsStat(c.kwkkey))) return false;
    const kinds = (['KEDS', 'KEDI', 'ELT'] as const).filter((k) => f[k] === 'Y');
    if (kinds.length > 0 && !testsOf(c.kwkkey).some((t) => kinds.includes(t.examCd))) return false;
    if (f.ovrdY === 'Y' && f.ovrdN !== 'Y' && !(c.ovrdamt > 0)) return false;
    if (f.ovrdN === 'Y' && f.ovrdY !== 'Y' && c.ovrdamt > 0) return false;
    const expiry = expiryOf(c.kwkkey);
    if (f.concexpydyYn === 'A' && !(expiry !== null && expiry >= today && expiry <= addDays(today, 60))) return false;
    if (f.concexpydyYn === 'B' && !(expiry !== null && expiry < today)) return false;
    if (f.selectedProdList) {
      const holds = deals.some((d) => d.kwkkey === c.kwkkey && f.selectedProdList!.split(',').includes(d.prdtCd ?? ''));
      if (holds !== (f.prodIncludeYn !== 'N')) return false;
    }
    if (f.custListSqno !== undefined && !members.some((m) => m.custListSqno === f.custListSqno && m.kwkkey === c.kwkkey)) return false;
    return true;
  }

  const nullsLast = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b));
  const cmpKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const ORDER: Record<SortType, (a: (typeof all)[number], b: (typeof all)[number]) => number> = {
    K: (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || cmpKey(b.kwkkey, a.kwkkey),
    C: (a, b) => nullsLast(expiryOf(a.kwkkey), expiryOf(b.kwkkey)) || cmpKey(a.kwkkey, b.kwkkey),
    J: (a, b) => nullsLast(dueOf(a.kwkkey), dueOf(b.kwkkey)) || cmpKey(a.kwkkey, b.kwkkey),
  };

  /** The whole filtered list of `userid` (searchUserid narrows a branch head's view), in order. */
  const listOf = (userid: string, f: CustomerFilters = {}) =>
    visibleTo(userid)
      .filter((c) => !f.searchUserid || c.ownerUserid === f.searchUserid)
      .filter((c) => matches(c, f))
      .sort(ORDER[f.sortType ?? 'K']);

  /** The row fields the list answers, but the sealed tokens. */
  const rowOf = (c: (typeof all)[number]) => {
    const expiry = expiryOf(c.kwkkey);
    const due = dueOf(c.kwkkey);
    return {
      kwkkey: c.kwkkey,
      custDiv: c.custDiv,
      custDivDetail: c.custDivDetail as CustType,
      custDivDetailNm: { SCD01: '계약', SCD02: '가망', SCD03: '맘', SCD04: '체험' }[c.custDivDetail]!,
      custNm: c.name,
      userid: c.ownerUserid,
      kwsad1: c.addr1 ?? '',
      kwctlNo: `${c.tel1}-${c.tel2}-${c.tel3}`,
      bookmarkYn: c.bookmarkYn,
      delivdtYn: sent.some((d) => d.kwkkey === c.kwkkey && d.rlsdt >= today && d.rlsdt <= addDays(today, 7)) ? 'Y' : 'N',
      concexpydyYn: expiry !== null && expiry >= today && expiry <= addDays(today, 60) ? 'Y' : 'N',
      jindandtYn: due !== null && due <= addDays(today, 30) ? 'Y' : 'N',
      children: kids
        .filter((k) => k.kwkkey === c.kwkkey && k.birth !== null)
        .sort((a, b) => a.seq - b.seq)
        .map((k) => ({ cdrnNm: k.name, cdrnSex: k.gender as 'M' | 'F', cdrnAge: ageOn(k.birth!, today) })),
    };
  };
  return { today, all, staff, kids, deals, tests, members, below, ownersOf, visibleTo, listOf, rowOf, dgnsStat, expiryOf, dueOf, bornBy };
}

export type CustomerData = Awaited<ReturnType<typeof customerData>>;
