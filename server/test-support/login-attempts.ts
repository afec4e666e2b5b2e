// Sign-in attempts for the rate-limit tests: who tries, from which device and address, and a harness
// whose limiter tables are emptied and clock reset before each test.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { msg } from '../../src/domain/messages';
import { loginDevices, loginFailures } from '../db/schema';
import type { TestDatabase } from './databases';
import { type Answer, createHarness, type Harness, TEST_NOW } from './harness';

export interface Try {
  readonly userId: string;
  readonly device: string;
  readonly ip: string;
  readonly password?: string;
}

export const range = <T,>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

/** What a locked attempt answers while the whole lock (10 minutes) is ahead. */
export const LOCKED = { rt: 'too_many_attempts', rtMsg: msg.loginLocked(10) };

/** A harness for the describe block it is called in; `attempt` signs in with `fallback` unless the try names a password. */
export function limiterHarness(database: TestDatabase, fallback: string) {
  const ctx = { h: null as unknown as Harness };
  beforeAll(async () => {
    ctx.h = await createHarness(database);
  });
  afterAll(() => ctx.h.close());
  beforeEach(async () => {
    ctx.h.clock.set(TEST_NOW);
    await ctx.h.db.delete(loginFailures);
    await ctx.h.db.delete(loginDevices);
  });
  const attempt = ({ userId, device, ip, password = fallback }: Try): Promise<Answer> =>
    ctx.h.loginAnswer(userId, { password, deviceUuid: device }, { ip });
  return { ctx, attempt };
}
