// Display formats (Korea time): dates as yyyy.MM.dd HH:mm; the service operates in Asia/Seoul.
const KST = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '' for an empty or unreadable value, so a missing end date reads as open-ended. */
export function formatDateTime(iso: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = Object.fromEntries(KST.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}`;
}

/** The maintenance period line: 'from ~ to', or 'from ~' while open-ended. */
export function formatPeriod(startIso: string, endIso: string): string {
  const start = formatDateTime(startIso);
  const end = formatDateTime(endIso);
  if (!start && !end) return '';
  return `${start} ~ ${end}`.trim();
}

/** The KST calendar day of an instant, yyyy-mm-dd ("today" of seen popups). */
export function kstDay(d: Date): string {
  const k = new Date(d.getTime() + 9 * 3_600_000);
  return k.toISOString().slice(0, 10);
}
