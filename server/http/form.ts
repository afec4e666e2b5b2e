// Reading a call's form body: only application/x-www-form-urlencoded, at most maxBytes (checked while
// streaming, not only from Content-Length), valid UTF-8, each field once.
export type FormRead =
  | { readonly ok: true; readonly fields: Record<string, string> }
  | { readonly ok: false; readonly reason: 'content_type' | 'too_large' | 'encoding' | 'duplicate'; readonly field?: string };

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
  const entries = [...new URLSearchParams(text)];
  const seen = new Set<string>();
  for (const [k] of entries) {
    if (seen.has(k)) return { ok: false, reason: 'duplicate', field: k };
    seen.add(k);
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
