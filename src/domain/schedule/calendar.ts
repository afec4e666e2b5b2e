// The schedule calendar's arithmetic (spec 2 §2 My schedule, §4 "month/week toggle; week navigation limited
// to 1..total weeks"): weeks start on Sunday, a month's grid holds the days of its weeks (the neighbours'
// days included, marked), and the calendar's position (mode, month, week, selected day) moves by pure steps.
// Days are 'yyyy-mm-dd' strings computed in UTC, so no time zone or clock enters.

export type CalendarMode = 'month' | 'week';

export interface CalendarView {
  readonly mode: CalendarMode;
  readonly year: number;
  /** 1..12. */
  readonly month: number;
  /** The shown week of the month in week mode, 1..weeksInMonth. */
  readonly week: number;
  /** The selected day, always inside the shown month. */
  readonly selected: string;
  readonly today: string;
}

export interface CalendarCell {
  readonly day: string;
  /** The day of the month (1..31) for the label. */
  readonly date: number;
  /** False for the neighbouring months' days that fill the first and last week. */
  readonly inMonth: boolean;
}

export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
/** The years the calls accept (searchYear 2000..2100). */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

const pad = (n: number) => String(n).padStart(2, '0');
const toDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const fromDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

export const dayOf = (year: number, month: number, date: number): string => `${year}-${pad(month)}-${pad(date)}`;
export const addDays = (day: string, n: number): string => {
  const d = toDate(day);
  d.setUTCDate(d.getUTCDate() + n);
  return fromDate(d);
};
/** 0 Sunday .. 6 Saturday. */
export const weekdayOf = (day: string): number => toDate(day).getUTCDay();
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
export const yearOf = (day: string) => Number(day.slice(0, 4));
export const monthOf = (day: string) => Number(day.slice(5, 7));
/** yyyymm (the HQ calls' searchMon). */
export const yyyymmOf = (year: number, month: number) => `${year}${pad(month)}`;

/** The rows of a month from the Sunday on or before its 1st to the Saturday on or after its last day. */
export function monthGrid(year: number, month: number): CalendarCell[][] {
  const first = dayOf(year, month, 1);
  const last = dayOf(year, month, daysInMonth(year, month));
  const rows: CalendarCell[][] = [];
  for (let start = addDays(first, -weekdayOf(first)); start <= last; start = addDays(start, 7))
    rows.push(Array.from({ length: 7 }, (_, i) => {
      const day = addDays(start, i);
      return { day, date: Number(day.slice(8)), inMonth: yearOf(day) === year && monthOf(day) === month };
    }));
  return rows;
}

export const weeksInMonth = (year: number, month: number): number => {
  const lead = weekdayOf(dayOf(year, month, 1));
  return Math.ceil((lead + daysInMonth(year, month)) / 7);
};

/** The row (1..weeksInMonth) of a day in its own month's grid. */
export const weekOfDay = (day: string): number => Math.floor((weekdayOf(dayOf(yearOf(day), monthOf(day), 1)) + Number(day.slice(8)) - 1) / 7) + 1;

/** The rows the calendar shows: the whole month, or its one shown week. */
export function visibleWeeks(v: CalendarView): CalendarCell[][] {
  const grid = monthGrid(v.year, v.month);
  return v.mode === 'month' ? grid : [grid[v.week - 1]!];
}

/** Showing `day`'s month (and its week), with `day` selected. */
function at(v: CalendarView, day: string): CalendarView {
  return { ...v, year: yearOf(day), month: monthOf(day), week: weekOfDay(day), selected: day };
}

export const initialView = (today: string): CalendarView => at({ mode: 'month', year: 0, month: 0, week: 1, selected: today, today }, today);

/** Whether previous (-1) or next (+1) moves: weeks stay inside the month, months inside the calls' years. */
export function canStep(v: CalendarView, dir: -1 | 1): boolean {
  if (v.mode === 'week') return dir < 0 ? v.week > 1 : v.week < weeksInMonth(v.year, v.month);
  return dir < 0 ? v.year > FIRST_YEAR || v.month > 1 : v.year < LAST_YEAR || v.month < 12;
}

/** The day a newly shown period selects: today when it shows today, else its first day of the month. */
function firstShown(v: CalendarView, cells: readonly CalendarCell[]): string {
  const own = cells.filter((c) => c.inMonth);
  return own.some((c) => c.day === v.today) ? v.today : own[0]!.day;
}

/** Previous or next month / week; unchanged where canStep says no. */
export function stepView(v: CalendarView, dir: -1 | 1): CalendarView {
  if (!canStep(v, dir)) return v;
  if (v.mode === 'week') {
    const week = v.week + dir;
    return { ...v, week, selected: firstShown(v, monthGrid(v.year, v.month)[week - 1]!) };
  }
  const total = v.year * 12 + (v.month - 1) + dir;
  const next = { ...v, year: Math.floor(total / 12), month: (total % 12) + 1 };
  return at(next, firstShown(next, monthGrid(next.year, next.month).flat()));
}

/** Month ↔ week: the week shown is the selected day's. */
export const setMode = (v: CalendarView, mode: CalendarMode): CalendarView => ({ ...v, mode, week: weekOfDay(v.selected) });

/** A tapped day; a neighbouring month's day shows that month. */
export const selectDay = (v: CalendarView, day: string): CalendarView => at(v, day);

/** The arrow keys: a day or a week earlier or later, following into the next week or month. */
export function moveSelection(v: CalendarView, by: number): CalendarView {
  const day = addDays(v.selected, by);
  return yearOf(day) < FIRST_YEAR || yearOf(day) > LAST_YEAR ? v : at(v, day);
}

export const sameMonth = (a: CalendarView, b: CalendarView) => a.year === b.year && a.month === b.month;

/** '2026년 3월', and in week mode '2026년 3월 2주'. */
export const periodLabel = (v: CalendarView) => `${v.year}년 ${v.month}월${v.mode === 'week' ? ` ${v.week}주` : ''}`;
/** '3월 12일 (목)'. */
export const dayLabel = (day: string) => `${monthOf(day)}월 ${Number(day.slice(8))}일 (${WEEKDAYS[weekdayOf(day)]})`;

/** A month's marks on the calendar: schedules per day, and (my schedule) the caller's morning meetings. */
export interface MonthMarks {
  readonly counts: Readonly<Record<string, number>>;
  readonly meetings: readonly { readonly attendDate: string; readonly attendStatus: 'X' | 'S' | 'Y' | 'N'; readonly akdtim: string; readonly levtim: string }[];
}
/** The dots a day shows: one per schedule, at most three. */
export const MAX_DOTS = 3;
