// Issue 19's part of `npm run bench`:
// --load-only:   200 sessions × 60 s of the call mix on PostgreSQL (full seed, a database of its own), per-call
//                counts, errors, p50/p95/p99 and the load average (--load-sessions=N, --load-seconds=N);
// --faults-only: the server killed (SIGKILL) under load and restarted, on PostgreSQL and on a PGlite data
//                directory; PostgreSQL restarted under load (once: it briefly takes PostgreSQL from everyone on
//                this machine; --skip-pg-restart leaves it out); two servers on one PostgreSQL database: the
//                logout lag between them and the mix over both.
// Each writes its JSON to .tmp/bench/ and fails the bench (exit 1) when a check fails.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../e2e/support/free-port';
import { buildStaff } from '../../server/db/seed/org';
import { kstDate } from '../../server/lib/time';
import { createBenchDatabase, type BenchDatabase } from '../bench/postgres-db';
import { runJson, runLoad, type LoadRun } from './generator';
import { killAndRestart, type KillRestartResult } from './kill-restart';
import { pgRestartUnderLoad, PG_RESTART_COMMAND } from './pg-restart';
import { measureLogoutLag, startPair } from './scale-out';
import { startServerNode } from './server-node';
import { tallyTable } from './stats';

export interface PartOptions {
  readonly pgUrl: string;
  readonly out: string;
  readonly args: readonly string[];
  readonly log: (m: string) => void;
}

