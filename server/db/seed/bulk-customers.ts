// `seed --customers N`: grows the demo data to N customers for load tests, spread over the organisation
// (bulk-staff.ts) with children, contracts, deliveries and diagnoses like the demo customers'. Rows are
// made by PostgreSQL itself (INSERT … SELECT over generate_series, values drawn from hashint4 of the row
// number, so the same N gives the same data), BATCH customers per statement.
import { count, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { refreshCustomerDerived } from '../../services/customer-derived';
import { insertRows } from './bulk-insert';
import { buildBranches, OWNERS_PER_BRANCH, PER_OWNER } from './bulk-staff';
import { CHILD_F, CHILD_M, GIVEN_F, GIVEN_M, STREETS, SURNAMES } from './korean';
import { buildProductMaster } from './products';

const BATCH = 50_000;

export interface BulkSummary {
  readonly added: number;
  readonly branches: number;
  readonly owners: number;
}

/** A pseudo-random non-negative int from the row number i and a stream k (no two streams alike). */
const r = (k: number) => sql.raw(`(hashint4(g.i * 64 + ${k})::int8 & 2147483647)`);
const pick = (arr: SQL, k: number, len: number) => sql`(${arr})[1 + ${r(k)} % ${len}]`;
const arr = (values: readonly (string | number)[]) => sql`${sql.param([...values].map(String))}::text[]`;

/** `batch`: customers per transaction (tests make it small to cover several batches and the index rebuild). */
export async function seedBulkCustomers(db: Db, today: string, total: number, passwordHash: string, batch = BATCH): Promise<BulkSummary> {
  const existing = (await db.select({ n: count() }).from(t.customers))[0]!.n;
  const add = Math.max(0, total - existing);
  const demoOwners = (await db.execute(sql`select userid from users where orgnz_pstn not in ('COG01', 'COG02') order by userid`)) as unknown as {
    rows: { userid: string }[];
  };
  const branches = Math.max(0, Math.ceil((add - demoOwners.rows.length * PER_OWNER) / (PER_OWNER * OWNERS_PER_BRANCH)));
  const staff = buildBranches(today, branches, passwordHash);
  await insertRows(db, t.users, staff);
  const owners = [...demoOwners.rows.map((u) => u.userid), ...staff.filter((s) => s.orgnzPstn !== 'COG01' && s.orgnzPstn !== 'COG02').map((s) => s.userid)];
  const start = await nextKeyNumber(db);
  // Building the customers' secondary indexes once at the end is several times faster than keeping them
  // up to date row by row (the trigram indexes above all). Their definitions are read back from the
  // catalogue, so the migration stays the one place that says what they are.
  const indexes = (await db.execute(sql`select indexname, indexdef from pg_indexes
      where tablename = 'customers' and schemaname = current_schema() and indexname <> 'customers_pkey' order by indexname`)) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  if (add > batch) for (const ix of indexes.rows) await db.execute(sql`drop index ${sql.identifier(ix.indexname)}`);
  try {
    const batches: [number, number][] = [];
    for (let lo = start; lo < start + add; lo += batch) batches.push([lo, Math.min(start + add - 1, lo + batch - 1)]);
    // Two batches at a time: each is one backend's work, and the machines have two cores (PGlite runs one
    // statement at a time whatever is asked).
    const worker = async () => {
      for (let next = batches.shift(); next; next = batches.shift()) {
        const [lo, hi] = next;
        await db.transaction(async (tx) => {
          const q = tx as unknown as Db;
          await insertCustomers(q, today, lo, hi, owners);
          await insertDependants(q, today, lo, hi);
          await refreshCustomerDerived(q, { from: key(lo), to: key(hi) });
        });
      }
    };
    await Promise.all([worker(), worker()]);
  } finally {
    if (add > batch) for (const ix of indexes.rows) await db.execute(sql.raw(ix.indexdef));
  }
  // The derived columns were written by an update: reclaim the old row versions and refresh the statistics.
  await db.execute(sql`vacuum analyze customers`);
  await db.execute(sql`analyze`);
  return { added: add, branches, owners: owners.length };
}

/**
 * Grows one owner's customers to `total` (a load test's heavy user: the bench scrolls a planner's list of
 * 2,000), made like the others (same generator, dependants and derived columns), in one transaction with
 * the indexes kept. Returns how many it added.
 */
export async function growCustomersOf(db: Db, today: string, owner: string, total: number): Promise<number> {
  const have = (await db.select({ n: count() }).from(t.customers).where(sql`${t.customers.ownerUserid} = ${owner}`))[0]!.n;
  const add = Math.max(0, total - have);
  if (add === 0) return 0;
  const lo = await nextKeyNumber(db);
  const hi = lo + add - 1;
  await db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    await insertCustomers(q, today, lo, hi, [owner]);
    await insertDependants(q, today, lo, hi);
    await refreshCustomerDerived(q, { from: key(lo), to: key(hi) });
  });
  await db.execute(sql`analyze customers`);
  return add;
}

