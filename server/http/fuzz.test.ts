// @vitest-environment node
// Fuzzing every call (issue 19; docs/security.md "Fuzzing"): each call the server answers gets bodies made from
// its request schema (field names, literal sets, patterns and lengths read from the schema's AST): a field
// missing, the wrong kind of value, values at and past their limits, huge strings, control characters, broken
// UTF-8, SQL and HTML payloads, mutated JSON texts, repeated and unknown fields, bodies that are not a form at
// all and invalid idempotency keys, sent by a caller allowed to make the call. Every answer must be the JSON
// envelope (never a 500, a stack trace or server_error); whatever the contract refuses is refused with bad_request.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { Result, Schema, SchemaAST } from 'effect';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { msg } from '../../src/domain/messages';
import { ClientMeta } from '../../src/domain/shared/envelope';
import type { AnyCall } from '../../src/domain/shared/call';
import { API_CALLS } from '../areas';
import { SERVER_CONFIG } from '../config';
import { TEST_DATABASES } from '../test-support/databases';
import { APP_VERSION, basic, createHarness, DEVICE, type Harness } from '../test-support/harness';
import { callerOf, fillValidPayloads, validPayload } from '../test-support/valid-payloads';
import { HTTP_STATUS } from './envelope';
import { IDEMPOTENCY_HEADER } from './idempotency';

/** What the schema says about one form field (the union of a union schema's members). */
interface FieldSpec {
  readonly name: string;
  readonly literals: readonly string[] | null;
  readonly patterns: readonly RegExp[];
  readonly minLength: number;
  readonly maxLength: number | null;
}

function specOf(name: string, ast: SchemaAST.AST): FieldSpec {
  const members = ast._tag === 'Union' ? ast.types : [ast];
  const literals = members.filter((m) => m._tag === 'Literal').map((m) => String((m as SchemaAST.Literal).literal));
  const patterns: RegExp[] = [];
  let minLength = 0;
  let maxLength: number | null = null;
  for (const check of ast.checks ?? []) {
    const c = (check.annotations as { arbitraryConstraint?: { patterns?: { source: string; flags: string }[]; minLength?: number; maxLength?: number } } | undefined)
      ?.arbitraryConstraint;
    for (const p of c?.patterns ?? []) patterns.push(new RegExp(p.source, p.flags));
    if (c?.minLength !== undefined) minLength = Math.max(minLength, c.minLength);
    if (c?.maxLength !== undefined) maxLength = Math.min(maxLength ?? Infinity, c.maxLength);
  }
  return { name, literals: literals.length > 0 ? literals : null, patterns, minLength, maxLength };
}

/** The form fields of a request schema, from its encoded side (what travels in the body). */
function fieldsOf(schema: AnyCall['request'] | typeof ClientMeta): FieldSpec[] {
  const ast = SchemaAST.toEncoded(schema.ast);
  const objects = ast._tag === 'Union' ? ast.types : [ast];
  const byName = new Map<string, FieldSpec>();
  for (const o of objects)
    if (o._tag === 'Objects')
      for (const p of o.propertySignatures) if (!byName.has(String(p.name))) byName.set(String(p.name), specOf(String(p.name), p.type));
  return [...byName.values()];
}

const META_FIELDS = fieldsOf(ClientMeta);
const META: Record<string, string> = { deviceUuid: DEVICE, appVersion: APP_VERSION };

/** A field's value: text (sent percent-encoded) or raw, already-encoded bytes of the body (broken escapes). */
type Value = string | { readonly raw: string };
type Fields = readonly (readonly [string, Value])[];

/**
 * How the answer must look. refused: a form-level fault (content type, size, encoding, controls, a repeated
 * field) — 400 bad_request. contract: bad_request exactly when the call's schema or the client meta refuses
 * the fields, otherwise any envelope. notSuccess: the schema takes it, but it is not a value the call can use
 * (JSON text of the wrong shape): any refusal. extra: unknown fields next to a valid payload: any envelope.
 */
type Expect = 'refused' | 'contract' | 'notSuccess' | 'extra';

