// Fault: PostgreSQL itself restarts while the call mix runs. While it is down the calls must fail as the
// spec says a server failure does (an rt "server_error" envelope whose rtMsg the app shows: msg.serverError),
// never as a stack trace or a dropped connection; once it is back the same server process answers again
// (its pool reconnects) without being restarted, and every acknowledged write is in the database.
// The restart command is the cluster's own (pg_ctlcluster; PG_RESTART_COMMAND overrides it). It briefly
// takes PostgreSQL away from everything else on this machine: the bench runs it once.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { freePort } from '../../e2e/support/free-port';
import { openDb } from '../../server/db/client';
import { msg } from '../../src/domain/messages';
import { runLoad, type LoadRun } from './generator';
import { until } from './kill-restart';
import { startServerNode } from './server-node';
import { checkWrites, readWrites, type WriteProblem } from './write-check';
import { WriteLog } from './write-log';

export const PG_RESTART_COMMAND = process.env.PG_RESTART_COMMAND ?? 'pg_ctlcluster --skip-systemctl-redirect 15 main restart';

export interface PgRestartOptions {
  readonly databaseUrl: string;
  readonly dataDir: string;
  readonly users: readonly string[];
  readonly today: string;
  readonly sessions: number;
  readonly seconds: number;
  readonly thinkMs: number;
  readonly log?: (m: string) => void;
}

export interface PgRestartResult {
  readonly restartCommandMs: number;
  /** Answers during the outage, by how they failed: rt and rtMsg of envelopes, else the outcome. */
  readonly failures: Readonly<Record<string, number>>;
  /** Failures that were not the spec's server-failure envelope. */
  readonly wrongFailures: number;
  /** From the restart command's return to the first success after the last failure (ms). */
  readonly recoveredAfterMs: number;
  readonly serverPidKept: boolean;
  readonly run: LoadRun;
  readonly problems: readonly WriteProblem[];
}

export async function pgRestartUnderLoad(o: PgRestartOptions): Promise<PgRestartResult> {
  const log = o.log ?? (() => {});
  const server = await startServerNode(o.databaseUrl, o.dataDir, await freePort(), 'small');
  let exited = false;
  void server.exited.then(() => (exited = true));
  log(`server pid ${server.pid} ready in ${(server.startMs / 1000).toFixed(1)} s`);
  const writes = new WriteLog();
  const abort = new AbortController();
  const failures: Record<string, number> = {};
  let wrongFailures = 0;
  let ok = 0;
  let lastFailureAt = 0;
  let firstOkAfter = 0;
  const started = performance.now();
  const running = runLoad({
    targets: [server.url],
    sessions: o.sessions,
    seconds: o.seconds,
    users: o.users,
    today: o.today,
    thinkMs: o.thinkMs,
    writes,
    signal: abort.signal,
    onAnswer: (_path, a) => {
      const now = performance.now() - started;
      if (a.outcome === 'ok') {
        ok++;
        if (lastFailureAt > 0 && firstOkAfter <= lastFailureAt) firstOkAfter = now;
        return;
      }
      lastFailureAt = now;
      const kind = a.outcome === 'refused' ? `${a.status} ${a.rt}: ${a.rtMsg}` : a.outcome;
      failures[kind] = (failures[kind] ?? 0) + 1;
      if (!(a.outcome === 'refused' && a.rt === 'server_error' && a.rtMsg === msg.serverError)) wrongFailures++;
    },
  });
  try {
    await until(() => ok >= 100 && writes.counts().acked >= 5, o.seconds * 1000, 'the load to run');
    const t0 = performance.now();
    const [cmd, ...args] = PG_RESTART_COMMAND.split(' ');
    // Asynchronously: the sessions of this process go on calling while PostgreSQL is away.
    await promisify(execFile)(cmd!, args);
    const restartCommandMs = performance.now() - t0;
    const back = performance.now() - started;
    log(`PostgreSQL restarted (${PG_RESTART_COMMAND}) in ${(restartCommandMs / 1000).toFixed(1)} s`);
    const okAtBack = ok;
    try {
      await until(() => ok >= okAtBack + 200 && (lastFailureAt === 0 || firstOkAfter > lastFailureAt), 30_000, 'calls to succeed again');
    } catch (e) {
      throw new Error(`${(e as Error).message} (server ${exited ? 'exited' : 'running'}; failures ${JSON.stringify(failures)}):\n${server.output().slice(-1500)}`);
    }
    abort.abort();
    const run = await running;
    const db = await openDb(o.databaseUrl);
    let problems: WriteProblem[];
    try {
      problems = checkWrites(writes.all, await readWrites(db.db, run.runId));
    } finally {
      await db.close();
    }
    return { restartCommandMs, failures, wrongFailures, recoveredAfterMs: Math.max(0, firstOkAfter - back), serverPidKept: !exited, run, problems };
  } finally {
    abort.abort();
    await running.catch(() => {});
    await server.stop();
  }
}
