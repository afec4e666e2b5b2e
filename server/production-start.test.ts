// @vitest-environment node
// A production start (issue 9): no demo data and no demo password on an empty database, whatever
// NODE_ENV or EDUPLANNER_ENV says production; an operator adds the first user (a one-time random
// password) and can reset a password; the audit log keeps no name or phone; `npm run seed` refuses
// in production unless told, in so many words, what it is about to do.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverConfigFromEnv } from './config';
import { callAdmin } from './cli/admin-client';
import { runSeed } from './cli/seed';
import { users } from './db/schema';
import { DEMO_PASSWORD } from './db/seed';
import { readAdminToken } from './lib/data-dir';
import type { AuditEvent } from './services/audit';
import { SEED_OVERRIDE_FLAG } from './services/operations';
import { devSmsGateway } from './services/sms-outbox';
import { type RunningServer, startServer } from './start';

const META = { deviceUuid: 'prod-test-device', appVersion: '2.1.0' };
const BASIC = `Basic ${Buffer.from('eduplanner-web:').toString('base64')}`;
const FIRST_USER = {
  name: '김운영', position: 'COG01', akdcde: 'E9900001', cntrCd: 'C9000', cntrNm: '본사센터', brncCd: 'B90', brncNm: '본사지점',
  akdrnk: '10', akdmi3: 'D90', phone: '010-2222-3333',
};