interface Case {
  readonly label: string;
  readonly expect: Expect;
  readonly fields?: Fields;
  /** A body that is not built from fields, with its content type (null: none). */
  readonly body?: { readonly type: string | null; readonly bytes: string | Uint8Array | null };
  readonly key?: string;
}

const SQL = ["' OR 1=1 --", "'; drop table users; --", '1; DROP TABLE users', '" OR ""="', "1' UNION SELECT password FROM users --", "%' AND pg_sleep(5) --", '$$; select 1; $$', '\\'];
const HTML = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '<svg onload=alert(1)>', '{{7*7}}', '${7*7}', '&lt;&#0;'];
/** Code points the form refuses: C0 controls but tab and line breaks, and DEL. */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];
/** Escapes of invalid UTF-8: bad bytes, a truncated sequence, an escaped surrogate, an overlong NUL, past U+10FFFF. */
const BROKEN_UTF8 = ['%FF%FE%C3%28', '%C3%28', '%E2%82', '%ED%A0%80', '%C0%80', '%F4%90%80%80', '%'];
/** Valid but awkward Unicode: direction overrides, BOM, zero width, full-width digits, astral, case-changing letters. */
const ODD_UNICODE = ['\u202e\u202d', '\ufeff', 'a\u200bb', '１２３', '😀', 'İ', '\u2028', 'e\u0301', '\u3000', '\t', '\r\n'];
/** Texts that look like other kinds of values. */
const LOOKALIKES = ['0', '-1', '99999999', '20261345', '2026-02-30', '1e309', 'NaN', 'null', 'undefined', 'true', 'Y', '   '];
const WRONG_NUMBERS = ['abc', '-1', '1.5', '1e3', '0x10', ' 1', '1 ', '+1', '１２', '99999999999', 'NaN', 'Infinity', '', 'Y'];
/** Digits and dates that fit a pattern but not the calendar or an integer column. */
const PATTERN_EDGES = ['0', '00', '0000000000', '9999999999', '2147483648', '4294967296', '0000', '9999', '00', '13', '000000', '202600', '202613', '999912', '20260230', '20261301', '00000000', '0000-00-00', '9999-99-99', '2026-02-30', '2026-13-01', '000001', '00000101', '0000-01-01', '99991231', '9999-12-31'];
const JSON_REPLACEMENTS: unknown[] = [null, -1, 0, 1e21, 2 ** 53 + 1, 0.5, '', 'x', "' OR 1=1 --", '<script>alert(1)</script>', true, [], {}, [[]], 'x'.repeat(5000), { __proto__: { polluted: 1 } }];
const EXTRA_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'userid', 'orgnzPstn', 'isAdmin', 'sqno[]', 'a.b', 'x', ''];
const BAD_KEYS = ['short', 'x'.repeat(101), 'has space in the key 0123', "'; drop table idempotency_keys; --", '<script>alert(1)</script>xx', 'é'.repeat(20), '0123456789abcdef/0123'];
const HUGE = 100_000;
/** Generated bodies per call and database (FUZZ_RUNS=500 for a longer hunt). */
const RUNS = Number(process.env.FUZZ_RUNS) || 30;

const limitOf = (path: string) => (path === 'myCstmr/sendSms' ? SERVER_CONFIG.http.bulkBodyBytes : SERVER_CONFIG.http.maxBodyBytes);
const matches = (f: FieldSpec, v: string) => f.patterns.every((p) => p.test(v));

function encodeBody(fields: Fields): string {
  return fields.map(([k, v]) => `${encodeURIComponent(k)}=${typeof v === 'string' ? encodeURIComponent(v) : v.raw}`).join('&');
}

const decodes = (schema: Schema.Codec<unknown, any>, fields: Record<string, string>) =>
  Result.isSuccess(Schema.decodeUnknownResult(schema)(fields, { errors: 'first' }));

/** The JSON value of a valid text field (an array or object), or undefined. */
function jsonOf(text: string | undefined): object | undefined {
  if (text === undefined) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Every node of a JSON value, as a path of keys. */
function jsonPaths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(v)) return here.concat(...v.map((x, i) => jsonPaths(x, [...at, i])));
  if (typeof v === 'object' && v !== null) return here.concat(...Object.entries(v).map(([k, x]) => jsonPaths(x, [...at, k])));
  return here;
}

