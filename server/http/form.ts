// Reading a call's form body: only application/x-www-form-urlencoded, at most maxBytes (checked while
// streaming, not only from Content-Length), valid UTF-8 — as raw bytes and as percent-escapes alike —,
// no control characters but tab and line breaks (a NUL reached the database once and answered 500),
// each field once.
export type FormRead =
  | { readonly ok: true; readonly fields: Record<string, string> }
  | { readonly ok: false; readonly reason: 'content_type' | 'too_large' | 'encoding' | 'control' | 'duplicate'; readonly field?: string };

/** C0 controls and DEL, except tab, line feed and carriage return (multi-line texts keep those). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * One form component: '+' is a space, then strict percent-decoding. URLSearchParams would turn an escape
 * of invalid UTF-8 (%FF%FE) into U+FFFD silently; decodeURIComponent refuses it, as TextDecoder refuses
 * the raw bytes. Null means refused.
 */
function component(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * `body` is where the bytes come from: on Node, the IncomingMessage itself (the adapter's web stream
 * around it costs a large share of a small call); elsewhere the Request's stream.
 */
export async function readForm(req: Request, maxBytes: number, body: AsyncIterable<Uint8Array> | null = req.body): Promise<FormRead> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== FORM_TYPE) return { ok: false, reason: 'content_type' };
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { ok: false, reason: 'too_large' };
  const bytes = await readLimited(body, maxBytes);
  if (!bytes) return { ok: false, reason: 'too_large' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'encoding' };
  }
  const entries: [string, string][] = [];
  const seen = new Set<string>();
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const k = component(at < 0 ? pair : pair.slice(0, at));
    const v = component(at < 0 ? '' : pair.slice(at + 1));
    if (k === null || v === null) return { ok: false, reason: 'encoding', ...(k !== null && { field: k }) };
    if (CONTROL.test(k) || CONTROL.test(v)) return { ok: false, reason: 'control', ...(!CONTROL.test(k) && { field: k }) };
    if (seen.has(k)) return { ok: false, reason: 'duplicate', field: k };
    seen.add(k);
    entries.push([k, v]);
  }
  // fromEntries defines own properties, so a '__proto__' field stays a plain field.
  return { ok: true, fields: Object.fromEntries(entries) };
}

/** The whole body, or null as soon as it grows beyond maxBytes. */
async function readLimited(body: AsyncIterable<Uint8Array> | null, maxBytes: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    // Leaving the loop early closes the source.
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
