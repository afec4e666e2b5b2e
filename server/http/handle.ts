// The generic call handler: handle(callDef, handler) registers a contract call; apiDispatcher answers
// every /api/v1 request in this order: method, path, maintenance, form body, auth, payload, the call's
// roles, handler.
import type { Context } from 'hono';
import { Result, Schema } from 'effect';
import { ClientMeta } from '../../src/domain/shared/envelope';
import { positionAllowed } from '../../src/domain/shared/access';
import { type CallDef } from '../../src/domain/shared/call';
import { msg } from '../../src/domain/messages';
import { logError } from '../services/audit';
import type { AppServices } from '../services/context';
import { isMaintenanceActive, readSetting } from '../services/settings';
import type { SessionRow, UserRow } from '../services/sessions';
import { authenticate } from './auth';
import { clientIpOf } from './client-ip';
import { badRequestMessage, decodeFields } from '../lib/decode';
import { CallRefusal, failureResponse, isAudited, successResponse, type RtCode } from './envelope';
import { readForm } from './form';
import { bodyHash, IDEMPOTENCY_HEADER, IdempotencyKeys, keyOf } from './idempotency';

export const API_PREFIX = '/api/v1/';

/** Calls that keep answering during maintenance: the client needs them to show the notice and update. */
const MAINTENANCE_EXEMPT: ReadonlySet<string> = new Set(['version', 'download/version', 'logging/access']);

/** Calls whose body may reach http.bulkBodyBytes: sendSms carries two sealed tokens (about 210 bytes encoded) per recipient, up to 1,000. */
const BULK_BODY_CALLS: ReadonlySet<string> = new Set(['myCstmr/sendSms']);

export interface CallContext {
  readonly path: string;
  readonly meta: ClientMeta;
  readonly clientIp: string;
  /** Set for 'session' calls, and for 'optional' calls with a live token. */
  readonly user: UserRow | null;
  readonly session: SessionRow | null;
  /** The login client id ('basic' calls) or the session's. */
  readonly clientId: string | null;
  readonly svc: AppServices;
}

export type Handler<Req, Res> = (input: Req, ctx: CallContext) => Promise<Res>;

export interface ApiCall {
  readonly def: CallDef<any, any, any>;
  readonly handler: Handler<any, any>;
  /** The answer's encoder, built once per call rather than per request. */
  readonly encode: (result: unknown) => Result.Result<unknown, Schema.SchemaError>;
}

export const handle = <Req, Res, E>(def: CallDef<Req, Res, E>, handler: Handler<Req, Res>): ApiCall => ({
  def,
  handler,
  encode: Schema.encodeUnknownResult(def.response as Schema.Codec<unknown, unknown>),
});

/** The signed-in user of a 'session' call (the dispatcher guarantees one). */
export function signedIn(ctx: CallContext): { user: UserRow; session: SessionRow } {
  if (!ctx.user || !ctx.session) throw new CallRefusal('unauthorized');
  return { user: ctx.user, session: ctx.session };
}

const DEVICE_UUID = /^[A-Za-z0-9-]{8,64}$/;

/** The Node request under @hono/node-server (its bytes, unwrapped); null elsewhere (tests' app.request). */
function nodeBody(c: Context): AsyncIterable<Uint8Array> | null {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming as (AsyncIterable<Uint8Array> & { readableEnded?: boolean }) | undefined;
  return incoming && typeof incoming[Symbol.asyncIterator] === 'function' && !incoming.readableEnded ? incoming : null;
}

/** Refusals that are not the call's own answer: a retry with the same idempotency key runs again. */
const TRANSIENT: ReadonlySet<RtCode> = new Set<RtCode>(['server_error', 'under_maintenance', 'unauthorized', 'auth_token_expired', 'session_expired']);

