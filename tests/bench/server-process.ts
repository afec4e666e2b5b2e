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
  /** The owner whose customers the child grew before serving (grow option), with what it took. */
  readonly grown: { readonly owner: string; readonly total: number; readonly added: number; readonly ms: number } | null;
  stop(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./server-child.ts', import.meta.url));
const STATIC_CHILD = fileURLToPath(new URL('./static-child.ts', import.meta.url));

/** grow: before serving, one owner's customers grown to a total (growCustomersOf). */
export const startServerProcess = (
  databaseUrl: string,
  dataDir: string,
  staticDir: string,
  grow?: { readonly owner: string; readonly total: number },
): Promise<ServerProcess> => startChild(CHILD, [databaseUrl, dataDir, staticDir, ...(grow ? [`${grow.owner}:${grow.total}`] : [])]);

/** A folder served by the server's static handler and security headers only (no database). */
export const startStaticProcess = (dir: string): Promise<ServerProcess> => startChild(STATIC_CHILD, [dir]);

function startChild(script: string, args: readonly string[]): Promise<ServerProcess> {
  // Without NODE_ENV: Vite's in-process build of the reference pages sets it to production, which the server
  // would take for a production start (no demo seed, a real SMS gateway required).
  const { NODE_ENV: _set, ...env } = process.env;
  const child = fork(script, [...args], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'], env });
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
      const msg = m as { url: string; driver: string; startMs: number; grown?: ServerProcess['grown'] };
      ok({ url: msg.url, driver: msg.driver, pid: child.pid ?? -1, startMs: msg.startMs, grown: msg.grown ?? null, stop });
    });
    child.once('exit', (code) => fail(new Error(`bench server exited (code ${code}) before it was ready:\n${output}`)));
  });
}
