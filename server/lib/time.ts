// Korean-time helpers: the app shows dates in KST (UTC+9, no daylight saving), so the server formats
// and splits instants here rather than with the host's local time zone.
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The instant as wall-clock parts in KST. */
function kstParts(d: Date) {
  const k = new Date(d.getTime() + KST_OFFSET_MS);
  return {
    y: k.getUTCFullYear(),
    m: k.getUTCMonth() + 1,
    d: k.getUTCDate(),
    hh: k.getUTCHours(),
    mi: k.getUTCMinutes(),
    ss: k.getUTCSeconds(),
  };
}

/** ISO 8601 with the +09:00 offset, e.g. 2026-11-22T10:30:00+09:00. */
export function toKstIso(d: Date): string {
  const p = kstParts(d);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}T${pad(p.hh)}:${pad(p.mi)}:${pad(p.ss)}+09:00`;
}

/** The KST calendar day, yyyy-mm-dd. */
export function kstDate(d: Date): string {
  const p = kstParts(d);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
}

/** The instant of 00:00 KST on the given yyyy-mm-dd day. */
export function kstMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`);
}

/** A yyyy-mm-dd day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** yyyy-mm-dd of the first day of the month `months` away from the month of `day`. */
export function monthStart(day: string, months = 0): string {
  const t = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  t.setUTCMonth(t.getUTCMonth() + months);
  return t.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday for a yyyy-mm-dd day. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

export const yyyymm = (day: string): string => day.slice(0, 4) + day.slice(5, 7);

const ISO_INPUT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Parses an operator's ISO 8601 time. Without an offset it is read as KST (operators are in Korea),
 * not as the host's local time. Null when it is not a real date-time.
 */
export function parseIsoKst(text: string): Date | null {
  const m = ISO_INPUT.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, hh = '00', mi = '00', ss = '00', zone = '+09:00'] = m;
  const date = new Date(`${y}-${mo}-${d}T${hh}:${mi}:${ss}${zone}`);
  if (Number.isNaN(date.getTime())) return null;
  // Reject rolled-over days such as 2026-02-30.
  const check = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  return check.toISOString().slice(0, 10) === `${y}-${mo}-${d}` ? date : null;
}

/** The KST wall-clock time, HH:mm (attendance entry and exit times). */
export function kstTime(d: Date): string {
  const p = kstParts(d);
  return `${pad(p.hh)}:${pad(p.mi)}`;
}

/** Monday to Friday: the days a centre holds its morning meeting. */
export const isWeekday = (day: string): boolean => weekday(day) >= 1 && weekday(day) <= 5;

/** yyyy-mm-dd HH:mm in KST, as the calls show a creation time. */
export const kstDateTime = (d: Date): string => `${kstDate(d)} ${kstTime(d)}`;