/** The number after the last generated customer key (G000000001, …). */
async function nextKeyNumber(db: Db): Promise<number> {
  const base = (await db.execute(sql`select coalesce(max(substr(kwkkey, 2)::int), 0) as n from customers where kwkkey like 'G%'`)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(base.rows[0]!.n) + 1;
}

const key = (i: number) => `G${String(i).padStart(9, '0')}`;

async function insertCustomers(db: Db, today: string, lo: number, hi: number, owners: readonly string[]) {
  const type = sql`case when ${r(1)} % 8 < 3 then 'SCD01' when ${r(1)} % 8 < 6 then 'SCD02' when ${r(1)} % 8 = 6 then 'SCD03' else 'SCD04' end`;
  const female = sql`(${r(1)} % 8 = 6 or ${r(2)} % 10 < 7)`;
  // A third of the prospects lack gender, birth date and address, as in the demo seed.
  const incomplete = sql`(${r(1)} % 8 between 3 and 5 and ${r(13)} % 10 < 3)`;
  const street = sql`(1 + ${r(8)} % ${STREETS.length})`;
  const contract = sql`(${r(1)} % 8 < 3)`;
  const created = sql`((${today}::date - (1 + ${r(19)} % 730)::int)::timestamp at time zone 'Asia/Seoul')`;
  await db.execute(sql`insert into customers (kwkkey, owner_userid, cust_div, cust_div_detail, name, gender, birth, tel1, tel2, tel3,
      zip, addr1, addr2, bookmark_yn, rcrt_yn, sync_yn, infoagre, mrknagre, custwstp, mrkn_agre_dt, flpyblnc, ovrdamt, cwiamt, mileage, created_at, updated_at)
    select 'G' || lpad(g.i::text, 9, '0'), (${arr(owners)})[1 + g.i % ${owners.length}],
      case when ${contract} then '1' else '2' end, ${type},
      ${pick(arr(SURNAMES), 3, SURNAMES.length)} || case when ${female} then ${pick(arr(GIVEN_F), 4, GIVEN_F.length)} else ${pick(arr(GIVEN_M), 4, GIVEN_M.length)} end,
      case when ${incomplete} then null when ${female} then 'F' else 'M' end,
      case when ${incomplete} then null else to_char(${today}::date - (28 * 365 + ${r(5)} % (20 * 365))::int, 'YYYYMMDD') end,
      '010', (2000 + ${r(6)} % 8000)::text, lpad((${r(7)} % 10000)::text, 4, '0'),
      case when ${incomplete} then null else (${arr(STREETS.map((s) => s[0]))})[${street}] end,
      case when ${incomplete} then null else (${arr(STREETS.map((s) => s[1]))})[${street}] || ' ' ||
        ((${arr(STREETS.map((s) => s[2]))})[${street}]::int + ${r(9)} % 200)::text end,
      case when ${incomplete} then null else (101 + ${r(10)} % 15)::text || '동 ' || (1 + ${r(11)} % 25)::text || '0' || (1 + ${r(12)} % 4)::text || '호' end,
      case when ${r(14)} % 100 < 15 then 'Y' else 'N' end, case when ${r(15)} % 100 < 5 then 'Y' else 'N' end,
      case when not ${contract} and ${r(16)} % 10 < 3 then 'Y' else 'N' end, case when ${r(17)} % 10 < 9 then 'Y' else 'N' end,
      case when ${r(18)} % 10 < 6 then 'Y' else 'N' end,
      ${today}::date - (1 + ${r(19)} % 730)::int,
      case when ${r(18)} % 10 < 6 then ${today}::date - (case when ${r(20)} % 10 < 7 then 1 + ${r(21)} % 350 else 380 + ${r(21)} % 520 end)::int end,
      case when ${contract} then (1 + ${r(23)} % 24) * 30000 else 0 end,
      case when ${contract} and ${r(24)} % 100 < 15 then (1 + ${r(25)} % 3) * 30000 else 0 end,
      case when ${contract} and ${r(26)} % 10 < 3 then 30000 else 0 end,
      case when ${contract} then (${r(27)} % 51) * 100 else 0 end,
      ${created}, ${created} + make_interval(hours => (${r(22)} % greatest(1, (1 + ${r(19)} % 730) * 24))::int)
    from generate_series(${lo}::int, ${hi}::int) as g(i)`);
}

/** Children, contracts, deliveries and diagnoses of the customers lo..hi. */
async function insertDependants(db: Db, today: string, lo: number, hi: number) {
  const master = buildProductMaster().products;
  const from = sql`from customers c cross join lateral (select substr(c.kwkkey, 2)::int as i) g`;
  const within = sql`c.kwkkey between ${key(lo)} and ${key(hi)}`;
  const kids = sql`(case ${r(30)} % 7 when 0 then 0 when 1 then 1 when 2 then 1 when 3 then 1 when 4 then 2 when 5 then 2 else 3 end)`;
  await db.execute(sql`insert into children (kwkkey, chln_kwkey, name, gender, birth, seq)
    select c.kwkkey, 'H' || substr(c.kwkkey, 2) || k, left(c.name, 1) ||
        case when ${r(31)} % 2 = 0 then (${arr(CHILD_F)})[1 + (${r(32)} + k) % ${CHILD_F.length}] else (${arr(CHILD_M)})[1 + (${r(32)} + k) % ${CHILD_M.length}] end,
      case when ${r(31)} % 2 = 0 then 'F' else 'M' end,
      to_char(${today}::date - ((${r(33)} + k * 977) % (17 * 365))::int, 'YYYYMMDD'), k
    ${from} cross join lateral generate_series(1, ${kids}) k where ${within}`);
  await db.execute(sql`insert into contracts (kwkkey, cust_yr, cust_sqno, cust_seq, concdt, ky_amt, cash_typ_nm, ky_mont, ky_cwmamt, cat_cd, prdt_cd, prdtnm, concstat, expiry)
    select c.kwkkey, to_char(x.expiry - 365, 'YYYY'), c.kwkkey, lpad(k::text, 2, '0'), x.expiry - 365, x.amt,
      (${arr(['일시불', '카드할부', '자동이체'])})[1 + ${r(40)} % 3], 12, x.amt / 12,
      (${arr(master.map((p) => p.catCd))})[x.p], (${arr(master.map((p) => p.prdtCd))})[x.p], (${arr(master.map((p) => p.prdtnm))})[x.p],
      case when x.expiry < ${today}::date then 'E' else 'N' end, x.expiry
    ${from}
    cross join lateral generate_series(1, 1 + ${r(41)} % 2) k
    cross join lateral (select 1 + (${r(42)} + k * 7) % ${master.length} as p,
      ${today}::date + ((${r(43)} + k * 331) % 1000 - 300)::int as expiry, 39000 + ((${r(44)} + k) % 100) * 10000 as amt) x
    where ${within} and c.cust_div = '1'`);
  await db.execute(sql`insert into deliveries (kwkkey, prdtnm, cust_yr, cust_sqno, cwwad1, cwwad2, conc_div, cwtgub_nm, rlsdt, rlsdt_nm)
    select c.kwkkey, k.prdtnm, k.cust_yr, k.cust_sqno, coalesce(c.addr1, ''), coalesce(c.addr2, ''),
      case when k.cust_seq = '01' then '신규' else '재계약' end, case when ${r(50)} % 10 < 7 then '택배' else '방문' end, x.d,
      case when x.d > ${today}::date then '출고예정' when x.d = ${today}::date then '출고완료' else '배송완료' end
    ${from} join contracts k on k.kwkkey = c.kwkkey
    cross join lateral (select ${today}::date + (7 - (${r(51)} + k.id) % 128)::int as d) x
    where ${within}`);
  // A third of the customers with children took a diagnosis; a few have one in progress.
  await db.execute(sql`insert into diagnoses (exam_cd, exam_no, kwkkey, chln_kwkey, prgs_stat, comp_dt, due_date, rslt_url)
    select x.exam, 'G' || g.i || s.st, c.kwkkey, 'H' || substr(c.kwkkey, 2) || '1', s.st, x.comp, x.comp + 182,
      'https://diagnosis.eduplanner.example/result/G' || g.i || s.st
    ${from}
    cross join lateral (values ('C', ${r(60)} % 100 < 35), ('P', ${r(61)} % 100 < 4)) s(st, yes)
    cross join lateral (select (${arr(['KEDI', 'KEDS', 'ELT'])})[1 + ${r(62)} % 3] as exam,
      ${today}::date - (case when s.st = 'P' then ${r(63)} % 10 else 1 + ${r(63)} % 365 end)::int as comp) x
    where ${within} and s.yes and exists (select 1 from children ch where ch.kwkkey = c.kwkkey)`);
}
