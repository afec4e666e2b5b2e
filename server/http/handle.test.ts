// @vitest-environment node
// The generic call handler: unknown paths, methods, content types, body limits, security headers,
// internal faults (server_error without details), NUL/control characters and invalid UTF-8 in any field
// (bad_request, nothing logged) and fuzzed form bodies (never a 500).
import fc from 'fast-check';
import { Hono } from 'hono';
import { Schema } from 'effect';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineCall, Empty } from '../../src/domain/shared/call';
import { msg } from '../../src/domain/messages';
import { SERVER_CONFIG } from '../config';
import { AuditLog } from '../services/audit';
import { TEST_DATABASES } from '../test-support/databases';
import { API_CALLS } from '../areas';
import { DEMO_ACCOUNTS } from '../db/seed';
import { APP_VERSION, basic, type CallOptions, createHarness, DEVICE, env, type Harness, TEST_NOW } from '../test-support/harness';
import { operate } from '../test-support/operations';
import { CALLER, fillValidPayloads, VALID_PAYLOADS } from '../test-support/valid-payloads';
import { apiDispatcher, handle } from './handle';
import { expectSecurityHeaders } from '../test-support/assertions';

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const META = `deviceUuid=${DEVICE}&appVersion=${APP_VERSION}`;

describe.each(TEST_DATABASES)('generic call handling on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
    await fillValidPayloads(h);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.set(TEST_NOW));

  it('answers an unknown path with a not_found envelope and the security headers', async () => {
    for (const path of ['/api/v1/nope', '/api/v1/', '/api/v2/version', '/api/v1/auth/issueAuthToken/extra']) {
      const res = await h.request(path, { method: 'POST', headers: FORM, body: META });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ rt: 'not_found', rtMsg: msg.notFound });
      expectSecurityHeaders(res);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers other methods with 405 and a bad_request envelope', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const res = await h.request('/api/v1/version', { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await res.json()).toEqual({ rt: 'bad_request', rtMsg: msg.badRequest });
      expectSecurityHeaders(res);
    }
  });

  it('puts the security headers and no-store on success and failure answers', async () => {
    const ok = await h.call('version', { platform: 'PC' });
    const bad = await h.call('version', { platform: 'x' });
    const unauth = await h.call('getUserInfo');
    for (const a of [ok, bad, unauth]) {
      expectSecurityHeaders(a);
      expect(a.headers.get('cache-control')).toBe('no-store');
      expect(a.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('refuses other content types, missing bodies and bad encodings with bad_request', async () => {
    const post = (body: BodyInit | undefined, headers: Record<string, string>) => h.request('/api/v1/version', { method: 'POST', headers, body });
    for (const res of [
      await post(`platform=AND&${META}`, { 'Content-Type': 'text/plain' }),
      await post(JSON.stringify({ platform: 'AND' }), { 'Content-Type': 'application/json' }),
      await post(`platform=AND&${META}`, { 'Content-Type': 'multipart/form-data; boundary=x' }),
      await post(undefined, {}),
      await post(new Uint8Array([0x70, 0x3d, 0xff, 0xfe]), FORM),
    ]) {
      expect(res.status).toBe(400);
      expect((await res.json()).rt).toBe('bad_request');
    }
    const charset = await post(`platform=AND&${META}`, { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' });
    expect((await charset.json()).rt).toBe('success');
  });

  it('refuses bodies over 64 KB, also when streamed without a length', async () => {
    const big = `platform=AND&${META}&pad=${'x'.repeat(64 * 1024)}`;
    const declared = await h.request('/api/v1/version', { method: 'POST', headers: FORM, body: big });
    expect(declared.status).toBe(400);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 80; i++) c.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        c.close();
      },
    });
    const streamed = await h.request('/api/v1/version', { method: 'POST', headers: FORM, body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(400);
    const justUnder = await h.request('/api/v1/version', { method: 'POST', headers: FORM, body: `platform=AND&${META}&pad=${'x'.repeat(60 * 1024)}` });
    expect((await justUnder.json()).rt).toBe('success');
  });

  it('treats a __proto__ field as a plain field', async () => {
    const res = await h.request('/api/v1/version', { method: 'POST', headers: FORM, body: `__proto__=x&constructor=y&platform=IOS&${META}` });
    expect((await res.json()).rt).toBe('success');
  });

  it('audits refused calls with the path, code and device', async () => {
    await h.call('getUserInfo', { deviceUuid: 'audit-dev-0001' }, { token: 'forged-token' });
    await h.call('auth/issueAuthToken', { userId: 'a', password: 'b', autoLoginYn: 'N' }, { headers: { Authorization: basic('bad-client') } });
    await h.call('version', { platform: 'WIN' });
    const events = h.audit.filter((e) => e.event === 'call.refused').map((e) => [e.path, e.rt]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['getUserInfo', 'unauthorized'],
        ['auth/issueAuthToken', 'invalid_client'],
        ['version', 'bad_request'],
      ]),
    );
    expect(h.audit.find((e) => e.rt === 'unauthorized' && e.deviceUuid === 'audit-dev-0001')).toMatchObject({ path: 'getUserInfo', clientIp: '127.0.0.1' });
  });

  describe.each(API_CALLS.map((c) => ({ path: c.def.path, auth: c.def.auth, roles: c.def.roles, rolesRefusal: c.def.rolesRefusal })))('$path ($auth)', ({ path, auth, roles, rolesRefusal }) => {
    const payload = () => {
      const p = VALID_PAYLOADS[path];
      if (!p) throw new Error(`add a valid payload for ${path} to VALID_PAYLOADS`);
      return p;
    };
    const opts = async (): Promise<CallOptions> =>
      auth === 'session' || auth === 'optional' ? { token: await h.login(CALLER[path] ?? 'planner01') } : auth === 'basic' ? { clientId: 'eduplanner-and' } : {};

    it('succeeds with a valid payload', async () => {
      const a = await h.call(path, payload(), await opts());
      expect(a.status).toBe(200);
      expect(a.body.rt).toBe('success');
    });

    // The call's roles (on its contract definition) are checked before its handler: every other position is refused,
    // with the call's own message where the spec gives one (a partner saving a plan: planWriteRefused).
    const outsiders = roles ? DEMO_ACCOUNTS.filter((a) => !roles.includes(a.position)) : [];
    if (outsiders.length > 0)
      it('refuses every position outside its roles with forbidden, audited', async () => {
        for (const { userid } of outsiders) {
          const a = await h.call(path, payload(), { token: await h.login(userid) });
          expect([userid, a.status, a.body]).toEqual([userid, 403, { rt: 'forbidden', rtMsg: rolesRefusal ?? msg.forbidden }]);
          expect(h.audit.some((e) => e.path === path && e.rt === 'forbidden' && e.userId === userid)).toBe(true);
        }
      });

    it('refuses a missing deviceUuid, a JSON body and an oversized body with bad_request', async () => {
      const o = await opts();
      expect((await h.call(path, { ...payload(), deviceUuid: null }, o)).body.rtMsg).toBe(`${msg.badRequest} (deviceUuid)`);
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (o.token) headers.Authorization = `Bearer ${o.token}`;
      if (o.clientId) headers.Authorization = basic(o.clientId);
      const body = JSON.stringify({ ...payload(), deviceUuid: DEVICE, appVersion: APP_VERSION });
      const json = await h.request(`/api/v1/${path}`, { method: 'POST', headers, body });
      expect([json.status, (await json.json()).rt]).toEqual([400, 'bad_request']);
      // sendSms carries up to 1,000 recipients' tokens and has the larger limit.
      const limit = path === 'myCstmr/sendSms' ? SERVER_CONFIG.http.bulkBodyBytes : SERVER_CONFIG.http.maxBodyBytes;
      const big = await h.call(path, { ...payload(), pad: 'x'.repeat(limit + 6_000) }, o);
      expect([big.status, big.body.rt]).toEqual([400, 'bad_request']);
    });

    // A NUL once reached PostgreSQL ("invalid byte sequence") and answered 500 with a stack trace.
    it('refuses a NUL, a control character or an escape of invalid UTF-8 in any field: bad_request, nothing logged', async () => {
      const o = await opts();
      const headers: Record<string, string> = { ...FORM };
      if (o.token) headers.Authorization = `Bearer ${o.token}`;
      if (o.clientId) headers.Authorization = basic(o.clientId);
      const fields = { ...payload(), deviceUuid: DEVICE, appVersion: APP_VERSION };
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      try {
        for (const field of Object.keys(fields))
          for (const bad of ['%00', 'a%00b', '%1B', '%FF%FE', '%ED%A0%80', '%C0%80']) {
            const body = Object.entries(fields)
              .map(([k, v]) => `${encodeURIComponent(k)}=${k === field ? `${encodeURIComponent(v)}${bad}` : encodeURIComponent(v)}`)
              .join('&');
            const res = await h.request(`/api/v1/${path}`, { method: 'POST', headers, body });
            const json = await res.json();
            expect([res.status, json.rt], `${field}=…${bad}`).toEqual([400, 'bad_request']);
            expect(json.rtMsg).toBe(`${msg.badRequest} (${field})`);
          }
        expect(stderr.mock.calls.map((c) => String(c[0])).join('')).toBe('');
      } finally {
        stderr.mockRestore();
      }
    });

    if (auth === 'session')
      it('answers unauthorized, auth_token_expired and session_expired', async () => {
        expect((await h.call(path, payload())).body.rt).toBe('unauthorized');
        const stale = await h.login('planner02');
        h.clock.advance(2 * 60 * 60_000);
        expect((await h.call(path, payload(), { token: stale })).body.rt).toBe('auth_token_expired');
        const revoked = await h.login('planner02');
        await h.call('auth/logout', {}, { token: revoked });
        expect((await h.call(path, payload(), { token: revoked })).body.rt).toBe('session_expired');
      });

    it('answers under_maintenance while maintenance is on, unless it is exempt', async () => {
      const o = await opts();
      await operate(h, 'maintenance/on', { cntn: '점검' });
      try {
        const a = await h.call(path, payload(), o);
        if (['version', 'download/version', 'logging/access'].includes(path)) expect(a.body.rt).toBe('success');
        else expect([a.status, a.body]).toEqual([503, { rt: 'under_maintenance', rtMsg: msg.underMaintenance }]);
      } finally {
        await operate(h, 'maintenance/off');
      }
    });
  });

  it('never answers 500 to fuzzed form bodies', async () => {
    const token = await h.login('planner01');
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      // Any code unit: NUL and other controls, lone surrogates; full-width digits where digits go.
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udfff', '０', '１', '９', '－'), maxLength: 12 }),
      fc.constantFrom('Y', 'N', 'AND', 'planner01', 'demo1234', '', DEVICE, APP_VERSION),
      fc.constantFrom('self', 'all', 'IN', 'OUT', 'CMP', '-1', '1e309', '0x10', '2147483648', 'D0:39:72:A1:11:01', '01012345678', '%_\\', 'EDUQR-TODAY-AM'),
    );
    const field = fc.oneof(
      fc.constantFrom('userId', 'password', 'autoLoginYn', 'pushToken', 'platform', 'scrnNm', 'scrnUrl', 'path', 'deviceUuid', 'appVersion'),
      fc.constantFrom('type', 'targetId', 'offset', 'size', 'searchTxt', 'macAddress', 'cudType', 'sqno', 'cmplYn', 'telNo', 'qrScan'),
      fc.string({ maxLength: 12 }),
    );
    const body = fc.oneof(
      fc.dictionary(field, value, { maxKeys: 8 }).map((d) => new URLSearchParams(d).toString()),
      fc.string({ maxLength: 200 }),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString('latin1')),
      // Percent-escapes of invalid UTF-8 and of controls, in a field of an otherwise valid body.
      fc
        .tuple(field, fc.constantFrom('%00', '%FF%FE', '%ED%A0%80', '%C0%80', '%E0%80', '%0B', '%7F', '%'))
        .map(([f, bad]) => `${encodeURIComponent(f)}=x${bad}&${META}`),
    );
    const path = fc.constantFrom(
      'auth/issueAuthToken', 'getUserInfo', 'setPushToken', 'logging/access', 'version', 'download/version', 'auth/logout',
      'siljuck', 'activity', 'organization', 'schedule', 'notice/list', 'notice/detail', 'beacon/atndnCheck',
      'mySchedule/saveMyschedule', 'card/profile', 'sendProfile', 'qr/signUpLink', 'eduqr/atnd', 'eduqr/list',
    );
    const auth = fc.constantFrom<string | undefined>(undefined, `Bearer ${token}`, basic('eduplanner-web'), 'Bearer x', 'Basic Og==', '');
    await fc.assert(
      fc.asyncProperty(path, body, auth, async (p, b, a) => {
        const headers: Record<string, string> = { ...FORM, ...(a !== undefined ? { Authorization: a } : {}) };
        const res = await h.request(`/api/v1/${p}`, { method: 'POST', headers, body: b });
        expect(res.status).toBeLessThan(500);
        const json = await res.json();
        expect(typeof json.rt).toBe('string');
        if (json.rt !== 'success') expect(typeof json.rtMsg).toBe('string');
      }),
      { numRuns: 60 },
    );
  });
});

