// Birthday check of spec 1 §5: yyyymmdd, year 1900..current year, real calendar day (leap years).

export const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `currentYear` is passed in (domain code reads no clock). */
export function isValidBirthday(value: string, currentYear: number): boolean {
  if (value.length > 8 || !/^\d{8}$/.test(value)) return false;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(4, 6));
  const d = Number(value.slice(6, 8));
  if (y < 1900 || y > currentYear) return false;
  if (m < 1 || m > 12) return false;
  return d >= 1 && d <= daysInMonth(y, m);
}
