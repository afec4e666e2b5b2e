// @vitest-environment node
// Operator commands: argument parsing; with PGlite, on the data directory when no server runs and
// through the running server's admin endpoint otherwise; startServer's runtime files.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count } from 'drizzle-orm';
import { openDb } from '../db/client';
import { customers } from '../db/schema';
import { readServerInfo, serverInfoPath, adminTokenPath } from '../lib/data-dir';
import { readSetting } from '../services/settings';
import { startServer } from '../start';
import { expectSecurityHeaders } from '../test-support/assertions';
import { migratedPgliteImage } from '../test-support/databases';
import { runAdmin } from './admin';
import { callAdmin, AdminCallError, runningServer } from './admin-client';
import { parseAdminArgs, UsageError } from './args';
import { runSeed } from './seed';

describe('parseAdminArgs', () => {
  it.each([
    [['maintenance', 'on', '정기 점검'], { op: 'maintenance/on', body: { cntn: '정기 점검' } }],
    [['maintenance', 'on', '점검', '--until', '2026-03-12T23:00', '--from', '2026-03-12T22:00'], { op: 'maintenance/on', body: { cntn: '점검', until: '2026-03-12T23:00', from: '2026-03-12T22:00' } }],
    [['maintenance', 'off'], { op: 'maintenance/off', body: {} }],
    [['version', 'require'], { op: 'version/require', body: {} }],
    [['version', 'ok'], { op: 'version/ok', body: {} }],
    [['download', 'set', '--apk', '/downloads/a.apk', '--plist', 'https://x.example.org/a.plist'], { op: 'download/set', body: { apk: '/downloads/a.apk', plist: 'https://x.example.org/a.plist' } }],
    [['sessions', 'revoke', 'planner01'], { op: 'sessions/revoke', body: { userId: 'planner01' } }],
    [['site', 'set', 'ORDER', 'https://order.example.co.kr/pick'], { op: 'site/set', body: { code: 'ORDER', url: 'https://order.example.co.kr/pick' } }],
    [['site', 'clear', 'EDU'], { op: 'site/clear', body: { code: 'EDU' } }],
    [['site', 'list'], { op: 'site/list', body: {} }],
    [['user', 'set', 'planner01', 'name=홍길동', 'akdrnk=12', 'cntrNm=a=b'], { op: 'user/set', body: { userId: 'planner01', fields: { name: '홍길동', akdrnk: '12', cntrNm: 'a=b' } } }],
    [['personal-reads'], { op: 'personal-reads/list', body: {} }],
    [
      ['personal-reads', '--since', '2026-03-01', '--user', 'branch01', '--customer', 'K00400001', '--limit', '20'],
      { op: 'personal-reads/list', body: { since: '2026-03-01', user: 'branch01', customer: 'K00400001', limit: '20' } },
    ],
  ])('%j', (argv, expected) => expect(parseAdminArgs(argv)).toEqual(expected));

  it.each([
    [[]],
    [['maintenance']],
    [['maintenance', 'on']],
    [['maintenance', 'on', 'a', 'b']],
    [['maintenance', 'on', 'a', '--till', 'x']],
    [['maintenance', 'off', 'now']],
    [['download', 'set', '--apk', 'x']],
    [['sessions', 'revoke']],
    [['site', 'set']],
    [['site', 'set', 'ORDER']],
    [['site', 'set', 'ORDER', 'https://a.example.co.kr', 'extra']],
    [['site', 'clear']],
    [['site', 'list', 'ORDER']],
    [['site', 'remove', 'ORDER']],
    [['user', 'set', 'planner01']],
    [['user', 'set', 'planner01', 'password=x']],
    [['user', 'set', 'planner01', '=x']],
    [['personal-reads', 'planner01']],
    [['personal-reads', '--who', 'planner01']],
    [['personal-reads', '--user']],
  ])('refuses %j', (argv) => expect(() => parseAdminArgs(argv)).toThrow(UsageError));
});

