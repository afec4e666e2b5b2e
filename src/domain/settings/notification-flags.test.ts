import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_DEFAULT, changesAll, isAllOn, withAll, withFlag } from './notification-flags';

const ALL_Y = withAll(true);
const ONE_N = withFlag(ALL_Y, 'dgnssrvcRecpYn', false);

describe('notification flags (spec 1 §2, §3)', () => {
  it('a new user receives everything', () => expect(NOTIFICATIONS_DEFAULT).toEqual(ALL_Y));

  it.each([
    ['all Y', ALL_Y, true],
    ['one N', ONE_N, false],
    ['all N', withAll(false), false],
  ])("'all' is derived: %s → %s", (_n, flags, on) => expect(isAllOn(flags)).toBe(on));

  it.each([
    ['master on when one is N', ONE_N, true, true],
    ['master off when one is N (the switch shows off already)', ONE_N, false, false],
    ['master off when all are Y', ALL_Y, false, true],
    ['master on when all are Y', ALL_Y, true, false],
    ['master on when all are N', withAll(false), true, true],
  ])('%s: changes %s', (_n, flags, on, changes) => expect(changesAll(flags, on)).toBe(changes));

});
