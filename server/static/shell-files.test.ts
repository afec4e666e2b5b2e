import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serviceWorkerCode, serviceWorkerScript, shellCacheName, shellFiles } from './shell-files';

const dir = mkdtempSync(join(tmpdir(), 'shell-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const put = (path: string, body = path) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), body);
};

describe('the build as the service worker sees it', () => {
  for (const f of ['index.html', 'index.html.br', 'assets/index-Ab1.js', 'assets/index-Ab1.js.gz', 'assets/main-Q2.css', 'icons/icon-192.png', 'manifest.webmanifest', 'favicon.svg', 'sw.js', 'password-help.html', 'promotions/p1.png', 'worknotice.json'])
    put(f);

  it('lists the shell only: document, hashed assets, manifest and icons; no compressed copy, no other page, not itself', () => {
    expect(shellFiles(dir)).toEqual(['/assets/index-Ab1.js', '/assets/main-Q2.css', '/favicon.svg', '/icons/icon-192.png', '/index.html', '/manifest.webmanifest']);
  });

  it('names the cache after the files’ bytes: another build, another cache', () => {
    const files = shellFiles(dir);
    const first = shellCacheName(dir, files);
    expect(first).toMatch(/^eduplanner-shell-[0-9a-f]{16}$/);
    expect(shellCacheName(dir, files)).toBe(first);
    put('index.html', '<!doctype html><title>2</title>');
    expect(shellCacheName(dir, files)).not.toBe(first);
  });

  it('writes sw.js as a prelude of constants before the code, and reads the code back', () => {
    const script = serviceWorkerScript('(()=>{console.log(__SHELL_CACHE__)})();', ['/index.html'], 'eduplanner-shell-0');
    expect(script.split('\n')[0]).toBe('const __SHELL_FILES__=["/index.html"],__SHELL_CACHE__="eduplanner-shell-0";');
    expect(serviceWorkerCode(script)).toBe('(()=>{console.log(__SHELL_CACHE__)})();');
  });
});