describe('operator commands on a PGlite data directory', () => {
  let dataDir: string;
  let out: string[];
  const capture = () => {
    out = [];
    const w = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    const e = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    return () => {
      w.mockRestore();
      e.mockRestore();
    };
  };
  const lastJson = () => JSON.parse(out.filter((l) => l.startsWith('{\n')).at(-1)!);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ep-cli-'));
    // Skip initdb (2-3 s): the directory starts from the migrated image, as if a server had run once.
    await (await openDb(join(dataDir, 'pg'), { pgliteImage: await migratedPgliteImage() })).close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  /** Each test below seeds the small data set on PGlite (seconds of CPU, many more on a busy 2-core machine), as seed.test.ts does. */
  const SEEDING_MS = 120_000;

  it('without a server: works on the directory itself', async () => {
    const restore = capture();
    try {
      expect(await runAdmin(['version', 'require'], { dataDir, audit: () => {} })).toBe(0);
      expect(lastJson()).toMatchObject({ ok: true, via: 'database', op: 'version/require' });
      expect(await runAdmin(['bogus'], { dataDir })).toBe(2);
      expect(await runSeed(['--size', 'small', '--date', '2026-03-12'], { dataDir })).toBe(0);
      expect(lastJson().result).toMatchObject({ seedDate: '2026-03-12', size: 'small' });
      // The personal-data read log: nothing read yet; a bad option value is refused with its reason.
      expect(await runAdmin(['personal-reads', '--user', 'planner01'], { dataDir, audit: () => {} })).toBe(0);
      expect(lastJson()).toMatchObject({ ok: true, op: 'personal-reads/list', result: { reads: [] } });
      expect(await runAdmin(['personal-reads', '--since', '2026-02-30'], { dataDir, audit: () => {} })).toBe(1);
      expect(out.join('')).toContain('personal-reads/list: since: not a real day');
      expect(await runAdmin(['sessions', 'revoke', 'nobody'], { dataDir, audit: () => {} })).toBe(1);
      expect(out.join('')).toContain('unknown user: nobody');
      // Outside-site addresses: a bad one is refused with its reason, a good one is kept and listed.
      expect(await runAdmin(['site', 'set', 'ORDER', 'http://order.example.co.kr/'], { dataDir, audit: () => {} })).toBe(1);
      expect(out.join('')).toContain('site/set: url: an https address');
      expect(await runAdmin(['site', 'set', 'SHOP', 'https://shop.example.co.kr/'], { dataDir, audit: () => {} })).toBe(1);
      expect(out.join('')).toContain('site/set: unknown site: SHOP');
      expect(await runAdmin(['site', 'set'], { dataDir })).toBe(2);
      expect(await runAdmin(['site', 'set', 'EDU', 'https://edu.example.co.kr/'], { dataDir, audit: () => {} })).toBe(0);
      expect(await runAdmin(['site', 'list'], { dataDir, audit: () => {} })).toBe(0);
      expect(lastJson().result.sites).toContainEqual({ code: 'EDU', name: '교육센터', url: 'https://edu.example.co.kr/' });
      expect(lastJson().result.sites).toContainEqual({ code: 'ORDER', name: '주문하기', url: '' });
      expect(await runSeed([], { dataDir })).toBe(0);
      expect(out.at(-1)).toContain('already holds data');
      expect(await runSeed(['--size', 'tiny'], { dataDir })).toBe(2);
      expect(await runSeed(['--customers', 'many'], { dataDir })).toBe(2);
      // --customers grows a seeded database to that many customers.
      expect(await runSeed(['--customers', '500'], { dataDir })).toBe(0);
      expect(lastJson().result.bulk).toMatchObject({ branches: 0 });
    } finally {
      restore();
    }
    const { db, close } = await openDb(join(dataDir, 'pg'));
    expect(await readSetting(db, 'version')).toEqual({ state: '1' });
    expect((await db.select({ n: count() }).from(customers))[0]!.n).toBe(500);
    await close();
  }, SEEDING_MS);

  it('with a server running: goes through its admin endpoint, which records itself in the directory', async () => {
    const staticDir = join(dataDir, 'dist');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>EduPlanner</title>');
    const server = await startServer({ dataDir, staticDir, port: 0, host: '127.0.0.1', audit: () => {} });
    try {
      expect(server.seeded).toBeNull();
      writeFileSync(serverInfoPath(dataDir), JSON.stringify({ ...readServerInfo(dataDir), pid: process.ppid }));
      await expect(startServer({ dataDir, staticDir, port: 0, host: '127.0.0.1', audit: () => {} })).rejects.toThrow(/another server/);
      writeFileSync(serverInfoPath(dataDir), JSON.stringify({ ...readServerInfo(dataDir), pid: process.pid }));
      const info = readServerInfo(dataDir)!;
      expect(info).toMatchObject({ pid: process.pid, url: server.url, port: server.port, database: 'pglite' });
      expect(statSync(adminTokenPath(dataDir)).mode & 0o777).toBe(0o600);
      const running = runningServer(dataDir)!;
      expect(running.token).toMatch(/^[0-9a-f]{64}$/);

      const restore = capture();
      try {
        expect(await runAdmin(['maintenance', 'on', '정기 점검'], { dataDir })).toBe(0);
        expect(lastJson()).toMatchObject({ ok: true, via: 'server', result: { maintenance: { cntn: '정기 점검' } } });
        expect(await runSeed(['--reset', '--size', 'small'], { dataDir })).toBe(0);
        expect(lastJson()).toMatchObject({ ok: true, via: 'server', result: { size: 'small' } });
        expect(await runSeed([], { dataDir })).toBe(0);
        expect(out.at(-1)).toContain('A server is running');
      } finally {
        restore();
      }
      const notice = await fetch(`${server.url}/worknotice.json`);
      expect(await notice.json()).toMatchObject({ workYn: 'Y', cntn: '정기 점검' });
      expectSecurityHeaders(notice);
      const page = await fetch(`${server.url}/main`);
      expect(await page.text()).toContain('<title>EduPlanner</title>');
      expectSecurityHeaders(page);
      await callAdmin(server.url, running.token, 'maintenance/off');
      await expect(callAdmin(server.url, 'f'.repeat(64), 'version/ok')).rejects.toThrow(AdminCallError);
      expect(((await (await fetch(`${server.url}/worknotice.json`)).json()) as { workYn: string }).workYn).toBe('N');
    } finally {
      await server.close();
    }
    expect(() => statSync(serverInfoPath(dataDir))).toThrow();
    expect(() => statSync(adminTokenPath(dataDir))).toThrow();
  }, SEEDING_MS);
});
