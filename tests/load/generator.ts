// The load generator: `sessions` concurrent sessions, each signed in as one of `users` (round-robin, a
// device of its own) and running the call mix (call-mix.ts) for `seconds` against one or more servers.
// Sign-ins go a few at a time: all from one address, a burst of them would be counted against that
// address's login limit while their password checks run (the login limiter counts first, settles after).
import { loadavg } from 'node:os';
import { randomBytes } from 'node:crypto';
import { runScreens, signIn, type MixOptions } from './call-mix';
import { type Answer, caller } from './session-client';
import { type CallTally, errorCount, Tallies } from './stats';
import { WriteLog } from './write-log';

export interface LoadRunOptions {
  readonly targets: readonly string[];
  readonly sessions: number;
  readonly seconds: number;
  readonly users: readonly string[];
  readonly thinkMs?: number;
  readonly writeWeight?: number;
  /** yyyy-mm-dd (KST) the schedules are written on. */
  readonly today: string;
  readonly signInConcurrency?: number;
  /** Sign every session out at the end (auth/logout). */
  readonly logout?: boolean;
  /** Ends the run early (the fault runner's checks are done). */
  readonly signal?: AbortSignal;
  /** Where the writes are recorded (the fault runner reads it while the run goes on); a new log by default. */
  readonly writes?: WriteLog;
  /** Every answer as it comes, with the time since the run started (ms). */
  readonly onAnswer?: (path: string, a: Answer, atMs: number) => void;
}

export interface ErrorSample {
  readonly path: string;
  readonly atMs: number;
  readonly outcome: Answer['outcome'];
  readonly status: number;
  readonly rt?: string;
  readonly rtMsg?: string;
  readonly raw?: string;
}

export interface LoadRun {
  readonly runId: string;
  readonly targets: readonly string[];
  readonly sessions: number;
  readonly signedIn: number;
  readonly seconds: number;
  readonly thinkMs: number;
  /** From the start until every session had signed in (s). */
  readonly signInS: number;
  /** From then until the end: the measured part of the run (s). */
  readonly elapsedS: number;
  readonly loadAvgBefore: readonly number[];
  readonly loadAvgAfter: readonly number[];
  /** The calls sent before every session had signed in, the sign-ins among them. */
  readonly rampCalls: Record<string, CallTally>;
  /** The calls sent after: the measured part. */
  readonly calls: Record<string, CallTally>;
  readonly requests: number;
  readonly errors: number;
  readonly errorSamples: readonly ErrorSample[];
  readonly writes: WriteLog;
}

const MAX_SAMPLES = 30;

export async function runLoad(o: LoadRunOptions): Promise<LoadRun> {
  const runId = randomBytes(3).toString('hex');
  const thinkMs = o.thinkMs ?? 1000;
  const mix: MixOptions = { thinkMs, writeWeight: o.writeWeight ?? 1, today: o.today, runId };
  /** Calls sent while sessions were still signing in (the sign-ins among them), and those sent after. */
  const rampTallies = new Tallies();
  const tallies = new Tallies();
  const writes = o.writes ?? new WriteLog();
  const samples: ErrorSample[] = [];
  const loadAvgBefore = loadavg();
  const started = performance.now();
  // The run's seconds count from when the last session has signed in: the sign-ins (a few at a time) come first.
  let deadline = Number.POSITIVE_INFINITY;
  let signInsDone = 0;
  let allSignedInAt = 0;
  const signInDone = () => {
    if (++signInsDone < o.sessions) return;
    allSignedInAt = performance.now();
    deadline = allSignedInAt + o.seconds * 1000;
  };
  const stop = () => performance.now() >= deadline || o.signal?.aborted === true;
  const onAnswer = (path: string, a: Answer) => {
    const now = performance.now();
    const atMs = now - started;
    (allSignedInAt > 0 && now - a.ms >= allSignedInAt ? tallies : rampTallies).add(path, a.outcome, a.ms, a.rt);
    if (a.outcome !== 'ok' && samples.length < MAX_SAMPLES) samples.push({ path, atMs: Math.round(atMs), outcome: a.outcome, status: a.status, rt: a.rt, rtMsg: a.rtMsg, raw: a.raw });
    o.onAnswer?.(path, a, atMs);
  };

  let signingIn = 0;
  const waiters: (() => void)[] = [];
  const limit = o.signInConcurrency ?? 4;
  const slot = async () => {
    while (signingIn >= limit) await new Promise<void>((r) => waiters.push(r));
    signingIn++;
  };
  const release = () => {
    signingIn--;
    waiters.shift()?.();
  };

  let signedIn = 0;
  const session = async (i: number) => {
    const c = caller(o.targets, `load-${runId}-${i}`, onAnswer);
    await slot();
    let s: Awaited<ReturnType<typeof signIn>> = null;
    try {
      // A failed sign-in is tried again, up to ten times (each one counted): the session is the unit of the run.
      for (let tries = 0; !s && tries < 10 && o.signal?.aborted !== true; tries++) {
        if (tries > 0) await new Promise((r) => setTimeout(r, 200));
        s = await signIn(c, o.users[i % o.users.length]!);
      }
    } finally {
      release();
      signInDone();
    }
    if (!s) return;
    signedIn++;
    await runScreens(c, s, mix, writes, i, stop);
    if (o.logout) await c.post('auth/logout', {});
  };
  await Promise.all(Array.from({ length: o.sessions }, (_, i) => session(i)));
  const calls = tallies.summary();
  const rampCalls = rampTallies.summary();
  return {
    runId,
    targets: o.targets,
    sessions: o.sessions,
    signedIn,
    seconds: o.seconds,
    thinkMs,
    signInS: ((allSignedInAt || performance.now()) - started) / 1000,
    elapsedS: (performance.now() - (allSignedInAt || started)) / 1000,
    loadAvgBefore,
    loadAvgAfter: loadavg(),
    rampCalls,
    calls,
    requests: [calls, rampCalls].flatMap((c) => Object.values(c)).reduce((n, t) => n + t.count, 0),
    errors: errorCount(calls) + errorCount(rampCalls),
    errorSamples: samples,
    writes,
  };
}

/** The run as JSON-able data (the writes as counts, or in full with `withWrites`). */
export const runJson = (r: LoadRun, withWrites = false) => ({
  ...r,
  writes: withWrites ? r.writes.all : r.writes.counts(),
});
