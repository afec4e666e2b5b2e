// Starts the bench server in a child process (tests/bench/server-child.ts), so load generation and the
// server do not share one event loop; resolves once the child reports its URL, stop() ends and awaits it.
// The reference pages are served the same way, by the server's static handler alone (static-child.ts).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  readonly url: string;
  readonly driver: string;
  readonly pid: number;
  /** Open, migrate and seed ('full') time measured in the child. */
  readonly startMs: number;
  stop(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./server-child.ts', import.meta.url));
const STATIC_CHILD = fileURLToPath(new URL('./static-child.ts', import.meta.url));

export const startServerProcess = (databaseUrl: string, dataDir: string, staticDir: string): Promise<ServerProcess> =>
  startChild(CHILD, [databaseUrl, dataDir, staticDir]);

/** A folder served by the server's static handler and security headers only (no database). */
export const startStaticProcess = (dir: string): Promise<ServerProcess> => startChild(STATIC_CHILD, [dir]);

function startChild(script: string, args: readonly string[]): Promise<ServerProcess> {
  const child = fork(script, [...args], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => void (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => void (output += d.toString()));
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((ok, fail) => {
    child.once('message', (m) => {
      const msg = m as { url: string; driver: string; startMs: number };
      ok({ url: msg.url, driver: msg.driver, pid: child.pid ?? -1, startMs: msg.startMs, stop });
    });
    child.once('exit', (code) => fail(new Error(`bench server exited (code ${code}) before it was ready:\n${output}`)));
  });
}
