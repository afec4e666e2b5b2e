// @vitest-environment node
// The pure login limiting policy: the address key, and that attempts admitted by lockedUntil never
// exceed a limit within a window while none is refused without a lock reached within lockMs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVER_CONFIG } from '../config';
import { addressKey, type AttemptKey, type CountedAttempt, lockedUntil, minutesLeft } from './login-limit-policy';

const L = SERVER_CONFIG.loginLimit;

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:1:2::ff', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['', ''],
    ['not an address', ''],
  ])('%s → %s', (ip, key) => expect(addressKey(ip)).toBe(key));
});

describe('minutesLeft', () => {
  it.each([
    [10 * 60_000, 10],
    [9 * 60_000 + 1, 10],
    [9 * 60_000, 9],
    [1, 1],
    [0, 1],
  ])('%d ms → %d', (ms, minutes) => expect(minutesLeft(ms, 0)).toBe(minutes));
});

/** Attempts from a few ids, devices and addresses at non-decreasing times. */
const attempts = fc.array(
  fc.record({
    userid: fc.constantFrom('u1', 'u2', 'u3'),
    deviceUuid: fc.constantFrom('d1', 'd2', 'd3', 'd4'),
    address: fc.constantFrom('a1', 'a2', ''),
    // Mostly bursts (so limits are reached), sometimes pauses (so windows slide and locks end).
    gap: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 4 * 60_000 })),
  }),
  { minLength: 10, maxLength: 150, size: 'max' },
);

/** Replays attempts through the policy as the limiter does: refused ones are not counted. */
function replay(list: readonly (AttemptKey & { gap: number })[], known: (a: AttemptKey) => boolean) {
  const counted: CountedAttempt[] = [];
  let at = 0;
  const refusals: { a: CountedAttempt; before: CountedAttempt[] }[] = [];
  for (const { gap, ...key } of list) {
    at += gap;
    if (lockedUntil(counted, key, known(key), L) > at) refusals.push({ a: { ...key, at }, before: [...counted] });
    else counted.push({ ...key, at });
  }
  return { counted, refusals };
}

const KEYS = [
  { name: 'id+device', limit: L.perUserDevice, same: (x: AttemptKey, y: AttemptKey) => x.userid === y.userid && x.deviceUuid === y.deviceUuid },
  { name: 'device', limit: L.perDevice, same: (x: AttemptKey, y: AttemptKey) => x.deviceUuid === y.deviceUuid },
  { name: 'address', limit: L.perAddress, same: (x: AttemptKey, y: AttemptKey) => x.address !== '' && x.address === y.address },
  { name: 'id', limit: L.perUser, same: (x: AttemptKey, y: AttemptKey) => x.userid === y.userid },
];

/** Counted attempts sharing a key with `a` within the window ending at `a`. */
const within = (counted: readonly CountedAttempt[], a: CountedAttempt, same: (x: AttemptKey, y: AttemptKey) => boolean) =>
  counted.filter((c) => same(c, a) && c.at <= a.at && a.at - c.at < L.windowMs).length;

describe('lockedUntil', () => {
  it('never counts more than a limit within a window', () => {
    fc.assert(
      fc.property(attempts, (list) => {
        const { counted } = replay(list, () => false);
        for (const a of counted) for (const { limit, same } of KEYS) expect(within(counted, a, same)).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it('refuses only where a limit was reached within lockMs before', () => {
    fc.assert(
      fc.property(attempts, fc.constantFrom('d1', 'd2'), (list, knownDevice) => {
        const known = (a: AttemptKey) => a.userid === 'u1' && a.deviceUuid === knownDevice;
        for (const { a, before } of replay(list, known).refusals) {
          const reached = KEYS.filter(({ name }) => name !== 'id' || !known(a)).some(({ limit, same }) =>
            before.some((last) => same(last, a) && a.at - last.at < L.lockMs && within(before, last, same) >= limit),
          );
          expect(reached).toBe(true);
        }
      }),
    );
  });

  it('exempts a known device from the id lock only', () => {
    const strangers: CountedAttempt[] = Array.from({ length: L.perUser }, (_, i) => ({ userid: 'u1', deviceUuid: `s${i}`, address: `a${i}`, at: 0 }));
    const own = { userid: 'u1', deviceUuid: 'mine', address: 'home' };
    expect(lockedUntil(strangers, own, false, L)).toBe(L.lockMs);
    expect(lockedUntil(strangers, own, true, L)).toBe(0);
    const ownFailures = Array.from({ length: L.perUserDevice }, () => ({ ...own, at: 0 }));
    expect(lockedUntil([...strangers, ...ownFailures], own, true, L)).toBe(L.lockMs);
  });
});