const today = () => kstDate(new Date());
const staff = (small: boolean) => buildStaff(today()).filter((s) => !small || s.small).map((s) => s.userid);
const argNumber = (args: readonly string[], name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const work = (name: string) => {
  const dir = join('.tmp', `load-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
};

async function withDatabase<T>(pgUrl: string, f: (db: BenchDatabase) => Promise<T>): Promise<T> {
  const db = await createBenchDatabase(pgUrl);
  if ('unreachable' in db) throw new Error(`PostgreSQL at ${pgUrl} not reachable (${db.unreachable})`);
  try {
    return await f(db);
  } finally {
    await db.drop();
  }
}

const runLine = (r: LoadRun) => {
  const w = r.writes.counts();
  return (
    `${r.requests} calls, errors ${r.errors}; ${r.signedIn}/${r.sessions} sessions signed in within ${r.signInS.toFixed(1)} s, then ${r.elapsedS.toFixed(1)} s; ` +
    `writes acknowledged ${w.acked}/${w.sent}; load average ${r.loadAvgBefore.map((x) => x.toFixed(2)).join(' ')} → ${r.loadAvgAfter.map((x) => x.toFixed(2)).join(' ')}`
  );
};

export async function runLoadBench(o: PartOptions): Promise<void> {
  const sessions = argNumber(o.args, 'load-sessions', 200);
  const seconds = argNumber(o.args, 'load-seconds', 60);
  const run = await withDatabase(o.pgUrl, async (db) => {
    const server = await startServerNode(db.url, work('bench'), await freePort(), 'full');
    try {
      o.log(`load: PostgreSQL (full seed) server pid ${server.pid} ready in ${(server.startMs / 1000).toFixed(1)} s; ${sessions} sessions × ${seconds} s`);
      return await runLoad({ targets: [server.url], sessions, seconds, users: staff(false), today: today() });
    } finally {
      await server.stop();
    }
  });
  o.log(`while signing in (${run.signInS.toFixed(1)} s):\n${tallyTable(run.rampCalls)}\nthen, all ${run.signedIn} sessions (${run.elapsedS.toFixed(1)} s):\n${tallyTable(run.calls)}`);
  o.log(runLine(run));
  for (const e of run.errorSamples.slice(0, 10)) o.log(`  ! ${e.path} at ${e.atMs} ms: ${e.outcome} HTTP ${e.status} ${e.rt ?? ''} ${e.raw ?? ''}`);
  writeFileSync(join(o.out, 'load.json'), JSON.stringify(runJson(run), null, 2));
  o.log(`written to ${join(o.out, 'load.json')}`);
  if (run.errors > 0 || run.signedIn < sessions) process.exitCode = 1;
}

const killLine = (r: KillRestartResult) =>
  `${r.database}: killed at ${r.killedAtS.toFixed(1)} s (${r.ackedAtKill}/${r.sentAtKill} writes acknowledged by then), restarted in ${(r.restartMs / 1000).toFixed(1)} s; ` +
  `${r.writesChecked} writes checked, problems ${r.problems.length}, error answers ${r.errorAnswers}, connections failed or timed out after the restart ${r.unexpectedFailures - r.errorAnswers}`;

export async function runFaultsBench(o: PartOptions): Promise<void> {
  const results: Record<string, unknown> = {};
  let failed = false;
  const small = staff(true);
  const kill = { seed: 'small' as const, users: small, today: today(), sessions: 40, seconds: 180, thinkMs: 300, killAfterAcked: 40, okAfterRestart: 200, ackedAfterRestart: 20, log: o.log };

  const pg = await withDatabase(o.pgUrl, (db) => killAndRestart({ ...kill, databaseUrl: db.url, dataDir: work('kill-pg') }));
  o.log(killLine(pg));
  const dir = work('kill-pglite');
  const pglite = await killAndRestart({ ...kill, databaseUrl: join(dir, 'pg'), dataDir: join(dir, 'server') });
  o.log(killLine(pglite));
  for (const r of [pg, pglite]) {
    results[`kill-${r.database}`] = { ...r, run: runJson(r.run) };
    // A connection that timed out after the restart is reported above; an error answer fails the run.
    if (r.problems.length > 0 || r.errorAnswers > 0) failed = true;
    for (const p of r.problems.slice(0, 10)) o.log(`  ! ${p.kind} ${p.marker}: ${p.problem}`);
    for (const f of r.unexpectedSamples) o.log(`  ! ${f.path} answered at ${f.atMs} ms after ${f.ms} ms: ${f.outcome} HTTP ${f.status} ${f.rt ?? ''} ${f.raw ?? ''}`);
  }

  if (!o.args.includes('--skip-pg-restart')) {
    const r = await withDatabase(o.pgUrl, (db) =>
      pgRestartUnderLoad({ databaseUrl: db.url, dataDir: work('pg-restart'), users: small, today: today(), sessions: 40, seconds: 120, thinkMs: 300, log: o.log }),
    );
    o.log(
      `PostgreSQL restart (${PG_RESTART_COMMAND}, ${(r.restartCommandMs / 1000).toFixed(1)} s): failures ${JSON.stringify(r.failures)}, not the spec's ${r.wrongFailures}; ` +
        `calls succeeded again ${(r.recoveredAfterMs / 1000).toFixed(1)} s after it returned; same server process ${r.serverPidKept}; write problems ${r.problems.length}`,
    );
    results['pg-restart'] = { ...r, run: runJson(r.run) };
    if (r.wrongFailures > 0 || !r.serverPidKept || r.problems.length > 0) failed = true;
  }

  await withDatabase(o.pgUrl, async (db) => {
    const [a, b] = await startPair(db.url, work('scale-out'), 'full');
    try {
      const lag = await measureLogoutLag(a, b, staff(false), 20);
      o.log(
        `scale-out: 2 servers (pids ${a.pid}, ${b.pid}); logout on A → B still served calls sent up to ${lag.maxServedUntilMs.toFixed(0)} ms after it, ` +
          `refused from ${lag.maxRefusedFromMs.toFixed(0)} ms at the latest (cache lifetime ${lag.ttlMs} ms; ${lag.lags.length} sessions, rt ${[...new Set(lag.lags.map((l) => l.rt))].join(', ')})`,
      );
      const both = await runLoad({ targets: [a.url, b.url], sessions: 100, seconds: 30, users: staff(false), today: today() });
      o.log(`scale-out: the mix over both servers: ${runLine(both)}`);
      o.log(tallyTable(both.calls));
      results['scale-out'] = { logoutLag: lag, load: runJson(both) };
      if (lag.maxServedUntilMs >= lag.ttlMs || lag.lags.some((l) => l.rt !== 'session_expired' || !l.refusedOnA || !l.servedOnB) || both.errors > 0) failed = true;
    } finally {
      await a.stop();
      await b.stop();
    }
  });
  writeFileSync(join(o.out, 'faults.json'), JSON.stringify(results, null, 2));
  o.log(`written to ${join(o.out, 'faults.json')}${failed ? '; A CHECK FAILED' : '; every check passed'}`);
  if (failed) process.exitCode = 1;
}
