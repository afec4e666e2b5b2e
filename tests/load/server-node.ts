// One server process of a load or fault run (server-child.ts): started on a fixed port so a restart
// answers at the same address, stopped with SIGTERM or killed with SIGKILL; its output is kept for the
// run's checks (a stack trace in an answer or a crash would show there).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerNode {
  readonly url: string;
  readonly pid: number;
  readonly startMs: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM and wait (a clean stop). */
  stop(): Promise<void>;
  /** SIGKILL and wait: no clean-up of any kind runs in the server. */
  kill(): Promise<void>;
  /** Resolves with the exit code or signal when the process ends on its own or is ended. */
  readonly exited: Promise<string>;
}

const CHILD = fileURLToPath(new URL('./server-child.ts', import.meta.url));

export function startServerNode(databaseUrl: string, dataDir: string, port: number, seed: 'full' | 'small' = 'small'): Promise<ServerNode> {
  const child = fork(CHILD, [databaseUrl, dataDir, String(port), seed], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => void (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => void (output += d.toString()));
  const exited = new Promise<string>((ok) => child.once('exit', (code, signal) => ok(signal ?? `exit ${code}`)));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((ok, fail) => {
    child.once('message', (m) => {
      const msg = m as { url: string; pid: number; startMs: number };
      ok({ url: msg.url, pid: msg.pid, startMs: msg.startMs, output: () => output, stop: () => end('SIGTERM'), kill: () => end('SIGKILL'), exited });
    });
    void exited.then((how) => fail(new Error(`load server exited (${how}) before it was ready:\n${output.slice(-2000)}`)));
  });
}
