// Expectations computed in plain TypeScript from the seeded rows (not with the handlers' SQL): the
// hierarchy, this month's goals and results, and today's meetings, for the dashboard tests.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { monthlyGoals, monthlyResults, morningMeetings, users } from '../db/schema';
import { kstDate, monthStart, yyyymm } from '../lib/time';

export async function orgData(db: Db, now: Date) {
  const today = kstDate(now);
  const month = yyyymm(today);
  const all = await db.select().from(users);
  const goals = await db.select().from(monthlyGoals).where(eq(monthlyGoals.yyyymm, month));
  const results = await db.select().from(monthlyResults).where(eq(monthlyResults.yyyymm, month));
  const meetings = await db.select().from(morningMeetings);
  const byId = (userid: string) => all.find((u) => u.userid === userid)!;
  /** Everyone below `userid` (not themselves), by walking manager links downwards. */
  const below = (userid: string): string[] => {
    const kids = all.filter((u) => u.managerUserid === userid).map((u) => u.userid);
    return kids.flatMap((k) => [k, ...below(k)]);
  };
  const result = (userid: string) => results.find((r) => r.userid === userid);
  const goal = (userid: string) => goals.find((g) => g.userid === userid);
  const meetingToday = (userid: string) => meetings.find((m) => m.userid === userid && m.date === today);
  const attendCnt = (userid: string) =>
    meetings.filter((m) => m.userid === userid && m.date >= monthStart(today) && m.date < today && m.attendStatus === 'Y').length;
  return { today, month, all, byId, below, result, goal, meetingToday, attendCnt };
}

export type OrgData = Awaited<ReturnType<typeof orgData>>;

export const meetingOf = (db: Db, userid: string, date: string) =>
  db.select().from(morningMeetings).where(and(eq(morningMeetings.userid, userid), eq(morningMeetings.date, date)));
