// @vitest-environment node
// Login rate limiting as a caller sees it, on every test database: concurrent and sequential bursts
// are evaluated exactly up to each limit (id+device, id, device, address), locks end after lockMs,
// unknown ids count alike, and old rows are pruned. Expected numbers come from the policy in docs/api.md.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { msg } from '../../src/domain/messages';
import { auditLog, loginFailures } from '../db/schema';
import { TEST_DATABASES } from '../test-support/databases';
import { limiterHarness, LOCKED, range, type Try } from '../test-support/login-attempts';
import { type Answer, TEST_CONFIG, TEST_NOW } from '../test-support/harness';

const MIN = 60_000;
const L = TEST_CONFIG.loginLimit;
const RIGHT = 'demo1234';

const DEMO = ['branch01', 'district01', 'master01', 'planner01', 'planner02', 'planner03', 'partner01'];

/**
 * Each burst reaches exactly one limit first. `probe` is the right password on the locked key (still
 * refused: a locked attempt is never evaluated); `unaffected` shares all but that key and signs in.
 */
const BURSTS: { name: string; limit: number; tries: Try[]; probe: Try; unaffected: Try }[] = [
  {
    name: 'one id from 40 devices and addresses (per id)',
    limit: L.perUser,
    tries: range(40, (i) => ({ userId: 'planner01', device: `id-burst-${i}`, ip: `10.1.0.${i + 1}` })),
    probe: { userId: 'planner01', device: 'id-burst-fresh', ip: '10.1.1.1' },
    unaffected: { userId: 'master01', device: 'id-burst-0', ip: '10.1.0.1' },
  },
  {
    name: 'one id on one device (per id and device)',
    limit: L.perUserDevice,
    tries: range(20, () => ({ userId: 'planner02', device: 'pair-burst', ip: '10.2.0.1' })),
    probe: { userId: 'planner02', device: 'pair-burst', ip: '10.2.0.1' },
    unaffected: { userId: 'planner02', device: 'pair-burst-other', ip: '10.2.0.1' },
  },
  {
    name: 'one device spraying the demo password over 41 ids (per device)',
    limit: L.perDevice,
    tries: range(41, (i) => ({ userId: `spray-id-${i}`, device: 'spray-device', ip: '10.3.0.1', password: RIGHT })),
    probe: { userId: 'planner03', device: 'spray-device', ip: '10.3.0.2' },
    unaffected: { userId: 'planner03', device: 'spray-other', ip: '10.3.0.1' },
  },
  {
    name: 'one address spraying ids from a new device each time (per address)',
    limit: L.perAddress,
    tries: range(45, (i) => ({ userId: `nat-id-${i}`, device: `nat-device-${i}`, ip: '10.4.0.1', password: RIGHT })),
    probe: { userId: 'partner01', device: 'nat-device-fresh', ip: '10.4.0.1' },
    unaffected: { userId: 'partner01', device: 'nat-device-fresh', ip: '10.4.0.2' },
  },
  {
    name: 'one IPv6 /64 taking a new address each time (per address)',
    limit: L.perAddress,
    tries: range(45, (i) => ({ userId: `v6-id-${i}`, device: `v6-device-${i}`, ip: `2001:db8:4:2::${(i + 1).toString(16)}` })),
    probe: { userId: 'district01', device: 'v6-device-fresh', ip: '2001:db8:4:2:ffff::1' },
    unaffected: { userId: 'district01', device: 'v6-device-fresh', ip: '2001:db8:4:3::1' },
  },
];

