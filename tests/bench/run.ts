// `npm run bench [-- --verbose] [-- --runs=N]`: builds the client, starts the real server in a child process
// (in-memory PGlite, 'full' seed), measures bytes, LCP and login→/main over N (5) cold browser runs, load-tests
// getUserInfo on PGlite and PostgreSQL, prints a summary against the targets, writes .tmp/bench/results.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release } from 'node:os';
import { join } from 'node:path';
import { coldRun, PHONE, type ColdRun, type LoadedResource } from './browser-metrics';
import { assetFiles, brotliWire, fileSizes, gzipWire, type FileSizes } from './bundle-files';
import { createBenchDatabase } from './postgres-db';
import { loadTest, type LoadResult } from './load';
import { buildStaff } from '../../server/db/seed/org';
import { kstDate } from '../../server/lib/time';
import { startServerProcess } from './server-process';
import { kB, median, ms, REFERENCES, s, summaryTable, table, type Row } from './table';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${runs}`);
const OUT = '.tmp/bench';
/** A build of its own, so a concurrent `vite build` / e2e run on ./dist neither disturbs nor is disturbed. */
const BUILD = join(OUT, 'dist');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LOAD = { connections: 200, durationS: 10, warmupS: 3 } as const;
const TARGETS = { loginBytes: 120_000, lcpMs: 1400, loginToMainMs: 2000, loginToDashboardMs: 2500, p99Ms: 50 } as const;

const log = (m: string) => console.log(m);
const cleanups: (() => Promise<void>)[] = [];
const cleanUp = async () => {
  for (const f of cleanups.splice(0).reverse()) await f().catch((e: unknown) => console.error('cleanup failed:', e));
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

function build(): number {
  const started = performance.now();
  const r = spawnSync('npx', ['vite', 'build', '--outDir', BUILD, '--emptyOutDir', '--logLevel', verbose ? 'info' : 'warn'], { stdio: 'inherit' });
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

function pageBytes(samples: readonly ColdRun[], phases: readonly LoadedResource['phase'][]): PageBytes {
  const pick = (r: ColdRun) => r.resources.filter((x) => phases.includes(x.phase));
  const perRun = samples.map((r) => pick(r).reduce((n, x) => n + x.bodyBytes, 0));
  const paths = [...new Set(samples.flatMap((r) => pick(r).map((x) => x.path)))].sort();
  const files = paths.map((p) => fileSizes(BUILD, p));
  const sum = (f: (x: FileSizes) => number) => files.reduce((n, x) => n + f(x), 0);
  return { transferred: median(perRun), perRun, distGz: sum(gzipWire), distGzipComputed: sum((x) => x.gzip), distBrotli: sum(brotliWire), distRaw: sum((x) => x.raw), files };
}

function checkGzipServed(samples: readonly ColdRun[]): void {
  for (const r of samples)
    for (const x of r.resources) {
      const f = fileSizes(BUILD, x.path);
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
  log(`building the client into ${BUILD} ...`);
  const buildMs = build();

  // 1-3: browser figures against the PGlite server.
  rmSync(join(OUT, 'server-pglite'), { recursive: true, force: true });
  const app = await startServerProcess('memory://', join(OUT, 'server-pglite'), BUILD);
  cleanups.push(app.stop);
  log(`server (child pid ${app.pid}, in-memory PGlite, full seed) ready in ${s(app.startMs)} at ${app.url}`);
  const samples: ColdRun[] = [];
  for (let i = 1; i <= runs; i++) {
    const r = await coldRun(app.url);
    samples.push(r);
    log(`cold run ${i}/${runs}: LCP ${ms(r.lcpMs)} (${r.lcpElement}), form visible ${ms(r.formVisibleMs)}, login→/main ${ms(r.loginToMainMs)} (Node clock ${ms(r.loginToMainWallMs)}), login→dashboard ${ms(r.loginToDashboardMs)}`);
  }
  checkGzipServed(samples);
  const login = pageBytes(samples, ['login']);
  const main = pageBytes(samples, ['login', 'main']);
  const noticeScreen = pageBytes(samples, ['notice']);
  const alertsScreen = pageBytes(samples, ['notification']);

  // 4: load on the same PGlite server, then on a fresh PostgreSQL database.
  const loadAvg: Record<string, number[]> = { start: loadAvgAtStart, afterBrowser: loadavg() };
  log(`load on PGlite (memory): same server; ${LOAD.connections} connections, ${LOAD.warmupS} s warm-up + ${LOAD.durationS} s`);
  const pglite = { ...(await loadTest(app.url, LOAD)), serverStartMs: app.startMs };
  await app.stop();
  log(loadLine('PGlite', pglite));
  let postgres: Loaded | null = null;
  let postgresDashboard: Loaded | null = null;
  let postgresDashboardAll: Loaded | null = null;
  let postgresSkipped: string | null = null;
  const db = await createBenchDatabase(PG_URL);
  if ('unreachable' in db) {
    postgresSkipped = `PostgreSQL at ${PG_URL.replace(/\/\/[^@/]*@/, '//…@')} not reachable (${db.unreachable}); skipped`;
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

  const lcp = median(samples.map((r) => r.lcpMs));
  const loginToMain = median(samples.map((r) => r.loginToMainMs));
  const loginToDashboard = median(samples.map((r) => r.loginToDashboardMs));
  const formVisible = median(samples.map((r) => r.formVisibleMs));
  const rows: Row[] = [
    { figure: '/login initial JS+CSS (gzip)', measured: kB(login.transferred), target: '≤ 120 kB', met: login.transferred <= TARGETS.loginBytes, note: `brotli ${kB(login.distBrotli)}, raw ${kB(login.distRaw)}, ${login.files.length} files` },
    { figure: '/main initial JS+CSS (gzip, incl. /login)', measured: kB(main.transferred), note: `${kB(main.transferred - login.transferred)} after /login; brotli ${kB(main.distBrotli)}, raw ${kB(main.distRaw)}, ${main.files.length} files` },
    { figure: '/notice chunk JS+CSS (gzip, opened from home)', measured: kB(noticeScreen.transferred), note: `${noticeScreen.files.length} files: ${noticeScreen.files.map((f) => f.path.replace(/^\/assets\//, '')).join(', ')}` },
    { figure: '/notification chunk JS+CSS (gzip, opened after /notice)', measured: kB(alertsScreen.transferred), note: `${alertsScreen.files.length} files: ${alertsScreen.files.map((f) => f.path.replace(/^\/assets\//, '')).join(', ')}` },
    { figure: `/login LCP (median of ${runs})`, measured: s(lcp), target: '≤ 1.40 s', met: lcp <= TARGETS.lcpMs, note: samples.map((r) => s(r.lcpMs)).join(' ') },
    { figure: `/login form visible (median of ${runs})`, measured: s(formVisible), note: 'after the start checks; the LCP element is the logo, first painted on the splash' },
    { figure: `login→/main visible (median of ${runs})`, measured: s(loginToMain), target: '≤ 2.00 s', met: loginToMain <= TARGETS.loginToMainMs, note: samples.map((r) => s(r.loginToMainMs)).join(' ') },
    { figure: `login→dashboard, all cards (median of ${runs})`, measured: s(loginToDashboard), target: '≤ 2.50 s', met: loginToDashboard <= TARGETS.loginToDashboardMs, note: samples.map((r) => s(r.loginToDashboardMs)).join(' ') },
    postgresDashboard
      ? { figure: 'dashboard p99 @200 conn, PostgreSQL', measured: ms(postgresDashboard.p99Ms), target: '≤ 50 ms', met: postgresDashboard.p99Ms <= TARGETS.p99Ms, note: loadNote(postgresDashboard) }
      : { figure: 'dashboard p99 @200 conn, PostgreSQL', measured: 'skipped', target: '≤ 50 ms', note: postgresSkipped ?? '' },
    postgresDashboardAll
      ? { figure: `dashboard p99 @200 conn, PostgreSQL, ${STAFF.length} users`, measured: ms(postgresDashboardAll.p99Ms), target: '≤ 50 ms', met: postgresDashboardAll.p99Ms <= TARGETS.p99Ms, note: loadNote(postgresDashboardAll) }
      : { figure: `dashboard p99 @200 conn, PostgreSQL, ${STAFF.length} users`, measured: 'skipped', target: '≤ 50 ms', note: postgresSkipped ?? '' },
    postgres
      ? { figure: 'getUserInfo p99 @200 conn, PostgreSQL', measured: ms(postgres.p99Ms), target: '≤ 50 ms', met: postgres.p99Ms <= TARGETS.p99Ms, note: loadNote(postgres) }
      : { figure: 'getUserInfo p99 @200 conn, PostgreSQL', measured: 'skipped', target: '≤ 50 ms', note: postgresSkipped ?? '' },
    { figure: 'getUserInfo p99 @200 conn, PGlite', measured: ms(pglite.p99Ms), note: loadNote(pglite) },
  ];

  const crossCheck = [login, main].map((b) =>
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
    for (const [i, r] of samples.entries()) log(`LCP candidates, run ${i + 1}: ${r.lcpEntries.join('; ')}`);
    log(`shell actions, run 1 (fake shell answers after ${PHONE.shellAnswerDelayMs} ms): ${r0.shellActions.join(', ')}`);
    log(`\nper-run bytes: /login ${login.perRun.join(', ')}; /main ${main.perRun.join(', ')}`);
  }

  log(`\nEduPlanner bench, ${startedAt.toISOString()}: chromium ${samples[0]!.browserVersion}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}`);
  log(`Phone: ${PHONE.viewport.width}x${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, Android app shell UA, CPU ${PHONE.cpuSlowdown}x, ${PHONE.network.latencyMs} ms / ${PHONE.network.downloadKbit} / ${PHONE.network.uploadKbit} kbit/s, cold (new browser per run, cache disabled), Accept-Encoding: gzip`);
  log(`Load: autocannon in the bench process, server in a child process; ${LOAD.connections} connections, ${LOAD.durationS} s after ${LOAD.warmupS} s warm-up; POST /api/v1/getUserInfo as planner01`);
  log(`Bytes cross-check vs build (.gz siblings, gzip -9): /login ${crossCheck[0]}; /main ${crossCheck[1]}\n`);
  log(summaryTable(rows));
  log(`\n${REFERENCES}`);

  const results = {
    date: startedAt.toISOString(),
    loadAvg,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, kernel: release(), debian: readDebian(), node: process.version, chromium: samples[0]!.browserVersion },
    setup: { runs, phone: PHONE, load: LOAD, buildDir: BUILD, buildMs: Math.round(buildMs), acceptEncoding: 'gzip', kB: 1000 },
    targets: TARGETS,
    bytes: { login, main, notice: noticeScreen, notification: alertsScreen },
    lcpMs: { median: lcp, runs: samples.map((r) => r.lcpMs), elements: samples.map((r) => r.lcpElement) },
    formVisibleMs: { median: formVisible, runs: samples.map((r) => r.formVisibleMs) },
    loginToMainMs: { median: loginToMain, runs: samples.map((r) => r.loginToMainMs), nodeClockRuns: samples.map((r) => r.loginToMainWallMs), clock: 'page performance.now(): click capture listener → animation frame after the profile line is visible' },
    loginToDashboardMs: { median: loginToDashboard, runs: samples.map((r) => r.loginToDashboardMs), clock: 'page performance.now(): click capture listener → animation frame with every listed card drawn' },
    load: { pglite, postgres, postgresDashboard, postgresDashboardAll, postgresSkipped },
    summary: rows,
    coldRuns: samples,
  };
  writeFileSync(join(OUT, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`\nresults: ${join(OUT, 'results.json')}`);
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