/** `json` with the node at `path` replaced (or removed, from an object or array). */
function mutateJson(json: unknown, path: (string | number)[], replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement;
  const copy: any = structuredClone(json);
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k];
  const last = path[path.length - 1]!;
  if (remove && Array.isArray(node)) node.splice(Number(last), 1);
  else if (remove) delete node[last];
  else node[last] = replacement;
  return copy;
}

/** Values of the wrong kind for the field: not one of its literals, not its pattern, past its length. */
function wrongValues(f: FieldSpec): fc.Arbitrary<string> {
  if (f.literals) {
    const lits = f.literals;
    return fc.oneof(fc.constantFrom('X', 'y', 'n', 'YES', 'true', '1', '0', ' ', 'Y ', '%', 'null'), fc.string({ maxLength: 8 })).filter((v) => !lits.includes(v));
  }
  if (f.patterns.length > 0) return fc.oneof(fc.constantFrom(...WRONG_NUMBERS), fc.string({ maxLength: 12 })).filter((v) => !matches(f, v));
  const tooLong = f.maxLength !== null && f.maxLength < 5000 ? [fc.constant('가'.repeat(f.maxLength + 1)), fc.constant('x'.repeat(f.maxLength + 1))] : [];
  return fc.oneof(...tooLong, fc.constantFrom(...(f.minLength > 0 ? [''] : []), '   ', '\u3000'));
}

/** Values the field's own checks accept, chosen to be awkward for the handler behind them. */
function edgeValues(f: FieldSpec, valid: string | undefined): fc.Arbitrary<string> {
  if (f.literals) return fc.constantFrom(...f.literals);
  if (f.patterns.length > 0) {
    const edges = PATTERN_EDGES.filter((v) => matches(f, v));
    return fc.oneof(...(edges.length > 0 ? [fc.constantFrom(...edges)] : []), fc.stringMatching(f.patterns[0]!).filter((v) => matches(f, v)));
  }
  const max = f.maxLength ?? 200;
  const fits = [...LOOKALIKES, ...ODD_UNICODE, ...SQL, ...HTML].filter((v) => v.length <= max && v.length >= f.minLength);
  return fc.oneof(
    fc.constantFrom('가'.repeat(max), 'x'.repeat(max), '😀'.repeat(Math.floor(max / 2)), `${(valid ?? '').slice(0, Math.max(0, max - 1))}\n`),
    ...(fits.length > 0 ? [fc.constantFrom(...fits)] : []),
    fc.string({ unit: 'grapheme', minLength: f.minLength, maxLength: Math.min(max, 40) }),
  );
}

interface CallModel {
  readonly call: AnyCall;
  readonly fields: readonly FieldSpec[];
  readonly valid: Record<string, string>;
  /** The client meta it is sent with. */
  readonly meta: Record<string, string>;
}

/**
 * The other members of a union request (server/test-support/valid-payloads.ts has one payload per call), so their
 * fields are fuzzed next to a body that would otherwise be accepted.
 */
function variantsOf(path: string, valid: Record<string, string>): Record<string, string>[] {
  const customer = validPayload('eduplan/child');
  const schedule = { scdlDivCd: 'SSD07', etcCntn: '지국 회의', allYn: 'N', sttDt: '2026-03-20', sttHr: '10:00', endDt: '2026-03-20', endHr: '11:00', memo: '메모' };
  switch (path) {
    case 'mySchedule/saveMyschedule':
      return [{ cudType: 'C', ...schedule }, { cudType: 'U', sqno: valid.sqno!, ...schedule, version: '1' }, { cudType: 'D', sqno: valid.sqno!, version: '99' }];
    case 'eduplan/customerPlan':
      return [customer];
    case 'eduplan/bascket':
      return [{ strSearchPrdt: valid.strSearchPrdt!, ...customer }];
    case 'eduplan/myPlanSave':
      return [{ strSearchPrdt: valid.strSearchPrdt!, ...customer, userName: '김플래너', strCustPlanInfo: JSON.stringify({ prpmAmt: 0, mlgAmt: 0, mntsCnt: 0, dcSqnoList: [], monthAmt: 0 }) }];
    default:
      return [];
  }
}

