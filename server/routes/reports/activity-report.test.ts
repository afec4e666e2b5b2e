// @vitest-environment node
// mypage/activityReport and mypage/dailyReport for every position: the caller's records and their branch
// planners' averages against the seeded rows worked out in plain TypeScript (test-support/report-oracle.ts),
// another branch's planner kept out of and averaged apart from the demo branch, and the refusals (bad
// months and days, a day after today in KST, no session).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { customers } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { addOtherBranch, OTHER_BRANCH } from '../../test-support/other-branch';
import { expectedActivityReport, expectedDailyReport, readReportRows, type ReportRows } from '../../test-support/report-oracle';

const CALLERS = ['branch01', 'district01', 'master01', 'planner01', 'planner02', 'planner03', 'partner01', OTHER_BRANCH.planner];

describe.each(TEST_DATABASES)('activity and daily reports on $name', (database) => {
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

  const call = async (userid: string, path: string, fields: Record<string, string>) => h.call(path, fields, { token: await h.as(userid) });

  describe('mypage/activityReport', () => {
    it('answers the month and the month before, own and the branch planners’ average, for every position', async () => {
      const pairs: [string, string][] = [['202603', '202602'], ['202602', '202601'], ['202510', '202509'], ['202503', '202502']];
      for (const [thisYrmn, preYrmn] of pairs)
        for (const userid of CALLERS) {
          const a = await call(userid, 'mypage/activityReport', { thisYrmn, preYrmn });
          expect(a.status, `${userid} ${thisYrmn}`).toBe(200);
          expect(a.body.data, `${userid} ${thisYrmn}`).toEqual(expectedActivityReport(rows, userid, thisYrmn, preYrmn));
        }
    });

    it('has records to compare: the caller’s month is not empty and the average has fractions', async () => {
      const a = (await call('planner01', 'mypage/activityReport', { thisYrmn: '202602', preYrmn: '202601' })).body.data;
      expect(a.monRec.srSum).toBeGreaterThan(0);
      expect(Object.values(a.monAvg).some((v) => !Number.isInteger(v))).toBe(true);
      // Another branch's planner without records: zeros, and an average of their own branch only.
      const other = (await call(OTHER_BRANCH.planner, 'mypage/activityReport', { thisYrmn: '202602', preYrmn: '202601' })).body.data;
      expect(Object.values(other.monRec).every((v) => v === 0)).toBe(true);
      expect(Object.values(other.monAvg).every((v) => v === 0)).toBe(true);
    });

    it('refuses bad months with the bad_request envelope, and anonymous callers', async () => {
      const bad: Record<string, string>[] = [{ thisYrmn: '202613', preYrmn: '202612' }, { thisYrmn: '2026-03', preYrmn: '202602' }, { thisYrmn: '202603' }, { thisYrmn: '202603', preYrmn: '20260' }];
      for (const fields of bad) {
        const a = await call('planner01', 'mypage/activityReport', fields);
        expect(a.status).toBe(400);
        expect(a.body.rt).toBe('bad_request');
        expect(a.body.rtMsg).toContain(msg.badRequest);
        expect(a.body.data).toBeUndefined();
      }
      const anon = await h.call('mypage/activityReport', { thisYrmn: '202603', preYrmn: '202602' });
      expect(anon.status).toBe(401);
      expect(anon.body.data).toBeUndefined();
    });
  });

  describe('mypage/dailyReport', () => {
    const DAYS = ['20260312', '20260311', '20260302', '20260227', '20260215', '20260201', '20260105', '20251120'];

    it('answers the year, month and day totals and the sections against the branch average, for every position', async () => {
      for (const ymd of DAYS)
        for (const userid of CALLERS) {
          const a = await call(userid, 'mypage/dailyReport', { thisYrmn: ymd });
          expect(a.status, `${userid} ${ymd}`).toBe(200);
          expect(a.body.data, `${userid} ${ymd}`).toEqual(expectedDailyReport(rows, userid, ymd));
        }
    });

    it('has days to compare: planner01 wins and loses sections on some seeded day', async () => {
      const answers = [];
      for (const ymd of ['20260312', '20260311', '20260310', '20260309', '20260306', '20260305']) answers.push((await call('planner01', 'mypage/dailyReport', { thisYrmn: ymd })).body.data);
      expect(answers.some((a) => a.sectMywin.length > 0)).toBe(true);
      expect(answers.some((a) => a.sectAvgwin.length > 0)).toBe(true);
      expect(answers.every((a) => a.yrInfo.sales >= a.mnInfo.sales && a.mnInfo.sales >= a.dayInfo.sales)).toBe(true);
    });

    it('refuses a day after today (KST) with its message, and allows it once that day has come', async () => {
      const future = await call('planner01', 'mypage/dailyReport', { thisYrmn: '20260313' });
      expect(future.status).toBe(400);
      expect(future.body).toEqual({ rt: 'bad_request', rtMsg: msg.dailyFutureDay });
      expect(h.audit.some((e) => e.path === 'mypage/dailyReport' && e.rt === 'bad_request')).toBe(true);
      // 00:30 on the 13th in Korea is still the 12th in UTC.
      h.clock.set(new Date('2026-03-12T15:30:00Z'));
      // A fresh session at that hour (it replaces the cached one of the same device).
      h.forgetTokens();
      const next = await h.call('mypage/dailyReport', { thisYrmn: '20260313' }, { token: await h.login('planner01') });
      h.forgetTokens();
      expect(next.status).toBe(200);
      expect(next.body.data).toEqual(expectedDailyReport(rows, 'planner01', '20260313'));
    });

    it('refuses days that are not real or not yyyymmdd, and anonymous callers', async () => {
      for (const thisYrmn of ['20260230', '20250229', '20261301', '2026031', '2026-03-12', '']) {
        const a = await call('planner01', 'mypage/dailyReport', { thisYrmn });
        expect(a.status, thisYrmn).toBe(400);
        expect(a.body.rt).toBe('bad_request');
        expect(a.body.data).toBeUndefined();
      }
      expect((await h.call('mypage/dailyReport', { thisYrmn: '20260312' })).status).toBe(401);
    });
  });
});
