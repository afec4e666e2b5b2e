// One load session's HTTP side: form POSTs to /api/v1 as the app sends them (device meta, Bearer token,
// Idempotency-Key on writes), each answer classified (stats.ts Outcome) and timed until its body is read.
// With several targets (servers sharing one PostgreSQL) the calls go round-robin over them.
import { randomUUID } from 'node:crypto';
import type { Outcome } from './stats';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;
export const WEB_CLIENT = `Basic ${Buffer.from('eduplanner-web:').toString('base64')}`;
/** A call without an answer this long counts as a network failure (the app gives up too). */
const TIMEOUT_MS = 15_000;

export interface Answer {
  readonly outcome: Outcome;
  readonly ms: number;
  readonly status: number;
  readonly rt?: string;
  readonly rtMsg?: string;
  readonly data?: any;
  /** The first bytes of an answer that was no envelope (a stack trace would show here). */
  readonly raw?: string;
}

export interface Caller {
  post(path: string, fields: Record<string, string>, opts?: { readonly idempotencyKey?: string; readonly auth?: string }): Promise<Answer>;
  /** The Bearer header once signed in. */
  auth: string;
}

export function caller(targets: readonly string[], deviceUuid: string, onAnswer: (path: string, a: Answer) => void): Caller {
  let next = 0;
  const self: Caller = {
    auth: '',
    async post(path, fields, opts = {}) {
      const base = targets[next++ % targets.length]!;
      const headers: Record<string, string> = { ...FORM, authorization: opts.auth ?? self.auth };
      if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
      const started = performance.now();
      let a: Answer;
      try {
        const res = await fetch(`${base}/api/v1/${path}`, {
          method: 'POST',
          headers,
          body: new URLSearchParams({ deviceUuid, appVersion: '1.0.0', ...fields }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const text = await res.text();
        const ms = performance.now() - started;
        const body = envelopeOf(text);
        if (!body || typeof body.rt !== 'string') a = { outcome: 'bad_answer', ms, status: res.status, raw: text.slice(0, 200) };
        else if (body.rt === 'success' && res.status === 200) a = { outcome: 'ok', ms, status: res.status, rt: body.rt, data: body.data };
        else a = { outcome: 'refused', ms, status: res.status, rt: body.rt, rtMsg: typeof body.rtMsg === 'string' ? body.rtMsg : '' };
      } catch {
        a = { outcome: 'network', ms: performance.now() - started, status: 0 };
      }
      onAnswer(path, a);
      return a;
    },
  };
  return self;
}

/** The answer's envelope fields, or null when it is no JSON object. */
function envelopeOf(text: string): { rt?: unknown; rtMsg?: unknown; data?: any } | null {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null ? (v as { rt?: unknown; rtMsg?: unknown; data?: any }) : null;
  } catch {
    return null;
  }
}

export const newKey = (): string => randomUUID();
