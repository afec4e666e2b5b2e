// Server-side time of the customer list call (myCstmr/getMyCstmrList) for every case of customer-cases.ts,
// in process: createApp over the bench's database, each call an app.request() (routing, session check,
// decoding, owner scope, the page and count queries, sealing, JSON) timed until its body is read, so no
// network is in it. Cases are taken in turn, one round after another, so a busy moment of this shared
// machine weighs on all alike. Then each case's page and count queries are run once under
// EXPLAIN (ANALYZE, BUFFERS) (the SQL customer-query.ts builds, with the same parameters), the plans written
// to a directory and summarised.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { systemClock } from '../../server/lib/clock';
import { rowsOf } from '../../server/lib/rows';
import { kstDate } from '../../server/lib/time';
import { customerCount, customerPage } from '../../server/services/customer-query';
import { ownerScope, type OwnerScope } from '../../server/services/customer-scope';
import { caseFields, customerCases, customerTerms, type QueryCase, type Role } from './customer-cases';
import { benchClient } from './bench-client';
import { ms, table } from './table';

export interface QueryTargets {
  /** p95 of the first page of a plain name or phone search. */
  readonly searchMs: number;
  /** p95 of every other case. */
  readonly listMs: number;
}

export interface PlanSummary {
  readonly executionMs: number;
  readonly planningMs: number;
  /** Scan nodes, e.g. "Index Scan customers_owner_updated_idx", in plan order, without repeats. */
  readonly scans: readonly string[];
  /** Whether a Sort node (not an index order) produced the order. */
  readonly sort: string | null;
  /** The top node's buffers. */
  readonly buffers: string;
}

export interface CaseResult {
  readonly id: string;
  readonly role: Role;
  readonly userid: string;
  readonly kind: QueryCase['kind'];
  readonly fields: Record<string, string>;
  readonly targetMs: number;
  readonly totCnt: number;
  readonly rows: number;
  readonly samplesMs: readonly number[];
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  readonly met: boolean;
  readonly page: PlanSummary;
  readonly count: PlanSummary;
  readonly planFile: string;
}

export interface QueryBench {
  readonly label: string;
  readonly users: readonly { readonly role: Role; readonly userid: string; readonly customers: number; readonly owners: number }[];
  readonly runs: number;
  readonly cases: readonly CaseResult[];
  readonly explainDir: string;
  readonly ms: number;
}

export interface QueryBenchOptions {
  readonly label: string;
  readonly db: Db;
  /** A planner and a branch head (COG01) of the seeded database. */
  readonly users: readonly { readonly role: Role; readonly userid: string }[];
  readonly runs: number;
  readonly targets: QueryTargets;
  readonly explainDir: string;
  readonly log: (m: string) => void;
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function benchCustomerQueries(o: QueryBenchOptions): Promise<QueryBench> {
  const started = performance.now();
  const { app, post, signIn } = benchClient(o.db);
  const today = kstDate(systemClock.now());

  const cases: QueryCase[] = [];
  const tokens = new Map<string, string>();
  const scopes = new Map<string, OwnerScope>();
  const people: QueryBench['users'][number][] = [];
  for (const { role, userid } of o.users) {
    const auth = await signIn(userid);
    tokens.set(userid, auth);
    const [user] = await o.db.select().from(users).where(eq(users.userid, userid));
    if (!user) throw new Error(`no user ${userid}`);
    const owners = await ownerScope(o.db, user, undefined);
    scopes.set(userid, owners);
    const inView = sql`owner_userid = any(${sql.param([...owners])}::text[])`;
    const [n] = await rowsOf<{ n: string | number }>(o.db, sql`select count(*) as n from customers where ${inView}`);
    people.push({ role, userid, customers: Number(n?.n ?? 0), owners: owners.length });
    // A saved list of the user's own, made through the call the app uses: up to 1,000 customers (the
    // most a list takes) spread over everything the user sees.
    const keys = await rowsOf<{ kwkkey: string }>(o.db, sql`select kwkkey from customers where ${inView} order by md5(kwkkey) limit 1000`);
    const saved = await post('myCstmr/saveCustList', { titl: '벤치 목록', listTyp: 'F', kwkkeyJsonString: JSON.stringify(keys.map((k) => k.kwkkey)) }, auth);
    const [member] =
      role === 'head'
        ? await rowsOf<{ userid: string }>(o.db, sql`select owner_userid as userid from customers where ${inView} and owner_userid <> ${userid} group by owner_userid order by count(*) desc, owner_userid limit 1`)
        : [];
    const terms = await customerTerms(o.db, owners, saved.custListSqno as number, member?.userid ?? '');
    cases.push(...customerCases(role, userid, terms));
  }

  // One warm-up round (discarded), then the measured rounds, every case once per round.
  const samples = new Map<QueryCase, number[]>(cases.map((c) => [c, []]));
  const first = new Map<QueryCase, { totCnt: number; rows: number }>();
  for (let round = 0; round <= o.runs; round++) {
    for (const c of cases) {
      const auth = tokens.get(c.userid)!;
      const t0 = performance.now();
      const data = await post('myCstmr/getMyCstmrList', caseFields(c), auth);
      const t = performance.now() - t0;
      if (round === 0) first.set(c, { totCnt: data.totCnt as number, rows: (data.list as unknown[]).length });
      else samples.get(c)!.push(t);
    }
    if (round % 10 === 0) o.log(`${o.label}: round ${round}/${o.runs} done (${cases.length} cases)`);
  }
  await app.services.sms.idle();

  mkdirSync(o.explainDir, { recursive: true });
  const results: CaseResult[] = [];
  for (const [i, c] of cases.entries()) {
    const owners = c.filters.searchUserid ? [c.filters.searchUserid] : scopes.get(c.userid)!;
    const q = { owners, filters: c.filters, today };
    const pagePlans: string[] = [];
    const countPlans: string[] = [];
    await customerPage(explaining(o.db, pagePlans), { ...q, offset: c.offset, limit: 10 });
    await customerCount(explaining(o.db, countPlans), q);
    const planFile = join(o.explainDir, `${String(i + 1).padStart(2, '0')}-${c.role}-${slug(c.id)}.txt`);
    writeFileSync(
      planFile,
      `${o.label}: ${c.role} ${c.userid}, ${c.id}\nfields: ${JSON.stringify(caseFields(c))}\nowners in scope: ${owners.length}\n\n` +
        `-- page query (customerPage)\n${pagePlans.join('\n')}\n\n-- count query (customerCount)\n${countPlans.join('\n')}\n`,
    );
    const s = samples.get(c)!;
    const targetMs = c.kind === 'search' ? o.targets.searchMs : o.targets.listMs;
    const p95Ms = percentile(s, 95);
    results.push({
      id: c.id,
      role: c.role,
      userid: c.userid,
      kind: c.kind,
      fields: caseFields(c),
      targetMs,
      ...first.get(c)!,
      samplesMs: s.map((v) => Math.round(v * 100) / 100),
      p50Ms: percentile(s, 50),
      p95Ms,
      maxMs: Math.max(...s),
      met: p95Ms <= targetMs,
      page: summarise(pagePlans.join('\n')),
      count: summarise(countPlans.join('\n')),
      planFile,
    });
  }
  return { label: o.label, users: people, runs: o.runs, cases: results, explainDir: o.explainDir, ms: performance.now() - started };
}

/** The database, with every execute run under EXPLAIN (ANALYZE, BUFFERS) instead: the plan is kept, no rows are returned. */
function explaining(db: Db, plans: string[]): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        const lines = await rowsOf<Record<string, string>>(target, sql`explain (analyze, buffers) ${query}`);
        plans.push(lines.map((l) => Object.values(l)[0]).join('\n'));
        return { rows: [] };
      };
    },
  });
}

