// redact(): what may leave the process in an audit event or a log line. Secret-looking keys are
// dropped at any depth, `password=…`-like text is masked, and phone-number-like digit runs keep
// only their last 4 digits.

const SECRET_KEY = /pass|pwd|token|secret|authorization/i;

/** A formatted Korean number: carrier/area prefix, then 3-4 and 4 digits, with '-', '.' or ' ' between. */
const FORMATTED_PHONE = /(\+82[-. ]?|0)(\d{1,2})([-. ])(\d{3,4})([-. ])(\d{4})/g;
/** Any other long digit run (contiguous phone numbers, account or resident numbers). */
const LONG_DIGITS = /\d{9,}/g;

/** `password=…`, `"token": "…"`, `Authorization: Bearer …` inside free text (error messages). */
const SECRET_IN_TEXT = /((?:pass\w*|pwd|\w*token|secret|authorization)["']?\s*[:=]\s*["']?(?:bearer\s+|basic\s+)?)[^\s"'&,;]+/gi;

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

export const maskSecrets = (text: string): string => text.replace(SECRET_IN_TEXT, '$1***');

/**
 * '010-1234-5678' → '010-****-5678' (the prefix names a carrier, not a person);
 * '01012345678' → '*******5678'; full-width '０１０-9876-5432' is read as '010-9876-5432'.
 */
export function maskPhones(text: string): string {
  // Full-width digits and dashes (０１０－…) become plain ones first, so they are masked like them.
  return text
    .normalize('NFKC')
    .replace(FORMATTED_PHONE, (_all, intl: string, area: string, s1: string, mid: string, s2: string, last: string) =>
      `${intl}${area}${s1}${'*'.repeat(mid.length)}${s2}${last}`,
    )
    .replace(LONG_DIGITS, (run) => '*'.repeat(run.length - 4) + run.slice(-4));
}

/** A deep copy of `value` safe to log. Cycles are cut, functions and symbols dropped. */
export function redact<T>(value: T): T {
  return walk(value, new WeakSet()) as T;
}

function walk(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return maskPhones(maskSecrets(value));
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => walk(v, seen));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (isSecretKey(k)) continue;
    const w = walk(v, seen);
    if (w !== undefined) out[k] = w;
  }
  return out;
}
