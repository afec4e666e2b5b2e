// The customer list part of `npm run bench` (run alone with --customers-only): the list call's server-side
// time for every case on PGlite with 10,000 customers and on a throw-away PostgreSQL database seeded with
// 1,000,000 (customers-load.ts, with EXPLAIN plans), and on the phone profile the list route's chunk and a
// scroll through a planner's 2,000 loaded rows (customers-scroll.ts). Returns the summary rows, the
// per-case tables and everything for results.json.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import type { LoadedResource } from './browser-metrics';
import { fileSizes, gzipWire } from './bundle-files';
import { benchCustomerQueries, ms1, queryTable, worst, type QueryBench } from './customers-load';
import { customerScrollRun, type ScrollRun } from './customers-scroll';
import { benchDetailOpen, detailTable, type DetailBench } from './detail-load';
import { createBenchDatabase } from './postgres-db';
import { startServerProcess } from './server-process';
import { kB, ms, type Row } from './table';

export interface CustomerPartOptions {
  readonly out: string;
  readonly build: string;
  readonly pgUrl: string;
  /** Customers of the PostgreSQL and PGlite databases; measured rounds per case; rows of the scrolled list. */
  readonly pgCustomers: number;
  readonly pgliteCustomers: number;
  readonly runs: number;
  readonly scrollRows: number;
  /** false: the browser part only (--browser-only). */
  readonly queries: boolean;
  readonly addCleanup: (f: () => Promise<void>) => () => void;
  readonly log: (m: string) => void;
}

export const CUSTOMER_TARGETS = { routeChunkBytes: 40_000, pgSearchMs: 30, pgListMs: 60, pgliteMs: 60, longTaskMs: 50, pgDetailOpenMs: 40 } as const;

/** The bench's planner and branch head on each database: the seed's demo ones on PGlite (10,000 customers stay in the demo branch), generated ones on PostgreSQL. */
const PGLITE_USERS = [
  { role: 'planner', userid: 'planner01' },
  { role: 'head', userid: 'branch01' },
] as const;
/** A generated branch in the middle of the seed (g050 of 103 for a million), its head and a 1급 planner (COG03). */
const pgUsers = (branches: number) => {
  if (branches === 0) return PGLITE_USERS;
  const b = String(Math.ceil(branches / 2)).padStart(3, '0');
  return [
    { role: 'planner', userid: `g${b}.p113` },
    { role: 'head', userid: `g${b}.head` },
  ] as const;
};
const SCROLL_USER = 'planner01';

interface Seeded {
  readonly customers: number;
  readonly seedMs: number;
  readonly bulkMs: number | null;
  readonly branches: number | null;
}

export interface CustomerPart {
  readonly rows: Row[];
  /** Printed before the summary. */
  readonly report: string;
  readonly results: {
    readonly targets: typeof CUSTOMER_TARGETS;
    readonly loadAvg: Record<string, number[]>;
    readonly pglite: (QueryBench & { seed: Seeded }) | null;
    readonly postgres: (QueryBench & { seed: Seeded; database: string }) | { skipped: string } | null;
    readonly detail: { readonly pglite: DetailBench | null; readonly postgres: DetailBench | null };
    readonly scroll: (ScrollRun & { serverStartMs: number; grownMs: number | null }) | null;
    readonly routeChunk: { readonly transferred: number; readonly distGz: number; readonly files: readonly { path: string; transferred: number; gz: number }[] } | null;
    readonly detailChunk: CustomerPart['results']['routeChunk'];
  };
}

