// @vitest-environment node
// The CSP of a page with inline scripts names exactly their hashes (index.html's static login script);
// every other answer keeps the plain policy, and nothing ever allows 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { inlineScriptHashes } from './inline-scripts';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './security-headers';

const SCRIPT = `(function(){document.getElementById('static-login').hidden=false})();`;
const page = (script: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div><script>${script}</script></body></html>`;
const sha = (s: string) => `sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}`;

let dist: string;
let app: ReturnType<typeof createApp>;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'ep-inline-'));
  writeFileSync(join(dist, 'index.html'), page(SCRIPT));
  app = createApp({ db: {} as Db, clock: { now: () => new Date() }, audit: () => {}, staticDir: dist });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('inline script hashes', () => {
  it('hashes the text of each inline script, not those with a src or empty', () => {
    expect(inlineScriptHashes(page(SCRIPT))).toEqual([sha(SCRIPT)]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script></script><SCRIPT type="module">x()</SCRIPT >')).toEqual([sha('x()')]);
  });

  it('index.html (and every client route) allows exactly its inline script; other answers keep the plain policy', async () => {
    for (const path of ['/', '/login', '/main', '/index.html']) {
      const csp = (await app.request(path)).headers.get('content-security-policy');
      expect(csp).toBe(contentSecurityPolicy([sha(SCRIPT)]));
      expect(csp).toContain(`script-src 'self' '${sha(SCRIPT)}';`);
      expect(csp).not.toContain('unsafe-inline');
    }
    expect((await app.request('/api/v1/version')).headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await app.request('/assets/missing.js')).headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('operator downloads never get an inline script allowed', async () => {
    const downloads = mkdtempSync(join(tmpdir(), 'ep-downloads-'));
    try {
      writeFileSync(join(downloads, 'page.html'), page(SCRIPT));
      const withDownloads = createApp({ db: {} as Db, clock: { now: () => new Date() }, audit: () => {}, staticDir: dist, downloadsDir: downloads });
      const res = await withDownloads.request('/downloads/page.html');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    } finally {
      rmSync(downloads, { recursive: true, force: true });
    }
  });

  it('a rebuilt index.html is allowed at once', async () => {
    const next = `${SCRIPT}/*rebuilt*/`;
    writeFileSync(join(dist, 'index.html'), page(next));
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
    expect((await app.request('/login')).headers.get('content-security-policy')).toContain(`'${sha(next)}'`);
  });
});
