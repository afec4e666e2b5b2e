// Idempotency keys for mutations (issue 18; docs/api.md "Idempotency-Key"). A mutation call (CallDef.mutation)
// sent with the header Idempotency-Key is claimed under that key before its handler runs: a repeat with the
// same key, caller, path and fields answers the stored answer and runs nothing (one row, one SMS, one code);
// a repeat while the first still runs waits for its answer; the same key with another caller, call or fields is
// refused. Answers that are the call's own (success, or a refusal of the call) are kept 24 h; a fault, a session
// refusal or maintenance releases the key, so a retry runs again.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { msg } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import { CallRefusal } from './envelope';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** How long a repeat waits for the first request's answer before it is told to try again. */
export const IDEMPOTENCY_WAIT_MS = 15_000;
const POLL_MS = 25;
/** A key as the app makes them (a UUID); anything else is refused before it is stored. */
const KEY = /^[A-Za-z0-9_-]{16,100}$/;
/** The client's own fields: they may differ between a request and its retry. */
const META_FIELDS: ReadonlySet<string> = new Set(['deviceUuid', 'appVersion']);
/** Expired keys are swept at most this often per process. */
const SWEEP_MS = 60_000;
/**
 * A key claimed this long ago without an answer belongs to a request that died with its process (a handler
 * answers in seconds): a repeat may claim it again rather than be told to wait for a day.
 */
export const IDEMPOTENCY_STALE_MS = 2 * 60_000;

export interface IdempotentRequest {
  readonly key: string;
  readonly userid: string;
  readonly path: string;
  readonly bodyHash: string;
}

/** The call's fields, sorted, without the client's meta: what a retry must send again unchanged. */
export function bodyHash(fields: Readonly<Record<string, string>>): string {
  const h = createHash('sha256');
  for (const k of Object.keys(fields).sort()) if (!META_FIELDS.has(k)) h.update(`${k.length}:${k}=${fields[k]!.length}:${fields[k]}\n`);
  return h.digest('base64url');
}

/** The header's key, checked; null when none was sent (the call then runs as any other). */
export function keyOf(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  if (!KEY.test(header)) throw new CallRefusal('bad_request', msg.idempotencyKeyInvalid, { detail: { reason: 'idempotency key' } });
  return header;
}

export type Claim = { readonly kind: 'run' } | { readonly kind: 'replay'; readonly status: number; readonly answer: string };

interface KeyRow {
  createdAt: Date;
  userid: string;
  path: string;
  bodyHash: string;
  httpStatus: number | null;
  answer: string | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class IdempotencyKeys {
  private sweptAt = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Claims the key for this request, or answers the stored answer of the same request (waiting while it runs). */
  async claim(r: IdempotentRequest): Promise<Claim> {
    const now = this.now();
    await this.sweep(now);
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
    // An expired key is free again (the sweep may not have reached it).
    await this.db.execute(sql`delete from idempotency_keys where key = ${r.key} and created_at < ${cutoff}`);
    const [claimed] = await rowsOf<{ key: string }>(
      this.db,
      sql`insert into idempotency_keys (key, userid, path, body_hash, created_at) values (${r.key}, ${r.userid}, ${r.path}, ${r.bodyHash}, ${now})
        on conflict (key) do nothing returning key`,
    );
    if (claimed) return { kind: 'run' };
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const [row] = await rowsOf<KeyRow>(
        this.db,
        sql`select created_at as "createdAt", userid, path, body_hash as "bodyHash", http_status as "httpStatus", answer from idempotency_keys where key = ${r.key}`,
      );
      // Released meanwhile (the first request failed): this one runs in its place.
      if (!row) return this.claim(r);
      if (row.userid !== r.userid || row.path !== r.path || row.bodyHash !== r.bodyHash)
        throw new CallRefusal('bad_request', msg.idempotencyKeyReused, { detail: { reason: 'idempotency key reused', path: row.path === r.path ? 'same' : 'other' } });
      if (row.httpStatus !== null && row.answer !== null) return { kind: 'replay', status: row.httpStatus, answer: row.answer };
      if (this.now().getTime() - new Date(row.createdAt).getTime() > IDEMPOTENCY_STALE_MS) {
        await this.db.execute(sql`delete from idempotency_keys where key = ${r.key} and http_status is null and created_at = ${row.createdAt}`);
        return this.claim(r);
      }
      if (Date.now() >= deadline) throw new CallRefusal('in_progress', msg.idempotencyInProgress, { detail: { reason: 'idempotency key in progress' } });
      await sleep(POLL_MS);
    }
  }

  /** Keeps the answer the claimed request got. */
  async settle(key: string, status: number, answer: string): Promise<void> {
    await this.db.execute(sql`update idempotency_keys set http_status = ${status}, answer = ${answer} where key = ${key}`);
  }

  /** Lets the key go: the request ended without an answer of its own (a fault), so a retry runs again. */
  async release(key: string): Promise<void> {
    await this.db.execute(sql`delete from idempotency_keys where key = ${key} and http_status is null`);
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.sweptAt < SWEEP_MS) return;
    this.sweptAt = now.getTime();
    await this.db.execute(sql`delete from idempotency_keys where created_at < ${new Date(now.getTime() - IDEMPOTENCY_TTL_MS)}`);
  }
}
