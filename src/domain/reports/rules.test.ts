// The report rules (spec 3 §2 activity report, §9 bars) against independent oracles.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, ALL_BUCKET_FIELDS, barPercent, canGoNext, canGoPrev, managementSum, monthTitle, recordOf, REPORT_SECTIONS, reportDay, salesSum } from './rules';

describe('report rules', () => {
  it('has the seven sections of the spec, four buckets each, sales Sr Dg Co Ky and management As Bk Ed', () => {
    expect(REPORT_SECTIONS.map((s) => s.key)).toEqual(['Sr', 'Dg', 'Co', 'Ky', 'As', 'Bk', 'Ed']);
    for (const s of REPORT_SECTIONS) expect(s.buckets).toHaveLength(4);
    expect(REPORT_SECTIONS.filter((s) => s.group === 'sales').map((s) => s.key)).toEqual(['Sr', 'Dg', 'Co', 'Ky']);
    expect(ALL_BUCKET_FIELDS).toHaveLength(28);
  });

  it('property: a record sums each section’s buckets, and sales + management is every bucket', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(500), { minLength: 28, maxLength: 28 }), (values) => {
        const buckets = Object.fromEntries(ALL_BUCKET_FIELDS.map((f, i) => [f, values[i]!]));
        const r = recordOf(buckets);
        expect(r.srSum).toBe(values[0]! + values[1]! + values[2]! + values[3]!);
        expect(r.edSum).toBe(values[24]! + values[25]! + values[26]! + values[27]!);
        expect(salesSum(r)).toBe(values.slice(0, 16).reduce((a, b) => a + b, 0));
        expect(managementSum(r)).toBe(values.slice(16).reduce((a, b) => a + b, 0));
      }),
    );
    expect(recordOf({}).kySum).toBe(0);
  });

  it('property: a bar is the value times five, between 0 and 100 percent', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 1000, noNaN: true }), (v) => {
        const want = v * 5 >= 100 ? 100 : v * 5 <= 0 ? 0 : v * 5;
        expect(barPercent(v)).toBe(want);
      }),
    );
    expect([barPercent(0), barPercent(7), barPercent(20), barPercent(21)]).toEqual([0, 35, 100, 100]);
  });

  it('property: moving n months and back returns to the month; across year ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: -40, max: 40 }), (y, m, n) => {
        const from = `${y}${String(m).padStart(2, '0')}`;
        const to = addMonths(from, n);
        const total = y * 12 + (m - 1) + n;
        expect(to).toBe(`${Math.floor(total / 12)}${String((total % 12) + 1).padStart(2, '0')}`);
        expect(addMonths(to, -n)).toBe(from);
      }),
    );
    expect(addMonths('202612', 1)).toBe('202701');
    expect(addMonths('202601', -1)).toBe('202512');
    expect(monthTitle('202603')).toBe('2026년 3월');
  });

  it('moves back a year of months and never past the current month', () => {
    expect(canGoNext('202603', '202603')).toBe(false);
    expect(canGoNext('202602', '202603')).toBe(true);
    expect(canGoPrev('202504', '202603')).toBe(false);
    expect(canGoPrev('202505', '202603')).toBe(true);
  });

  it('reads the daily report’s trgDate: a real day up to today, else today', () => {
    expect(reportDay('20260310', '20260312')).toBe('20260310');
    expect(reportDay(null, '20260312')).toBe('20260312');
    expect(reportDay('20260313', '20260312')).toBe('20260312');
    expect(reportDay('20260230', '20260312')).toBe('20260312');
    expect(reportDay('2026031', '20260312')).toBe('20260312');
    expect(reportDay('20240229', '20260312')).toBe('20240229');
  });
});
