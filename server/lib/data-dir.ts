// Files a running server keeps in its data directory (./data, or EDUPLANNER_DATA_DIR): server.json (its address, while it runs) and admin.token
// (the operator endpoint's secret, mode 0600). The admin CLI reads both to reach a running server.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServerInfo {
  readonly pid: number;
  readonly url: string;
  readonly port: number;
  readonly host: string;
  readonly database: 'pglite' | 'postgres';
  readonly startedAt: string;
}

/** The data directory of this checkout's server and commands: EDUPLANNER_DATA_DIR, else ./data. */
export const dataDirFromEnv = (env: Readonly<Record<string, string | undefined>>): string => env.EDUPLANNER_DATA_DIR?.trim() || './data';

export const serverInfoPath = (dataDir: string) => join(dataDir, 'server.json');
export const adminTokenPath = (dataDir: string) => join(dataDir, 'admin.token');

export function writeServerInfo(dataDir: string, info: ServerInfo): void {
  writeFileSync(serverInfoPath(dataDir), `${JSON.stringify(info, null, 2)}\n`);
}

export function readServerInfo(dataDir: string): ServerInfo | null {
  try {
    const info = JSON.parse(readFileSync(serverInfoPath(dataDir), 'utf8')) as ServerInfo;
    return typeof info.url === 'string' && Number.isInteger(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/** A fresh token for each start, readable by the owner only. */
export function createAdminToken(dataDir: string): string {
  const token = randomBytes(32).toString('hex');
  const path = adminTokenPath(dataDir);
  // writeFileSync's mode applies only when it creates the file: remove an old one first.
  rmSync(path, { force: true });
  writeFileSync(path, `${token}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return token;
}

export function readAdminToken(dataDir: string): string | null {
  const path = adminTokenPath(dataDir);
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : null;
}

export function removeRuntimeFiles(dataDir: string): void {
  rmSync(serverInfoPath(dataDir), { force: true });
  rmSync(adminTokenPath(dataDir), { force: true });
}

/** Whether a process with this pid exists (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
