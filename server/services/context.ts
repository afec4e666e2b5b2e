// What handlers and operations work with: the database, the clock, the time-outs and the audit log.
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { AuditLog } from './audit';

export interface ServiceContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: ServerConfig;
  readonly audit: AuditLog;
}