export async function runCustomerPart(o: CustomerPartOptions): Promise<CustomerPart> {
  const loadAvg: Record<string, number[]> = {};
  const rows: Row[] = [];
  const report: string[] = [];
  const timing = `server-side, in process: app.request() on createApp (routing, session, decoding, scope, page and count queries, sealing, JSON), no network; ${o.runs} rounds after one warm-up round, cases in turn`;
  let pglite: CustomerPart['results']['pglite'] = null;
  let postgres: CustomerPart['results']['postgres'] = null;
  let pgliteDetail: DetailBench | null = null;
  let postgresDetail: DetailBench | null = null;

  if (o.queries) {
    // PGlite, in memory, in this process (as the server runs it by default).
    loadAvg.pglite = loadavg();
    o.log(`customers: PGlite (memory), full seed + ${o.pgliteCustomers.toLocaleString('en')} customers ...`);
    const lite = await openDb('memory://');
    try {
      const seeded = await seedWith(lite.db, o.pgliteCustomers);
      o.log(`customers: PGlite seeded in ${ms(seeded.seedMs)}; ${PGLITE_USERS.length} users × cases × ${o.runs} rounds ...`);
      const b = await benchCustomerQueries({
        label: `PGlite ${o.pgliteCustomers.toLocaleString('en')}`,
        db: lite.db,
        users: PGLITE_USERS,
        runs: o.runs,
        targets: { searchMs: CUSTOMER_TARGETS.pgliteMs, listMs: CUSTOMER_TARGETS.pgliteMs },
        explainDir: join(o.out, 'customers-explain', 'pglite'),
        log: o.log,
      });
      pglite = { ...b, seed: seeded };
      pgliteDetail = await benchDetailOpen({ label: `PGlite ${o.pgliteCustomers.toLocaleString('en')}`, db: lite.db, users: PGLITE_USERS, runs: o.runs, targetMs: CUSTOMER_TARGETS.pgDetailOpenMs, log: o.log });
    } finally {
      await lite.close();
    }
    report.push(`Customer list on PGlite (memory), ${o.pgliteCustomers.toLocaleString('en')} customers, ${timing}:`, users(pglite), queryTable(pglite), '');
    if (pgliteDetail) {
      report.push(`Customer detail opening on PGlite, ${pgliteDetail.customers.length} customers of every type:`, detailTable(pgliteDetail), '');
      rows.push({ figure: `customer detail opening p95, PGlite ${o.pgliteCustomers.toLocaleString('en')}, all its calls`, measured: ms1(pgliteDetail.open.p95Ms), note: detailNote(pgliteDetail) });
    }
    const all = [...pglite.cases].sort((a, b) => b.p95Ms - a.p95Ms)[0]!;
    rows.push({
      figure: `customer list p95, PGlite ${o.pgliteCustomers.toLocaleString('en')}, worst of ${pglite.cases.length} cases`,
      measured: ms1(all.p95Ms),
      target: `≤ ${ms(CUSTOMER_TARGETS.pgliteMs)}`,
      met: pglite.cases.every((c) => c.met),
      note: `${all.role} ${all.id}; ${missedNote(pglite)}`,
    });

    // PostgreSQL: a throw-away database seeded with the million.
    loadAvg.postgres = loadavg();
    const db = await createBenchDatabase(o.pgUrl);
    if ('unreachable' in db) {
      const why = `PostgreSQL at ${o.pgUrl.replace(/\/\/[^@/]*@/, '//…@')} not reachable (${db.unreachable}); skipped`;
      o.log(`!! ${why}`);
      postgres = { skipped: why };
      rows.push({ figure: 'customer list p95, PostgreSQL', measured: 'skipped', target: `≤ ${CUSTOMER_TARGETS.pgSearchMs} / ${CUSTOMER_TARGETS.pgListMs} ms`, note: why });
    } else {
      const removeCleanup = o.addCleanup(db.drop);
      try {
        o.log(`customers: PostgreSQL database ${db.name}, full seed + ${o.pgCustomers.toLocaleString('en')} customers (minutes) ...`);
        const pg = await openDb(db.url);
        try {
          const seeded = await seedWith(pg.db, o.pgCustomers);
          o.log(`customers: PostgreSQL seeded in ${ms(seeded.seedMs)} (the bulk part ${ms(seeded.bulkMs ?? 0)}, ${seeded.branches} generated branches)`);
          loadAvg.postgresQueries = loadavg();
          const b = await benchCustomerQueries({
            label: `PostgreSQL ${o.pgCustomers.toLocaleString('en')}`,
            db: pg.db,
            users: pgUsers(seeded.branches ?? 0),
            runs: o.runs,
            targets: { searchMs: CUSTOMER_TARGETS.pgSearchMs, listMs: CUSTOMER_TARGETS.pgListMs },
            explainDir: join(o.out, 'customers-explain', 'postgres'),
            log: o.log,
          });
          postgres = { ...b, seed: seeded, database: db.name };
          postgresDetail = await benchDetailOpen({ label: `PostgreSQL ${o.pgCustomers.toLocaleString('en')}`, db: pg.db, users: pgUsers(seeded.branches ?? 0), runs: o.runs, targetMs: CUSTOMER_TARGETS.pgDetailOpenMs, log: o.log });
        } finally {
          await pg.close();
        }
      } finally {
        await db.drop();
        removeCleanup();
      }
      report.push(`Customer list on PostgreSQL, ${o.pgCustomers.toLocaleString('en')} customers, ${timing}:`, users(postgres), queryTable(postgres), '');
      if (postgresDetail) {
        report.push(`Customer detail opening on PostgreSQL, ${postgresDetail.customers.length} customers of every type:`, detailTable(postgresDetail), '');
        rows.push({
          figure: `customer detail opening p95, PostgreSQL ${o.pgCustomers.toLocaleString('en')}, all its calls summed`,
          measured: ms1(postgresDetail.open.p95Ms),
          target: `≤ ${ms(CUSTOMER_TARGETS.pgDetailOpenMs)}`,
          met: postgresDetail.met,
          note: detailNote(postgresDetail),
        });
      }
      const search = worst(postgres, 'search');
      const list = worst(postgres, 'list');
      const size = o.pgCustomers.toLocaleString('en');
      rows.push(
        {
          figure: `customer list p95, PostgreSQL ${size}, name/phone search first page, worst of ${postgres.cases.filter((c) => c.kind === 'search').length}`,
          measured: ms1(search.p95Ms),
          target: `≤ ${ms(CUSTOMER_TARGETS.pgSearchMs)}`,
          met: postgres.cases.filter((c) => c.kind === 'search').every((c) => c.met),
          note: `${search.role} ${search.id}`,
        },
        {
          figure: `customer list p95, PostgreSQL ${size}, sorts/tabs/filters/pages, worst of ${postgres.cases.filter((c) => c.kind === 'list').length}`,
          measured: ms1(list.p95Ms),
          target: `≤ ${ms(CUSTOMER_TARGETS.pgListMs)}`,
          met: postgres.cases.filter((c) => c.kind === 'list').every((c) => c.met),
          note: `${list.role} ${list.id}; ${missedNote(postgres)}`,
        },
        { figure: `PostgreSQL seed, full + ${size} customers`, measured: ms(postgres.seed.seedMs), note: `bulk part ${ms(postgres.seed.bulkMs ?? 0)}, ${postgres.seed.branches} generated branches` },
      );
    }
  }

  // The phone: the list route's chunk, then 2,000 rows loaded and scrolled.
  loadAvg.scroll = loadavg();
  const dir = join(o.out, 'server-customers');
  rmSync(dir, { recursive: true, force: true });
  o.log(`customers: server (PGlite memory, full seed, ${SCROLL_USER} grown to ${o.scrollRows} customers) ...`);
  const server = await startServerProcess('memory://', dir, o.build, { owner: SCROLL_USER, total: o.scrollRows });
  const removeCleanup = o.addCleanup(server.stop);
  let scroll: ScrollRun;
  try {
    o.log(`customers: server pid ${server.pid} ready in ${ms(server.startMs)} (+${ms(server.grown?.ms ?? 0)} for ${server.grown?.added} customers); loading ${o.scrollRows} rows on the phone profile, then scrolling ...`);
    scroll = await customerScrollRun({ baseUrl: server.url, userid: SCROLL_USER, rows: o.scrollRows, swipe: { distancePx: 600, stepPx: 50 }, log: o.log });
  } finally {
    await server.stop();
    removeCleanup();
  }
  loadAvg.afterScroll = loadavg();
  const chunk = routeChunk(scroll.routeResources, o.build);
  rows.push({
    figure: '/myCstmr/myCstmrList chunk JS+CSS (gzip, opened from home)',
    measured: kB(chunk.transferred),
    target: `≤ ${kB(CUSTOMER_TARGETS.routeChunkBytes)}`,
    met: chunk.transferred <= CUSTOMER_TARGETS.routeChunkBytes,
    note: `${chunk.files.length} files: ${chunk.files.map((f) => `${f.path.replace(/^\/assets\//, '')} ${kB(f.transferred)}`).join(', ')}; build .gz ${kB(chunk.distGz)}`,
  });
  const detailChunk = routeChunk(scroll.detailResources, o.build);
  rows.push({
    figure: '/myCstmr/myCstmrView chunk JS+CSS (gzip, opened from the list)',
    measured: kB(detailChunk.transferred),
    target: `≤ ${kB(CUSTOMER_TARGETS.routeChunkBytes)}`,
    met: detailChunk.transferred <= CUSTOMER_TARGETS.routeChunkBytes,
    note: `${detailChunk.files.length} files: ${detailChunk.files.map((f) => `${f.path.replace(/^\/assets\//, '')} ${kB(f.transferred)}`).join(', ')}; build .gz ${kB(detailChunk.distGz)}`,
  });
  const s = scroll.scroll;
  const longest = Math.max(0, ...s.longTasks.map(([, d]) => d));
  rows.push(
    {
      figure: `customer list scroll, ${s.rows} rows, phone profile: longest long task`,
      measured: s.longTasks.length ? ms(longest) : 'none',
      target: `no task > ${ms(CUSTOMER_TARGETS.longTaskMs)}`,
      met: longest <= CUSTOMER_TARGETS.longTaskMs,
      note: `${s.longTasks.length} long tasks (${s.longTasks.map(([, d]) => d).join(' ')} ms) over ${(s.distancePx / 1000).toFixed(0)}k px in ${s.gestures} swipes, ${((s.endMs - s.startMs) / 1000).toFixed(1)} s`,
    },
    {
      figure: `customer list scroll, ${s.rows} rows: worst frame`,
      measured: ms(s.worstFrameMs),
      note: `longest gap between animation frames; p95 ${ms(s.p95FrameMs)}, ${s.framesOver50Ms} of ${s.frames} frames over 50 ms; longest long animation frame ${ms(Math.max(0, ...s.longFrames.map((f) => f.duration)))}`,
    },
    {
      figure: `customer list, loading ${scroll.loading.rows} rows by scrolling (${scroll.loading.pages} pages): longest long task`,
      measured: ms(Math.max(0, ...scroll.loading.longTasks.map(([, d]) => d))),
      note: `${scroll.loading.longTasks.length} long tasks in ${((scroll.loading.endMs - scroll.loading.startMs) / 1000).toFixed(1)} s; the page appends, not a target`,
    },
  );
  report.push(
    `Customer list scroll (${SCROLL_USER}, ${scroll.loading.total} customers): ${scroll.loading.rows} rows loaded in ${scroll.loading.pages} pages; then ${s.gestures} swipes over ${s.distancePx} px`,
    `  long tasks while scrolling [start ms, duration ms]: ${s.longTasks.map((t) => `${t[0]}+${t[1]}`).join(' ') || 'none'}`,
    `  long animation frames while scrolling: ${s.longFrames.map((f) => `${f.start}+${f.duration} (render at ${f.renderAt}${f.scripts.length ? `; ${f.scripts.join('; ')}` : ''})`).join(' | ') || 'none'}`,
    '',
  );
  return {
    rows,
    report: report.join('\n'),
    results: { targets: CUSTOMER_TARGETS, loadAvg, pglite, postgres, detail: { pglite: pgliteDetail, postgres: postgresDetail }, scroll: { ...scroll, serverStartMs: server.startMs, grownMs: server.grown?.ms ?? null }, routeChunk: chunk, detailChunk },
  };
}

async function seedWith(db: Parameters<typeof seed>[0], customers: number): Promise<Seeded> {
  const t0 = performance.now();
  const summary = await seed(db, { now: new Date(), size: 'full', customers });
  return { customers, seedMs: performance.now() - t0, bulkMs: summary.bulk?.ms ?? null, branches: summary.bulk?.branches ?? null };
}

function routeChunk(resources: readonly LoadedResource[], build: string): NonNullable<CustomerPart['results']['routeChunk']> {
  const files = resources.map((r) => ({ path: r.path, transferred: r.bodyBytes, gz: gzipWire(fileSizes(build, r.path)) }));
  return { transferred: files.reduce((n, f) => n + f.transferred, 0), distGz: files.reduce((n, f) => n + f.gz, 0), files };
}

const users = (b: QueryBench) => `Users: ${b.users.map((u) => `${u.role} ${u.userid} (${u.customers.toLocaleString('en')} customers, ${u.owners} owners)`).join('; ')}; plans in ${b.explainDir}`;

const missedNote = (b: QueryBench) => {
  const missed = b.cases.filter((c) => !c.met);
  return missed.length ? `missed: ${missed.map((c) => `${c.role} ${c.id} ${ms1(c.p95Ms)}`).join('; ')}` : 'every case met';
};

const detailNote = (b: DetailBench) => `${b.calls.map((c) => `${c.name.replace('myCstmr/', '')} p95 ${c.p95Ms.toFixed(1)}`).join(', ')}; ${b.customers.length} customers × ${b.runs} rounds`;
