import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, isLeapYear, isValidBirthday } from './birthday';

describe('birthday check (spec 1 §5)', () => {
  it.each([
    ['19900101', true],
    ['20000229', true], // divisible by 400
    ['19000228', true],
    ['19000229', false], // 1900 is not a leap year
    ['20240229', true],
    ['20230229', false],
    ['20230431', false],
    ['20231131', false],
    ['20231231', true],
    ['18991231', false],
    ['20270101', false], // after the current year (2026 in this table)
    ['20261122', true],
    ['2023013', false],
    ['202301011', false],
    ['2023a101', false],
    ['20231301', false],
    ['20230001', false],
    ['20230100', false],
    ['', false],
  ])('%j → %s', (v, ok) => {
    expect(isValidBirthday(v, 2026)).toBe(ok);
  });

  it('property: agrees with the JavaScript calendar for every date 1900..current year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2026 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const s = `${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`;
        const js = new Date(Date.UTC(y, m - 1, d));
        const real = js.getUTCFullYear() === y && js.getUTCMonth() === m - 1 && js.getUTCDate() === d;
        expect(isValidBirthday(s, 2026)).toBe(real);
      }),
    );
  });

  it('leap years and month lengths', () => {
    expect([1600, 2000, 2024].map(isLeapYear)).toEqual([true, true, true]);
    expect([1700, 1900, 2023].map(isLeapYear)).toEqual([false, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 9)).toBe(30);
  });
});
