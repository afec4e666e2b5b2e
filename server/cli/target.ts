// Where an operator command runs: on PostgreSQL directly; with PGlite through the running server's
// admin endpoint (one process per data directory), or on the data directory when no server runs.
import { join } from 'node:path';
import { SERVER_CONFIG } from '../config';
import { isPostgresUrl, openDb } from '../db/client';
import { isAlive, readAdminToken, readServerInfo } from '../lib/data-dir';
import { systemClock } from '../lib/clock';
import { AuditLog, type AuditSink, stdoutAuditSink } from '../services/audit';
import { runOperation } from '../services/operations';
import { callAdmin } from './admin-client';

export interface TargetOptions {
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly audit?: AuditSink;
}

export interface Target {
  readonly via: 'server' | 'database';
  run(op: string, body: Record<string, unknown>): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function openTarget({ dataDir, databaseUrl, audit = stdoutAuditSink }: TargetOptions): Promise<Target> {
  if (!databaseUrl || !isPostgresUrl(databaseUrl)) {
    const info = readServerInfo(dataDir);
    if (info && isAlive(info.pid)) {
      const token = readAdminToken(dataDir);
      if (!token) throw new Error(`a server runs (pid ${info.pid}) but ${join(dataDir, 'admin.token')} is missing`);
      return { via: 'server', run: (op, body) => callAdmin(info.url, token, op, body), close: async () => {} };
    }
    if (databaseUrl === 'memory://') throw new Error('DATABASE_URL=memory:// exists only inside a running server, and none is running');
  }
  const { db, close } = await openDb(databaseUrl ?? join(dataDir, 'pg'));
  const svc = { db, clock: systemClock, config: SERVER_CONFIG, audit: new AuditLog(db, audit, systemClock) };
  return { via: 'database', run: (op, body) => runOperation(svc, op, body, { via: 'cli' }), close };
}
