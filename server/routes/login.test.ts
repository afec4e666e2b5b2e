// @vitest-environment node
// Login, logout, getUserInfo and setPushToken: success for every role, each refusal, malformed input.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { msg } from '../../src/domain/messages';
import { sessions, users } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed';
import { SERVER_CONFIG } from '../config';
import { AuditLog } from '../services/audit';
import { login } from '../services/login';
import { hashPassword } from '../services/passwords';
import { hashToken } from '../services/sessions';
import { TEST_DATABASES } from '../test-support/databases';

import { basic, createHarness, type Harness } from '../test-support/harness';

describe.each(TEST_DATABASES)('auth calls on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());

  describe('auth/issueAuthToken', () => {
    it.each(DEMO_ACCOUNTS)('$userid ($position) logs in and reads its own user info', async ({ userid, position }) => {
      const a = await h.loginAnswer(userid, { autoLoginYn: 'Y' });
      expect(a.status).toBe(200);
      expect(a.body.rt).toBe('success');
      const s = a.body.data;
      expect(s).toMatchObject({ userId: userid, orgnzPstn: position, autoLoginYn: 'Y' });
      expect(Object.keys(s).sort()).toEqual(
        ['akdcde', 'akdmi3', 'akdrnk', 'authToken', 'autoLoginYn', 'brncCd', 'cntrCd', 'orgnzPstn', 'userId', 'userName'].sort(),
      );
      expect(s.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const info = await h.call('getUserInfo', {}, { token: s.authToken });
      expect(info.body.rt).toBe('success');
      expect(info.body.data.userInfo).toMatchObject({ userId: userid, userName: s.userName, orgnzPstn: position, akdmi3: s.akdmi3 });
    });

    it('gives a new token on every login and stores only its hash', async () => {
      const t1 = await h.login('planner01');
      const t2 = await h.login('planner01');
      expect(t1).not.toBe(t2);
      const rows = await h.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(t2)));
      expect(rows).toHaveLength(1);
      const all = JSON.stringify(await h.db.select().from(sessions));
      expect(all).not.toContain(t1);
      expect(all).not.toContain(t2);
    });

    it('answers a wrong password and an unknown id identically', async () => {
      const wrong = await h.loginAnswer('planner02', { password: 'wrong-pass' }, { headers: {} });
      const unknown = await h.loginAnswer('nobody99', { password: 'wrong-pass' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ rt: 'login_failed', rtMsg: msg.loginFailed });
      expect(unknown.body).toEqual(wrong.body);
      expect([...unknown.headers.keys()].sort()).toEqual([...wrong.headers.keys()].sort());
    });

    it('spends the same work on unknown ids and wrong passwords: one scrypt at the production cost', async () => {
      // The cost is counted in scrypt derivations (it still runs), not measured in wall time, which a busy
      // machine distorts. The login service is loaded afresh over an observed node:crypto.
      const derived: unknown[][] = [];
      vi.resetModules();
      vi.doMock('node:crypto', async (original) => {
        const crypto = await original<typeof import('node:crypto')>();
        return { ...crypto, scrypt: (...args: unknown[]) => (derived.push(args), (crypto.scrypt as (...a: unknown[]) => void)(...args)) };
      });
      try {
        const { login: observedLogin } = await import('../services/login');
        // The suite runs with a cheap hash cost; this check needs the real one for the user and the dummy.
        await h.db.update(users).set({ passwordHash: await hashPassword('demo1234', SERVER_CONFIG.passwordHash) }).where(eq(users.userid, 'planner03'));
        const svc = { db: h.db, clock: h.clock, config: SERVER_CONFIG, audit: new AuditLog(h.db, () => {}, h.clock) };
        const derivations = async (userId: string, i: number) => {
          derived.length = 0;
          const attempt = { userId, password: 'wrong-pass', deviceUuid: `timing-device-${i}`, clientIp: '127.0.0.1', clientId: 'eduplanner-web' };
          const out = await observedLogin(svc, { ...attempt, autoLogin: false, pushToken: null });
          expect(out.ok).toBe(false);
          // (password, salt, keylen, { N, r, p }, callback) of each derivation
          return derived.map((c) => [c[2], (c[3] as { N: number }).N, (c[3] as { r: number }).r, (c[3] as { p: number }).p]);
        };
        await derivations('timing-warmup', 0); // the dummy hash is made once, on first use
        const { N, r, p } = SERVER_CONFIG.passwordHash;
        const one = [[32, N, r, p]];
        for (let i = 1; i <= 3; i++) {
          expect(await derivations('planner03', i)).toEqual(one);
          expect(await derivations(`ghost${i}`, i)).toEqual(one);
        }
      } finally {
        vi.doUnmock('node:crypto');
        vi.resetModules();
      }
    });

    it('stores the push token given at login on the session and the user', async () => {
      const token = await h.login('partner01', { pushToken: 'fcm-push-at-login' });
      const [s] = await h.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
      expect(s!.pushToken).toBe('fcm-push-at-login');
      const [u] = await h.db.select().from(users).where(eq(users.userid, 'partner01'));
      expect(u!.pushToken).toBe('fcm-push-at-login');
    });

    it.each([
      ['no Authorization header', undefined],
      ['an unknown client id', basic('evil-client')],
      ['a client id with a secret', `Basic ${Buffer.from('eduplanner-web:secret').toString('base64')}`],
      ['a bearer token', 'Bearer abc'],
      ['a malformed basic value', 'Basic %%%'],
    ])('refuses %s with invalid_client', async (_label, authorization) => {
      const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
      const a = await h.call('auth/issueAuthToken', { userId: 'planner01', password: 'demo1234', autoLoginYn: 'N' }, { headers });
      expect(a.status).toBe(401);
      expect(a.body).toEqual({ rt: 'invalid_client', rtMsg: msg.invalidClient });
    });

    it.each(['eduplanner-web', 'eduplanner-and', 'eduplanner-ios'])('accepts client id %s', async (clientId) => {
      const a = await h.loginAnswer('planner01', {}, { clientId });
      expect(a.body.rt).toBe('success');
    });

    it.each([
      ['missing userId', { userId: null }, ['userId']],
      ['empty userId', { userId: '' }, ['userId']],
      ['userId over 18 characters', { userId: 'a'.repeat(19) }, ['userId']],
      ['missing password', { password: null }, ['password']],
      ['password over 64 characters', { password: 'p'.repeat(65) }, ['password']],
      ['autoLoginYn not Y/N', { autoLoginYn: 'yes' }, ['autoLoginYn']],
      ['pushToken over 512 characters', { pushToken: 'x'.repeat(513) }, ['pushToken']],
      ['missing deviceUuid', { deviceUuid: null }, ['deviceUuid']],
      ['malformed deviceUuid', { deviceUuid: 'bad uuid!' }, ['deviceUuid']],
      ['malformed appVersion', { appVersion: 'v2' }, ['appVersion']],
      ['several bad fields', { userId: '', deviceUuid: null }, ['userId', 'deviceUuid']],
    ] as const)('refuses %s with bad_request naming the fields', async (_label, fields, named) => {
      const a = await h.loginAnswer('planner01', fields as Record<string, string | null>);
      expect(a.status).toBe(400);
      expect(a.body).toEqual({ rt: 'bad_request', rtMsg: `${msg.badRequest} (${named.join(', ')})` });
    });

    it('refuses a JSON body, an oversized body and a repeated field', async () => {
      const post = (body: string, type: string) =>
        h.request('/api/v1/auth/issueAuthToken', { method: 'POST', headers: { 'Content-Type': type, Authorization: basic('eduplanner-web') }, body });
      const json = await post(JSON.stringify({ userId: 'planner01', password: 'demo1234' }), 'application/json');
      expect(json.status).toBe(400);
      expect((await json.json()).rt).toBe('bad_request');
      const big = await post(`userId=planner01&password=${'x'.repeat(70_000)}`, 'application/x-www-form-urlencoded');
      expect(big.status).toBe(400);
      const twice = await post('userId=a&userId=b&password=x&autoLoginYn=N&deviceUuid=test-device-0001&appVersion=2.0', 'application/x-www-form-urlencoded');
      expect(await twice.json()).toEqual({ rt: 'bad_request', rtMsg: `${msg.badRequest} (userId)` });
    });
  });

  describe('session calls', () => {
    it('answers unauthorized without a token, with an unknown token and with a malformed header', async () => {
      const variants: Record<string, string>[] = [
        {},
        { Authorization: 'Bearer not-a-real-token' },
        { Authorization: 'Token abc' },
        { Authorization: `Bearer ${'a'.repeat(300)}` },
      ];
      for (const headers of variants) {
        const a = await h.call('getUserInfo', {}, { headers });
        expect(a.status).toBe(401);
        expect(a.body).toEqual({ rt: 'unauthorized', rtMsg: msg.unauthorized });
      }
    });

    it("never answers with another user's data", async () => {
      const tokens = await Promise.all(DEMO_ACCOUNTS.map((a) => h.login(a.userid)));
      const infos = await Promise.all(tokens.map((token) => h.call('getUserInfo', {}, { token })));
      expect(infos.map((i) => i.body.data.userInfo.userId)).toEqual(DEMO_ACCOUNTS.map((a) => a.userid));
    });

    it('logout revokes the session: the token then answers session_expired', async () => {
      const token = await h.login('planner02');
      const out = await h.call('auth/logout', {}, { token });
      expect(out.body).toEqual({ rt: 'success', data: {} });
      const after = await h.call('getUserInfo', {}, { token });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ rt: 'session_expired', rtMsg: msg.sessionExpired });
      expect((await h.call('auth/logout', {}, { token })).body.rt).toBe('session_expired');
      // Other sessions of the same user live on.
      const other = await h.login('planner02');
      expect((await h.call('getUserInfo', {}, { token: other })).body.rt).toBe('success');
    });

    it('logout and getUserInfo refuse malformed meta fields', async () => {
      const token = await h.login('planner03');
      const a = await h.call('auth/logout', { deviceUuid: null, appVersion: 'x'.repeat(20) }, { token });
      expect(a.body).toEqual({ rt: 'bad_request', rtMsg: `${msg.badRequest} (deviceUuid, appVersion)` });
      expect((await h.call('getUserInfo', {}, { token })).body.rt).toBe('success');
    });

    it('setPushToken stores the token on the session and the user', async () => {
      const token = await h.login('master01');
      const a = await h.call('setPushToken', { pushToken: 'fcm-token-123' }, { token });
      expect(a.body).toEqual({ rt: 'success', data: {} });
      const [s] = await h.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
      expect(s!.pushToken).toBe('fcm-token-123');
      const [u] = await h.db.select().from(users).where(eq(users.userid, 'master01'));
      expect(u!.pushToken).toBe('fcm-token-123');
    });

    it('setPushToken refuses a missing, empty or too long token and an anonymous caller', async () => {
      const token = await h.login('master01');
      for (const pushToken of [null, '', 'x'.repeat(513)]) {
        const a = await h.call('setPushToken', { pushToken }, { token });
        expect(a.body).toEqual({ rt: 'bad_request', rtMsg: `${msg.badRequest} (pushToken)` });
      }
      expect((await h.call('setPushToken', { pushToken: 'x' })).body.rt).toBe('unauthorized');
    });
  });
});
