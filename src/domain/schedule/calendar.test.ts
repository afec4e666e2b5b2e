import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays, canStep, dayLabel, daysInMonth, initialView, monthGrid, moveSelection, periodLabel, selectDay, setMode, stepView,
  visibleWeeks, weekdayOf, weekOfDay, weeksInMonth, type CalendarView,
} from './calendar';

const dayArb = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const monthArb = fc.record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) });

describe('calendar arithmetic (examples from the 2026 and 2027 calendars)', () => {
  it.each([
    // 2026-03-01 is a Sunday: five rows; 2026-05-01 a Friday with 31 days: six; 2026-02 (Sunday 1st, 28 days): four.
    [2026, 3, 5], [2026, 5, 6], [2026, 2, 4], [2027, 1, 6],
  ])('%i-%i has %i weeks', (y, m, n) => expect(weeksInMonth(y, m)).toBe(n));

  it('the week of a day, and days across the year end', () => {
    expect(weekOfDay('2026-03-01')).toBe(1);
    expect(weekOfDay('2026-03-08')).toBe(2);
    expect(weekOfDay('2026-05-31')).toBe(6);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(weekdayOf('2027-01-01')).toBe(5);
    expect(dayLabel('2026-03-12')).toBe('3월 12일 (목)');
  });

  it('December steps into January of the next year and back', () => {
    const dec = initialView('2026-12-15');
    expect(periodLabel(dec)).toBe('2026년 12월');
    const jan = stepView(dec, 1);
    expect([jan.year, jan.month, jan.selected]).toEqual([2027, 1, '2027-01-01']);
    expect(stepView(jan, -1).selected).toBe('2026-12-15'); // back to the month of today: today is selected
  });

  it('week mode stops at the first and last week of the month', () => {
    let v = setMode(initialView('2026-05-01'), 'week');
    expect([v.week, canStep(v, -1)]).toEqual([1, false]);
    expect(stepView(v, -1)).toBe(v);
    for (let i = 0; i < 5; i++) v = stepView(v, 1);
    expect([v.week, canStep(v, 1), periodLabel(v)]).toEqual([6, false, '2026년 5월 6주']);
    expect(visibleWeeks(v)[0]!.map((c) => c.date)).toEqual([31, 1, 2, 3, 4, 5, 6]);
    expect(v.selected).toBe('2026-05-31');
  });

  it('a neighbouring month’s day, or an arrow key past the month, shows that month', () => {
    const v = initialView('2026-03-31');
    expect(selectDay(v, '2026-04-02')).toMatchObject({ year: 2026, month: 4, selected: '2026-04-02', week: 1 });
    expect(moveSelection(v, 1)).toMatchObject({ month: 4, selected: '2026-04-01' });
    expect(moveSelection(initialView('2000-01-01'), -1).selected).toBe('2000-01-01');
  });
});

describe('calendar properties', () => {
  it('a month’s grid: whole weeks from Sunday, consecutive days, every day of the month once', () =>
    fc.assert(
      fc.property(monthArb, ({ year, month }) => {
        const grid = monthGrid(year, month);
        expect(grid).toHaveLength(weeksInMonth(year, month));
        const cells = grid.flat();
        expect(grid.every((row) => row.length === 7 && weekdayOf(row[0]!.day) === 0)).toBe(true);
        cells.forEach((c, i) => i > 0 && expect(c.day).toBe(addDays(cells[i - 1]!.day, 1)));
        expect(cells.filter((c) => c.inMonth).map((c) => c.date)).toEqual(Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1));
        expect(grid[0]!.some((c) => c.inMonth) && grid.at(-1)!.some((c) => c.inMonth)).toBe(true);
      }),
    ));

  it('a day sits in the row weekOfDay names, within 1..weeksInMonth', () =>
    fc.assert(
      fc.property(dayArb, (day) => {
        const v = initialView(day);
        const w = weekOfDay(day);
        expect(w).toBeGreaterThanOrEqual(1);
        expect(w).toBeLessThanOrEqual(weeksInMonth(v.year, v.month));
        expect(monthGrid(v.year, v.month)[w - 1]!.find((c) => c.day === day)?.inMonth).toBe(true);
      }),
    ));

  it('adding and taking days are inverse, and seven days keep the weekday across months and years', () =>
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -800, max: 800 }), (day, n) => {
        expect(addDays(addDays(day, n), -n)).toBe(day);
        expect(weekdayOf(addDays(day, 7 * n))).toBe(weekdayOf(day));
      }),
    ));

  it('week navigation visits 1..total in order and never leaves the month; the selection stays inside it', () =>
    fc.assert(
      fc.property(dayArb, fc.array(fc.constantFrom(-1 as const, 1 as const), { maxLength: 20 }), (day, steps) => {
        let v: CalendarView = setMode(initialView(day), 'week');
        const total = weeksInMonth(v.year, v.month);
        for (const dir of steps) {
          const before = v;
          v = stepView(v, dir);
          expect(v.week).toBe(canStep(before, dir) ? before.week + dir : before.week);
          expect([v.year, v.month]).toEqual([before.year, before.month]);
          expect(v.week >= 1 && v.week <= total).toBe(true);
          expect(visibleWeeks(v)[0]!.some((c) => c.inMonth && c.day === v.selected)).toBe(true);
        }
      }),
    ));

  it('month steps move one month (over year ends) and select today or the 1st', () =>
    fc.assert(
      fc.property(dayArb, dayArb, fc.constantFrom(-1 as const, 1 as const), (today, day, dir) => {
        const v = selectDay(initialView(today), day);
        if (!canStep(v, dir)) return;
        const n = stepView(v, dir);
        expect(n.year * 12 + n.month).toBe(v.year * 12 + v.month + dir);
        expect(n.selected).toBe(n.year === Number(today.slice(0, 4)) && n.month === Number(today.slice(5, 7)) ? today : `${n.year}-${String(n.month).padStart(2, '0')}-01`);
        expect(n.week).toBe(weekOfDay(n.selected));
      }),
    ));

  it('the arrow keys move the selection by the days asked and the shown month and week follow it', () =>
    fc.assert(
      fc.property(dayArb, fc.constantFrom(-7, -1, 1, 7), fc.constantFrom('month' as const, 'week' as const), (day, by, mode) => {
        const v = moveSelection(setMode(initialView(day), mode), by);
        if (v.selected === day) return; // the calls' first or last day
        expect(v.selected).toBe(addDays(day, by));
        expect(visibleWeeks(v).flat().some((c) => c.inMonth && c.day === v.selected)).toBe(true);
      }),
    ));
});
