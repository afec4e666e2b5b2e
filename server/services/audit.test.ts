// @vitest-environment node
// The audit trail: rows and sink lines for login success and failure, logout and refused calls, and
// no password, token or whole phone number in any of them.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../db/schema';
import { TEST_DATABASES } from '../test-support/databases';
import { createHarness, type Harness } from '../test-support/harness';
import { stdoutAuditSink } from './audit';

const PHONE = '01098765432';

describe.each(TEST_DATABASES)('audit log on $name', (database) => {
  let h: Harness;
  let tokens: string[];
  beforeAll(async () => {
    h = await createHarness(database);
    const token = await h.login('planner01', { password: 'demo1234', pushToken: 'push-secret-value' });
    tokens = [token];
    await h.loginAnswer('planner01', { password: 'Wrong-Secret-Pw!' });
    await h.loginAnswer(PHONE, { password: 'Another-Secret-Pw' });
    await h.loginAnswer('010-9876-5432', { password: 'Third-Secret-Pw' });
    await h.call('getUserInfo', {}, { token: 'forged-token-value' });
    await h.call('setPushToken', { pushToken: '' }, { token });
    await h.call('auth/logout', {}, { token });
    await h.call('getUserInfo', {}, { token });
  });
  afterAll(() => h.close());

  it('writes one row per event, with the same content as the sink', async () => {
    const rows = await h.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.map((r) => [r.event, r.rt])).toEqual([
      ['login.success', 'success'],
      ['login.failure', 'login_failed'],
      ['login.failure', 'login_failed'],
      ['login.failure', 'login_failed'],
      ['call.refused', 'unauthorized'],
      ['call.refused', 'bad_request'],
      ['logout', 'success'],
      ['call.refused', 'session_expired'],
    ]);
    expect(h.audit.map((e) => e.event)).toEqual(rows.map((r) => r.event));
    expect(rows[0]).toMatchObject({ userid: 'planner01', deviceUuid: 'test-device-0001', clientIp: '127.0.0.1', path: 'auth/issueAuthToken' });
    expect(rows[1]!.detail).toEqual({ reason: 'bad_password' });
    expect(rows[2]!.detail).toEqual({ reason: 'unknown_user' });
    expect(rows[5]!.detail).toEqual({ fields: ['pushToken'] });
    expect(rows[7]!.userid).toBeNull();
    expect(rows[6]!.userid).toBe('planner01');
  });

  it('never records a password, a token or a whole phone number', async () => {
    const text = JSON.stringify(await h.db.select().from(auditLog)) + JSON.stringify(h.audit);
    for (const secret of ['demo1234', 'Wrong-Secret-Pw!', 'Another-Secret-Pw', 'Third-Secret-Pw', 'push-secret-value', 'forged-token-value', ...tokens])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain('9876');
    expect(text).toContain('*******5432');
    expect(text).toContain('010-****-5432');
  });
});

describe('stdout sink', () => {
  it('writes one JSON line per event', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const event = { ts: 't', event: 'logout', userId: 'u', deviceUuid: null, clientIp: null, path: null, rt: null, detail: {} } as const;
      stdoutAuditSink(event);
      expect(write).toHaveBeenCalledWith(`${JSON.stringify(event)}\n`);
    } finally {
      write.mockRestore();
    }
  });
});
