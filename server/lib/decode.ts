// Decoding form fields with the call's Effect Schema, collecting every failing field (errors: 'all')
// so the bad_request message can name them: 요청 값이 올바르지 않습니다. (userId, deviceUuid)
import { Result, Schema, SchemaIssue } from 'effect';
import { msg } from '../../src/domain/messages';

export type Decoded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly fields: readonly string[] };

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

// Each call's decoder is built once (every request decodes its meta and payload).
const decoders = new WeakMap<object, (input: unknown) => Result.Result<unknown, Schema.SchemaError>>();

function decoderOf<T>(schema: Schema.Codec<T, any>): (input: unknown) => Result.Result<T, Schema.SchemaError> {
  let d = decoders.get(schema);
  if (!d) {
    const decode = Schema.decodeUnknownResult(schema as Schema.Codec<T, unknown>);
    decoders.set(schema, (d = (input) => decode(input, { errors: 'all' })));
  }
  return d as (input: unknown) => Result.Result<T, Schema.SchemaError>;
}

/**
 * `names`: 'field' names the top-level field (a form field, as a caller of the API sent it); 'path' the
 * whole path (fields.phone), for operators' JSON bodies.
 */
export function decodeFields<T>(schema: Schema.Codec<T, any>, input: unknown, names: 'field' | 'path' = 'field'): Decoded<T> {
  const r = decoderOf(schema)(input);
  if (Result.isSuccess(r)) return { ok: true, value: r.success };
  const fields: string[] = [];
  for (const issue of formatter(r.failure.issue).issues) {
    const path = (issue.path ?? []).map((segment) => String(typeof segment === 'object' && segment !== null ? segment.key : segment));
    const name = names === 'path' ? path.join('.') : (path[0] ?? '');
    if (!fields.includes(name)) fields.push(name);
  }
  return { ok: false, fields };
}

export const badRequestMessage = (fields: readonly string[]): string => {
  const named = fields.filter((f) => f !== '');
  return named.length ? `${msg.badRequest} (${named.join(', ')})` : msg.badRequest;
};
