// Demo customers of each planner, master and partner (60-80 in the full seed, 10 in the small one),
// with children (ages 0-16), contracts for contract customers, memos (a longer history for the first
// four: historyMemos), diagnosis results, and what the list's filters read (customer-extras.ts).
import { addDays, kstMidnight } from '../../lib/time';
import type { children, contracts, memos } from '../schema';
import { addCustomerExtras } from './customer-extras';
import { pairLookalikes } from './integration-pairs';
import type { CustomerRows } from './customer-rows';
import { address, childName, MEMOS_AUTO, MEMOS_LONG, MEMOS_MANUAL, mobile, personName, PRODUCTS } from './korean';
import type { StaffSeed } from './org';
import { productCodeByName } from './products';
import { type Rng, rng } from './prng';

export type { CustomerRows };

const TYPES = ['SCD01', 'SCD02', 'SCD03', 'SCD04'] as const;
const EXAMS = ['KEDI', 'KEDS', 'ELT'] as const;

const ymd = (day: string) => day.replaceAll('-', '');
const yearsAgo = (today: string, years: number, r: Rng) => addDays(today, -Math.round(years * 365.25) - r.int(0, 364));

/** Customers of `owners`; `ownerIndex` keeps keys stable between the full and small seeds. */
export function buildCustomers(
  today: string,
  owners: readonly { staff: StaffSeed; ownerIndex: number }[],
  perOwner: 'full' | 'small',
): CustomerRows {
  const out: CustomerRows = { customers: [], children: [], contracts: [], memos: [], diagnoses: [], deliveries: [] };
  let memoSqno = 0;
  for (const { staff, ownerIndex } of owners) {
    const count = perOwner === 'full' ? rng(`customer-count:${staff.userid}`).int(60, 80) : 10;
    const r = rng(`customers:${staff.userid}`);
    for (let i = 0; i < count; i++) {
      const kwkkey = `K${String(ownerIndex + 1).padStart(3, '0')}${String(i + 1).padStart(5, '0')}`;
      // The first four cover every type, so even the small seed shows each badge.
      const type = i < 4 ? TYPES[i]! : r.pick(['SCD01', 'SCD01', 'SCD01', 'SCD02', 'SCD02', 'SCD02', 'SCD03', 'SCD04'] as const);
      const gender = type === 'SCD03' || r.chance(0.7) ? 'F' : 'M';
      const name = personName(r, gender);
      const [tel1, tel2, tel3] = mobile(r);
      const home = address(r);
      // Some prospects lack gender, birth date and address: the detail screen asks for them.
      const incomplete = type === 'SCD02' && r.chance(0.3);
      const custwstp = addDays(today, -r.int(1, 730));
      const created = kstMidnight(custwstp);
      const hoursSince = Math.max(0, (kstMidnight(today).getTime() - created.getTime()) / 3_600_000);
      const updated = new Date(created.getTime() + r.int(0, hoursSince) * 3_600_000);
      const kids = buildChildren(r, today, kwkkey, name.slice(0, 1));
      out.children.push(...kids);
      const custDiv = type === 'SCD01' ? '1' : '2';
      let concexpydy: string | null = null;
      if (type === 'SCD01') {
        const list = buildContracts(r, today, kwkkey, out.contracts.length);
        out.contracts.push(...list);
        concexpydy = list.map((c) => c.expiry).sort().at(-1) ?? null;
      }
      out.customers.push({
        kwkkey,
        ownerUserid: staff.userid,
        custDiv,
        custDivDetail: type,
        name,
        gender: incomplete ? null : gender,
        birth: incomplete ? null : ymd(yearsAgo(today, r.int(28, 48), r)),
        tel1,
        tel2,
        tel3,
        zip: incomplete ? null : home.zip,
        addr1: incomplete ? null : home.addr1,
        addr2: incomplete ? null : home.addr2,
        bookmarkYn: r.chance(0.15) ? 'Y' : 'N',
        rcrtYn: r.chance(0.05) ? 'Y' : 'N',
        syncYn: type !== 'SCD01' && r.chance(0.3) ? 'Y' : 'N',
        infoagre: r.chance(0.9) ? 'Y' : 'N',
        mrknagre: r.chance(0.6) ? 'Y' : 'N',
        custwstp,
        concexpydy,
        mrknAgreDt: null,
        flpyblnc: 0,
        ovrdamt: 0,
        cwiamt: 0,
        mileage: 0,
        createdAt: created,
        updatedAt: updated,
      });
      for (let m = r.int(1, 5); m > 0; m--) {
        const auto = r.chance(0.35);
        out.memos.push({
          sqno: ++memoSqno,
          kwkkey,
          custDiv,
          memo: auto ? r.pick(MEMOS_AUTO) : r.pick(MEMOS_MANUAL),
          memoDiv: auto ? '0' : '1',
          amntPsblYn: auto ? 'N' : 'Y',
          userid: staff.userid,
          crtnDttm: new Date(kstMidnight(addDays(today, -r.int(0, 90))).getTime() + r.int(9 * 60, 20 * 60) * 60_000),
        });
      }
      if (i < 4)
        for (const m of historyMemos(today, kwkkey, custDiv, staff.userid, i === 0 ? 20 : 3)) out.memos.push({ sqno: ++memoSqno, ...m });
      if (kids.length > 0 && r.chance(0.35))
        for (let d = r.int(1, 2); d > 0; d--) {
          const examCd = r.pick(EXAMS);
          const compDt = addDays(today, -r.int(1, 365));
          const examNo = `${examCd}${ymd(compDt)}${String(out.diagnoses.length + 1).padStart(5, '0')}`;
          out.diagnoses.push({
            examCd,
            examNo,
            kwkkey,
            chlnKwkey: r.pick(kids).chlnKwkey,
            prgsStat: 'C',
            compDt,
            dueDate: addDays(compDt, 182),
            rsltUrl: `https://diagnosis.eduplanner.example/result/${examNo}`,
          });
        }
    }
  }
  pairLookalikes(out);
  out.deliveries = addCustomerExtras(today, out);
  return out;
}

