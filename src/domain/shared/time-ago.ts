// How long ago an alert arrived (spec 1 §3 Alert.timeAgo), worked out by the server from its clock:
// 방금 전 under a minute, then minutes, hours and days, and the KST date from a week on.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const KST_OFFSET = 9 * HOUR;

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy.mm.dd of the instant in Korea time. */
export function kstDotDate(d: Date): string {
  const k = new Date(d.getTime() + KST_OFFSET);
  return `${k.getUTCFullYear()}.${pad(k.getUTCMonth() + 1)}.${pad(k.getUTCDate())}`;
}

/** A time in the future (another machine's clock ahead of ours) reads 방금 전 rather than a negative age. */
export function timeAgo(sentAt: Date, now: Date): string {
  const age = now.getTime() - sentAt.getTime();
  if (age < MINUTE) return '방금 전';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}분 전`;
  if (age < DAY) return `${Math.floor(age / HOUR)}시간 전`;
  if (age < 7 * DAY) return `${Math.floor(age / DAY)}일 전`;
  return kstDotDate(sentAt);
}