/** The valid payload and its meta, in the order the app sends them. */
const baseFields = (m: CallModel): [string, Value][] => Object.entries({ ...m.valid, ...m.meta });

/** Replaces (or removes, with undefined) one field of the valid body, keeping the others. */
function withField(m: CallModel, name: string, value: Value | undefined): Fields {
  const base = baseFields(m);
  const out = base.filter(([k]) => k !== name);
  if (value === undefined) return out;
  const at = base.findIndex(([k]) => k === name);
  out.splice(at < 0 ? out.length : at, 0, [name, value]);
  return out;
}

/** The generated malformed bodies of one call. */
function caseArbitrary(m: CallModel): fc.Arbitrary<Case> {
  const all = [...m.fields, ...META_FIELDS];
  const field = fc.constantFrom(...all);
  const current = (f: FieldSpec) => m.valid[f.name] ?? m.meta[f.name] ?? '';
  const contract = (label: string, f: FieldSpec, v: Value | undefined): Case => ({ label: `${label} ${f.name}`, expect: 'contract', fields: withField(m, f.name, v) });
  const refused = (label: string, f: FieldSpec, v: Value): Case => ({ label: `${label} ${f.name}`, expect: 'refused', fields: withField(m, f.name, v) });
  const jsonFields = m.fields.filter((f) => jsonOf(m.valid[f.name]) !== undefined);
  const arbs: fc.Arbitrary<Case>[] = [
    field.chain((f) => wrongValues(f).map((v) => contract('wrong type in', f, v))),
    field.chain((f) => edgeValues(f, m.valid[f.name]).map((v) => contract('edge value in', f, v))),
    fc.tuple(field, fc.integer({ min: HUGE, max: HUGE + 20_000 }), fc.constantFrom('x', '가', '<a>', "'")).map(([f, n, unit]) =>
      contract('huge string in', f, unit.repeat(Math.ceil(n / unit.length))),
    ),
    fc.tuple(field, fc.constantFrom(...CONTROLS), fc.nat()).map(([f, c, at]) => {
      const chars = [...current(f)];
      chars.splice(at % (chars.length + 1), 0, c);
      return refused('control character in', f, chars.join(''));
    }),
    fc.tuple(field, fc.constantFrom(...BROKEN_UTF8)).map(([f, bad]) => refused('broken UTF-8 in', f, { raw: `${encodeURIComponent(current(f))}${bad}` })),
    fc.tuple(field, fc.constantFrom(...SQL, ...HTML), fc.boolean()).map(([f, p, append]) => contract('payload in', f, append ? `${current(f)}${p}` : p)),
    fc.tuple(field, fc.constantFrom(...ODD_UNICODE)).map(([f, u]) => contract('odd unicode in', f, `${current(f)}${u}`)),
    // An array the way a form carries one: the same key twice.
    fc.tuple(fc.constantFrom(...baseFields(m).map(([k]) => k)), fc.string({ maxLength: 6 })).map(([k, v]) => ({
      label: `repeated ${k}`,
      expect: 'refused' as const,
      fields: [...baseFields(m), [k, v] as const],
    })),
    fc.uniqueArray(field, { minLength: 2, maxLength: 4, selector: (f) => f.name }).map((fs) => ({
      label: `missing ${fs.map((f) => f.name).join(', ')}`,
      expect: 'contract' as const,
      fields: baseFields(m).filter(([k]) => !fs.some((f) => f.name === k)),
    })),
    fc
      .uniqueArray(fc.oneof(fc.constantFrom(...EXTRA_NAMES), fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,15}$/)), { minLength: 1, maxLength: 3 })
      .map((names) => names.filter((n) => !all.some((f) => f.name === n)))
      .filter((names) => names.length > 0)
      .chain((names) =>
        fc.array(fc.oneof(fc.constantFrom(...SQL, ...HTML, 'Y', '1'), fc.string({ maxLength: 10 })), { minLength: names.length, maxLength: names.length }).map(
          (values): Case => ({ label: `extra ${names.join(', ')}`, expect: 'extra', fields: [...baseFields(m), ...names.map((n, i) => [n, values[i]!] as const)] }),
        ),
      ),
    fc.uint8Array({ maxLength: 300 }).map((bytes): Case => ({ label: 'random bytes', expect: 'refused', body: { type: 'application/x-www-form-urlencoded', bytes } })),
    fc.string({ maxLength: 300 }).map((text): Case => ({ label: 'random text', expect: 'refused', body: { type: 'application/x-www-form-urlencoded', bytes: text } })),
  ];
  if (jsonFields.length > 0)
    arbs.push(
      fc.tuple(fc.constantFrom(...jsonFields), fc.nat(), fc.constantFrom(...JSON_REPLACEMENTS), fc.boolean()).map(([f, at, replacement, remove]) => {
        const json = jsonOf(m.valid[f.name])!;
        const paths = jsonPaths(json);
        const text = JSON.stringify(mutateJson(json, paths[at % paths.length]!, replacement, remove)) ?? '';
        return contract('mutated JSON in', f, text);
      }),
      // Not JSON, or JSON of another shape than the call reads: the schema takes the text, the handler must not.
      fc.tuple(fc.constantFrom(...jsonFields), fc.constantFrom('{"a":', 'x', '"x"', '1', 'null', 'true', '[', ']]', 'undefined')).map(([f, text]) => {
        const wrongShape = Array.isArray(jsonOf(m.valid[f.name])) ? [text, '{}', '{"0":1}'] : [text, '[]', '[{}]'];
        return { label: `not the JSON of ${f.name}`, expect: 'notSuccess' as const, fields: withField(m, f.name, wrongShape[text.length % wrongShape.length]!) };
      }),
    );
  return fc.oneof(...arbs);
}

