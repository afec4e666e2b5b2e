// @vitest-environment node
// The HQ schedule (a month's events, paged, and per-day counts), the accompany's lookups (the caller's branch
// by name; a member's live schedules from today, KST, on) and the customer search popup, per role. Run under
// TZ=UTC and TZ=America/New_York too (docs/decisions.md D56): days are KST whatever the host's zone.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { customers, hqSchedules, schedules, users } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { addOtherBranch, OTHER_BRANCH } from '../../test-support/other-branch';

describe.each(TEST_DATABASES)('schedule lookups on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
    const [template] = await h.db.select().from(customers).limit(1);
    await addOtherBranch(h, template!);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.set(TEST_NOW));

  const call = async (userid: string, path: string, fields: Record<string, string>) => h.call(path, fields, { token: await h.as(userid) });

  describe('HQ schedule', () => {
    it('lists the month’s events (running into it too) by start, a page at a time, with the total', async () => {
      const all = (await h.db.select().from(hqSchedules)).filter((e) => e.sttDt <= '2026-03-31' && e.endDt >= '2026-03-01');
      const want = all.sort((a, b) => a.sttDt.localeCompare(b.sttDt) || a.seq - b.seq);
      expect(want.length).toBeGreaterThan(5);
      const first = await call('planner01', 'mySchedule/getHdScheduleList', { searchMon: '202603', offset: '0', size: '5' });
      expect(first.body.data).toEqual({ totalCount: want.length, hdScheduleList: want.slice(0, 5) });
      const rest = await call('branch01', 'mySchedule/getHdScheduleList', { searchMon: '202603', offset: '5', size: '50' });
      expect(rest.body.data.hdScheduleList).toEqual(want.slice(5));
      expect(first.body.data.hdScheduleList.some((e: { title: string }) => e.title !== '')).toBe(true);
    });

    it('counts the events on each day of the month, multi-day ones on each of their days', async () => {
      const all = await h.db.select().from(hqSchedules);
      const want: { monthDate: string; cnt: number }[] = [];
      for (let d = 1; d <= 30; d++) {
        const day = `2026-04-${String(d).padStart(2, '0')}`;
        const cnt = all.filter((e) => e.sttDt <= day && e.endDt >= day).length;
        if (cnt > 0) want.push({ monthDate: day, cnt });
      }
      const a = await call('partner01', 'mySchedule/getHdScheduleCountList', { searchMon: '202604' });
      expect(a.body.data).toEqual({ hdScheduleCountList: want });
    });

    it('refuses a bad month', async () => {
      for (const searchMon of ['202613', '2026-03', '20263']) expect((await call('planner01', 'mySchedule/getHdScheduleCountList', { searchMon })).status).toBe(400);
    });
  });

  describe('mySchedule/getMyOrgList', () => {
    it('lists everyone of the caller’s branch, the head first, optionally without the caller, by name part', async () => {
      const branch = (await h.db.select().from(users).where(eq(users.brncCd, 'B1100'))).sort((a, b) => a.akdrnk - b.akdrnk || a.name.localeCompare(b.name) || a.userid.localeCompare(b.userid));
      const all = await call('planner01', 'mySchedule/getMyOrgList', { searchUsername: '', selfExcept: 'N', offset: '0', size: '50' });
      expect(all.body.data).toEqual({ totCnt: branch.length, myOrgList: branch.map((u) => ({ userid: u.userid, username: u.name, orgnzPstn: u.orgnzPstn })) });
      expect(all.body.data.myOrgList[0].userid).toBe('branch01');
      const others = await call('planner01', 'mySchedule/getMyOrgList', { searchUsername: '', selfExcept: 'Y', offset: '0', size: '10' });
      expect(others.body.data.totCnt).toBe(branch.length - 1);
      expect(others.body.data.myOrgList.map((u: { userid: string }) => u.userid)).toEqual(branch.filter((u) => u.userid !== 'planner01').slice(0, 10).map((u) => u.userid));
      const part = branch[3]!.name.slice(1, 2);
      const named = await call('master01', 'mySchedule/getMyOrgList', { searchUsername: part, selfExcept: 'N', offset: '0', size: '50' });
      expect(named.body.data.myOrgList.map((u: { userid: string }) => u.userid)).toEqual(branch.filter((u) => u.name.includes(part)).map((u) => u.userid));
      const outside = await call(OTHER_BRANCH.planner, 'mySchedule/getMyOrgList', { searchUsername: '', selfExcept: 'N', offset: '0', size: '50' });
      expect(outside.body.data.myOrgList.map((u: { userid: string }) => u.userid).sort()).toEqual([OTHER_BRANCH.head, OTHER_BRANCH.planner]);
    });
  });

  describe('mySchedule/getScheduleListByUserid', () => {
    const expected = async (userid: string, today: string) =>
      (await h.db.select().from(schedules).where(and(eq(schedules.userid, userid), eq(schedules.dltnYn, 'N'))))
        .filter((s) => s.scdlDivCd !== 'SSD06' && s.endDt >= today)
        .sort((a, b) => a.sttDt.localeCompare(b.sttDt) || (a.allYn === b.allYn ? 0 : a.allYn === 'Y' ? -1 : 1) || a.sttHr.localeCompare(b.sttHr) || a.sqno - b.sqno)
        .map((s) => s.sqno);

    it('lists a branch member’s live, non-accompany schedules from today on, paged', async () => {
      const want = await expected('planner02', '2026-03-12');
      const a = await call('planner01', 'mySchedule/getScheduleListByUserid', { searchUserid: 'planner02', offset: '0', size: '10' });
      expect(a.body.data.totCnt).toBe(want.length);
      expect(a.body.data.myScheduleList.map((s: { sqno: number }) => s.sqno)).toEqual(want.slice(0, 10));
      const b = await call('planner01', 'mySchedule/getScheduleListByUserid', { searchUserid: 'planner02', offset: '10', size: '10' });
      expect(b.body.data.myScheduleList.map((s: { sqno: number }) => s.sqno)).toEqual(want.slice(10, 20));
    });

    it('moves to the next KST day at midnight KST, whatever the host’s time zone', async () => {
      // A session of its own at each instant (sessions idle out as the clock moves).
      const at = async (iso: string, fields: Record<string, string>) => {
        h.clock.set(new Date(iso));
        return h.call('mySchedule/getScheduleListByUserid', fields, { token: await h.login('planner01') });
      };
      const late = await at('2026-03-12T14:59:00Z', { searchUserid: 'planner03', offset: '0', size: '50' });
      expect(late.body.data.totCnt).toBe((await expected('planner03', '2026-03-12')).length);
      const next = await at('2026-03-12T15:00:00Z', { searchUserid: 'planner03', offset: '0', size: '50' });
      expect(next.body.data.totCnt).toBe((await expected('planner03', '2026-03-13')).length);
      expect(next.body.data.totCnt).toBeLessThan(late.body.data.totCnt);
    });

    it('refuses a member outside the caller’s branch and an unknown one as forbidden', async () => {
      for (const [caller, searchUserid] of [['planner01', OTHER_BRANCH.planner], [OTHER_BRANCH.head, 'planner01'], ['planner01', 'nobody99']] as const) {
        const a = await call(caller, 'mySchedule/getScheduleListByUserid', { searchUserid, offset: '0', size: '10' });
        expect([a.status, a.body]).toEqual([403, { rt: 'forbidden', rtMsg: msg.otherOrgRefused }]);
      }
    });
  });

  describe('mySchedule/getUserInfoByUserid', () => {
    it('answers a member of the caller’s branch with their name and position, as the user table has them', async () => {
      for (const [caller, searchUserid] of [['planner01', 'planner02'], ['planner03', 'branch01'], ['branch01', 'planner01']] as const) {
        const [u] = await h.db.select().from(users).where(eq(users.userid, searchUserid));
        const a = await call(caller, 'mySchedule/getUserInfoByUserid', { searchUserid });
        expect(a.body).toEqual({ rt: 'success', data: { userInfo: { userid: searchUserid, username: u!.name, orgnzPstn: u!.orgnzPstn } } });
      }
    });

    it('refuses a member outside the caller’s branch and an unknown one as forbidden', async () => {
      for (const [caller, searchUserid] of [['planner01', OTHER_BRANCH.planner], [OTHER_BRANCH.head, 'planner01'], ['planner01', 'nobody99']] as const) {
        const a = await call(caller, 'mySchedule/getUserInfoByUserid', { searchUserid });
        expect([a.status, a.body]).toEqual([403, { rt: 'forbidden', rtMsg: msg.otherOrgRefused }]);
      }
    });
  });

  describe('commonPopup/custSearch', () => {
    const expected = async (owners: string[], part: string) =>
      (await h.db.select().from(customers))
        .filter((c) => owners.includes(c.ownerUserid) && c.name.includes(part))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.kwkkey < b.kwkkey ? -1 : 1))
        .map((c) => ({ kwkkey: c.kwkkey, custDiv: c.custDiv, custDivDetail: c.custDivDetail, custNm: c.name, tel1: c.tel1, tel2: c.tel2, tel3: c.tel3 }));

    it('searches the caller’s own customers by name part, 10 a page', async () => {
      const want = await expected(['planner01'], '');
      const a = await call('planner01', 'commonPopup/custSearch', { searchCustNm: '', searchUserid: '', offset: '0', size: '10' });
      expect(a.body.data).toEqual({ totalCount: want.length, custList: want.slice(0, 10) });
      const part = want[2]!.custNm.slice(0, 1);
      const b = await call('planner01', 'commonPopup/custSearch', { searchCustNm: part, searchUserid: 'planner01', offset: '0', size: '50' });
      expect(b.body.data.custList).toEqual((await expected(['planner01'], part)).slice(0, 50));
    });

    it('lets a branch head search a member’s customers; anyone else only their own', async () => {
      const want = await expected(['planner02'], '');
      const a = await call('branch01', 'commonPopup/custSearch', { searchCustNm: '', searchUserid: 'planner02', offset: '0', size: '10' });
      expect(a.body.data).toEqual({ totalCount: want.length, custList: want.slice(0, 10) });
      for (const [caller, searchUserid] of [['planner01', 'planner02'], ['master01', 'planner01'], ['branch01', OTHER_BRANCH.planner]] as const) {
        const r = await call(caller, 'commonPopup/custSearch', { searchCustNm: '', searchUserid, offset: '0', size: '10' });
        expect([r.status, r.body]).toEqual([403, { rt: 'forbidden', rtMsg: msg.otherOrgRefused }]);
      }
    });

    it('treats LIKE wildcards as plain text', async () => {
      const a = await call('planner01', 'commonPopup/custSearch', { searchCustNm: '%', searchUserid: '', offset: '0', size: '10' });
      expect(a.body.data).toEqual({ totalCount: 0, custList: [] });
    });
  });
});