/**
 * `n` more memos over the last year, from a stream of their own (the other rows stay as they were): the
 * first over 52 characters, the second with 2+ line breaks, so the history's more/expand shows, then a mix of
 * automatic, written and long ones. The first customer of each owner gets 20, so its history has 3 pages.
 */
function historyMemos(
  today: string,
  kwkkey: string,
  custDiv: string,
  userid: string,
  n: number,
): Omit<typeof memos.$inferInsert, 'sqno'>[] {
  const r = rng(`memo-history:${kwkkey}`);
  return Array.from({ length: n }, (_, k) => {
    const kind = k === 0 ? 'long' : k === 1 ? 'lines' : r.pick(['auto', 'auto', 'manual', 'manual', 'long'] as const);
    const auto = kind === 'auto';
    const long = MEMOS_LONG.filter((t) => (kind === 'lines' ? t.split('\n').length >= 3 : !t.includes('\n')));
    return {
      kwkkey,
      custDiv,
      memo: auto ? r.pick(MEMOS_AUTO) : kind === 'manual' ? r.pick(MEMOS_MANUAL) : r.pick(long),
      memoDiv: auto ? '0' : '1',
      amntPsblYn: auto ? 'N' : 'Y',
      userid,
      crtnDttm: new Date(kstMidnight(addDays(today, -r.int(91, 365))).getTime() + r.int(9 * 60, 20 * 60) * 60_000),
    };
  });
}

function buildChildren(r: Rng, today: string, kwkkey: string, surname: string): (typeof children.$inferInsert)[] {
  const n = r.pick([0, 1, 1, 1, 2, 2, 3]);
  return Array.from({ length: n }, (_, k) => {
    const gender = r.chance(0.5) ? 'F' : 'M';
    return {
      kwkkey,
      chlnKwkey: `C${kwkkey.slice(1)}${k + 1}`,
      name: childName(r, surname, gender),
      gender,
      birth: ymd(yearsAgo(today, r.int(0, 16), r)),
      seq: k + 1,
    };
  });
}

function buildContracts(r: Rng, today: string, kwkkey: string, before: number): (typeof contracts.$inferInsert)[] {
  // A fifth expire within a month and some expired lately, so the expiry filters have hits.
  const shape = r.next();
  return Array.from({ length: r.int(1, 3) }, (_, k) => {
    const product = r.pick(PRODUCTS);
    const months = product.catCd === 'CAT01' ? r.pick([12, 24, 36]) : 12;
    const expiry =
      k === 0 && shape < 0.2
        ? addDays(today, r.int(1, 30))
        : k === 0 && shape < 0.35
          ? addDays(today, -r.int(1, 60))
          : addDays(today, r.int(-300, 700));
    const concdt = addDays(expiry, -months * 30);
    const kyAmt = Math.round(r.int(product.amount[0], product.amount[1]) / 1000) * 1000;
    // Drawn in the order the rows always were, so the seed's other values stay the same.
    const cashTypNm = r.pick(['일시불', '카드할부', '자동이체']);
    const prdtnm = r.pick(product.names);
    return {
      kwkkey,
      custYr: concdt.slice(0, 4),
      custSqno: String(100000 + before + k + 1),
      custSeq: String(k + 1).padStart(2, '0'),
      concdt,
      kyAmt,
      cashTypNm,
      kyMont: months,
      kyCwmamt: Math.floor(kyAmt / months / 10) * 10,
      catCd: product.catCd,
      prdtCd: productCodeByName(prdtnm),
      prdtnm,
      concstat: expiry < today ? 'E' : r.chance(0.05) ? 'C' : 'N',
      expiry,
    };
  });
}
