// Running operator operations inside a test, as the admin CLI does against the database.
import { AuditLog } from '../services/audit';
import { runOperation } from '../services/operations';
import { type Harness, TEST_CONFIG } from './harness';

export const operate = (h: Harness, op: string, body: Record<string, unknown> = {}) =>
  runOperation({ db: h.db, clock: h.clock, config: TEST_CONFIG, audit: new AuditLog(h.db, () => {}, h.clock) }, op, body, { via: 'cli' });
