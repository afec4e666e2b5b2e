import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kstDotDate, timeAgo } from './time-ago';

const NOW = new Date('2026-03-12T10:00:00+09:00');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('timeAgo (spec 1 §3 Alert.timeAgo)', () => {
  it.each([
    [0, '방금 전'],
    [59 * S, '방금 전'],
    [-5 * M, '방금 전'],
    [M, '1분 전'],
    [59 * M + 59 * S, '59분 전'],
    [H, '1시간 전'],
    [23 * H + 59 * M, '23시간 전'],
    [D, '1일 전'],
    [6 * D + 23 * H, '6일 전'],
    [7 * D, '2026.03.05'],
    [40 * D, '2026.01.31'],
    // 2026-03-04 23:30 KST is still the 4th in Korea though it is the 4th 14:30 in UTC.
    [7 * D + 10 * H + 30 * M, '2026.03.04'],
  ])('%i ms before → %s', (ms, text) => expect(timeAgo(ago(ms), NOW)).toBe(text));

  it('writes the Korean calendar day, not the UTC one', () => {
    expect(kstDotDate(new Date('2026-02-28T15:30:00Z'))).toBe('2026.03.01');
    expect(kstDotDate(new Date('2026-02-28T14:59:59Z'))).toBe('2026.02.28');
  });

  it('property: the text never grows younger as the alert ages', () => {
    const rank = (t: string) => (t === '방금 전' ? 0 : t.endsWith('분 전') ? 1 : t.endsWith('시간 전') ? 2 : t.endsWith('일 전') ? 3 : 4);
    fc.assert(
      fc.property(fc.integer({ min: -D, max: 60 * D }), fc.integer({ min: 0, max: 10 * D }), (a, extra) => {
        const younger = timeAgo(ago(a), NOW);
        const older = timeAgo(ago(a + extra), NOW);
        expect(rank(older)).toBeGreaterThanOrEqual(rank(younger));
        if (rank(older) === rank(younger) && rank(older) > 0 && rank(older) < 4)
          expect(Number.parseInt(older, 10)).toBeGreaterThanOrEqual(Number.parseInt(younger, 10));
      }),
    );
  });
});