/** Deterministic values of the wrong kind for a field (the generated ones add more). */
function fixedWrong(f: FieldSpec): string[] {
  if (f.literals) return ['X', '', `${f.literals[0]} `].filter((v) => !f.literals!.includes(v));
  if (f.patterns.length > 0) return ['abc', '-1', '1.5', '', '１'].filter((v) => !matches(f, v));
  return [...(f.maxLength !== null && f.maxLength < 5000 ? ['x'.repeat(f.maxLength + 1)] : []), ...(f.minLength > 0 ? [''] : [])];
}

/** Deterministic values a field's own checks accept that are awkward for the handler: dates off the calendar, huge numbers, full lengths. */
function fixedEdges(f: FieldSpec): string[] {
  if (f.literals) return [];
  // Any count of digits: the numbers past an integer column (the generated cases add the others).
  if (matches(f, '0') && matches(f, '9999999999')) return ['0', '9999999999', '2147483648'];
  if (f.patterns.length > 0) return PATTERN_EDGES.filter((v) => matches(f, v));
  const max = f.maxLength ?? 200;
  return [
    ...(max <= 20_000 ? ['x'.repeat(max)] : []),
    ...(max <= 2_000 ? ['가'.repeat(max)] : []),
    ...['2026-02-30', '   '].filter((v) => v.length <= max && v.length >= f.minLength),
  ];
}

/**
 * The fixed cases of every call: per field of its schema, missing, of the wrong kind, at its edges, with SQL, HTML,
 * a control character, broken UTF-8 and a huge string; bodies that are no form; invalid idempotency keys.
 */
