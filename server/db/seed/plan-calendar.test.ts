// The business calendar against months checked by hand on a printed calendar (the shared facts' rules:
// Mon-Fri less the fixed holidays; first end = 7th business day after the first, first end 2 = 2 more;
// fourth end = last business day on or before the 25th; edit window = previous fourth end .. first end 2).
import { describe, expect, it } from 'vitest';
import { planCalendar, planPeriodOf } from './plan-calendar';

describe('planPeriodOf', () => {
  it.each([
    // March 2026: the 1st is a Sunday and 삼일절; February's 25th is a Wednesday.
    ['202603', { firstSttDt: '2026-03-02', firstEndDt: '2026-03-11', firstEndDt2: '2026-03-13', fourthEndDt: '2026-03-25', endDt: '2026-02-25', endDt2: '2026-03-13' }],
    // April 2026: the 25th is a Saturday.
    ['202604', { firstSttDt: '2026-04-01', firstEndDt: '2026-04-10', firstEndDt2: '2026-04-14', fourthEndDt: '2026-04-24', endDt: '2026-03-25', endDt2: '2026-04-14' }],
    // January 2026: 신정 on a Thursday, the 25th a Sunday; the edit window starts in December 2025.
    ['202601', { firstSttDt: '2026-01-02', firstEndDt: '2026-01-13', firstEndDt2: '2026-01-15', fourthEndDt: '2026-01-23', endDt: '2025-12-24', endDt2: '2026-01-15' }],
    // December 2025: the 25th is 성탄절 (a Thursday), so the fourth end is the 24th.
    ['202512', { firstSttDt: '2025-12-01', firstEndDt: '2025-12-10', firstEndDt2: '2025-12-12', fourthEndDt: '2025-12-24', endDt: '2025-11-25', endDt2: '2025-12-12' }],
    // October 2026: 한글날 (Friday the 9th) inside the first section, the 25th a Sunday.
    ['202610', { firstSttDt: '2026-10-01', firstEndDt: '2026-10-13', firstEndDt2: '2026-10-15', fourthEndDt: '2026-10-23', endDt: '2026-09-25', endDt2: '2026-10-15' }],
  ])('%s', (yyyymm, dates) => {
    expect(planPeriodOf(yyyymm)).toEqual({ yyyymm, ...dates, ratios: [10, 25, 25, 25, 15] });
  });
});

describe('planCalendar', () => {
  it('holds every month from 2021-01 to 12 months after the seed day, once each, in order', () => {
    const rows = planCalendar('2026-03-12');
    expect(rows[0]!.yyyymm).toBe('202101');
    expect(rows.at(-1)!.yyyymm).toBe('202703');
    // 2021-01 .. 2027-03: 6 years and 3 months.
    expect(rows).toHaveLength(6 * 12 + 3);
    expect(rows.map((r) => r.yyyymm)).toEqual([...new Set(rows.map((r) => r.yyyymm))].sort());
  });

  it("chains the edit windows: each starts on the previous row's fourth end", () => {
    const rows = planCalendar('2026-03-12');
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.endDt).toBe(rows[i - 1]!.fourthEndDt);
  });
});
