// The load run's tallies (stats.ts): nearest-rank percentiles, and which answers count as errors and timings.
import { describe, expect, it } from 'vitest';
import { errorCount, percentile, Tallies } from './stats';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
  it.each([
    [hundred, 50, 50],
    [hundred, 99, 99],
    [hundred, 100, 100],
    [[3], 99, 3],
    [[1, 2, 3, 4], 50, 2],
    [[1, 2, 3, 4], 95, 4],
    [[], 99, 0],
  ])('of %j at p%d is %d', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });
});

describe('Tallies', () => {
  it('counts every answer, times only the answered ones, and counts all but success envelopes as errors', () => {
    const t = new Tallies();
    t.add('dashboard', 'ok', 10);
    t.add('dashboard', 'ok', 30);
    t.add('dashboard', 'refused', 20, 'server_error');
    t.add('dashboard', 'network', 5000);
    t.add('getUserInfo', 'bad_answer', 40);
    const s = t.summary();
    expect(s.dashboard).toMatchObject({ count: 4, ok: 2, refused: 1, network: 1, refusedRt: { server_error: 1 }, maxMs: 30, p50Ms: 20 });
    expect(s.getUserInfo).toMatchObject({ count: 1, ok: 0, badAnswer: 1 });
    expect(errorCount(s)).toBe(3);
  });
});
