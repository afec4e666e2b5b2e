// @vitest-environment node
// mySchedule/getMyScheduleCountList: the caller's schedules per day of a month (a schedule over several
// days counts on each) and the caller's morning meetings of that month ('' read as X), never another's;
// bad months and no session.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { morningMeetings, schedules } from '../../db/schema';
import { addDays } from '../../lib/time';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';

describe.each(TEST_DATABASES)('the month of schedules and meetings on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());

  /** What the month should show, computed independently from every row of the tables. */
  const expected = async (userid: string, first: string, last: string) => {
    const perDay = new Map<string, number>();
    for (const s of await h.db.select().from(schedules))
      if (s.userid === userid && s.dltnYn === 'N')
        for (let d = s.sttDt; d <= s.endDt; d = addDays(d, 1)) if (d >= first && d <= last) perDay.set(d, (perDay.get(d) ?? 0) + 1);
    const meetings = (await h.db.select().from(morningMeetings))
      .filter((m) => m.userid === userid && m.date >= first && m.date <= last)
      .sort((a, b) => a.date.localeCompare(b.date));
    return {
      myScheduleCountList: [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([monthDate, cnt]) => ({ monthDate, cnt })),
      myMeetingList: meetings.map((m) => ({ attendDate: m.date, attendStatus: m.attendStatus === '' ? 'X' : m.attendStatus, akdtim: m.chltim, levtim: m.levtim })),
    };
  };

  it.each(DEMO_ACCOUNTS.map((a) => a.userid))("%s: this month's own schedules per day and own meetings", async (userid) => {
    const a = await h.call('mySchedule/getMyScheduleCountList', { searchYear: '2026', searchMon: '3', searchDay: '12' }, { token: await h.as(userid) });
    const want = await expected(userid, '2026-03-01', '2026-03-31');
    expect(a.body).toEqual({ rt: 'success', data: want });
    expect(want.myMeetingList.length).toBeGreaterThan(0);
    expect(want.myScheduleCountList.find((d) => d.monthDate === '2026-03-12')?.cnt).toBeGreaterThanOrEqual(4);
  });

  it('answers another month without the day, and December rolls into the next year', async () => {
    const token = await h.as('planner01');
    const feb = await h.call('mySchedule/getMyScheduleCountList', { searchYear: '2026', searchMon: '2' }, { token });
    expect(feb.body.data).toEqual(await expected('planner01', '2026-02-01', '2026-02-28'));
    const dec = await h.call('mySchedule/getMyScheduleCountList', { searchYear: '2025', searchMon: '12' }, { token });
    expect(dec.body.data).toEqual(await expected('planner01', '2025-12-01', '2025-12-31'));
  });

  it('counts a schedule over the month boundary on each of its days inside the month only', async () => {
    const [row] = await h.db
      .insert(schedules)
      .values({ userid: 'planner03', scdlDivCd: 'SSD01', allYn: 'Y', sttDt: '2026-02-27', sttHr: '', endDt: '2026-03-02', endHr: '', cmplYn: 'N', dltnYn: 'N', etcCntn: '워크숍' })
      .returning({ sqno: schedules.sqno });
    try {
      const before = (await expected('planner03', '2026-03-01', '2026-03-31')).myScheduleCountList;
      const a = await h.call('mySchedule/getMyScheduleCountList', { searchYear: '2026', searchMon: '3' }, { token: await h.as('planner03') });
      expect(a.body.data.myScheduleCountList).toEqual(before);
      expect(before.find((d) => d.monthDate === '2026-03-01')?.cnt).toBeGreaterThanOrEqual(1);
      expect(before.some((d) => d.monthDate < '2026-03-01')).toBe(false);
    } finally {
      await h.db.delete(schedules).where(eq(schedules.sqno, row!.sqno));
    }
  });

  it("never shows another user's meetings", async () => {
    await h.db.delete(morningMeetings).where(and(eq(morningMeetings.userid, 'planner02'), eq(morningMeetings.date, '2026-03-02')));
    await h.db.insert(morningMeetings).values({ userid: 'planner02', date: '2026-03-02', attendStatus: 'Y', chltim: '08:40', levtim: '09:50' });
    const a = await h.call('mySchedule/getMyScheduleCountList', { searchYear: '2026', searchMon: '3' }, { token: await h.as('planner01') });
    expect(a.body.data).toEqual(await expected('planner01', '2026-03-01', '2026-03-31'));
  });

  it('refuses bad years, months and days with the fields named, and no session', async () => {
    const token = await h.as('planner01');
    for (const [fields, named] of [
      [{ searchYear: '1999', searchMon: '3' }, 'searchYear'],
      [{ searchYear: 'abcd', searchMon: '3' }, 'searchYear'],
      [{ searchYear: '2026', searchMon: '0' }, 'searchMon'],
      [{ searchYear: '2026', searchMon: '13' }, 'searchMon'],
      [{ searchYear: '2026', searchMon: '3', searchDay: '32' }, 'searchDay'],
      [{ searchMon: '3' }, 'searchYear'],
    ] as const) {
      const a = await h.call('mySchedule/getMyScheduleCountList', fields, { token });
      expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
    }
    const anonymous = await h.call('mySchedule/getMyScheduleCountList', { searchYear: '2026', searchMon: '3' });
    expect([anonymous.status, anonymous.body.rt]).toEqual([401, 'unauthorized']);
  });
});
