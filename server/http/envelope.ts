// The response envelope of spec 1 §7 on the wire: HTTP status per result code, the default Korean
// message per code, and CallRefusal, which a handler throws for an expected non-success answer.
import { RT } from '../../src/domain/shared/envelope';
import { msg } from '../../src/domain/messages';
import type { AuditEventName } from '../services/audit';

export type RtCode = Exclude<(typeof RT)[keyof typeof RT], 'success'>;

export const HTTP_STATUS: Record<RtCode, 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503> = {
  bad_request: 400,
  unauthorized: 401,
  auth_token_expired: 401,
  session_expired: 401,
  invalid_client: 401,
  login_failed: 401,
  forbidden: 403,
  not_found: 404,
  refused: 409,
  cust_plan_duplicate: 409,
  conflict: 409,
  in_progress: 409,
  too_many_attempts: 429,
  under_maintenance: 503,
  server_error: 500,
};

export const DEFAULT_MESSAGE: Record<RtCode, string> = {
  bad_request: msg.badRequest,
  unauthorized: msg.unauthorized,
  auth_token_expired: msg.authTokenExpired,
  session_expired: msg.sessionExpired,
  invalid_client: msg.invalidClient,
  login_failed: msg.loginFailed,
  forbidden: msg.forbidden,
  not_found: msg.notFound,
  refused: msg.invalidRequest,
  cust_plan_duplicate: msg.custPlanDuplicate,
  conflict: msg.conflict,
  in_progress: msg.idempotencyInProgress,
  too_many_attempts: msg.loginLocked(10),
  under_maintenance: msg.underMaintenance,
  server_error: msg.serverError,
};

/** Codes whose refusal is written to the audit log (spec: session codes, forbidden, bad input, client, lock). */
const AUDITED: ReadonlySet<RtCode> = new Set<RtCode>([
  'unauthorized',
  'auth_token_expired',
  'session_expired',
  'forbidden',
  'bad_request',
  'invalid_client',
  'too_many_attempts',
  'login_failed',
]);
export const isAudited = (rt: RtCode): boolean => AUDITED.has(rt);

export interface RefusalAudit {
  /** Defaults to call.refused. */
  readonly event?: AuditEventName;
  readonly userId?: string | null;
  readonly detail?: Record<string, unknown>;
  /** Audit it even though its code is not audited by default (a not_found that hides what exists). */
  readonly always?: boolean;
}

/** An expected refusal: the generic handler answers it as an envelope and audits it. */
export class CallRefusal extends Error {
  constructor(
    readonly rt: RtCode,
    readonly rtMsg: string = DEFAULT_MESSAGE[rt],
    readonly audit: RefusalAudit = {},
    /** The envelope's data with the refusal (a conflict's server copy). */
    readonly data?: unknown,
  ) {
    super(rt);
    this.name = 'CallRefusal';
  }
}

/**
 * The record changed since the save's version was read (issue 18): the answer carries the server's copy as
 * the read call gives it (string fields, `version` among them), so the user can compare and choose.
 */
export class ConflictRefusal extends CallRefusal {
  constructor(current: Readonly<Record<string, string>>) {
    super('conflict', msg.conflict, {}, { current });
  }
}

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

export function failureResponse(rt: RtCode, rtMsg: string = DEFAULT_MESSAGE[rt], status: number = HTTP_STATUS[rt], data?: unknown): Response {
  return new Response(JSON.stringify(data === undefined ? { rt, rtMsg } : { rt, rtMsg, data }), { status, headers: JSON_HEADERS });
}

export function successResponse(data: unknown): Response {
  return new Response(JSON.stringify({ rt: RT.success, data }), { status: 200, headers: JSON_HEADERS });
}
