// The response envelope of spec 1 §7 and the result codes the reference server answers with.
import { Schema } from 'effect';

export const SUCCESS = 'success';

/** Codes that end the session on the client (spec 1 §4, §8). */
export const SESSION_CODES = ['unauthorized', 'auth_token_expired', 'session_expired'] as const;
export type SessionCode = (typeof SESSION_CODES)[number];
export const isSessionCode = (rt: string): rt is SessionCode => (SESSION_CODES as readonly string[]).includes(rt);

/** Every non-success code the reference server uses; documented in docs/api.md. */
export const RT = {
  success: 'success',
  unauthorized: 'unauthorized',
  authTokenExpired: 'auth_token_expired',
  sessionExpired: 'session_expired',
  badRequest: 'bad_request',
  forbidden: 'forbidden',
  notFound: 'not_found',
  /** A business rule refuses the request as asked (attendance state, no meeting today, unknown beacon). */
  refused: 'refused',
  /** A save naming a product the customer's plan already holds (spec 3 §8 cust_plan_duplicate). */
  custPlanDuplicate: 'cust_plan_duplicate',
  /** The record changed on the server since the save's version was read (issue 18): the outbox holds the save as a conflict. */
  conflict: 'conflict',
  /** The same idempotency key is still being answered (a first send on its way): try again shortly, on the same key. */
  inProgress: 'in_progress',
  loginFailed: 'login_failed',
  tooManyAttempts: 'too_many_attempts',
  invalidClient: 'invalid_client',
  underMaintenance: 'under_maintenance',
  serverError: 'server_error',
} as const;

export const Envelope = Schema.Struct({
  rt: Schema.String,
  data: Schema.optionalKey(Schema.Unknown),
  rtMsg: Schema.optionalKey(Schema.String),
});
export type Envelope = typeof Envelope.Type;

/** Fields every call carries next to its own payload (spec 1 §7). */
export const ClientMeta = Schema.Struct({
  deviceUuid: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9-]{8,64}$/)),
  appVersion: Schema.String.check(Schema.isPattern(/^\d{1,3}(\.\d{1,3}){0,3}$/)),
});
export type ClientMeta = typeof ClientMeta.Type;
