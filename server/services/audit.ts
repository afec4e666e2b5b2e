// The security audit log: one structured event per login, logout and refused call, written to the
// audit_log table and to a sink (by default one JSON line on stdout). Everything passes redact() first.
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { Clock } from '../lib/clock';
import { redact } from './redact';

export type AuditEventName =
  | 'login.success'
  | 'login.failure'
  | 'logout'
  | 'call.refused'
  | 'admin.operation'
  | 'admin.refused';

export interface AuditEvent {
  readonly ts: string;
  readonly event: AuditEventName;
  readonly userId: string | null;
  readonly deviceUuid: string | null;
  readonly clientIp: string | null;
  readonly path: string | null;
  readonly rt: string | null;
  readonly detail: Record<string, unknown>;
}

export type AuditInput = Partial<Omit<AuditEvent, 'ts' | 'event'>> & { readonly event: AuditEventName };

export type AuditSink = (event: AuditEvent) => void;

export const stdoutAuditSink: AuditSink = (event) => {
  process.stdout.write(`${JSON.stringify(event)}\n`);
};

export class AuditLog {
  constructor(
    private readonly db: Db,
    private readonly sink: AuditSink,
    private readonly clock: Clock,
  ) {}

  async record(input: AuditInput): Promise<void> {
    const now = this.clock.now();
    const event: AuditEvent = redact({
      ts: now.toISOString(),
      event: input.event,
      userId: input.userId ?? null,
      deviceUuid: input.deviceUuid ?? null,
      clientIp: input.clientIp ?? null,
      path: input.path ?? null,
      rt: input.rt ?? null,
      detail: input.detail ?? {},
    });
    try {
      this.sink(event);
    } catch {
      // A broken sink must not turn a refusal into a server error; the table still gets the row.
    }
    try {
      await this.db.insert(auditLog).values({
        ts: now,
        event: event.event,
        userid: event.userId,
        deviceUuid: event.deviceUuid,
        clientIp: event.clientIp,
        path: event.path,
        rt: event.rt,
        detail: event.detail,
      });
    } catch (e) {
      // Availability over completeness: the event already went to the sink.
      logError('audit insert failed', e);
    }
  }
}

/** Logs an internal fault without query parameters or secrets (drizzle errors quote their parameters). */
export function logError(context: string, e: unknown): void {
  const err = e instanceof Error ? e : new Error(String(e));
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const message = (cause?.message ?? err.message).split(/\bparams:/)[0]!.trim();
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((l) => l.startsWith('    at '))
    .slice(0, 8)
    .join('\n');
  process.stderr.write(`${JSON.stringify(redact({ level: 'error', context, name: err.name, message }))}\n${frames}\n`);
}
