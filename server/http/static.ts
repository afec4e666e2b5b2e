// Static files: the built client from ./dist and operator downloads from ./data/downloads. @hono/node-server's
// serveStatic finds the file, picks its .br/.gz sibling by Accept-Encoding and streams it (HEAD and ranges
// too); around it stays what is ours: which paths may name a file, the SPA fallback to index.html, content
// types with a charset, the cache policy and ETag, and the inline-script hashes of index.html's CSP.
import { stat } from 'node:fs/promises';
import { extname, relative, resolve, sep } from 'node:path';
import { serveStatic as serveFiles } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType, mimes } from 'hono/utils/mime';
import { inlineScriptHashesOf } from './inline-scripts';
import { allowInlineScripts } from './security-headers';

/** Hono's table, plus what it lacks (app downloads) or sends without a charset. */
const TYPES: Readonly<Record<string, string>> = {
  ...mimes,
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  apk: 'application/vnd.android.package-archive',
  plist: 'application/xml; charset=utf-8',
};

/** The suffix of each precompressed variant the library may choose. */
const VARIANT_SUFFIX: Readonly<Record<string, string>> = { br: '.br', gzip: '.gz', zstd: '.zst' };

export interface StaticOptions {
  /** Directory served. */
  readonly root: string;
  /** URL prefix stripped before looking up the file ('' for the site root, '/downloads'). */
  readonly mount: string;
  /** Answer index.html for extension-less paths that are no file (client-side routes). */
  readonly spaFallback: boolean;
  /** Negotiate .br/.gz siblings written by the precompress plugin. */
  readonly precompressed: boolean;
  /**
   * The client build: the CSP of its HTML pages allows their inline scripts by hash (index.html's static
   * login script). Never for other folders (operator downloads): their HTML runs no inline script.
   */
  readonly inlineScripts?: boolean;
}

/** Paths never answered from static files (the API and admin answer their own 404s). */
const RESERVED = /^\/(api|admin)(\/|$)/;

/** The file the library answered with, per request (its onFound hook sees the path; the caller needs it). */
const found = new WeakMap<Context, string>();
const remember = (path: string, c: Context) => void found.set(c, path);
/** A not-found file ends the library's turn; the caller decides what comes next. */
const stop = async () => {};

export function serveStatic(opts: StaticOptions): MiddlewareHandler {
  const root = resolve(opts.root);
  const shared = {
    root,
    precompressed: opts.precompressed,
    onFound: remember,
    ...(opts.mount === '' ? {} : { rewriteRequestPath: (path: string) => path.slice(opts.mount.length) }),
  };
  // Built on first use: the library warns at once about a root that does not exist yet (downloads).
  let files: MiddlewareHandler | undefined;
  let index: MiddlewareHandler | undefined;
  return async (c, next) => {
    const method = c.req.method;
    const urlPath = new URL(c.req.url).pathname;
    const mounted = opts.mount === '' || urlPath === opts.mount || urlPath.startsWith(`${opts.mount}/`);
    if ((method !== 'GET' && method !== 'HEAD') || RESERVED.test(urlPath) || !mounted) return next();
    // Checked here, not only by the library: dot-files, NUL and undecodable escapes are refused, and such a
    // path must not fall back to index.html either.
    const rel = safeRelative(urlPath.slice(opts.mount.length));
    if (rel === null) return c.text('Bad Request', 400);
    forLibrary(c, opts.precompressed);
    let res = (await (files ??= serveFiles(shared))(c, stop)) ?? undefined;
    if (!res && opts.spaFallback && extname(rel) === '')
      res = (await (index ??= serveFiles({ ...shared, path: 'index.html' }))(c, stop)) ?? undefined;
    const path = found.get(c);
    if (!res || !path) return next();
    return finish(c, res, root, path, opts);
  };
}

/** Our headers on the library's answer: type, Vary, cache policy, ETag (and 304), an HTML page's inline scripts. */
async function finish(c: Context, res: Response, root: string, path: string, opts: StaticOptions): Promise<Response> {
  const encoding = res.headers.get('Content-Encoding');
  const source = encoding ? path.slice(0, -(VARIANT_SUFFIX[encoding]?.length ?? 0)) : path;
  const name = relative(root, source).split(sep).join('/');
  const h = res.headers;
  h.set('Content-Type', getMimeType(name, TYPES) ?? 'application/octet-stream');
  // The library adds Vary only when it sent a variant; the identity answer depends on the header too.
  if (opts.precompressed) h.set('Vary', 'Accept-Encoding');
  h.set('Cache-Control', name.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  // The library sends no validator: a weak ETag from the served file's size and mtime, per encoding.
  const served = await stat(path);
  const etag = `W/"${served.size.toString(16)}-${Math.floor(served.mtimeMs).toString(16)}${encoding ?? ''}"`;
  h.set('ETag', etag);
  if (opts.inlineScripts && extname(name).toLowerCase() === '.html') {
    const page = encoding ? await stat(source) : served;
    allowInlineScripts(c, await inlineScriptHashesOf(source, `${page.size}-${page.mtimeMs}`));
  }
  if (c.req.header('if-none-match') !== etag) return res;
  await res.body?.cancel();
  h.delete('Content-Length');
  return new Response(null, { status: 304, headers: h });
}

/**
 * The request as the library should see it. It matches bare codings only ("gzip" but not "gzip;q=0.8";
 * "br;q=0" is no refusal to it, merely no match): it gets the accepted codings (q > 0) without weights. It
 * serves a Range without looking at If-Range; our ETags are weak, which never satisfy If-Range (RFC 9110
 * 13.1.5), so such a request gets the whole file, never a piece of a newer one.
 */
function forLibrary(c: Context, precompressed: boolean): void {
  const encodings = c.req.header('accept-encoding');
  const reweigh = precompressed && encodings?.includes(';');
  const unrange = c.req.header('if-range') !== undefined && c.req.header('range') !== undefined;
  if (!reweigh && !unrange) return;
  const headers = new Headers(c.req.raw.headers);
  if (reweigh) headers.set('accept-encoding', [...acceptedEncodings(encodings)].join(', '));
  if (unrange) headers.delete('range');
  c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers });
}

/**
 * The request path as a relative file path, or null when it tries to leave the root: every
 * segment is decoded, and '.', '..', empty, dot-files, backslashes and NUL are refused.
 */
export function safeRelative(urlPath: string): string | null {
  const trimmed = urlPath.replace(/^\/+/, '');
  if (trimmed === '') return '';
  const out: string[] = [];
  const parts = trimmed.split('/');
  for (let i = 0; i < parts.length; i++) {
    let seg: string;
    try {
      seg = decodeURIComponent(parts[i]!);
    } catch {
      return null;
    }
    // A trailing slash ('/notice/') is a client route like '/notice'.
    if (seg === '' && i === parts.length - 1) continue;
    if (seg === '' || seg.startsWith('.') || /[\\/\0]/.test(seg)) return null;
    out.push(seg);
  }
  return out.join('/');
}

/** Whether serveStatic({ root, mount }) answers `urlPath` (query and fragment ignored) with a file of its own. */
export async function servesFile(root: string, mount: string, urlPath: string): Promise<boolean> {
  const path = urlPath.split(/[?#]/, 1)[0]!;
  if (!path.startsWith(`${mount}/`)) return false;
  const rel = safeRelative(path.slice(mount.length));
  if (rel === null || rel === '') return false;
  const base = resolve(root);
  const full = resolve(base, rel);
  if (!full.startsWith(base + sep)) return false;
  return stat(full).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Encodings the client accepts (q=0 excluded). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) out.add(token.trim());
  }
  return out;
}
