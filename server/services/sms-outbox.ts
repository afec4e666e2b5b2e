// The SMS outbox: a message is a row first (queued), then a pluggable gateway sends it. A drain runs
// after each insert and on start; failures back off and retry up to maxAttempts, then end 'failed'.
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { Clock } from '../lib/clock';
import { rowsOf } from '../lib/rows';
import { logError } from './audit';
import { maskPhones, maskSecrets } from './redact';

export type OutboxRow = typeof smsOutbox.$inferSelect;

/** Sends one message; a rejection counts as a failed attempt. */
export interface SmsGateway {
  send(row: OutboxRow): Promise<{ ref: string }>;
}

/** Development: nothing leaves the machine; the row is marked sent (see /dev/outbox). */
export const devSmsGateway: SmsGateway = { send: async (row) => ({ ref: `dev-${row.id}` }) };

export interface NewMessage {
  readonly senderUserid: string;
  readonly toTel: string;
  readonly body: string;
  /** profile: a business card; customer: the customer list's SMS page; auth-code / auth-link: registration's verification texts. */
  readonly kind: 'profile' | 'customer' | 'auth-code' | 'auth-link';
}

/** While a row is being sent, other drains (other processes) leave it alone for this long. */
const LEASE_MS = 60_000;

export class SmsOutbox {
  private draining: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly gateway: SmsGateway,
    private readonly config: ServerConfig['sms'],
  ) {}

  /** Queues a message unless the sender already queued `perHour` of this kind in the last hour; null then. */
  async enqueueLimited(m: NewMessage, perHour: number): Promise<number | null> {
    const now = this.clock.now();
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    // One statement, so the check and the insert see the same rows (close enough for a rate limit).
    const rows = await rowsOf<{ id: number }>(
      this.db,
      sql`insert into sms_outbox (created_at, sender_userid, to_tel, body, kind, status, attempts, next_attempt_at)
        select ${now.toISOString()}::timestamptz, ${m.senderUserid}, ${m.toTel}, ${m.body}, ${m.kind}, 'queued', 0, ${now.toISOString()}::timestamptz
        where (select count(*) from sms_outbox where sender_userid = ${m.senderUserid} and kind = ${m.kind}
               and created_at > ${hourAgo}::timestamptz) < ${perHour}
        returning id`,
    );
    return rows[0]?.id ?? null;
  }

  /** Queues messages in one statement (all or none); their ids in order. `db`: a caller's transaction, so the rows commit with its writes. */
  async enqueueAll(messages: readonly NewMessage[], db: Db = this.db): Promise<number[]> {
    if (messages.length === 0) return [];
    const now = this.clock.now();
    const rows = await db
      .insert(smsOutbox)
      .values(messages.map((m) => ({ createdAt: now, senderUserid: m.senderUserid, toTel: m.toTel, body: m.body, kind: m.kind, nextAttemptAt: now })))
      .returning({ id: smsOutbox.id });
    return rows.map((r) => r.id);
  }

  /** Starts a drain, or asks the running one to look again when it is done. Never rejects. */
  kick(): void {
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = (async () => {
      do {
        this.again = false;
        try {
          while (await this.sendNext());
        } catch (e) {
          logError('sms outbox drain failed', e);
        }
      } while (this.again);
      this.draining = null;
    })();
  }

  /** Resolves when no drain is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Claims the oldest due row, sends it and records the outcome; false when nothing is due. */
  private async sendNext(): Promise<boolean> {
    const now = this.clock.now();
    const due = this.db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.status, 'queued'), lte(smsOutbox.nextAttemptAt, now), lt(smsOutbox.attempts, this.config.maxAttempts)))
      .orderBy(asc(smsOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(smsOutbox)
      .set({ attempts: sql`${smsOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(and(inArray(smsOutbox.id, due), eq(smsOutbox.status, 'queued')))
      .returning();
    if (!row) return false;
    try {
      const { ref } = await this.gateway.send(row);
      await this.db
        .update(smsOutbox)
        .set({ status: 'sent', sentAt: this.clock.now(), gatewayRef: ref, lastError: null })
        .where(eq(smsOutbox.id, row.id));
    } catch (e) {
      const last = row.attempts >= this.config.maxAttempts;
      const delay = this.config.retryBaseMs * 2 ** (row.attempts - 1);
      // The gateway's message may quote the number or a credential: keep neither.
      const error = maskPhones(maskSecrets(e instanceof Error ? e.message : String(e))).slice(0, 500);
      await this.db
        .update(smsOutbox)
        .set({ status: last ? 'failed' : 'queued', lastError: error, nextAttemptAt: new Date(this.clock.now().getTime() + delay) })
        .where(eq(smsOutbox.id, row.id));
      if (!last && delay > 0) setTimeout(() => this.kick(), delay).unref();
    }
    return true;
  }
}