function summarise(plan: string): PlanSummary {
  const num = (re: RegExp) => Number(re.exec(plan)?.[1] ?? Number.NaN);
  const scans: string[] = [];
  for (const m of plan.matchAll(/(Parallel )?(Seq Scan|Index Only Scan|Index Scan Backward|Index Scan|Bitmap Index Scan)(?: using| on) (\S+)/g)) {
    const s = `${m[2]} ${m[3]}`;
    if (!scans.includes(s)) scans.push(s);
  }
  const sort = /Sort Method: ([^\n]+)/.exec(plan)?.[1]?.trim() ?? null;
  return {
    executionMs: num(/Execution Time: ([\d.]+) ms/),
    planningMs: num(/Planning Time: ([\d.]+) ms/),
    scans,
    sort,
    buffers: /Buffers: ([^\n]+)/.exec(plan)?.[1]?.trim() ?? '',
  };
}

const slug = (id: string) =>
  id
    .replace(/\(.*?\)/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const planLine = (p: PlanSummary) =>
  `${p.executionMs.toFixed(1)} ms: ${p.scans.map((s) => s.replace(/^(Index Scan|Bitmap Index Scan|Index Only Scan|Seq Scan|Index Scan Backward) /, (k) => SHORT[k.trim()] ?? k)).join(', ')}${p.sort ? `, sort ${p.sort}` : ''}`;
const SHORT: Record<string, string> = { 'Index Scan': 'idx ', 'Index Scan Backward': 'idx↓ ', 'Bitmap Index Scan': 'bitmap ', 'Index Only Scan': 'idx-only ', 'Seq Scan': 'seq ' };

/** The per-case table of one database: times against the target, and what the plans did. */
export function queryTable(b: QueryBench): string {
  return table(
    ['Role', 'Case', 'totCnt', 'p50', 'p95', 'max', 'Target', 'Status', 'EXPLAIN page', 'EXPLAIN count'],
    b.cases.map((c) => [
      c.role,
      c.id,
      String(c.totCnt),
      ms1(c.p50Ms),
      ms1(c.p95Ms),
      ms1(c.maxMs),
      `≤ ${ms(c.targetMs)}`,
      c.met ? 'met' : 'MISSED',
      planLine(c.page),
      planLine(c.count),
    ]),
  );
}

export const ms1 = (v: number) => `${v.toFixed(1)} ms`;

/** The case with the worst p95 among the plain searches ('search') or all the others ('list'). */
export function worst(b: QueryBench, kind: QueryCase['kind']): CaseResult {
  return b.cases.filter((c) => c.kind === kind).reduce((a, c) => (c.p95Ms > a.p95Ms ? c : a));
}
