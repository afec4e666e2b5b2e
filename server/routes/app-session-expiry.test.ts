// @vitest-environment node
// Session time-outs with a moved clock: idle and absolute limits with and without auto-login, the
// once-a-minute last-seen refresh, and revocation by an operator.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../src/domain/messages';
import { SERVER_CONFIG } from '../config';
import { sessions } from '../db/schema';
import { hashToken } from '../services/sessions';
import { operate } from '../test-support/operations';
import { TEST_DATABASES } from '../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../test-support/harness';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe.each(TEST_DATABASES)('session time-outs on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.set(TEST_NOW));

  const info = (token: string) => h.call('getUserInfo', {}, { token });
  const expectExpired = async (token: string) => {
    const a = await info(token);
    expect(a.status).toBe(401);
    expect(a.body).toEqual({ rt: 'auth_token_expired', rtMsg: msg.authTokenExpired });
  };

  it('the limits are 60 min / 12 h, and 14 days / 30 days with auto-login', () => {
    expect(SERVER_CONFIG.session).toMatchObject({ idleMs: HOUR, absoluteMs: 12 * HOUR, autoLoginIdleMs: 14 * DAY, autoLoginAbsoluteMs: 30 * DAY });
  });

  it('expires after more than 60 idle minutes without auto-login', async () => {
    const token = await h.login('planner01');
    h.clock.advance(60 * MIN);
    expect((await info(token)).body.rt).toBe('success');
    h.clock.advance(60 * MIN + 1000);
    await expectExpired(token);
  });

  it('stays alive while used, until the 12-hour absolute limit', async () => {
    const token = await h.login('planner02');
    for (let t = 50; t < 12 * 60; t += 50) {
      h.clock.set(new Date(TEST_NOW.getTime() + t * MIN));
      expect((await info(token)).body.rt).toBe('success');
    }
    h.clock.set(new Date(TEST_NOW.getTime() + 12 * HOUR));
    await expectExpired(token);
  });

  it('with auto-login expires after 14 idle days', async () => {
    const token = await h.login('planner03', { autoLoginYn: 'Y' });
    h.clock.advance(13 * DAY);
    expect((await info(token)).body.rt).toBe('success');
    h.clock.advance(14 * DAY + MIN);
    await expectExpired(token);
  });

  it('with auto-login expires after 30 days even when used every day', async () => {
    const token = await h.login('master01', { autoLoginYn: 'Y' });
    for (let d = 1; d < 30; d++) {
      h.clock.set(new Date(TEST_NOW.getTime() + d * DAY));
      expect((await info(token)).body.rt).toBe('success');
    }
    h.clock.set(new Date(TEST_NOW.getTime() + 30 * DAY));
    await expectExpired(token);
  });

  it('refreshes last_seen_at at most once a minute', async () => {
    const token = await h.login('partner01');
    const seen = async () => (await h.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0]!.lastSeenAt.getTime();
    h.clock.advance(30_000);
    await info(token);
    expect(await seen()).toBe(TEST_NOW.getTime());
    h.clock.advance(30_000);
    await info(token);
    expect(await seen()).toBe(TEST_NOW.getTime() + MIN);
  });

  it('an operator revoke ends every session of the user with session_expired', async () => {
    const a = await h.login('district01');
    const b = await h.login('district01', { autoLoginYn: 'Y', deviceUuid: 'test-device-0002' });
    const other = await h.login('branch01');
    expect(await operate(h, 'sessions/revoke', { userId: 'district01' })).toEqual({ userId: 'district01', revoked: 2 });
    for (const token of [a, b]) expect((await info(token)).body).toEqual({ rt: 'session_expired', rtMsg: msg.sessionExpired });
    expect((await info(other)).body.rt).toBe('success');
    // Revocation wins over expiry: the client learns the session was ended, not that it timed out.
    h.clock.advance(40 * DAY);
    expect((await info(a)).body.rt).toBe('session_expired');
    expect((await h.login('district01')).length).toBeGreaterThan(0);
  });
});
