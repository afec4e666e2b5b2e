// Fault: the server is killed (SIGKILL, no clean-up) while the call mix with writes runs, and started
// again on the same database (a PostgreSQL database, or a PGlite data directory on disk) at the same
// address while the sessions go on. Afterwards every acknowledged write must be in the database once and
// whole (write-check.ts), the sessions must work on the restarted server with their old tokens, and the
// only failures allowed are the dropped connections while no server listened.
import { freePort } from '../../e2e/support/free-port';
import { isPostgresUrl, openDb } from '../../server/db/client';
import { runLoad, type LoadRun } from './generator';
import { startServerNode } from './server-node';
import { checkWrites, readWrites, type WriteProblem } from './write-check';
import { WriteLog } from './write-log';

export interface KillRestartOptions {
  readonly databaseUrl: string;
  readonly dataDir: string;
  readonly seed: 'full' | 'small';
  readonly users: readonly string[];
  readonly today: string;
  readonly sessions: number;
  /** The run's whole length (s); the kill comes once `killAfterAcked` writes were acknowledged. */
  readonly seconds: number;
  readonly killAfterAcked: number;
  /** After the restart the run goes on until this many more calls succeeded and writes were acknowledged, then ends. */
  readonly okAfterRestart: number;
  readonly ackedAfterRestart: number;
  readonly thinkMs: number;
  readonly log?: (m: string) => void;
}

export interface UnexpectedFailure {
  readonly path: string;
  /** When the answer came (ms into the run) and how long the call took. */
  readonly atMs: number;
  readonly ms: number;
  readonly outcome: string;
  readonly status: number;
  readonly rt?: string;
  readonly raw?: string;
}

export interface KillRestartResult {
  readonly database: 'postgres' | 'pglite';
  readonly killedAtS: number;
  /** When the restarted server reported ready (s into the run). */
  readonly backAtS: number;
  readonly ackedAtKill: number;
  readonly sentAtKill: number;
  readonly restartMs: number;
  readonly run: LoadRun;
  /**
   * Failures other than a dropped or refused connection while the server was down: error answers (any rt
   * but success, or no envelope), and connections that failed or timed out (15 s) after the restart, which a
   * saturated machine can cause. The first ten are kept.
   */
  readonly unexpectedFailures: number;
  readonly unexpectedSamples: readonly UnexpectedFailure[];
  /** Of those, answers that were not a success envelope (a refusal, a server_error, no envelope). */
  readonly errorAnswers: number;
  readonly writesChecked: number;
  readonly problems: readonly WriteProblem[];
}

/** Resolves once `ready()` holds (checked every 50 ms), or fails after `ms`. */
export async function until(ready: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function killAndRestart(o: KillRestartOptions): Promise<KillRestartResult> {
  const log = o.log ?? (() => {});
  const port = await freePort();
  let server = await startServerNode(o.databaseUrl, o.dataDir, port, o.seed);
  log(`server pid ${server.pid} ready in ${(server.startMs / 1000).toFixed(1)} s at ${server.url}`);
  const writes = new WriteLog();
  const abort = new AbortController();
  let ok = 0;
  let t0 = 0;
  /** Run time (ms) from which the server answers again; failures before it and after the kill are expected. */
  let down: { from: number; to: number } | null = null;
  let unexpectedFailures = 0;
  let errorAnswers = 0;
  const unexpectedSamples: UnexpectedFailure[] = [];
  const running = runLoad({
    targets: [server.url],
    sessions: o.sessions,
    seconds: o.seconds,
    users: o.users,
    today: o.today,
    thinkMs: o.thinkMs,
    writes,
    signal: abort.signal,
    onAnswer: (path, a, atMs) => {
      if (a.outcome === 'ok') return void ok++;
      const expected = a.outcome === 'network' && down !== null && atMs >= down.from && (down.to === 0 || atMs <= down.to + 1000);
      if (expected) return;
      unexpectedFailures++;
      if (a.outcome !== 'network') errorAnswers++;
      if (unexpectedSamples.length < 10) unexpectedSamples.push({ path, atMs: Math.round(atMs), ms: Math.round(a.ms), outcome: a.outcome, status: a.status, rt: a.rt, raw: a.raw });
    },
  });
  const started = performance.now();
  try {
    await until(() => writes.counts().acked >= o.killAfterAcked, o.seconds * 1000, `${o.killAfterAcked} acknowledged writes`);
    down = { from: performance.now() - started, to: 0 };
    const atKill = writes.counts();
    await server.kill();
    log(`killed (SIGKILL) at ${(down.from / 1000).toFixed(1)} s with ${atKill.acked}/${atKill.sent} writes acknowledged`);
    t0 = performance.now();
    server = await startServerNode(o.databaseUrl, o.dataDir, port, o.seed);
    const restartMs = performance.now() - t0;
    down.to = performance.now() - started;
    log(`restarted (pid ${server.pid}) in ${(restartMs / 1000).toFixed(1)} s`);
    const okAtRestart = ok;
    const ackedAtRestart = writes.counts().acked;
    await until(
      () => ok >= okAtRestart + o.okAfterRestart && writes.counts().acked >= ackedAtRestart + o.ackedAfterRestart,
      o.seconds * 1000,
      `${o.okAfterRestart} successful calls and ${o.ackedAfterRestart} acknowledged writes after the restart`,
    );
    abort.abort();
    const run = await running;
    await server.stop();
    const db = await openDb(o.databaseUrl);
    let problems: WriteProblem[];
    try {
      problems = checkWrites(writes.all, await readWrites(db.db, run.runId));
    } finally {
      await db.close();
    }
    return {
      database: isPostgresUrl(o.databaseUrl) ? 'postgres' : 'pglite',
      killedAtS: down.from / 1000,
      backAtS: down.to / 1000,
      ackedAtKill: atKill.acked,
      sentAtKill: atKill.sent,
      restartMs,
      run,
      unexpectedFailures,
      unexpectedSamples,
      errorAnswers,
      writesChecked: writes.all.length,
      problems,
    };
  } finally {
    abort.abort();
    await running.catch(() => {});
    await server.stop();
  }
}
