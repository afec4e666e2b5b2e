// @vitest-environment node
// Login rate limiting kept in the database: 5 failures per (id, device) and 20 per id within
// 10 minutes lock for 10 minutes; unknown ids are counted alike; success clears the device's count.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../src/domain/messages';
import { auditLog } from '../db/schema';
import { TEST_DATABASES } from '../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../test-support/harness';

const MIN = 60_000;

describe.each(TEST_DATABASES)('login rate limiting on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.set(TEST_NOW));

  const attempt = (userId: string, deviceUuid: string, password = 'wrong-pass') => h.loginAnswer(userId, { password, deviceUuid });
  const locked = { rt: 'too_many_attempts', rtMsg: msg.loginLocked(10) };

  it('locks an id on one device after 5 failures, for 10 minutes', async () => {
    for (let i = 0; i < 5; i++) {
      h.clock.advance(MIN);
      expect((await attempt('planner01', 'lock-device-a')).body.rt).toBe('login_failed');
    }
    const refused = await attempt('planner01', 'lock-device-a', 'demo1234');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(locked);
    // The same id on another device is not locked by this device's failures.
    expect((await attempt('planner01', 'lock-device-b', 'demo1234')).body.rt).toBe('success');
    h.clock.advance(5 * MIN);
    expect((await attempt('planner01', 'lock-device-a', 'demo1234')).body).toEqual({ rt: 'too_many_attempts', rtMsg: msg.loginLocked(5) });
    h.clock.advance(5 * MIN);
    expect((await attempt('planner01', 'lock-device-a', 'demo1234')).body.rt).toBe('success');
  });

  it('does not lock failures spread wider than 10 minutes', async () => {
    for (let i = 0; i < 8; i++) {
      h.clock.advance(3 * MIN);
      expect((await attempt('planner02', 'spread-device')).body.rt).toBe('login_failed');
    }
  });

  it('a successful login clears the device counter', async () => {
    for (let i = 0; i < 4; i++) await attempt('planner03', 'clear-device');
    expect((await attempt('planner03', 'clear-device', 'demo1234')).body.rt).toBe('success');
    for (let i = 0; i < 4; i++) expect((await attempt('planner03', 'clear-device')).body.rt).toBe('login_failed');
    expect((await attempt('planner03', 'clear-device', 'demo1234')).body.rt).toBe('success');
  });

  it('locks an id on every device after 20 failures from any devices', async () => {
    for (let i = 0; i < 20; i++) expect((await attempt('partner01', `many-device-${i % 10}`)).body.rt).toBe('login_failed');
    const fresh = await attempt('partner01', 'never-used-device', 'demo1234');
    expect(fresh.status).toBe(429);
    expect(fresh.body).toEqual(locked);
    expect((await attempt('master01', 'never-used-device', 'demo1234')).body.rt).toBe('success');
    h.clock.advance(10 * MIN);
    expect((await attempt('partner01', 'never-used-device', 'demo1234')).body.rt).toBe('success');
  });

  it('counts unknown ids the same way, so a lock reveals nothing', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('ghost-user', 'ghost-device')).body.rt).toBe('login_failed');
    expect((await attempt('ghost-user', 'ghost-device')).body).toEqual(locked);
  });

  it('audits each failure with its reason, and the lock as locked', async () => {
    await attempt('district01', 'audit-device');
    await attempt('nobody-here', 'audit-device');
    for (let i = 0; i < 5; i++) await attempt('district01', 'audit-device-2');
    await attempt('district01', 'audit-device-2', 'demo1234');
    const rows = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'login.failure')));
    const reasons = (userId: string) => rows.filter((r) => r.userid === userId).map((r) => (r.detail as { reason: string }).reason);
    expect(reasons('district01')).toEqual(['bad_password', 'bad_password', 'bad_password', 'bad_password', 'bad_password', 'bad_password', 'locked']);
    expect(reasons('nobody-here')).toEqual(['unknown_user']);
    const lockRow = rows.find((r) => r.userid === 'district01' && r.rt === 'too_many_attempts');
    expect(lockRow).toMatchObject({ path: 'auth/issueAuthToken', deviceUuid: 'audit-device-2', clientIp: '127.0.0.1' });
  });
});
