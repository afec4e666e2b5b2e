// How a month's morning meetings read on the attendance sheet (spec 2 §3 Meeting: Y recognised, S entered,
// N late, X none): a status word, the date with its weekday, and the recognised days.
import type { MeetingStatus, MonthMeeting } from './schedule-contract';

export const MEETING_STATUS_NAMES: Readonly<Record<MeetingStatus, string>> = { Y: '출석 인정', S: '입실', N: '지각', X: '미출석' };

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** '2026-03-12' → '3월 12일 (목)'. */
export function meetingDateLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${m}월 ${d}일 (${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]})`;
}

export const recognisedDays = (meetings: readonly MonthMeeting[]) => meetings.filter((m) => m.attendStatus === 'Y').length;

/** '08:45 – 09:55', '08:41 –' while not left yet, '' without an entry. */
export const meetingTimes = (m: Pick<MonthMeeting, 'akdtim' | 'levtim'>) => (m.akdtim ? `${m.akdtim} – ${m.levtim}`.trim() : '');
