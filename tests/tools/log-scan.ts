// The log scan (issue 19): what no line a server logs may hold — a full phone number (a masked one such as
// 010-****-5678 is fine), a password, a token or a verification code. Secrets the run knows (the demo password,
// admin and session tokens, the codes it texted) are found as they are; the rest by their form (Korean mobile
// numbers, `password=…`-like fields, bearer tokens, the random token shapes the server mints, the code text).
// Pure: the e2e run's check (e2e/support/log-check.ts) reads the files and the known secrets.
import { registrationMessages } from '../../src/domain/registration/messages';

export type LeakKind = 'phone' | 'password' | 'token' | 'code';

export interface KnownSecrets {
  readonly passwords: readonly string[];
  readonly tokens: readonly string[];
  readonly codes: readonly string[];
}

export interface Finding {
  /** 1-based. */
  readonly line: number;
  readonly kind: LeakKind;
  /** What was found, never in full (a phone keeps its last 4 digits, a secret its first 2 characters and length). */
  readonly hint: string;
}

/** A Korean mobile number (010, 011, 016-019), national or +82, with '-', '.', ' ' or nothing between the parts. */
const PHONE = /(?<![\d*])(?:\+82[-. ]?|0)1[016789][-. ]?\d{3,4}[-. ]?\d{4}(?![\d*])/g;

/** `password=…`, `"pswd": "…"`, `initialPassword: …`; the value is what may not be there. */
const PASSWORD_FIELD = /\b\w*(?:pass|pswd|pwd)\w*["']?\s*[:=]\s*["']?([^\s"'&,;})\]]+)/gi;
/** `Authorization: Bearer …`, `"authToken":"…"`, `x-admin-token: …`. */
const BEARER = /\bbearer\s+([^\s"'&,;]+)/gi;
const TOKEN_FIELD = /\b\w*token\w*["']?\s*[:=]\s*["']?([^\s"'&,;})\]]+)/gi;
/**
 * The random tokens the server mints: session tokens (32 random bytes, base64url: 43 characters), business-card
 * tokens (24 bytes: 32), HMACs and sealed tokens (base64url, 22 and more), the admin token (32 bytes as 64 hex).
 */
const BASE64URL_RUN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{22,}(?![A-Za-z0-9_-])/g;
const HEX_64 = /(?<![0-9a-fA-F])[0-9a-f]{64}(?![0-9a-fA-F])/g;

/** Values of a secret-named field that say nothing: a flag, an empty or masked value. */
const HARMLESS_VALUE = /^(?:\*+|true|false|null|undefined|\[redacted\])$/i;

/** The verification text's form (registrationMessages.codeSms), with the number as a capture group. */
const CODE_TEXT = (() => {
  const [before, after] = registrationMessages.codeSms('\u0000').split('\u0000') as [string, string];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The words next to the number are enough: a log line may hold the text cut short or re-spaced.
  return new RegExp(`${escape(before.slice(-6)).replace(/ /g, '\\s*')}(\\d{6})${escape(after.slice(0, 1))}`, 'g');
})();

/** A random-looking run: upper and lower case letters and digits all present (words, ids and uuids are not). */
export const looksRandom = (run: string): boolean => /[A-Z]/.test(run) && /[a-z]/.test(run) && /\d/.test(run);

/** The random token shapes in `text` (see BASE64URL_RUN, HEX_64). */
export function tokenShapes(text: string): string[] {
  return [...[...text.matchAll(BASE64URL_RUN)].map((m) => m[0]).filter(looksRandom), ...[...text.matchAll(HEX_64)].map((m) => m[0])];
}

/** The codes in texts of the verification form (e.g. the development outbox's page). */
export const textedCodes = (text: string): string[] => [...text.matchAll(CODE_TEXT)].map((m) => m[1]!);

/** A secret's hint: its first 2 characters and its length (short ones only their length). */
export const hintOf = (secret: string): string => (secret.length >= 12 ? `${secret.slice(0, 2)}… (${secret.length} chars)` : `(${secret.length} chars)`);

/** A phone's hint: its last 4 digits. */
const phoneHint = (phone: string): string => `…${phone.replace(/\D/g, '').slice(-4)}`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function lineFindings(raw: string, known: KnownSecrets): { kind: LeakKind; hint: string }[] {
  // Full-width digits and dashes (０１０－…) read as plain ones, as the server's own masking reads them.
  const line = raw.normalize('NFKC');
  const found: { kind: LeakKind; hint: string }[] = [];
  const add = (kind: LeakKind, hint: string) => {
    if (!found.some((f) => f.kind === kind && f.hint === hint)) found.push({ kind, hint });
  };
  for (const m of line.matchAll(PHONE)) add('phone', phoneHint(m[0]));
  for (const p of known.passwords) if (p && line.includes(p)) add('password', hintOf(p));
  for (const m of line.matchAll(PASSWORD_FIELD)) if (!HARMLESS_VALUE.test(m[1]!)) add('password', hintOf(m[1]!));
  for (const t of known.tokens) if (t && line.includes(t)) add('token', hintOf(t));
  for (const re of [BEARER, TOKEN_FIELD]) for (const m of line.matchAll(re)) if (!HARMLESS_VALUE.test(m[1]!)) add('token', hintOf(m[1]!));
  for (const t of tokenShapes(line)) add('token', hintOf(t));
  for (const c of known.codes) if (c && new RegExp(`(?<!\\d)${escapeRegExp(c)}(?!\\d)`).test(line)) add('code', hintOf(c));
  for (const c of textedCodes(line)) add('code', hintOf(c));
  return found;
}

/** Every leak in a log's text, by line. */
export function scanLog(text: string, known: KnownSecrets): Finding[] {
  return text.split('\n').flatMap((line, i) => lineFindings(line, known).map((f) => ({ line: i + 1, ...f })));
}
