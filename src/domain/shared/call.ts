// One call of the API contract: its path under /api/v1, who may make it, and the schemas of its
// form payload and of the `data` of its success envelope. Server and client share these objects.
import { Schema } from 'effect';
import type { Position } from './roles';

/** session: Bearer token required · optional: token used when present · none: public · basic: login (client Basic). */
export type CallAuth = 'session' | 'optional' | 'none' | 'basic';

/** Form payloads are string fields on the wire; the decoded side may be richer. */
export type FormCodec<T> = Schema.Codec<T, Record<string, string | undefined>>;

export interface CallDef<Req, Res, ResEncoded = Res> {
  readonly path: string;
  readonly auth: CallAuth;
  /** The positions allowed to make a session call; any signed-in user when absent. The server refuses the others
   *  (forbidden) before the handler runs. */
  readonly roles?: readonly Position[];
  /** The message of that refusal when the spec gives the call its own (msg.forbidden otherwise). */
  readonly rolesRefusal?: string;
  /**
   * The call changes something (a row, a message sent, a code issued): the app sends it with an
   * Idempotency-Key, and the server answers a repeat of it with the first answer and no second effect.
   */
  readonly mutation?: true;
  readonly request: Schema.Codec<Req, any>;
  readonly response: Schema.Codec<Res, ResEncoded>;
}

export const defineCall = <Req, Res, ResEncoded = Res>(def: CallDef<Req, Res, ResEncoded>): CallDef<Req, Res, ResEncoded> => def;

export type AnyCall = CallDef<any, any, any>;

const CALL_AUTHS: ReadonlySet<unknown> = new Set<CallAuth>(['session', 'optional', 'none', 'basic']);

/** The calls a contract module exports (its other exports are schemas and types). */
export const callsOf = (contract: Readonly<Record<string, unknown>>): AnyCall[] =>
  Object.values(contract).filter(
    (v): v is AnyCall => typeof v === 'object' && v !== null && typeof (v as AnyCall).path === 'string' && CALL_AUTHS.has((v as AnyCall).auth),
  );

export type RequestOf<C> = C extends CallDef<infer Req, any, any> ? Req : never;
export type ResponseOf<C> = C extends CallDef<any, infer Res, any> ? Res : never;

/** An empty payload or answer. */
export const Empty = Schema.Struct({});
export type Empty = typeof Empty.Type;

/** A bounded string field; `min` 1 makes it required and non-blank after trimming by the caller. */
export const Text = (max: number, min = 0) =>
  min > 0
    ? Schema.String.check(Schema.isMinLength(min), Schema.isMaxLength(max))
    : Schema.String.check(Schema.isMaxLength(max));

export const YN = Schema.Literals(['Y', 'N']);
export type YN = typeof YN.Type;

/** Plain decimal digits only: no sign, blanks, exponent or hex ('1e3', ' 1', '0x10' are refused). */
const Digits = Schema.String.check(Schema.isPattern(/^\d{1,10}$/));

/** A whole number sent as a form string ("10"), bounded. */
export const FormInt = (min: number, max: number) =>
  Digits.pipe(Schema.decodeTo(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: min, maximum: max }))));

/** A whole number in an answer. */
export const Count = Schema.Int;
