// `npm run bench [-- --verbose] [-- --runs=N] [-- --budgets-only] [-- --browser-only] [-- --customers-only | --skip-customers] [-- --schedule-only] [-- --schedule-runs=N] [-- --schedule-ui-only | --skip-schedule-ui] [-- --plan-map-only | --skip-plan-map]`: builds
// the client and the two reference pages, starts the real server in a child process (in-memory PGlite, 'full'
// seed) and the reference pages on the same static handler, measures in turn over N (5) cold browser runs each:
// when /login's form is usable and when each reference page shows its content, bytes, LCP and login→/main;
// load-tests getUserInfo on PGlite and PostgreSQL (not with --browser-only); then the customer list
// (customers-part.ts: its call on PGlite 10,000 and PostgreSQL 1,000,000, its route chunk, scrolling 2,000 rows);
// prints a summary against the targets, writes .tmp/bench/results.json. --customers-only: the build and the
// customer list alone (--pg-customers=N, --pglite-customers=N, --customer-runs=N, --scroll-rows=N change its sizes).
// Then the schedule calls on PostgreSQL (schedule-part.ts); --schedule-only runs them alone (no build, no browser).
// Then my schedule's month and week changes on the phone profile (schedule-ui.ts); --schedule-ui-only: the build
// and that alone; --skip-schedule-ui leaves it out. Then the organisation on PostgreSQL (org-part.ts: a branch of
// --org-staff=N (1,000) staff, the list and member detail in process, the branch head's home-screen calls under
// load); --org-only runs it alone (no build, no browser), --org-runs=N sets its rounds (100).
// The full run ends with issue 19's budgets table (budgets.ts: /login's bytes above the floor page, the usable
// form against both reference pages, every route chunk from the build manifest, login→dashboard with all cards);
// --budgets-only: the build, the reference pages and the cold runs, then that table alone (budgets-results.json).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release } from 'node:os';
import { join } from 'node:path';
import { coldRun, PHONE, referenceRun, type ColdRun, type LoadedResource, type ReferenceRun } from './browser-metrics';
import { assetFiles, brotliWire, fileSizes, gzipWire, type FileSizes } from './bundle-files';
import { createBenchDatabase } from './postgres-db';
import { loadTest, type LoadResult } from './load';
import { buildStaff } from '../../server/db/seed/org';
import { runCustomerPart, type CustomerPart } from './customers-part';
import { runSchedulePart } from './schedule-part';
import { runScheduleUiPart, type ScheduleUiPart } from './schedule-ui';
import { runOrgPart } from './org-part';
import { runPlanMapUiPart, type PlanMapUiPart } from './plan-map-ui';
import { kstDate } from '../../server/lib/time';
import { buildReferencePages, leastLoginBytes, REFERENCE_LABELS, REFERENCE_PAGES, type ReferencePage } from './reference-pages';
import { startServerProcess, startStaticProcess } from './server-process';
import { kB, median, ms, REFERENCES, s, summaryTable, table, type Row } from './table';
import { BUDGETS, budgetRows, budgetsTable, routeChunkTable, type BudgetMeasures, type BudgetRow } from './budgets';
import { routeChunks, type RouteChunkReport } from './route-chunks';
import { runFaultsBench, runLoadBench } from '../load/bench-part';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const browserOnly = args.includes('--browser-only');
const customersOnly = args.includes('--customers-only');
const skipCustomers = args.includes('--skip-customers');
/** --schedule-only: the schedule calls on PostgreSQL alone (no build, no browser): the quick run. */
const scheduleOnly = args.includes('--schedule-only');
/** --schedule-ui-only: the build and my schedule's month/week changes on the phone profile alone. */
const scheduleUiOnly = args.includes('--schedule-ui-only');
const skipScheduleUi = args.includes('--skip-schedule-ui');
/** --plan-map-only: the build, then the plan map's opening and the cart's changes on the phone profile alone. */
const planMapOnly = args.includes('--plan-map-only');
const skipPlanMap = args.includes('--skip-plan-map');
/** --org-only: the organisation calls on PostgreSQL alone (no build, no browser). */
const orgOnly = args.includes('--org-only');
/** --budgets-only: the build, the reference pages and the cold runs, then issue 19's budgets table alone. */
const budgetsOnly = args.includes('--budgets-only');
const count = (name: string, fallback: number) => {
  const v = Number(args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
  if (!Number.isInteger(v) || v < 1) throw new Error(`--${name} must be a whole number ≥ 1, not ${v}`);
  return v;
};
const runs = count('runs', 5);
const scheduleRuns = count('schedule-runs', 100);
const ORG = { runs: count('org-runs', 100), staff: count('org-staff', 1000) } as const;
const CUSTOMERS = {
  pgCustomers: count('pg-customers', 1_000_000),
  pgliteCustomers: count('pglite-customers', 10_000),
  runs: count('customer-runs', 40),
  scrollRows: count('scroll-rows', 2_000),
} as const;
const OUT = '.tmp/bench';
/** A build of its own, so a concurrent `vite build` / e2e run on ./dist neither disturbs nor is disturbed. */
const BUILD = join(OUT, 'dist');
const REFERENCES_DIR = join(OUT, 'reference');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LOAD = { connections: 200, durationS: 10, warmupS: 3 } as const;
/** Issue 19's budgets (budgets.ts) and the earlier targets that still stand. */
const TARGETS = { ...BUDGETS, lcpMs: 1400, loginToMainMs: 2000, p99Ms: 50 } as const;

const log = (m: string) => console.log(m);
const cleanups: (() => Promise<void>)[] = [];
/** Registers a clean-up for Ctrl-C and failures; the returned function takes it back once done. */
const addCleanup = (f: () => Promise<void>) => {
  cleanups.push(f);
  return () => void cleanups.splice(cleanups.indexOf(f), 1);
};
const customerPart = (queries: boolean) =>
  runCustomerPart({ out: OUT, build: BUILD, pgUrl: PG_URL, ...CUSTOMERS, queries, addCleanup, log });
const cleanUp = async () => {
  for (const f of cleanups.splice(0).reverse()) await f().catch((e: unknown) => console.error('cleanup failed:', e));
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

function build(): number {
  const started = performance.now();
  // --manifest: .vite/manifest.json, which route-chunks.ts reads for each route's chunk and its imports.
  const r = spawnSync('npx', ['vite', 'build', '--outDir', BUILD, '--emptyOutDir', '--manifest', '--logLevel', verbose ? 'info' : 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status})`);
  return performance.now() - started;
}

interface PageBytes {
  /** Median over the runs of the summed transferred body bytes (gzip forced). */
  readonly transferred: number;
  readonly perRun: readonly number[];
  /** The same files from the build: .gz siblings (what gzip serving sends), gzip -9 computed, .br, raw. */
  readonly distGz: number;
  readonly distGzipComputed: number;
  readonly distBrotli: number;
  readonly distRaw: number;
  readonly files: readonly FileSizes[];
}

function pageBytes(samples: readonly { resources: readonly LoadedResource[] }[], phases: readonly LoadedResource['phase'][], build = BUILD): PageBytes {
  const pick = (r: { resources: readonly LoadedResource[] }) => r.resources.filter((x) => phases.includes(x.phase));
  const perRun = samples.map((r) => pick(r).reduce((n, x) => n + x.bodyBytes, 0));
  const paths = [...new Set(samples.flatMap((r) => pick(r).map((x) => x.path)))].sort();
  const files = paths.map((p) => fileSizes(build, p));
  const sum = (f: (x: FileSizes) => number) => files.reduce((n, x) => n + f(x), 0);
  return { transferred: median(perRun), perRun, distGz: sum(gzipWire), distGzipComputed: sum((x) => x.gzip), distBrotli: sum(brotliWire), distRaw: sum((x) => x.raw), files };
}

function checkGzipServed(samples: readonly { resources: readonly LoadedResource[] }[], build = BUILD): void {
  for (const r of samples)
    for (const x of r.resources) {
      const f = fileSizes(build, x.path);
      if (f.gzFile !== null && x.encoding !== 'gzip') throw new Error(`${x.path} has a .gz sibling but came as ${x.encoding}: gzip was not forced`);
    }
}

type Loaded = LoadResult & { serverStartMs: number };

/** Every seeded staff member (all log in with the demo password). */
const STAFF = buildStaff(kstDate(new Date())).map((s) => s.userid);

/** getUserInfo, then dashboard as one user and as the whole organisation, on one server over the given database. */
async function loadOn(name: string, databaseUrl: string, dataDir: string): Promise<{ userInfo: Loaded; dashboard: Loaded; dashboardAll: Loaded }> {
  const server = await startServerProcess(databaseUrl, dataDir, BUILD);
  cleanups.push(server.stop);
  try {
    log(`${name}: server pid ${server.pid} ready in ${s(server.startMs)} (open, migrate, full seed); ${LOAD.connections} connections, ${LOAD.warmupS} s warm-up + ${LOAD.durationS} s per call`);
    const userInfo = { ...(await loadTest(server.url, LOAD, 'getUserInfo')), serverStartMs: server.startMs };
    const dashboard = { ...(await loadTest(server.url, LOAD, 'dashboard')), serverStartMs: server.startMs };
    const dashboardAll = { ...(await loadTest(server.url, LOAD, 'dashboard', STAFF)), serverStartMs: server.startMs };
    return { userInfo, dashboard, dashboardAll };
  } finally {
    await server.stop();
  }
}

const loadLine = (name: string, r: LoadResult) =>
  `${name}: ${Math.round(r.requestsPerSec)} req/s, p50 ${ms(r.p50Ms)}, p90 ${ms(r.p90Ms)}, p99 ${ms(r.p99Ms)}, max ${ms(r.maxMs)}; ` +
  `${r.requests} requests, non-2xx ${r.non2xx}, not rt=success ${r.notSuccess}, errors ${r.errors}, timeouts ${r.timeouts}`;

const loadNote = (r: LoadResult) =>
  `${Math.round(r.requestsPerSec)} req/s, p50 ${ms(r.p50Ms)}, non-2xx ${r.non2xx}, not success ${r.notSuccess}` +
  (r.errors || r.timeouts ? `, errors ${r.errors} (timeouts ${r.timeouts})` : '');

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadAvgAtStart = loadavg();
  mkdirSync(OUT, { recursive: true });
  if (scheduleOnly) return scheduleOnlyRun(startedAt);
  if (orgOnly) return orgOnlyRun(startedAt);
  // Issue 19 (tests/load/bench-part.ts): the call mix under load, and the faults and scale-out runs.
  if (args.includes('--load-only')) return runLoadBench({ pgUrl: PG_URL, out: OUT, args, log });
  if (args.includes('--faults-only')) return runFaultsBench({ pgUrl: PG_URL, out: OUT, args, log });
  log(`building the client into ${BUILD} ...`);
  const buildMs = build();
  if (customersOnly) return customersOnlyRun(startedAt, loadAvgAtStart, buildMs);
  if (scheduleUiOnly) return scheduleUiOnlyRun(startedAt, loadAvgAtStart, buildMs);
  if (planMapOnly) return planMapOnlyRun(startedAt, loadAvgAtStart, buildMs);
  log(`building the reference pages into ${REFERENCES_DIR} ...`);
  const referenceDirs = await buildReferencePages(REFERENCES_DIR);

  // 1-3: browser figures against the PGlite server, and the reference pages on the same static handler,
  // taken in turn so that a busier moment of this shared machine weighs on all three alike.
  const app = await startAppServer();
  const { samples, referenceSamples } = await coldRounds(app.url, referenceDirs);
  if (budgetsOnly) {
    await app.stop();
    return budgetsOnlyRun(startedAt, loadAvgAtStart, buildMs, samples, referenceSamples, referenceDirs);
  }
  const startup = startupComparison(samples, referenceSamples, referenceDirs);
  const login = pageBytes(samples, ['login']);
  const main = pageBytes(samples, ['login', 'boot', 'main']);
  const noticeScreen = pageBytes(samples, ['notice']);
  const alertsScreen = pageBytes(samples, ['notification']);
  const chunks = await routeChunks(BUILD);
  const loginInitial = initialBytes(samples, chunks);
  const budgets = budgetRows(budgetMeasures(samples, startup, loginInitial, chunks, await leastLoginBytes(REFERENCES_DIR)));
  const loadAvg: Record<string, number[]> = { start: loadAvgAtStart, afterBrowser: loadavg() };

  // 4: load on the same PGlite server, then on a fresh PostgreSQL database.
  let pglite: Loaded | null = null;
  if (!browserOnly) {
    log(`load on PGlite (memory): same server; ${LOAD.connections} connections, ${LOAD.warmupS} s warm-up + ${LOAD.durationS} s`);
    pglite = { ...(await loadTest(app.url, LOAD)), serverStartMs: app.startMs };
    log(loadLine('PGlite', pglite));
  }
  await app.stop();
  let postgres: Loaded | null = null;
  let postgresDashboard: Loaded | null = null;
  let postgresDashboardAll: Loaded | null = null;
  let postgresSkipped: string | null = null;
  const db = browserOnly ? { unreachable: 'not run (--browser-only)' } : await createBenchDatabase(PG_URL);
  if ('unreachable' in db) {
    postgresSkipped = browserOnly ? 'not run (--browser-only)' : `PostgreSQL at ${PG_URL.replace(/\/\/[^@/]*@/, '//…@')} not reachable (${db.unreachable}); skipped`;
    log(`!! ${postgresSkipped}`);
  } else {
    cleanups.push(db.drop);
    loadAvg.postgres = loadavg();
    try {
      const pg = await loadOn(`load on PostgreSQL (database ${db.name})`, db.url, join(OUT, 'server-postgres'));
      postgres = pg.userInfo;
      postgresDashboard = pg.dashboard;
      postgresDashboardAll = pg.dashboardAll;
      log(loadLine('PostgreSQL getUserInfo', postgres));
      log(loadLine('PostgreSQL dashboard', postgresDashboard));
      log(loadLine(`PostgreSQL dashboard, ${STAFF.length} users`, postgresDashboardAll));
    } finally {
      await db.drop();
      cleanups.splice(cleanups.indexOf(db.drop), 1);
    }
  }

  const customers: CustomerPart | null = skipCustomers ? null : await customerPart(!browserOnly);
  const schedule = browserOnly ? null : await runSchedulePart({ pgUrl: PG_URL, runs: scheduleRuns, log, addCleanup });
  const org = browserOnly ? null : await orgPart();
  loadAvg.scheduleUi = loadavg();
  const scheduleUi: ScheduleUiPart | null = skipScheduleUi ? null : await scheduleUiPart();
  loadAvg.planMap = loadavg();
  const planMap: PlanMapUiPart | null = skipPlanMap ? null : await planMapPart();

  const lcp = median(samples.map((r) => r.lcpMs).filter((v) => Number.isFinite(v)));
  const loginToMain = median(samples.map((r) => r.loginToMainMs));
  const loginToDashboard = median(samples.map((r) => r.loginToDashboardMs));
  const formVisible = median(samples.map((r) => r.formVisibleMs));
  const rows: Row[] = [
    {
      figure: `/login form usable (median of ${runs})`,
      measured: s(startup.login.medianMs),
      target: `≤ ${TARGETS.loginVsFloor.toFixed(2)} × fixed-library page, ≤ ${TARGETS.loginVsBare.toFixed(2)} × bare`,
      met: startup.loginVsLibs <= TARGETS.loginVsFloor && startup.loginVsBare <= TARGETS.loginVsBare,
      note: `${startup.loginVsLibs.toFixed(2)} × fixed-library page (${s(startup.libs.medianMs)}), ${startup.loginVsBare.toFixed(2)} × bare React (${s(startup.bare.medianMs)}); runs ${samples.map((r) => s(r.formUsableMs)).join(' ')}`,
    },
    {
      figure: '/login initial JS+CSS (gzip, what index.html loads)',
      measured: kB(loginInitial.transferred),
      target: `≤ fixed-library page + ${kB(TARGETS.loginBytesOverFloor)}`,
      met: loginInitial.transferred - startup.libs.bytes <= TARGETS.loginBytesOverFloor,
      note: `fixed-library page ${kB(startup.libs.bytes)}; until the form was usable ${kB(login.transferred)}; brotli ${kB(loginInitial.distBrotli)}, raw ${kB(loginInitial.distRaw)}, ${loginInitial.files.length} files`,
    },
    { figure: '/main initial JS+CSS (gzip, incl. /login)', measured: kB(main.transferred), note: `${kB(main.transferred - login.transferred)} after /login; brotli ${kB(main.distBrotli)}, raw ${kB(main.distRaw)}, ${main.files.length} files` },
    { figure: '/notice chunk JS+CSS (gzip, opened from home)', measured: kB(noticeScreen.transferred), note: `${noticeScreen.files.length} files: ${noticeScreen.files.map((f) => f.path.replace(/^\/assets\//, '')).join(', ')}` },
    { figure: '/notification chunk JS+CSS (gzip, opened after /notice)', measured: kB(alertsScreen.transferred), note: `${alertsScreen.files.length} files: ${alertsScreen.files.map((f) => f.path.replace(/^\/assets\//, '')).join(', ')}` },
    { figure: `/login LCP (median of ${runs})`, measured: s(lcp), target: '≤ 1.40 s', met: lcp <= TARGETS.lcpMs, note: samples.map((r) => s(r.lcpMs)).join(' ') },
    { figure: `/login form visible (median of ${runs})`, measured: s(formVisible), note: "index.html's static form, shown once the maintenance file says open; the LCP element is the logo" },
    {
      figure: `/login app's own screen in place (median of ${runs})`,
      measured: s(median(samples.map((r) => r.appFormMs))),
      note: "scripts run, start-up checks answered, the login machine took the static form's values over",
    },
    { figure: `login→/main visible (median of ${runs})`, measured: s(loginToMain), target: '≤ 2.00 s', met: loginToMain <= TARGETS.loginToMainMs, note: samples.map((r) => s(r.loginToMainMs)).join(' ') },
    { figure: `login→dashboard, all cards (median of ${runs})`, measured: s(loginToDashboard), target: `≤ ${s(TARGETS.loginToDashboardMs)}`, met: loginToDashboard <= TARGETS.loginToDashboardMs, note: samples.map((r) => s(r.loginToDashboardMs)).join(' ') },
    postgresDashboard
      ? { figure: 'dashboard p99 @200 conn, PostgreSQL', measured: ms(postgresDashboard.p99Ms), target: '≤ 50 ms', met: postgresDashboard.p99Ms <= TARGETS.p99Ms, note: loadNote(postgresDashboard) }
      : { figure: 'dashboard p99 @200 conn, PostgreSQL', measured: 'skipped', target: '≤ 50 ms', note: postgresSkipped ?? '' },
    postgresDashboardAll
      ? { figure: `dashboard p99 @200 conn, PostgreSQL, ${STAFF.length} users`, measured: ms(postgresDashboardAll.p99Ms), target: '≤ 50 ms', met: postgresDashboardAll.p99Ms <= TARGETS.p99Ms, note: loadNote(postgresDashboardAll) }
      : { figure: `dashboard p99 @200 conn, PostgreSQL, ${STAFF.length} users`, measured: 'skipped', target: '≤ 50 ms', note: postgresSkipped ?? '' },
    postgres
      ? { figure: 'getUserInfo p99 @200 conn, PostgreSQL', measured: ms(postgres.p99Ms), target: '≤ 50 ms', met: postgres.p99Ms <= TARGETS.p99Ms, note: loadNote(postgres) }
      : { figure: 'getUserInfo p99 @200 conn, PostgreSQL', measured: 'skipped', target: '≤ 50 ms', note: postgresSkipped ?? '' },
    pglite
      ? { figure: 'getUserInfo p99 @200 conn, PGlite', measured: ms(pglite.p99Ms), note: loadNote(pglite) }
      : { figure: 'getUserInfo p99 @200 conn, PGlite', measured: 'skipped', note: 'not run (--browser-only)' },
    ...(customers?.rows ?? []),
    ...(schedule?.rows ?? []),
    ...(org?.rows ?? []),
    ...(scheduleUi?.rows ?? []),
    ...(planMap?.rows ?? []),
  ];

  const crossCheck = [loginInitial, main].map((b) =>
    b.transferred === b.distGz && b.distGz === b.distGzipComputed ? 'same' : `transferred ${b.transferred} B, dist .gz ${b.distGz} B, gzip -9 computed ${b.distGzipComputed} B`,
  );
  if (verbose) {
    const r0 = samples[0]!;
    log('\nResources of cold run 1 (JS and CSS; phase = requested before the login form / the profile line was visible):');
    log(
      table(
        ['Path', 'Phase', 'Enc', 'Transferred', 'Raw', 'gzip -9', '.gz', '.br'],
        r0.resources.map((x) => {
          const f = fileSizes(BUILD, x.path);
          return [x.path, x.phase, x.encoding, String(x.bodyBytes), String(f.raw), String(f.gzip), String(f.gzFile ?? '-'), String(f.brFile ?? '-')];
        }),
      ),
    );
    log('\nEvery JS/CSS file in the build (bytes):');
    log(table(['Asset', 'Raw', 'gzip -9', '.br'], assetFiles(BUILD).map((f) => [f.path, String(f.raw), String(f.gzip), String(f.brFile ?? '-')])));
    log('\n/login timeline of cold run 1 (page clock, ms: start → response end):');
    for (const t of r0.loginTimeline) log(`  ${String(t.startMs).padStart(5)} → ${String(t.endMs).padStart(5)}  ${t.name}`);
    for (const [i, r] of samples.entries())
      log(
        `run ${i + 1}: password field ready ${ms(r.passwordReadyMs)}, tap sent ${ms(r.inputTiming.tapSentMs ?? Number.NaN)}, ` +
          `typed text drawn ${ms(r.formUsableMs)}, app's screen ${ms(r.appFormMs)}; long tasks before: ${r.inputTiming.longTasks.map(([t, d]) => `${t}+${d}`).join(' ') || 'none'}`,
      );
    for (const [i, r] of samples.entries()) log(`LCP candidates, run ${i + 1}: ${r.lcpEntries.join('; ')}`);
    log(`shell actions, run 1 (fake shell answers after ${PHONE.shellAnswerDelayMs} ms): ${r0.shellActions.join(', ')}`);
    log(`\nper-run bytes: /login ${login.perRun.join(', ')}; /main ${main.perRun.join(', ')}`);
  }

  log(`\nEduPlanner bench, ${startedAt.toISOString()}: chromium ${samples[0]!.browserVersion}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}`);
  log(`Phone: ${PHONE.viewport.width}x${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, Android app shell UA, CPU ${PHONE.cpuSlowdown}x, ${PHONE.network.latencyMs} ms / ${PHONE.network.downloadKbit} / ${PHONE.network.uploadKbit} kbit/s, cold (new browser per run, cache disabled), Accept-Encoding: gzip`);
  log(`Load: autocannon in the bench process, server in a child process; ${LOAD.connections} connections, ${LOAD.durationS} s after ${LOAD.warmupS} s warm-up; POST /api/v1/getUserInfo as planner01`);
  log(`Bytes cross-check vs build (.gz siblings, gzip -9): /login ${crossCheck[0]}; /main ${crossCheck[1]}\n`);
  log(`Start-up, side by side (median of ${runs} cold runs each, taken in turn):`);
  log(startupTable(startup));
  if (customers) log(`\n${customers.report}`);
  if (schedule) log(`\n${schedule.report}`);
  if (org) log(`\n${org.report}`);
  if (scheduleUi) log(`\n${scheduleUi.report}`);
  if (planMap) log(`\n${planMap.report}`);
  log(`\n${summaryTable(rows)}`);
  logBudgets(budgets, chunks);
  log(`\n${REFERENCES}`);

  const results = {
    date: startedAt.toISOString(),
    loadAvg,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, kernel: release(), debian: readDebian(), node: process.version, chromium: samples[0]!.browserVersion },
    setup: { runs, phone: PHONE, load: LOAD, buildDir: BUILD, buildMs: Math.round(buildMs), acceptEncoding: 'gzip', kB: 1000 },
    targets: TARGETS,
    bytes: { login, loginInitial, main, notice: noticeScreen, notification: alertsScreen },
    budgets: { rows: budgets, routeChunks: chunks },
    lcpMs: { median: lcp, runs: samples.map((r) => r.lcpMs), elements: samples.map((r) => r.lcpElement) },
    formVisibleMs: { median: formVisible, runs: samples.map((r) => r.formVisibleMs) },
    startup: {
      ...startup,
      clock: 'page performance.now() from navigation start; /login: the frame after a character typed into the 비밀번호 field (real tap and key press) is in it; reference pages: the first frame with their content visible',
      target: `login ≤ ${TARGETS.loginVsFloor} × fixed-library page and ≤ ${TARGETS.loginVsBare} × bare React page, same run`,
    },
    referenceRuns: referenceSamples,
    loginToMainMs: { median: loginToMain, runs: samples.map((r) => r.loginToMainMs), nodeClockRuns: samples.map((r) => r.loginToMainWallMs), clock: 'page performance.now(): click capture listener → animation frame after the profile line is visible' },
    loginToDashboardMs: { median: loginToDashboard, runs: samples.map((r) => r.loginToDashboardMs), clock: 'page performance.now(): click capture listener → animation frame with every listed card drawn' },
    load: { pglite, postgres, postgresDashboard, postgresDashboardAll, postgresSkipped, browserOnly },
    customers: customers?.results ?? null,
    schedule: schedule?.results ?? null,
    organisation: org?.results ?? null,
    scheduleUi: scheduleUi?.results ?? null,
    planMap: planMap?.results ?? null,
    summary: rows,
    coldRuns: samples,
  };
  writeFileSync(join(OUT, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`\nresults: ${join(OUT, 'results.json')}`);
}

/** --schedule-only: the schedule calls on PostgreSQL alone, written to schedule-results.json. */
async function scheduleOnlyRun(startedAt: Date): Promise<void> {
  const schedule = await runSchedulePart({ pgUrl: PG_URL, runs: scheduleRuns, log, addCleanup });
  log(`\nEduPlanner bench (schedule calls only), ${startedAt.toISOString()}: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}`);
  log(schedule.report);
  log(summaryTable(schedule.rows));
  writeFileSync(join(OUT, 'schedule-results.json'), `${JSON.stringify({ date: startedAt.toISOString(), loadAvg: loadavg(), schedule: schedule.results, summary: schedule.rows }, null, 2)}\n`);
  log(`\nresults: ${join(OUT, 'schedule-results.json')}`);
}

const orgPart = () => runOrgPart({ pgUrl: PG_URL, out: OUT, runs: ORG.runs, staff: ORG.staff, log, addCleanup });

/** --org-only: the organisation calls on PostgreSQL alone, written to org-results.json. */
async function orgOnlyRun(startedAt: Date): Promise<void> {
  const org = await orgPart();
  log(`\nEduPlanner bench (organisation only), ${startedAt.toISOString()}: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}`);
  log(org.report);
  log(summaryTable(org.rows));
  writeFileSync(join(OUT, 'org-results.json'), `${JSON.stringify({ date: startedAt.toISOString(), loadAvg: loadavg(), organisation: org.results, summary: org.rows }, null, 2)}\n`);
  log(`\nresults: ${join(OUT, 'org-results.json')}`);
}

const scheduleUiPart = () => runScheduleUiPart({ out: OUT, build: BUILD, verbose, log, addCleanup });

/** --schedule-ui-only: the build, then my schedule's month/week changes alone, written to schedule-ui-results.json. */
async function scheduleUiOnlyRun(startedAt: Date, loadAvgAtStart: number[], buildMs: number): Promise<void> {
  const part = await scheduleUiPart();
  log(`\nEduPlanner bench (my schedule month/week changes only), ${startedAt.toISOString()}: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, chromium ${part.results.browserVersion}`);
  log(`1-minute load average: ${loadAvgAtStart[0]!.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end`);
  log(`Phone: ${PHONE.viewport.width}x${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, CPU ${PHONE.cpuSlowdown}x, ${PHONE.network.latencyMs} ms / ${PHONE.network.downloadKbit} / ${PHONE.network.uploadKbit} kbit/s, Accept-Encoding: gzip\n`);
  log(part.report);
  log(summaryTable(part.rows));
  const results = { date: startedAt.toISOString(), loadAvg: { start: loadAvgAtStart, end: loadavg() }, machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, kernel: release(), node: process.version }, setup: { phone: PHONE, buildMs: Math.round(buildMs) }, scheduleUi: part.results, summary: part.rows };
  writeFileSync(join(OUT, 'schedule-ui-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`\nresults: ${join(OUT, 'schedule-ui-results.json')}`);
}

const planMapPart = () => runPlanMapUiPart({ out: OUT, build: BUILD, log, addCleanup });

/** --plan-map-only: the build, then the plan map and the cart alone, written to plan-map-results.json. */
async function planMapOnlyRun(startedAt: Date, loadAvgAtStart: number[], buildMs: number): Promise<void> {
  const part = await planMapPart();
  log(`\nEduPlanner bench (plan map and cart only), ${startedAt.toISOString()}: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, chromium ${part.results.browserVersion}`);
  log(`1-minute load average: ${loadAvgAtStart[0]!.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end`);
  log(part.report);
  log(summaryTable(part.rows));
  const results = { date: startedAt.toISOString(), loadAvg: { start: loadAvgAtStart, end: loadavg() }, machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, kernel: release(), node: process.version }, setup: { phone: PHONE, buildMs: Math.round(buildMs) }, planMap: part.results, summary: part.rows };
  writeFileSync(join(OUT, 'plan-map-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`\nresults: ${join(OUT, 'plan-map-results.json')}`);
}

/** --customers-only: the build, then the customer list part alone. */
async function customersOnlyRun(startedAt: Date, loadAvgAtStart: number[], buildMs: number): Promise<void> {
  const customers = await customerPart(true);
  log(`\nEduPlanner bench (customer list only), ${startedAt.toISOString()}: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, chromium ${customers.results.scroll?.browserVersion ?? '?'}`);
  log(`1-minute load average: ${loadAvgAtStart[0]!.toFixed(2)} at the start; ${Object.entries(customers.results.loadAvg).map(([k, v]) => `${k} ${v[0]!.toFixed(2)}`).join(', ')}`);
  log(`Phone: ${PHONE.viewport.width}x${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, CPU ${PHONE.cpuSlowdown}x, ${PHONE.network.latencyMs} ms / ${PHONE.network.downloadKbit} / ${PHONE.network.uploadKbit} kbit/s, Accept-Encoding: gzip\n`);
  log(customers.report);
  log(summaryTable(customers.rows));
  const results = {
    date: startedAt.toISOString(),
    customersOnly: true,
    loadAvg: { start: loadAvgAtStart },
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, kernel: release(), debian: readDebian(), node: process.version, chromium: customers.results.scroll?.browserVersion },
    setup: { phone: PHONE, buildDir: BUILD, buildMs: Math.round(buildMs), customers: CUSTOMERS },
    customers: customers.results,
    summary: customers.rows,
  };
  writeFileSync(join(OUT, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`\nresults: ${join(OUT, 'results.json')}`);
}

/** The app's server for the browser runs: in-memory PGlite, full seed, in a child process. */
async function startAppServer(): Promise<Awaited<ReturnType<typeof startServerProcess>>> {
  rmSync(join(OUT, 'server-pglite'), { recursive: true, force: true });
  const app = await startServerProcess('memory://', join(OUT, 'server-pglite'), BUILD);
  cleanups.push(app.stop);
  log(`server (child pid ${app.pid}, in-memory PGlite, full seed) ready in ${s(app.startMs)} at ${app.url}`);
  return app;
}

/** N rounds of cold runs: each reference page, then /login (and on to home), in turn. */
async function coldRounds(appUrl: string, referenceDirs: Record<ReferencePage, string>): Promise<{ samples: ColdRun[]; referenceSamples: Record<ReferencePage, ReferenceRun[]> }> {
  const referenceServers = {} as Record<ReferencePage, Awaited<ReturnType<typeof startStaticProcess>>>;
  for (const name of REFERENCE_PAGES) {
    referenceServers[name] = await startStaticProcess(referenceDirs[name]);
    cleanups.push(referenceServers[name].stop);
  }
  const samples: ColdRun[] = [];
  const referenceSamples: Record<ReferencePage, ReferenceRun[]> = { bare: [], libs: [] };
  for (let i = 1; i <= runs; i++) {
    for (const name of REFERENCE_PAGES) {
      const ref = await referenceRun(referenceServers[name].url);
      referenceSamples[name].push(ref);
      log(`cold run ${i}/${runs}, ${REFERENCE_LABELS[name]}: content visible ${ms(ref.contentMs)}, ${ref.requests} requests`);
    }
    const r = await coldRun(appUrl);
    samples.push(r);
    log(
      `cold run ${i}/${runs}, /login: form usable ${ms(r.formUsableMs)} (field ready ${ms(r.passwordReadyMs)}, app's screen ${ms(r.appFormMs)}), ` +
        `LCP ${ms(r.lcpMs)} (${r.lcpElement}), form visible ${ms(r.formVisibleMs)}, login→/main ${ms(r.loginToMainMs)} (Node clock ${ms(r.loginToMainWallMs)}), login→dashboard ${ms(r.loginToDashboardMs)}`,
    );
  }
  for (const name of REFERENCE_PAGES) {
    await referenceServers[name].stop();
    checkGzipServed(referenceSamples[name], referenceDirs[name]);
  }
  checkGzipServed(samples);
  return { samples, referenceSamples };
}

/**
 * /login's initial JS+CSS: the files index.html loads (its script and stylesheet, the entry and its static
 * imports, from the build manifest), as transferred in the cold runs, whenever they were requested. Code the
 * app fetches later on its own (home's, warmed at idle on the login page) is not initial.
 */
const initialBytes = (samples: readonly ColdRun[], chunks: RouteChunkReport): PageBytes => {
  const entry = new Set(chunks.entryFiles);
  return pageBytes(samples.map((r) => ({ resources: r.resources.filter((x) => entry.has(x.path)) })), ['login', 'boot', 'main']);
};

/** The budgets' figures from the cold runs, the start-up comparison and the build's route chunks. */
function budgetMeasures(samples: readonly ColdRun[], startup: Startup, loginInitial: PageBytes, chunks: RouteChunkReport, leastLogin: number): BudgetMeasures {
  return {
    runs: samples.length,
    loginBytes: loginInitial.transferred,
    loginFiles: loginInitial.files.map((f) => f.path),
    floorBytes: startup.libs.bytes,
    leastLoginBytes: leastLogin,
    loginUsableMs: startup.login.medianMs,
    floorContentMs: startup.libs.medianMs,
    bareContentMs: startup.bare.medianMs,
    routes: chunks.routes,
    loginToDashboardMs: median(samples.map((r) => r.loginToDashboardMs)),
    loginToDashboardRuns: samples.map((r) => r.loginToDashboardMs),
  };
}

/** The budgets table, and the route listing behind its chunk row. */
function logBudgets(budgets: readonly BudgetRow[], chunks: RouteChunkReport): void {
  log(`\nRoute chunks beyond the entry (${chunks.entryFiles.map((f) => f.replace(/^\/assets\//, '')).join(' + ')}), gzip as served, budget ${kB(BUDGETS.routeChunkBytes)} each:`);
  log(routeChunkTable(chunks.routes, chunks.otherLazy));
  log(`\n${budgetsTable(budgets)}`);
}

/** --budgets-only: the build, the reference pages, the cold runs, then issue 19's budgets alone, written to budgets-results.json. */
async function budgetsOnlyRun(
  startedAt: Date,
  loadAvgAtStart: number[],
  buildMs: number,
  samples: ColdRun[],
  referenceSamples: Record<ReferencePage, ReferenceRun[]>,
  referenceDirs: Record<ReferencePage, string>,
): Promise<void> {
  const startup = startupComparison(samples, referenceSamples, referenceDirs);
  const chunks = await routeChunks(BUILD);
  const loginInitial = initialBytes(samples, chunks);
  const measures = budgetMeasures(samples, startup, loginInitial, chunks, await leastLoginBytes(REFERENCES_DIR));
  const budgets = budgetRows(measures);
  const loadAvgAtEnd = loadavg();
  log(`\nEduPlanner bench (budgets only), ${startedAt.toISOString()}: chromium ${samples[0]!.browserVersion}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}`);
  log(`1-minute load average: ${loadAvgAtStart[0]!.toFixed(2)} at the start, ${loadAvgAtEnd[0]!.toFixed(2)} at the end`);
  log(`Phone: ${PHONE.viewport.width}x${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, CPU ${PHONE.cpuSlowdown}x, ${PHONE.network.latencyMs} ms / ${PHONE.network.downloadKbit} / ${PHONE.network.uploadKbit} kbit/s, cold, Accept-Encoding: gzip\n`);
  log(`Start-up, side by side (median of ${runs} cold runs each, taken in turn):`);
  log(startupTable(startup));
  if (verbose) for (const f of loginInitial.files) log(`  /login initial: ${f.path} ${kB(gzipWire(f))}`);
  logBudgets(budgets, chunks);
  const results = {
    date: startedAt.toISOString(),
    loadAvg: { start: loadAvgAtStart, end: loadAvgAtEnd },
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, kernel: release(), node: process.version, chromium: samples[0]!.browserVersion },
    setup: { runs, phone: PHONE, buildMs: Math.round(buildMs), kB: 1000 },
    budgets: BUDGETS,
    measures,
    startup,
    loginInitialFiles: loginInitial.files,
    routeChunks: chunks,
    summary: budgets,
    coldRuns: samples.map(({ resources, loginTimeline, ...r }) => ({ ...r, resources })),
    referenceRuns: referenceSamples,
  };
  writeFileSync(join(OUT, 'budgets-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`\nresults: ${join(OUT, 'budgets-results.json')}`);
}

interface StartupFigure {
  readonly label: string;
  readonly medianMs: number;
  readonly runsMs: readonly number[];
  /** JS+CSS transferred (gzip) before the figure's moment, median over the runs. */
  readonly bytes: number;
  /** Requests of any kind started before it, median over the runs. */
  readonly requests: number;
}

interface Startup {
  readonly bare: StartupFigure;
  readonly libs: StartupFigure;
  readonly login: StartupFigure;
  readonly loginVsLibs: number;
  readonly loginVsBare: number;
}

function startupComparison(app: readonly ColdRun[], refs: Record<ReferencePage, ReferenceRun[]>, dirs: Record<ReferencePage, string>): Startup {
  const reference = (name: ReferencePage): StartupFigure => ({
    label: REFERENCE_LABELS[name],
    medianMs: median(refs[name].map((r) => r.contentMs)),
    runsMs: refs[name].map((r) => r.contentMs),
    bytes: pageBytes(refs[name], ['content'], dirs[name]).transferred,
    requests: median(refs[name].map((r) => r.requests)),
  });
  const bare = reference('bare');
  const libs = reference('libs');
  const login: StartupFigure = {
    label: '/login, password field usable (typed text lands)',
    medianMs: median(app.map((r) => r.formUsableMs)),
    runsMs: app.map((r) => r.formUsableMs),
    bytes: pageBytes(app, ['login']).transferred,
    requests: median(app.map((r) => r.requestsUntilUsable)),
  };
  return { bare, libs, login, loginVsLibs: login.medianMs / libs.medianMs, loginVsBare: login.medianMs / bare.medianMs };
}

function startupTable(st: Startup): string {
  return table(
    ['Page', 'Median', 'JS+CSS (gzip)', 'Requests', 'vs fixed libs', 'vs bare', 'Runs'],
    [st.bare, st.libs, st.login].map((f) => [
      f.label,
      s(f.medianMs),
      kB(f.bytes),
      String(f.requests),
      (f.medianMs / st.libs.medianMs).toFixed(2),
      (f.medianMs / st.bare.medianMs).toFixed(2),
      f.runsMs.map((v) => s(v)).join(' '),
    ]),
  ) +
    `\nBudgets: /login ≤ ${TARGETS.loginVsFloor.toFixed(2)} × the fixed-library page: ${st.loginVsLibs.toFixed(2)} → ${st.loginVsLibs <= TARGETS.loginVsFloor ? 'met' : 'MISSED'}; ` +
    `≤ ${TARGETS.loginVsBare.toFixed(2)} × the bare React page: ${st.loginVsBare.toFixed(2)} → ${st.loginVsBare <= TARGETS.loginVsBare ? 'met' : 'MISSED'}`;
}

function readDebian(): string | null {
  try {
    return readFileSync('/etc/debian_version', 'utf8').trim();
  } catch {
    return null;
  }
}

try {
  await main();
} catch (e) {
  console.error('bench failed:', e);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
