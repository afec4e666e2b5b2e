// Server-side time of opening one customer's detail (issue 12: all calls for one customer p95 ≤ 40 ms on
// PostgreSQL with the million): the calls the detail screen makes when it opens (DETAIL_OPEN_CALLS, then the
// child info's for the first child), one after another, each an app.request() in process timed until its body is read, summed per opening. A
// planner's and a branch head's customers of every type, in turn, one round after another; then the p95 of
// the sums and of each call.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/lib/rows';
import { benchClient } from './bench-client';
import type { Role } from './customer-cases';
import { percentile } from './customers-load';
import { table } from './table';

interface Opened {
  readonly kwkkey: string;
  readonly custDiv: string;
  readonly owner: string;
  readonly tel1: string;
  readonly tel2: string;
  readonly tel3: string;
  /** The first child's key, the one the child info opens on; null without children. */
  readonly child: string | null;
}

/** What the detail screen asks for when it opens a customer (src/app/customers/customer-detail-actors.ts). */
export const DETAIL_OPEN_CALLS: readonly { readonly name: string; readonly fields: (c: Opened) => Record<string, string> }[] = [
  { name: 'myCstmr/getMyCstmr', fields: (c) => ({ kwkkey: c.kwkkey, custDiv: c.custDiv, searchUserid: c.owner }) },
  // Beside the customer: the operator's outside sites (the sales system and the coupon app's buttons).
  { name: 'site/list', fields: () => ({}) },
  { name: 'myCstmr/getCustMemoList', fields: (c) => ({ kwkkey: c.kwkkey, custDiv: c.custDiv, searchUserid: c.owner, offset: '0', size: '10' }) },
  // The diagnosis service opens on its first tab.
  { name: 'myCstmr/gelectMyCstmrDiagnosisList', fields: (c) => ({ examCd: 'KEDI', tel1: c.tel1, tel2: c.tel2, tel3: c.tel3, searchUserid: c.owner }) },
];

/** The child info's calls (customer-children.machine.ts), made for the first child. */
const CHILD_CALLS = { products: 'myCstmr/selectLeanPrdList', learning: 'myCstmr/getLrnngInfrm', bookCare: 'myCstmr/getBookCareList' } as const;

export interface DetailBench {
  readonly label: string;
  readonly runs: number;
  readonly customers: readonly { readonly role: Role; readonly userid: string; readonly kwkkey: string; readonly type: string }[];
  /** Per opening: the sum of its calls. */
  readonly open: { readonly p50Ms: number; readonly p95Ms: number; readonly maxMs: number; readonly samples: number };
  readonly calls: readonly { readonly name: string; readonly p50Ms: number; readonly p95Ms: number; readonly maxMs: number }[];
  readonly targetMs: number;
  readonly met: boolean;
}

/** Customers each user sees: per type, the one with the most contracts, and a few more by key, up to `perUser`. */
async function customersOf(db: Db, userid: string, perUser: number): Promise<(Opened & { type: string })[]> {
  return rowsOf(
    db,
    sql`with mine as (
        select c.kwkkey, c.cust_div as "custDiv", c.owner_userid as owner, c.cust_div_detail as type, c.tel1, c.tel2, c.tel3,
          (select k.chln_kwkey from children k where k.kwkkey = c.kwkkey order by k.seq limit 1) as child,
          row_number() over (partition by c.cust_div_detail order by cardinality(c.prdt_cds) desc, c.kwkkey) as n
        from customers c
        where c.owner_userid in (with recursive t(u) as (select ${userid}::text union all select x.userid from users x join t on x.manager_userid = t.u) select u from t))
      select kwkkey, "custDiv", owner, type, tel1, tel2, tel3, child from mine order by n, type limit ${perUser}`,
  );
}

export async function benchDetailOpen(o: {
  readonly label: string;
  readonly db: Db;
  readonly users: readonly { readonly role: Role; readonly userid: string }[];
  readonly runs: number;
  readonly targetMs: number;
  readonly perUser?: number;
  readonly log: (m: string) => void;
}): Promise<DetailBench> {
  const { post, signIn } = benchClient(o.db);
  const opened: (Opened & { role: Role; userid: string; type: string; auth: string })[] = [];
  for (const { role, userid } of o.users) {
    const auth = await signIn(userid);
    for (const c of await customersOf(o.db, userid, o.perUser ?? 8)) opened.push({ ...c, role, userid, auth });
  }
  if (opened.length === 0) throw new Error(`${o.label}: no customers to open`);
  const sums: number[] = [];
  const perCall = new Map<string, number[]>([...DETAIL_OPEN_CALLS.map((c) => c.name), ...Object.values(CHILD_CALLS)].map((name) => [name, []]));
  for (let round = 0; round <= o.runs; round++) {
    for (const c of opened) {
      let total = 0;
      const timed = async (name: string, fields: Record<string, string>) => {
        const t0 = performance.now();
        const data = await post(name, fields, c.auth);
        const t = performance.now() - t0;
        total += t;
        if (round > 0) perCall.get(name)!.push(t);
        return data;
      };
      for (const call of DETAIL_OPEN_CALLS) await timed(call.name, call.fields(c));
      // The child info opens on the first child: its products, each product's items, its book care.
      if (c.child) {
        const child = { kwkkey: c.kwkkey, chlnKwkey: c.child, searchUserid: c.owner };
        const { leanPrdList } = await timed(CHILD_CALLS.products, child);
        for (const p of leanPrdList as { apiId: string; prdtnm: string }[])
          await timed(CHILD_CALLS.learning, { kwKey: c.kwkkey, chlnKwkey: c.child, id: p.apiId, prdtnm: p.prdtnm });
        await timed(CHILD_CALLS.bookCare, child);
      }
      if (round > 0) sums.push(total);
    }
    if (round % 10 === 0) o.log(`${o.label}: detail round ${round}/${o.runs} (${opened.length} customers)`);
  }
  const stats = (v: number[]) => ({ p50Ms: percentile(v, 50), p95Ms: percentile(v, 95), maxMs: Math.max(...v) });
  const open = { ...stats(sums), samples: sums.length };
  return {
    label: o.label,
    runs: o.runs,
    customers: opened.map((c) => ({ role: c.role, userid: c.userid, kwkkey: c.kwkkey, type: c.type })),
    open,
    calls: [...perCall].filter(([, v]) => v.length > 0).map(([name, v]) => ({ name, ...stats(v) })),
    targetMs: o.targetMs,
    met: open.p95Ms <= o.targetMs,
  };
}

export function detailTable(b: DetailBench): string {
  const f = (v: number) => v.toFixed(1);
  return table(
    ['What', 'p50', 'p95', 'max'],
    [
      [`opening (all ${b.calls.length} calls, summed), ${b.open.samples} openings`, f(b.open.p50Ms), f(b.open.p95Ms), f(b.open.maxMs)],
      ...b.calls.map((c) => [c.name, f(c.p50Ms), f(c.p95Ms), f(c.maxMs)]),
    ],
  );
}
