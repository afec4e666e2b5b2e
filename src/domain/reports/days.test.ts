// The daily report's day rules (spec 3 §2 daily report: a day up to today) against independent oracles.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, canGoNextDay, canGoPrevDay, dayTitle } from './rules';

const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');

describe('daily report days', () => {
  it('property: n days on is what the calendar says, across month and year ends', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: -400, max: 400 }), (date, n) => {
        const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
        expect(addDays(ymd(day), n)).toBe(ymd(new Date(day.getTime() + n * 86_400_000)));
      }),
    );
    expect([addDays('20260301', -1), addDays('20261231', 1), addDays('20240228', 1)]).toEqual(['20260228', '20270101', '20240229']);
  });

  it('titles a day with its weekday', () => {
    expect(dayTitle('20260312')).toBe('2026년 3월 12일 (목)');
    expect(dayTitle('20260301')).toBe('2026년 3월 1일 (일)');
  });

  it('moves up to today and back to the first day of the year of months the report holds', () => {
    expect([canGoNextDay('20260312', '20260312'), canGoNextDay('20260311', '20260312')]).toEqual([false, true]);
    expect([canGoPrevDay('20250401', '20260312'), canGoPrevDay('20250402', '20260312')]).toEqual([false, true]);
  });
});
