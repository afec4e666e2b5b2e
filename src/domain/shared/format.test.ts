import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPeriod, kstDay } from './format';

describe('display formats (Korea time)', () => {
  it('formats ISO instants in Asia/Seoul', () => {
    expect(formatDateTime('2026-11-22T01:30:00Z')).toBe('2026.11.22 10:30');
    expect(formatDateTime('2026-11-22T23:05:00+09:00')).toBe('2026.11.22 23:05');
    expect(formatDateTime('2026-12-31T15:00:00Z')).toBe('2027.01.01 00:00');
  });
  it('empty or invalid values read as empty', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
  it('period with and without an end', () => {
    expect(formatPeriod('2026-11-22T22:00:00+09:00', '2026-11-23T06:00:00+09:00')).toBe('2026.11.22 22:00 ~ 2026.11.23 06:00');
    expect(formatPeriod('2026-11-22T22:00:00+09:00', '')).toBe('2026.11.22 22:00 ~');
    expect(formatPeriod('', '')).toBe('');
  });
  it('the KST day turns at midnight in Seoul, not UTC', () => {
    expect(kstDay(new Date('2026-03-11T14:59:59Z'))).toBe('2026-03-11');
    expect(kstDay(new Date('2026-03-11T15:00:00Z'))).toBe('2026-03-12');
    expect(kstDay(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });
});