async function call(server: RunningServer, path: string, fields: Record<string, string>, auth: string) {
  const res = await fetch(`${server.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: auth },
    body: new URLSearchParams({ ...META, ...fields }).toString(),
  });
  return (await res.json()) as { rt: string; rtMsg?: string; data?: any };
}
const signIn = (server: RunningServer, userId: string, password: string) =>
  call(server, 'auth/issueAuthToken', { userId, password, autoLoginYn: 'N' }, BASIC);

for (const env of [{ EDUPLANNER_ENV: 'production' }, { NODE_ENV: 'production' }])
  describe(`a production start (${Object.entries(env)[0]!.join('=')})`, () => {
    let server: RunningServer;
    let dataDir = '';
    const audit: AuditEvent[] = [];
    const admin = (op: string, body: Record<string, unknown> = {}) => callAdmin(server.url, readAdminToken(dataDir) ?? '', op, body);

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'ep-prod-'));
      server = await startServer({
        databaseUrl: 'memory://',
        dataDir,
        staticDir: dataDir,
        port: 0,
        host: '127.0.0.1',
        config: serverConfigFromEnv(env),
        smsGateway: devSmsGateway,
        audit: (e) => audit.push(e),
      });
    }, 60_000);
    afterAll(async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('creates no demo data: no user at all, and the demo password opens nothing', async () => {
      expect(server.production).toBe(true);
      expect(server.seeded).toBeNull();
      expect((await server.database.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
      expect((await signIn(server, 'branch01', DEMO_PASSWORD)).rt).not.toBe('success');
    });

    it('an operator adds the first user, who signs in with the one-time password and sees home', async () => {
      const added = (await admin('user/add', { userId: 'ops01', fields: FIRST_USER })) as { initialPassword: string };
      expect(added.initialPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
      const login = await signIn(server, 'ops01', added.initialPassword);
      expect(login.rt).toBe('success');
      expect(login.data).toMatchObject({ userId: 'ops01', userName: FIRST_USER.name, orgnzPstn: 'COG01', akdrnk: 10 });
      expect((await call(server, 'dashboard', {}, `Bearer ${login.data.authToken}`)).rt).toBe('success');
      // The audit log names the account and the fields given, never the name or the phone.
      const logged = JSON.stringify(audit.filter((e) => e.event === 'admin.operation'));
      expect(logged).toContain('ops01');
      expect(logged).not.toContain(FIRST_USER.name);
      expect(logged).not.toContain('2222-3333');
    });

    it('refuses a second account with the same id or employee code, an unknown manager and bad fields, with a message', async () => {
      await expect(admin('user/add', { userId: 'ops01', fields: { ...FIRST_USER, akdcde: 'E9900002' } })).rejects.toThrow('user exists: ops01');
      await expect(admin('user/add', { userId: 'ops02', fields: FIRST_USER })).rejects.toThrow('employee code in use: E9900001');
      await expect(admin('user/add', { userId: 'ops02', fields: { ...FIRST_USER, akdcde: 'E9900002', manager: 'nobody' } })).rejects.toThrow(
        'unknown user: nobody',
      );
      for (const [field, value] of [['phone', '02-123-4567'], ['position', 'BOSS'], ['akdrnk', 'ten']] as const)
        await expect(admin('user/add', { userId: 'ops02', fields: { ...FIRST_USER, akdcde: 'E9900002', [field]: value } }), field).rejects.toThrow(
          `invalid input: fields.${field}`,
        );
      await expect(admin('user/add', { userId: 'bad id!', fields: { ...FIRST_USER, akdcde: 'E9900002' } })).rejects.toThrow('invalid input: userId');
    });

    it('a new password ends the old one and its sessions', async () => {
      const { newPassword } = (await admin('user/password', { userId: 'ops01' })) as { newPassword: string };
      const before = await signIn(server, 'ops01', newPassword);
      expect(before.rt).toBe('success');
      const again = (await admin('user/password', { userId: 'ops01' })) as { newPassword: string; revoked: number };
      expect(again.revoked).toBeGreaterThanOrEqual(1);
      expect((await call(server, 'getUserInfo', {}, `Bearer ${before.data.authToken}`)).rt).toBe('session_expired');
      expect((await signIn(server, 'ops01', newPassword)).rt).not.toBe('success');
      expect((await signIn(server, 'ops01', again.newPassword)).rt).toBe('success');
    });

    it('a seed reset through the running server is refused unless told otherwise', async () => {
      await expect(admin('seed/reset', { size: 'small' })).rejects.toThrow(SEED_OVERRIDE_FLAG);
      expect((await signIn(server, 'branch01', DEMO_PASSWORD)).rt).not.toBe('success');
    });
  });

describe('npm run seed in production', () => {
  let out: string[] = [];
  const capture = () => {
    out = [];
    const w = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    const e = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    return () => (w.mockRestore(), e.mockRestore());
  };

  it('refuses, saying what demo data would do and how to insist', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ep-seed-'));
    const restore = capture();
    try {
      expect(await runSeed(['--size', 'small'], { dataDir, databaseUrl: 'memory://' }, { EDUPLANNER_ENV: 'production' })).toBe(1);
      expect(await runSeed(['--reset'], { dataDir, databaseUrl: 'memory://' }, { NODE_ENV: 'production' })).toBe(1);
    } finally {
      restore();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const said = out.join('');
    expect(said).toContain(DEMO_PASSWORD);
    expect(said).toContain(SEED_OVERRIDE_FLAG);
    expect(said).not.toContain('"ok": true');
  });

  it('seeds when told the override', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ep-seed-'));
    const restore = capture();
    try {
      expect(await runSeed(['--size', 'small', SEED_OVERRIDE_FLAG], { dataDir, databaseUrl: 'memory://' }, { EDUPLANNER_ENV: 'production' })).toBe(0);
    } finally {
      restore();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(out.join('')).toContain('"ok": true');
  }, 60_000);
});

describe('npm run serve in production', () => {
  it('prints no demo account or password, and says how to create the first user', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ep-main-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      EDUPLANNER_ENV: 'production',
      EDUPLANNER_SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
      EDUPLANNER_DATA_DIR: dataDir,
      PORT: '0',
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let said = '';
    try {
      await new Promise<void>((ok, fail) => {
        const timer = setTimeout(() => fail(new Error(`no "ready" within 60 s:\n${said}`)), 60_000);
        const read = (d: Buffer) => {
          said += d.toString();
          if (said.includes('No users yet') || said.includes('Demo accounts')) {
            clearTimeout(timer);
            ok();
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.once('exit', (code) => fail(new Error(`exited with ${code}:\n${said}`)));
      });
    } finally {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(said).toContain('production');
    expect(said).toContain('npm run admin -- user add');
    expect(said).not.toContain(DEMO_PASSWORD);
    expect(said).not.toMatch(/seeded|Demo accounts/);
  }, 70_000);
});