export function apiDispatcher(calls: readonly ApiCall[], svc: AppServices) {
  const keys = new IdempotencyKeys(svc.db, () => svc.clock.now());
  const byPath = new Map<string, ApiCall>();
  for (const call of calls) {
    if (byPath.has(call.def.path)) throw new Error(`call registered twice: ${call.def.path}`);
    byPath.set(call.def.path, call);
  }

  return async (c: Context): Promise<Response> => {
    const path = c.req.path.slice(API_PREFIX.length);
    if (c.req.method !== 'POST') {
      const res = failureResponse('bad_request', msg.badRequest, 405);
      res.headers.set('Allow', 'POST');
      return res;
    }
    const call = byPath.get(path);
    if (!call) return failureResponse('not_found');
    const clientIp = clientIpOf(c);
    let deviceUuid: string | null = null;
    let user: UserRow | null = null;
    /** The claimed idempotency key of a mutation, once its handler may run. */
    let claimed: string | null = null;
    try {
      if (!MAINTENANCE_EXEMPT.has(path) && isMaintenanceActive(await readSetting(svc.db, 'maintenance'), svc.clock.now()))
        return failureResponse('under_maintenance');

      const limit = BULK_BODY_CALLS.has(path) ? svc.config.http.bulkBodyBytes : svc.config.http.maxBodyBytes;
      const form = await readForm(c.req.raw, limit, nodeBody(c) ?? c.req.raw.body);
      if (!form.ok)
        throw new CallRefusal('bad_request', badRequestMessage(form.field ? [form.field] : []), {
          detail: { reason: form.reason },
        });
      const rawDevice = form.fields.deviceUuid;
      if (rawDevice !== undefined && DEVICE_UUID.test(rawDevice)) deviceUuid = rawDevice;

      const caller = await authenticate(c.req.header('authorization'), call.def.auth, svc);
      user = caller.user;

      const input = decodeFields(call.def.request, form.fields);
      const meta = decodeFields(ClientMeta, form.fields);
      if (!input.ok || !meta.ok) {
        const fields = [...(input.ok ? [] : input.fields), ...(meta.ok ? [] : meta.fields)];
        throw new CallRefusal('bad_request', badRequestMessage(fields), { detail: { fields } });
      }

      // The positions come from the one access declaration (src/domain/shared/access.ts reads the contract's roles).
      if (call.def.roles && !(caller.user && positionAllowed(call.def, caller.user.orgnzPstn)))
        throw new CallRefusal('forbidden', call.def.rolesRefusal ?? msg.forbidden, { detail: { position: caller.user?.orgnzPstn ?? null } });

      // Login's answer is a session token, which is never stored (sessions keep only its hash): a repeated login
      // makes another session, and the app never queues a login (src/domain/outbox/queueable.ts).
      const key = call.def.mutation && call.def.auth !== 'basic' ? keyOf(c.req.header(IDEMPOTENCY_HEADER)) : null;
      if (key !== null) {
        const claim = await keys.claim({ key, userid: caller.user?.userid ?? '', path, bodyHash: bodyHash(form.fields) });
        if (claim.kind === 'replay') return new Response(claim.answer, { status: claim.status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Idempotent-Replayed': 'true' } });
        claimed = key;
      }

      const result = await call.handler(input.value, { path, meta: meta.value, clientIp, ...caller, svc });
      const encoded = call.encode(result);
      if (Result.isFailure(encoded)) throw new Error(`response of ${path} does not match its schema: ${encoded.failure.message}`);
      return await settled(claimed, successResponse(encoded.success));
    } catch (e) {
      if (e instanceof CallRefusal) {
        if (isAudited(e.rt) || e.audit.always)
          await svc.audit.record({
            event: e.audit.event ?? 'call.refused',
            userId: e.audit.userId ?? user?.userid ?? null,
            deviceUuid,
            clientIp,
            path,
            rt: e.rt,
            detail: e.audit.detail ?? {},
          });
        const res = failureResponse(e.rt, e.rtMsg, undefined, e.data);
        if (claimed === null) return res;
        if (TRANSIENT.has(e.rt)) return await released(claimed, res);
        return await settled(claimed, res);
      }
      logError(`call ${path} failed`, e);
      return await released(claimed, failureResponse('server_error'));
    }
  };

  /** Keeps a claimed key's answer for its repeats. */
  async function settled(key: string | null, res: Response): Promise<Response> {
    if (key !== null) await keys.settle(key, res.status, await res.clone().text());
    return res;
  }
  async function released(key: string | null, res: Response): Promise<Response> {
    if (key !== null) await keys.release(key).catch((e: unknown) => logError('idempotency key not released', e));
    return res;
  }
}