function fixedCases(m: CallModel): Case[] {
  const cases: Case[] = [];
  const current = (f: FieldSpec) => m.valid[f.name] ?? m.meta[f.name] ?? '';
  for (const f of [...m.fields, ...META_FIELDS]) {
    const put = (label: string, expect: Expect, v: Value | undefined) => cases.push({ label: `${label} ${f.name}`, expect, fields: withField(m, f.name, v) });
    put('missing', 'contract', undefined);
    for (const v of fixedWrong(f)) put(`wrong ${JSON.stringify(v.slice(0, 20))} in`, 'contract', v);
    // The client meta is the same on every call: the generated cases cover the rest of it.
    if (META_FIELDS.includes(f)) continue;
    for (const v of fixedEdges(f)) put(`edge ${JSON.stringify(v.slice(0, 20))} in`, 'contract', v);
    for (const v of [SQL[1]!, HTML[1]!]) put(`payload ${JSON.stringify(v)} in`, 'contract', v);
  }
  // Per call (handle.test.ts sends NULs and broken escapes in every field; the generated cases add the rest).
  const first = m.fields[0] ?? META_FIELDS[0]!;
  cases.push(
    { label: `NUL in ${first.name}`, expect: 'refused', fields: withField(m, first.name, `${current(first)}\u0000`) },
    { label: `broken UTF-8 in ${first.name}`, expect: 'refused', fields: withField(m, first.name, { raw: `${encodeURIComponent(current(first))}%FF%FE%C3%28` }) },
    { label: `huge string in ${first.name}`, expect: 'contract', fields: withField(m, first.name, 'x'.repeat(HUGE)) },
    // An array the way a form carries one: the same key twice.
    { label: 'repeated deviceUuid', expect: 'refused', fields: [...baseFields(m), ['deviceUuid', m.meta.deviceUuid!]] },
  );
  const form = encodeBody(baseFields(m));
  const json = JSON.stringify(Object.fromEntries(baseFields(m)));
  cases.push(
    { label: 'empty form body', expect: 'refused', body: { type: 'application/x-www-form-urlencoded', bytes: '' } },
    { label: 'no body and no content type', expect: 'refused', body: { type: null, bytes: null } },
    { label: 'JSON body', expect: 'refused', body: { type: 'application/json', bytes: json } },
    { label: 'JSON text as a form', expect: 'refused', body: { type: 'application/x-www-form-urlencoded', bytes: json } },
    { label: 'text/plain body', expect: 'refused', body: { type: 'text/plain', bytes: form } },
    { label: 'multipart body', expect: 'refused', body: { type: 'multipart/form-data; boundary=x', bytes: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n` } },
    { label: 'raw invalid UTF-8 bytes', expect: 'refused', body: { type: 'application/x-www-form-urlencoded', bytes: Buffer.concat([Buffer.from(`${form}&x=`), Buffer.from([0xff, 0xfe, 0xc3, 0x28])]) } },
    { label: 'a body over the size limit', expect: 'refused', body: { type: 'application/x-www-form-urlencoded', bytes: `${form}&pad=${'x'.repeat(limitOf(m.call.path) + 1)}` } },
  );
  if (m.call.mutation && m.call.auth !== 'basic')
    for (const key of BAD_KEYS) cases.push({ label: `idempotency key ${JSON.stringify(key.slice(0, 30))}`, expect: 'refused', fields: baseFields(m), key });
  return cases;
}

const STACK = /\bat .+:\d+:\d+|Error:|node_modules|\.[jt]s:\d+/;
const STATUSES = new Set<number>([200, ...Object.values(HTTP_STATUS).filter((s) => s !== 500)]);

/** What is wrong with an answer: not the envelope, a 500 or a stack trace, or not the refusal it must be. */
function problemsOf(res: Response, text: string, mustRefuse: boolean, c: Case): string[] {
  if (!STATUSES.has(res.status)) return [`status ${res.status}`];
  if (!/^application\/json/.test(res.headers.get('content-type') ?? '')) return ['not JSON'];
  if (STACK.test(text)) return ['a stack trace'];
  let json: { rt?: unknown; rtMsg?: unknown };
  try {
    json = JSON.parse(text);
  } catch {
    return ['not JSON'];
  }
  if (typeof json.rt !== 'string' || json.rt === 'server_error') return ['no envelope'];
  if (json.rt === 'success' ? res.status !== 200 : typeof json.rtMsg !== 'string' || res.status !== HTTP_STATUS[json.rt as keyof typeof HTTP_STATUS])
    return ['status and rt disagree'];
  if (mustRefuse && (res.status !== 400 || json.rt !== 'bad_request')) return ['not refused with bad_request'];
  if (mustRefuse && c.key !== undefined && json.rtMsg !== msg.idempotencyKeyInvalid) return ['not refused as an invalid idempotency key'];
  if (c.expect === 'notSuccess' && json.rt === 'success') return ['accepted'];
  return [];
}


describe.each(TEST_DATABASES)('fuzzed bodies on $name: the envelope every time, never a 500', (database) => {
  let h: Harness;
  /** Per call: its valid payload's model, then its union variants'. */
  const models = new Map<string, CallModel[]>();
  /** How the server treats unknown fields next to a valid payload (reported, not asserted: it ignores them). */
  const extras = { success: 0, refused: 0 };
  let stderr: { mock: { calls: unknown[][] }; mockClear(): void; mockRestore(): void };

  beforeAll(async () => {
    stderr = vi.spyOn(process.stderr, 'write');
    h = await createHarness(database);
    await fillValidPayloads(h);
    for (const c of API_CALLS) {
      const valid = validPayload(c.def.path);
      const fields = fieldsOf(c.def.request);
      // The login call fails on purpose here: from a device of its own, so the device lock never meets other logins.
      const meta = c.def.auth === 'basic' ? { ...META, deviceUuid: 'fuzz-login-device' } : META;
      models.set(c.def.path, [valid, ...variantsOf(c.def.path, valid)].map((v) => ({ call: c.def, fields, valid: v, meta })));
    }
  });
  afterAll(async () => {
    stderr.mockRestore();
    await h.close();
    console.info(`fuzz ${database.name}: unknown fields next to a valid payload answered success ${extras.success}×, a refusal ${extras.refused}×`);
  });

  it.each(API_CALLS.map((c, i) => ({ path: c.def.path, i })))('$path', async ({ path, i }) => {
    stderr.mockClear();
    const variants = models.get(path)!;
    const m = variants[0]!;
    const { auth, mutation } = m.call;
    // … and from an address of its own, so the address lock does not either.
    const ip = auth === 'basic' ? '10.19.0.1' : undefined;
    const freshToken = () => h.login(callerOf(path));
    let token = auth === 'session' || auth === 'optional' ? await freshToken() : null;

    const send = async (c: Case, withToken: boolean) => {
      const headers: Record<string, string> = {};
      let body: string | Uint8Array | null;
      if (c.body) {
        if (c.body.type) headers['Content-Type'] = c.body.type;
        body = c.body.bytes;
      } else {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = encodeBody(c.fields!);
      }
      if (auth === 'basic') headers.Authorization = basic('eduplanner-and');
      else if (token && withToken) headers.Authorization = `Bearer ${token}`;
      if (mutation) headers[IDEMPOTENCY_HEADER] = c.key ?? randomBytes(16).toString('hex');
      const res = await h.request(`/api/v1/${path}`, { method: 'POST', headers, ...(body !== null && { body: body as BodyInit }) }, ip);
      const text = await res.text();
      const size = typeof body === 'string' ? Buffer.byteLength(body) : (body?.byteLength ?? 0);
      const fields = c.fields && c.fields.every(([, v]) => typeof v === 'string') ? Object.fromEntries(c.fields as [string, string][]) : null;
      const contractRefuses = fields !== null && !(decodes(m.call.request, fields) && decodes(ClientMeta, fields));
      const mustRefuse = c.expect === 'refused' || size > limitOf(path) || (c.expect === 'contract' && contractRefuses);
      const problems = problemsOf(res, text, mustRefuse, c);
      const rt = problems.length === 0 ? (JSON.parse(text) as { rt: string }).rt : null;
      if (c.expect === 'extra') extras[rt === 'success' ? 'success' : 'refused']++;
      // A logout that went through ends the session the next cases send.
      if (path === 'auth/logout' && rt === 'success') token = await freshToken();
      return problems.map((p) => `${path}: ${c.label} → ${res.status} ${text.slice(0, 200)}: ${p}`);
    };

    // Every fixed case runs, and all that went wrong is reported together.
    const failures: string[] = [];
    for (const v of variants) for (const c of fixedCases(v)) failures.push(...(await send(c, true)));
    expect(failures).toEqual([]);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...variants).chain(caseArbitrary), fc.boolean(), async (c, withToken) => {
        expect(await send(c, auth !== 'optional' || withToken)).toEqual([]);
      }),
      { numRuns: RUNS, seed: 1900 + i, endOnFailure: true },
    );
    const logged = stderr.mock.calls.map((args) => String(args[0])).join('');
    expect(logged).not.toMatch(STACK);
  });
});