describe.each(TEST_DATABASES)('login rate limiting on $name', (database) => {
  const { ctx, attempt } = limiterHarness(database, 'wrong-pass');

  const inTurn = async (tries: Try[]) => {
    const out: Answer[] = [];
    for (const t of tries) out.push(await attempt(t));
    return out;
  };
  const rts = (answers: Answer[]) => answers.map((a) => a.body.rt);
  const right = (t: Try): Try => ({ ...t, password: RIGHT });

  describe.each(BURSTS)('$name', ({ limit, tries, probe, unaffected }) => {
    it(`evaluates exactly ${limit} of ${tries.length} simultaneous attempts`, async () => {
      const answers = await Promise.all(tries.map(attempt));
      expect(rts(answers).filter((rt) => rt === 'login_failed')).toHaveLength(limit);
      const refused = answers.filter((a) => a.body.rt !== 'login_failed');
      expect(refused.map((a) => [a.status, a.body])).toEqual(refused.map(() => [429, LOCKED]));
      expect((await attempt(right(probe))).body).toEqual(LOCKED);
      expect((await attempt(right(unaffected))).body.rt).toBe('success');
    });

    it(`evaluates the first ${limit} attempts in a row and refuses the rest`, async () => {
      const answers = await inTurn(tries);
      expect(rts(answers)).toEqual([...range(limit, () => 'login_failed'), ...range(tries.length - limit, () => 'too_many_attempts')]);
      expect((await attempt(right(probe))).body).toEqual(LOCKED);
      expect((await attempt(right(unaffected))).body.rt).toBe('success');
    });

    it('ends the lock lockMs after the attempt that reached the limit, counting minutes left up', async () => {
      await inTurn(tries.slice(0, limit - 1));
      ctx.h.clock.advance(3 * MIN); // the lock runs from the last failure, not the first
      await attempt(tries[limit - 1]!);
      for (const [after, minutes] of [
        [0, 10],
        [MIN / 2, 10],
        [MIN, 9],
        [9 * MIN, 1],
        [10 * MIN - 1000, 1],
      ] as const) {
        ctx.h.clock.set(new Date(TEST_NOW.getTime() + 3 * MIN + after));
        expect((await attempt(right(probe))).body).toEqual({ rt: 'too_many_attempts', rtMsg: msg.loginLocked(minutes) });
      }
      ctx.h.clock.set(new Date(TEST_NOW.getTime() + 3 * MIN + L.lockMs));
      expect((await attempt(right(probe))).body.rt).toBe('success');
    });
  });

  it('does not lock failures spread wider than the window', async () => {
    for (let i = 0; i < 8; i++) {
      ctx.h.clock.advance(3 * MIN);
      expect((await attempt({ userId: 'planner02', device: 'spread-device', ip: '10.5.0.1' })).body.rt).toBe('login_failed');
    }
  });

  it('lets an office behind one address sign in after a few typos each', async () => {
    const typos = DEMO.flatMap((userId, i) => range(2, () => ({ userId, device: `office-${i}`, ip: '10.6.0.1' })));
    expect(new Set(rts(await Promise.all(typos.map(attempt))))).toEqual(new Set(['login_failed']));
    const signIns = DEMO.map((userId, i) => right({ userId, device: `office-${i}`, ip: '10.6.0.1' }));
    expect(rts(await Promise.all(signIns.map(attempt)))).toEqual(DEMO.map(() => 'success'));
  });

  it.each(['planner01', 'ghost-user'])('counts %s alike, known or not, so a lock reveals nothing', async (userId) => {
    const answers = await inTurn(range(L.perUserDevice + 1, () => ({ userId, device: 'ghost-device', ip: '10.7.0.1' })));
    expect(answers.map((a) => a.body)).toEqual([...range(L.perUserDevice, () => ({ rt: 'login_failed', rtMsg: msg.loginFailed })), LOCKED]);
  });

  it('forgets failures older than keepFailuresMs', async () => {
    await inTurn(range(3, (i) => ({ userId: `old-${i}`, device: 'old-device', ip: '10.8.0.1' })));
    ctx.h.clock.advance(L.keepFailuresMs + MIN);
    await attempt({ userId: 'newer', device: 'new-device', ip: '10.8.0.2' });
    expect((await ctx.h.db.select().from(loginFailures)).map((r) => r.userid)).toEqual(['newer']);
  });

  it('audits each failure with its reason, and the lock as locked', async () => {
    const at = (userId: string, device: string, password?: string) => attempt({ userId, device, ip: '127.0.0.1', password });
    await at('district01', 'audit-device');
    await at('nobody-here', 'audit-device');
    for (let i = 0; i < 5; i++) await at('district01', 'audit-device-2');
    await at('district01', 'audit-device-2', RIGHT);
    const rows = (await ctx.h.db.select().from(auditLog).where(eq(auditLog.event, 'login.failure')).orderBy(asc(auditLog.id))).filter((r) =>
      r.deviceUuid?.startsWith('audit-device'),
    );
    const reasons = (userId: string) => rows.filter((r) => r.userid === userId).map((r) => (r.detail as { reason: string }).reason);
    expect(reasons('district01')).toEqual([...range(6, () => 'bad_password'), 'locked']);
    expect(reasons('nobody-here')).toEqual(['unknown_user']);
    const lockRow = rows.find((r) => r.userid === 'district01' && r.rt === 'too_many_attempts');
    expect(lockRow).toMatchObject({ path: 'auth/issueAuthToken', deviceUuid: 'audit-device-2', clientIp: '127.0.0.1' });
  });
});