describe('internal faults', () => {
  it('answer server_error with status 500 and no details, and are logged without secrets', async () => {
    const boom = defineCall({ path: 'boom', auth: 'none', request: Empty, response: Empty });
    const mismatch = defineCall({ path: 'mismatch', auth: 'none', request: Empty, response: Schema.Struct({ n: Schema.Number }) });
    const clock = { now: () => new Date() };
    const svc = { db: {} as never, clock, config: SERVER_CONFIG, audit: new AuditLog({} as never, () => {}, clock) };
    const dispatcher = apiDispatcher(
      [
        handle(boom, async () => {
          throw new Error('password=demo1234 failed for 010-1234-5678');
        }),
        handle(mismatch, async () => ({ n: 'not a number' }) as never),
      ],
      { ...svc, sms: {} as never, sso: {} as never, signUp: {} as never, recipients: {} as never, pdfLinks: {} as never, salesLinks: {} as never, registration: {} as never, downloadsDir: null, db: { select: () => ({ from: () => ({ where: () => ({ limit: async () => [] }) }) }) } as never },
    );
    const app = new Hono().all('/api/v1/*', dispatcher);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      for (const path of ['boom', 'mismatch']) {
        const res = await app.request(`/api/v1/${path}`, { method: 'POST', headers: FORM, body: META }, env());
        expect(res.status).toBe(500);
        expect(await res.json()).toEqual({ rt: 'server_error', rtMsg: msg.serverError });
      }
      const logged = stderr.mock.calls.map((c) => String(c[0])).join('');
      expect(logged).toContain('call boom failed');
      expect(logged).not.toContain('demo1234');
      expect(logged).not.toContain('010-1234-5678');
    } finally {
      stderr.mockRestore();
    }
  });
});
