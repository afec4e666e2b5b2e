// Morning meetings of the whole current month: ./activity records the last weeks only, so on a late seed day
// the weekdays of the month before them get rows here (from a stream of their own), and the month's
// attendance count (activity_months.meet_cnt) is the count of its rows.
import { addDays, monthStart, weekday } from '../../lib/time';
import type { morningMeetings } from '../schema';
import { groupBy } from './activity-rows';
import type { StaffSeed } from './org';
import { rng } from './prng';

type MeetingRow = typeof morningMeetings.$inferInsert;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const isWorkday = (day: string): boolean => weekday(day) !== 0 && weekday(day) !== 6;

/** Rows for the current month's weekdays before today that have none yet. */
export function monthMeetings(today: string, staff: readonly StaffSeed[], existing: readonly MeetingRow[]): MeetingRow[] {
  const out: MeetingRow[] = [];
  const byUser = groupBy(existing, (m) => m.userid);
  const workdays: string[] = [];
  for (let day = monthStart(today); day < today; day = addDays(day, 1)) if (isWorkday(day)) workdays.push(day);
  for (const s of staff) {
    const have = new Set((byUser.get(s.userid) ?? []).map((m) => m.date));
    const r = rng(`meeting-month:${s.userid}`);
    for (const day of workdays) {
      if (have.has(day)) continue;
      const status = r.pick(['Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'S', 'N', 'X']);
      const enter = status === 'N' ? r.int(541, 570) : r.int(510, 540);
      out.push({
        userid: s.userid,
        date: day,
        attendStatus: status,
        chltim: status === 'X' ? '' : hhmm(enter),
        levtim: status === 'X' ? '' : hhmm(r.int(720, 780)),
      });
    }
  }
  return out;
}
