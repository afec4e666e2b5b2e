// Where a server of the e2e run writes what it logs (issue 19): its console (stdout and stderr, error lines
// included) to <dir>/<name>.log and its audit events to <dir>/<name>.audit.jsonl, so the run's log check
// (log-check.ts) can scan every line. The console still shows what it showed; the audit goes to the file only.
// Synchronous writes: Playwright ends its servers with SIGKILL, which would lose a buffered stream's tail.
import { mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditSink } from '../../server/services/audit';

/** The environment variable naming the run's log folder; whoever starts a server for the run sets it. */
export const LOG_DIR_ENV = 'E2E_LOG_DIR';

export function logDirFromEnv(env: NodeJS.ProcessEnv): string {
  const dir = env[LOG_DIR_ENV];
  // A server without it would log where the check never looks.
  if (!dir) throw new Error(`${LOG_DIR_ENV} is not set: the e2e run's servers log into its folder (playwright.config.ts LOG_DIR)`);
  return dir;
}

/** Tees this process's stdout and stderr into `<dir>/<name>.log`; returns an audit sink writing `<dir>/<name>.audit.jsonl`. */
export function logToFiles(dir: string, name: string): AuditSink {
  mkdirSync(dir, { recursive: true });
  const consoleFd = openSync(join(dir, `${name}.log`), 'a');
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      if (typeof chunk === 'string') writeSync(consoleFd, chunk);
      else writeSync(consoleFd, chunk);
      return write(chunk, ...rest);
    }) as typeof stream.write;
  }
  // Node prints an uncaught error straight to the terminal, past process.stderr.write.
  process.on('uncaughtExceptionMonitor', (e) => writeSync(consoleFd, `${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`));
  const auditFd = openSync(join(dir, `${name}.audit.jsonl`), 'a');
  return (event) => {
    writeSync(auditFd, `${JSON.stringify(event)}\n`);
  };
}

/** A log file's name for one server: its port and process, so servers of one run never share a file. */
export const serverLogName = (port: number | string): string => `server-${port}-${process.pid}`;
