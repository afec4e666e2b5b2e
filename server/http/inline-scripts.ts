// The CSP sources ('sha256-…') of the inline scripts of an HTML page, so the page's Content-Security-Policy
// allows exactly those scripts (index.html's static login script) and nothing else inline. Computed from
// the file being served, cached per file version, so a rebuilt dist/index.html is allowed at once.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attrs, body]) => !/\bsrc\s*=/i.test(attrs!) && body !== '')
    .map(([, , body]) => `sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}`);
}

const cache = new Map<string, { version: string; hashes: readonly string[] }>();

/** The hashes of a file's inline scripts; `version` (size and mtime) says when to read it again. */
export async function inlineScriptHashesOf(path: string, version: string): Promise<readonly string[]> {
  const hit = cache.get(path);
  if (hit?.version === version) return hit.hashes;
  const hashes = inlineScriptHashes(await readFile(path, 'utf8'));
  cache.set(path, { version, hashes });
  return hashes;
}
