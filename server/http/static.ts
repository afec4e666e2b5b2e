// Static files: the built client from ./dist (precompressed .br/.gz variants, immutable hashed assets,
// SPA fallback to index.html for deep links) and operator downloads from ./data/downloads.
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { inlineScriptHashesOf } from './inline-scripts';
import { allowInlineScripts } from './security-headers';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.apk': 'application/vnd.android.package-archive',
  '.plist': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
};

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

export function serveStatic(opts: StaticOptions): MiddlewareHandler {
  const root = resolve(opts.root);
  return async (c, next) => {
    const method = c.req.method;
    const urlPath = new URL(c.req.url).pathname;
    const mounted = opts.mount === '' || urlPath === opts.mount || urlPath.startsWith(`${opts.mount}/`);
    if ((method !== 'GET' && method !== 'HEAD') || RESERVED.test(urlPath) || !mounted) return next();
    const rel = safeRelative(urlPath.slice(opts.mount.length));
    if (rel === null) return c.text('Bad Request', 400);
    let file = rel === '' ? null : await regularFile(root, rel);
    let name = rel;
    if (!file && opts.spaFallback && (rel === '' || extname(rel) === '')) {
      name = 'index.html';
      file = await regularFile(root, name);
    }
    if (!file) return next();

    // A page's inline scripts (index.html's static login script) are allowed by their hashes, from the file as built.
    if (opts.inlineScripts && extname(name).toLowerCase() === '.html')
      allowInlineScripts(c, await inlineScriptHashesOf(file.path, `${file.stats.size}-${file.stats.mtimeMs}`));
    const headers = new Headers({ 'Content-Type': TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream' });
    headers.set('Cache-Control', name.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    let served = file;
    if (opts.precompressed) {
      headers.set('Vary', 'Accept-Encoding');
      const accepted = acceptedEncodings(c.req.header('accept-encoding'));
      for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
        if (!accepted.has(encoding)) continue;
        const variant = await regularFile(root, name + suffix);
        if (variant) {
          served = variant;
          headers.set('Content-Encoding', encoding);
          break;
        }
      }
    }
    const version = `${served.stats.size.toString(16)}-${Math.floor(served.stats.mtimeMs).toString(16)}`;
    const etag = `W/"${version}${headers.get('Content-Encoding') ?? ''}"`;
    headers.set('ETag', etag);
    headers.set('Last-Modified', served.stats.mtime.toUTCString());
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
    headers.set('Content-Length', String(served.stats.size));
    if (method === 'HEAD') return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(createReadStream(served.path)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  };
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
  return rel !== null && rel !== '' && (await regularFile(resolve(root), rel)) !== null;
}

async function regularFile(root: string, rel: string): Promise<{ path: string; stats: Stats } | null> {
  const full = resolve(root, rel);
  // Belt and braces after safeRelative: never outside the root.
  if (!full.startsWith(root + sep)) return null;
  try {
    const stats = await stat(full);
    return stats.isFile() ? { path: full, stats } : null;
  } catch {
    return null;
  }
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
