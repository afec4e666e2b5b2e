// @vitest-environment node
// Static serving of a fake build: br/gzip negotiation, content types, cache headers, SPA fallback,
// downloads, HEAD and ETag, security headers, and path traversal refused (also over a raw socket).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { precompressDir } from '../static/precompress-plugin';
import { expectSecurityHeaders } from '../test-support/assertions';

const INDEX = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>EduPlanner</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(30)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('에듀플래너 '.repeat(200))});`;

let root: string;
let dist: string;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ep-static-'));
  dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(root, 'downloads'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'logo-def456.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dist, '.env'), 'SECRET=dotfile');
  writeFileSync(join(root, 'secret.txt'), 'outside the build');
  writeFileSync(join(root, 'downloads', 'EduPlanner.apk'), 'APK');
  precompressDir(dist);
  // Static answers never touch the database.
  app = createApp({ db: {} as Db, clock: { now: () => new Date() }, audit: () => {}, staticDir: dist, downloadsDir: join(root, 'downloads') });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });

describe('precompress plugin', () => {
  it('writes .br and .gz beside compressible files of 256 bytes or more only', () => {
    expect(brotliDecompressSync(readFileSync(join(dist, 'index.html.br'))).toString()).toBe(INDEX);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-abc123.js.gz'))).toString()).toBe(SCRIPT);
    expect(() => readFileSync(join(dist, 'robots.txt.br'))).toThrow();
    expect(() => readFileSync(join(dist, 'assets', 'logo-def456.png.gz'))).toThrow();
  });
});

describe('static files', () => {
  it('negotiates br, then gzip, then identity, always with Vary', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);
    const gz = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);
    const refusedBr = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0.8' });
    expect(refusedBr.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    for (const r of [br, gz, refusedBr, plain]) {
      expect(r.headers.get('vary')).toBe('Accept-Encoding');
      expect(r.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expectSecurityHeaders(r);
    }
  });

  it('caches hashed assets for a year and revalidates index.html and other files', async () => {
    expect((await get('/assets/index-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/logo-def456.png')).headers.get('content-type')).toBe('image/png');
    for (const path of ['/', '/index.html', '/robots.txt']) expect((await get(path)).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/robots.txt')).headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('answers client routes with index.html', async () => {
    for (const path of ['/', '/main', '/notice/detail?itemId=3', '/myCstmr/myCstmrView', '/set/tutorial/', '/download']) {
      const res = await get(path, { 'Accept-Encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(INDEX);
      expectSecurityHeaders(res);
    }
  });

  it('answers 404 for missing files with an extension and never serves the API from files', async () => {
    const missing = await get('/assets/missing.js');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    const api = await get('/api/v1/version');
    expect(api.status).toBe(405);
    expect((await api.json()).rt).toBe('bad_request');
    const admin = await get('/admin/version/ok');
    expect(admin.status).toBe(405);
    expectSecurityHeaders(admin);
  });

  it('supports HEAD and conditional requests', async () => {
    const head = await get('/assets/index-abc123.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag')!;
    const again = await get('/assets/index-abc123.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    // Each encoding is its own representation.
    expect((await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(200);
  });

  it('serves operator downloads without SPA fallback', async () => {
    const apk = await get('/downloads/EduPlanner.apk');
    expect(apk.status).toBe(200);
    expect(apk.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(await apk.text()).toBe('APK');
    expect((await get('/downloads/EduPlanner.plist')).status).toBe(404);
    expect((await get('/downloads/../dist/index.html')).status).not.toBe(500);
  });

  it('serves byte ranges, and the whole file when If-Range names a validator (ours are weak, RFC 9110 13.1.5)', async () => {
    const part = await get('/downloads/EduPlanner.apk', { Range: 'bytes=1-2' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1-2/3');
    expect(await part.text()).toBe('PK');
    const etag = part.headers.get('etag')!;
    const whole = await get('/downloads/EduPlanner.apk', { Range: 'bytes=1-2', 'If-Range': etag });
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe('APK');
  });

  it.each([
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%5csecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/index.html%00.js',
    '/.env',
    '/assets/%2e%2e%2f.env',
    '/%E0%A4%A',
    '/downloads/%2e%2e/secret.txt',
  ])('refuses traversal %s', async (path) => {
    const res = await get(path);
    expect([400, 404]).toContain(res.status);
    const text = await res.text();
    expect(text).not.toContain('outside the build');
    expect(text).not.toContain('SECRET=');
    expectSecurityHeaders(res);
  });

  it('refuses traversal in raw request lines that no client normalised', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((ok) => server.once('listening', ok));
    const { port } = server.address() as AddressInfo;
    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((ok, fail) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', fail);
        req.end();
      });
    try {
      for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/..\\secret.txt', '/%2e%2e/secret.txt']) {
        const res = await raw(path);
        expect(res.body).not.toContain('outside the build');
      }
    } finally {
      await new Promise((ok) => server.close(ok));
    }
  });
});
