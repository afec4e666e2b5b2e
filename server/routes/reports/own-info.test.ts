// @vitest-environment node
// mypage/myEduInfor for every position: identity, cumulative sales and this month's performance, what the next
// rank needs (own-info reading), the month's activity, the courses and the six months of the graph (none for a
// branch head), against the seeded rows worked out in plain TypeScript; a month without records reads zeros.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { addOtherBranch, OTHER_BRANCH } from '../../test-support/other-branch';
import { expectedOwnInfo, readReportRows, type ReportRows } from '../../test-support/report-oracle';

const CALLERS = ['branch01', 'district01', 'master01', 'planner01', 'planner02', 'planner03', 'partner01', OTHER_BRANCH.planner];

describe.each(TEST_DATABASES)('mypage/myEduInfor on $name', (database) => {
  let h: Harness;
  let rows: ReportRows;
  beforeAll(async () => {
    h = await createHarness(database);
    const [template] = await h.db.select().from(customers).limit(1);
    await addOtherBranch(h, template!);
    rows = await readReportRows(h.db);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.set(TEST_NOW));

  it('answers the caller’s own info for every position', async () => {
    for (const userid of CALLERS) {
      const a = await h.call('mypage/myEduInfor', {}, { token: await h.as(userid) });
      expect(a.status, userid).toBe(200);
      expect(a.body.data, userid).toEqual(expectedOwnInfo(rows, userid, '202603'));
    }
  });

  it('has figures worth showing: cumulative sales over months, courses done and in progress, six months but a branch head’s', async () => {
    const master = (await h.call('mypage/myEduInfor', {}, { token: await h.as('master01') })).body.data;
    expect(master.siljuck).toBeGreaterThan(master.perform);
    expect(master.months.map((m: { yyyymm: string }) => m.yyyymm)).toEqual(['202510', '202511', '202512', '202601', '202602', '202603']);
    expect(master.eduInfo.map((c: { cmplYn: string }) => c.cmplYn).sort()).toEqual(['N', 'Y', 'Y']);
    expect(master.studitList.length).toBeGreaterThanOrEqual(6);
    expect(master.activityInfo.meetCnt).toBeGreaterThan(0);
    expect((await h.call('mypage/myEduInfor', {}, { token: await h.as('branch01') })).body.data.months).toEqual([]);
    const p3 = (await h.call('mypage/myEduInfor', {}, { token: await h.as('planner03') })).body.data;
    expect(p3.studitList).toEqual([]);
  });

  it('reads a month without records as zeros (the clock two months on)', async () => {
    h.clock.set(new Date('2026-05-04T09:00:00+09:00'));
    h.forgetTokens();
    const a = await h.call('mypage/myEduInfor', {}, { token: await h.login('planner02') });
    h.forgetTokens();
    expect(a.body.data).toEqual(expectedOwnInfo(rows, 'planner02', '202605'));
    expect(a.body.data.perform).toBe(0);
    expect(Object.values(a.body.data.activityInfo).every((v) => v === 0)).toBe(true);
    expect(a.body.data.months.slice(-2)).toEqual([
      { yyyymm: '202604', perform: 0, sales: 0, management: 0 },
      { yyyymm: '202605', perform: 0, sales: 0, management: 0 },
    ]);
  });

  it('refuses anonymous callers', async () => {
    const a = await h.call('mypage/myEduInfor', {});
    expect(a.status).toBe(401);
    expect(a.body.data).toBeUndefined();
  });
});
