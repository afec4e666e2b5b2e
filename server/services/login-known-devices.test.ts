// @vitest-environment node
// The lock is no free denial of service: a device that signed in to an id before is not subject to
// that id's lock (but to its own and its address's limits); a success forgives only that device's
// failures; known devices are bounded per id. On every test database.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginDevices } from '../db/schema';
import { TEST_DATABASES } from '../test-support/databases';
import { limiterHarness, LOCKED, range, type Try } from '../test-support/login-attempts';
import { type Answer, TEST_CONFIG } from '../test-support/harness';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const L = TEST_CONFIG.loginLimit;


describe.each(TEST_DATABASES)('known devices and lock scope on $name', (database) => {
  const { ctx, attempt } = limiterHarness(database, 'demo1234');

  const wrong = (t: Omit<Try, 'password'>): Promise<Answer> => attempt({ ...t, password: 'wrong-pass' });
  /** Strangers (a new device and address each) fail on `userId` until its id lock, all at once. */
  const lockOut = async (userId: string) => {
    const answers = await Promise.all(range(L.perUser, (i) => wrong({ userId, device: `stranger-${i}`, ip: `10.20.0.${i + 1}` })));
    expect(answers.map((a) => a.body.rt)).toEqual(range(L.perUser, () => 'login_failed'));
  };

  it('lets a device that signed in before sign in while strangers keep the id locked; a new device cannot', async () => {
    expect((await attempt({ userId: 'planner03', device: 'own-phone', ip: '10.21.0.1' })).body.rt).toBe('success');
    ctx.h.clock.advance(MIN);
    await lockOut('planner03');
    expect((await attempt({ userId: 'planner03', device: 'new-phone', ip: '10.21.0.1' })).body).toEqual(LOCKED);
    // Known to the id, from anywhere: the device, not the address, is what the user holds.
    expect((await attempt({ userId: 'planner03', device: 'own-phone', ip: '10.22.0.1' })).body.rt).toBe('success');
    // Known to one id only: the same device is a stranger to another locked id.
    await lockOut('planner01');
    expect((await attempt({ userId: 'planner01', device: 'own-phone', ip: '10.21.0.1' })).body).toEqual(LOCKED);
  });

  it('still holds a known device to its own limit for the id', async () => {
    await attempt({ userId: 'planner02', device: 'own-tablet', ip: '10.23.0.1' });
    await lockOut('planner02');
    const own = range(L.perUserDevice + 1, () => ({ userId: 'planner02', device: 'own-tablet', ip: '10.23.0.1' }));
    const answers = await Promise.all(own.map(wrong));
    expect(answers.filter((a) => a.body.rt === 'login_failed')).toHaveLength(L.perUserDevice);
    expect((await attempt(own[0]!)).body).toEqual(LOCKED);
  });

  it("still holds a known device to its address's limit", async () => {
    await attempt({ userId: 'partner01', device: 'own-laptop', ip: '10.24.0.1' });
    const spray = range(L.perAddress, (i) => ({ userId: `nat-${i}`, device: `nat-device-${i}`, ip: '10.24.0.1' }));
    expect((await Promise.all(spray.map(wrong))).every((a) => a.body.rt === 'login_failed')).toBe(true);
    expect((await attempt({ userId: 'partner01', device: 'own-laptop', ip: '10.24.0.1' })).body).toEqual(LOCKED);
    expect((await attempt({ userId: 'partner01', device: 'own-laptop', ip: '10.24.0.2' })).body.rt).toBe('success');
  });

  it("a success forgives only that device's failures for the id", async () => {
    const a = { userId: 'master01', device: 'device-a', ip: '10.25.0.1' };
    const b = { userId: 'master01', device: 'device-b', ip: '10.25.0.2' };
    for (const t of [a, b]) for (let i = 0; i < L.perUserDevice - 1; i++) expect((await wrong(t)).body.rt).toBe('login_failed');
    expect((await attempt(a)).body.rt).toBe('success');
    // a starts again from nothing: a whole limit of failures before its lock.
    for (let i = 0; i < L.perUserDevice; i++) expect((await wrong(a)).body.rt).toBe('login_failed');
    expect((await attempt(a)).body).toEqual(LOCKED);
    // b kept its failures: one more reaches its limit.
    expect((await wrong(b)).body.rt).toBe('login_failed');
    expect((await attempt(b)).body).toEqual(LOCKED);
  });

  it('remembers only the most recent devices per id, and not for ever', async () => {
    const devices = range(L.knownDevicesPerUser + 2, (i) => `kept-device-${String(i).padStart(2, '0')}`);
    for (const device of devices) {
      ctx.h.clock.advance(MIN);
      expect((await attempt({ userId: 'branch01', device, ip: '10.26.0.1' })).body.rt).toBe('success');
    }
    const kept = await ctx.h.db.select().from(loginDevices).where(eq(loginDevices.userid, 'branch01'));
    expect(kept.map((r) => r.deviceUuid).sort()).toEqual(devices.slice(2));
    await lockOut('branch01');
    expect((await attempt({ userId: 'branch01', device: devices[1]!, ip: '10.26.0.1' })).body).toEqual(LOCKED);
    expect((await attempt({ userId: 'branch01', device: devices[2]!, ip: '10.26.0.1' })).body.rt).toBe('success');
    // Long unused, a device is a stranger again.
    ctx.h.clock.advance(L.knownDeviceMs + DAY);
    await lockOut('branch01');
    expect((await attempt({ userId: 'branch01', device: devices[3]!, ip: '10.26.0.1' })).body).toEqual(LOCKED);
  });
});
