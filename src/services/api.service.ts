// The API client (spec 1 §7): POST, form-encoded, Bearer token (Basic client id for login), deviceUuid
// and appVersion on every call, envelope decoded with Schema into typed failures. Session codes and
// maintenance answers are also published on `signals$`, which the app machine turns into transitions.
import { Context, Effect, Layer, Result, Schema } from 'effect';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { CallDef } from '../domain/shared/call';
import { Envelope, RT, SUCCESS, isSessionCode } from '../domain/shared/envelope';
import { DecodeError, NetworkError, ServerError, SessionRejected } from '../domain/shared/errors';
import { ApiConfig, callUrl } from './config.service';
import { Device } from './device.service';
import { SessionStore } from './session-store.service';

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>;
export type ApiFailure = ServerError | SessionRejected | NetworkError | DecodeError;
export type SystemSignal = { readonly kind: 'session'; readonly error: SessionRejected } | { readonly kind: 'maintenance' };

export interface CallOptions {
  /** Show the blocking spinner while the call runs (header blockYn: Y). */
  readonly block?: boolean;
  /**
   * A mutation's idempotency key, made when the user acted (a replay of the same save sends it again); a new
   * one per call when absent. Only mutation calls send one (CallDef.mutation).
   */
  readonly idempotencyKey?: string;
}

/** A fresh idempotency key: 128 random bits as hex (getRandomValues works outside secure contexts too). */
export const newIdempotencyKey = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export interface ApiShape {
  call<Req, Res>(def: CallDef<Req, Res, any>, payload: Req, options?: CallOptions): Effect.Effect<Res, ApiFailure>;
  /** A plain GET of a JSON document (worknotice.json). */
  getJson<A>(url: string, schema: Schema.Codec<A, any>): Effect.Effect<A, NetworkError | DecodeError>;
  /** How many blocking calls are running. */
  readonly blocking$: Observable<number>;
  readonly signals$: Observable<SystemSignal>;
}

const ConflictData = Schema.Struct({ current: Schema.Record(Schema.String, Schema.String) });

/** A conflict's answer carries the server's copy of the record (issue 18); anything else carries none. */
const conflictCopy = (rt: string, data: unknown): { current?: Readonly<Record<string, string>> } => {
  if (rt !== RT.conflict) return {};
  const r = Schema.decodeUnknownResult(ConflictData)(data);
  return Result.isSuccess(r) ? { current: r.success.current } : {};
};

const describe = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

export const makeApi = Effect.gen(function* () {
  const config = yield* ApiConfig;
  const device = yield* Device;
  const sessions = yield* SessionStore;
  return (fetchFn: FetchFn): ApiShape => {
    const blocking = new BehaviorSubject(0);
    const signals = new Subject<SystemSignal>();

    const send = (url: string, init: RequestInit) =>
      Effect.tryPromise({
        try: (signal) => fetchFn(url, { ...init, signal }),
        catch: (e) => new NetworkError({ detail: describe(e) }),
      }).pipe(
        Effect.timeoutOrElse({
          duration: config.timeoutMs,
          orElse: () => Effect.fail(new NetworkError({ detail: `no answer after ${config.timeoutMs} ms` })),
        }),
      );

    const readJson = (res: Response, path: string) =>
      Effect.tryPromise({
        try: () => res.json() as Promise<unknown>,
        // A body that is not JSON is a proxy or gateway page: for the user that is the network failing.
        catch: (e) => (res.ok ? new DecodeError({ path, detail: describe(e) }) : new NetworkError({ detail: `HTTP ${res.status}` })),
      });

    function call<Req, Res>(def: CallDef<Req, Res, any>, payload: Req, options: CallOptions = {}): Effect.Effect<Res, ApiFailure> {
      const program = Effect.gen(function* () {
        const encoded = Schema.encodeUnknownResult(def.request)(payload);
        if (Result.isFailure(encoded)) return yield* new DecodeError({ path: def.path, detail: encoded.failure.message });
        const form = new URLSearchParams();
        for (const [k, v] of Object.entries(encoded.success as Record<string, unknown>)) if (typeof v === 'string') form.append(k, v);
        form.append('deviceUuid', device.deviceUuid);
        form.append('appVersion', device.appVersion);

        const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };
        if (def.auth === 'basic') headers.Authorization = `Basic ${btoa(`${device.clientId}:`)}`;
        else {
          const token = sessions.current()?.authToken;
          if (token) headers.Authorization = `Bearer ${token}`;
        }
        if (options.block) headers.blockYn = 'Y';
        if (def.mutation) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();

        const res = yield* send(callUrl(config, def.path), { method: 'POST', headers, body: form.toString(), credentials: 'include' });
        const json = yield* readJson(res, def.path);
        const env = Schema.decodeUnknownResult(Envelope)(json);
        if (Result.isFailure(env)) {
          return yield* res.ok ? new DecodeError({ path: def.path, detail: env.failure.message }) : new NetworkError({ detail: `HTTP ${res.status}` });
        }
        const { rt, rtMsg = '', data } = env.success;
        if (rt !== SUCCESS) {
          if (isSessionCode(rt)) {
            const error = new SessionRejected({ rt, rtMsg });
            signals.next({ kind: 'session', error });
            return yield* error;
          }
          if (rt === RT.underMaintenance) signals.next({ kind: 'maintenance' });
          return yield* new ServerError({ rt, rtMsg, ...conflictCopy(rt, data) });
        }
        const decoded = Schema.decodeUnknownResult(def.response)(data ?? {});
        if (Result.isFailure(decoded)) return yield* new DecodeError({ path: def.path, detail: decoded.failure.message });
        return decoded.success;
      });
      if (!options.block) return program;
      return Effect.acquireUseRelease(
        Effect.sync(() => blocking.next(blocking.value + 1)),
        () => program,
        () => Effect.sync(() => blocking.next(blocking.value - 1)),
      );
    }

    const getJson = <A>(url: string, schema: Schema.Codec<A, any>) =>
      Effect.gen(function* () {
        // Default cache mode, so the start-up request can use the page's preload; the server answers
        // no-store, so later checks (app resumed) still reach it.
        const res = yield* send(url, { method: 'GET', credentials: 'same-origin' });
        if (!res.ok) return yield* new NetworkError({ detail: `HTTP ${res.status}` });
        const json = yield* readJson(res, url);
        const r = Schema.decodeUnknownResult(schema)(json);
        if (Result.isFailure(r)) return yield* new DecodeError({ path: url, detail: r.failure.message });
        return r.success;
      });

    return { call, getJson, blocking$: blocking.asObservable(), signals$: signals.asObservable() };
  };
});

export class Api extends Context.Service<Api, ApiShape>()('app/Api') {
  /** `fetchFn` is the browser's fetch in the app, the reference server's in-process handler in tests. */
  static readonly layer = (fetchFn: FetchFn) => Layer.effect(Api, Effect.map(makeApi, (make) => Api.of(make(fetchFn))));
}
