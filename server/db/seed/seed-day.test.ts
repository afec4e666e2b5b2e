// @vitest-environment node
// The seed day the demos and e2e tests rely on (small seed, as the tests and e2e use it): the demo
// accounts' schedules, courses and meetings today, the beacons, card tokens and card settings.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';
import type { Db } from '../client';
import * as t from '../schema';
import { DEMO_ACCOUNTS } from './index';

const TODAY = '2026-03-12';

describe.each(TEST_DATABASES)('seed day on $name', (database) => {
  let h: Harness;
  let db: Db;
  const rows = async () => ({ schedules: await db.select().from(t.schedules), users: await db.select().from(t.users) });
  beforeAll(async () => {
    h = await createHarness(database);
    db = h.db;
  });
  afterAll(() => h.close());

  it("prepares the demo accounts' seed day: four schedules, courses and meeting states", async () => {
    const { schedules, users } = await rows();
    const today = schedules.filter((s) => s.sttDt === TODAY);
    for (const { userid } of DEMO_ACCOUNTS) {
      const mine = today.filter((s) => s.userid === userid);
      expect(mine).toHaveLength(4);
      expect(mine.every((s) => s.dltnYn === 'N')).toBe(true);
      expect(mine.filter((s) => s.allYn === 'Y')).toHaveLength(1);
      expect(mine.filter((s) => s.cmplYn === 'Y')).toHaveLength(1);
      const acc = mine.find((s) => s.scdlDivCd === 'SSD06');
      if (userid === 'branch01') expect(acc).toBeUndefined();
      else {
        const manager = users.find((u) => u.userid === userid)!.managerUserid;
        expect(schedules.find((s) => s.sqno === acc?.acmpScdlSqno)).toMatchObject({ userid: manager, sttDt: TODAY });
      }
    }
    const courses = await db.select().from(t.courses);
    const ing = (u: string) => courses.filter((c) => c.userid === u && c.status === 'ING').length;
    for (const u of ['planner01', 'planner02', 'master01', 'branch01', 'district01']) expect(ing(u)).toBeGreaterThanOrEqual(6);
    expect(ing('planner03')).toBe(0);
    const meetings = (await db.select().from(t.morningMeetings)).filter((m) => m.date === TODAY);
    const meeting = (u: string) => meetings.find((m) => m.userid === u);
    for (const u of ['planner01', 'planner03', 'partner01', 'branch01', 'district01']) expect(meeting(u)).toBeUndefined();
    expect(meeting('master01')).toMatchObject({ attendStatus: 'S', chltim: '08:41', levtim: '' });
    expect(meeting('planner02')).toMatchObject({ attendStatus: 'Y', chltim: '08:37', levtim: '09:52' });
  });

  it('seeds two beacons per centre, a card token per staff member and planner02\'s own card order', async () => {
    const { users } = await rows();
    const beacons = await db.select().from(t.beacons);
    for (const centre of new Set(users.map((u) => u.cntrCd))) expect(beacons.filter((b) => b.cntrCd === centre && b.active)).toHaveLength(2);
    for (const b of beacons) expect(b.macAddress).toMatch(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/);
    const cards = await db.select().from(t.businessCards);
    expect(cards.map((c) => c.userid).sort()).toEqual(users.map((u) => u.userid).sort());
    for (const c of cards) expect(c.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(cards.map((c) => c.token)).size).toBe(cards.length);
    const settings = await db.select().from(t.dashboardCards).orderBy(asc(t.dashboardCards.expoSqnc));
    expect(settings.map((c) => [c.userid, c.cardCd, c.expoYn])).toEqual([
      ['planner02', 'HCD05', 'Y'],
      ['planner02', 'HCD02', 'Y'],
      ['planner02', 'HCD03', 'Y'],
      ['planner02', 'HCD06', 'Y'],
      ['planner02', 'HCD04', 'N'],
    ]);
  });

});
