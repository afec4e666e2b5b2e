// @vitest-environment node
// dashboard, dashboard/progress and education for every role, against figures computed from the rows.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_NAMES, DEFAULT_CARDS } from '../../../src/domain/dashboard/cards';
import { isLeader, type Position } from '../../../src/domain/shared/roles';
import { courses, dashboardCards, morningMeetings } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { type OrgData, orgData } from '../../test-support/org-data';
import { dueSurvey, surveyData } from '../../test-support/survey-data';

const ROLES = ['branch01', 'district01', 'master01', 'planner01', 'planner02', 'planner03', 'partner01', 'district02', 'master03', 'planner07'];

describe.each(TEST_DATABASES)('dashboard calls on $name', (database) => {
  let h: Harness;
  let d: OrgData;
  beforeAll(async () => {
    h = await createHarness(database);
    d = await orgData(h.db, TEST_NOW);
  });
  afterAll(() => h.close());

  describe('dashboard', () => {
    it.each(ROLES)('%s: attendance, count, progress and cards from its rows', async (userid) => {
      const a = await h.call('dashboard', {}, { token: await h.as(userid) });
      expect(a.body.rt).toBe('success');
      const u = d.byId(userid);
      const m = d.meetingToday(userid);
      const status = m && ['S', 'Y', 'N'].includes(m.attendStatus) ? m.attendStatus : '';
      expect(a.body.data.userInfo).toEqual({
        attendYn: status,
        chltim: status ? m!.chltim : '',
        levtim: status ? m!.levtim : '',
        attendCnt: d.attendCnt(userid),
        // The newest running survey for the position not yet answered (planner01: survey 1; branch01: 7).
        srvySqno: dueSurvey(await surveyData(h.db), u, TEST_NOW),
        akdcde: u.akdcde,
      });
      const g = d.goal(userid);
      const r = d.result(userid);
      expect(a.body.data.progressInfo).toEqual({
        srcGoal: g?.srcGoal ?? 0,
        custmCnt: r?.custmCnt ?? 0,
        dgnssrvcGoal: g?.dgnssrvcGoal ?? 0,
        coupnCnt: r?.coupnCnt ?? 0,
        consGoal: g?.consGoal ?? 0,
        counselCnt: r?.counselCnt ?? 0,
      });
      if (userid !== 'planner02')
        expect(a.body.data.cardList).toEqual(
          DEFAULT_CARDS[u.orgnzPstn as Position].map((cardCd, i) => ({ cardCd, cardNm: CARD_NAMES[cardCd], expoSqnc: i + 1 })),
        );
      expect(a.body.data.cardList.some((c: { cardCd: string }) => c.cardCd === 'HCD01')).toBe(isLeader(u.orgnzPstn));
      expect((await h.call('dashboard/progress', {}, { token: await h.as(userid) })).body.data.progress).toEqual(a.body.data.progressInfo);
    });

    it('shows the seed day: master01 entered at 08:41, planner02 recognised, planner01 not entered', async () => {
      const info = async (u: string) => (await h.call('dashboard', {}, { token: await h.as(u) })).body.data.userInfo;
      expect(await info('master01')).toMatchObject({ attendYn: 'S', chltim: '08:41', levtim: '' });
      expect(await info('planner02')).toMatchObject({ attendYn: 'Y', chltim: '08:37', levtim: '09:52' });
      expect(await info('planner01')).toMatchObject({ attendYn: '', chltim: '', levtim: '' });
    });

    it("lists planner02's own shown cards in its order, and never HCD01 for a planner", async () => {
      const cards = async () => (await h.call('dashboard', {}, { token: await h.as('planner02') })).body.data.cardList;
      expect(await cards()).toEqual(
        (['HCD05', 'HCD02', 'HCD03', 'HCD06'] as const).map((cardCd, i) => ({ cardCd, cardNm: CARD_NAMES[cardCd], expoSqnc: i + 1 })),
      );
      await h.db.insert(dashboardCards).values({ userid: 'planner02', cardCd: 'HCD01', expoSqnc: 0, expoYn: 'Y' });
      try {
        expect((await cards()).map((c: { cardCd: string }) => c.cardCd)).toEqual(['HCD05', 'HCD02', 'HCD03', 'HCD06']);
      } finally {
        await h.db.delete(dashboardCards).where(and(eq(dashboardCards.userid, 'planner02'), eq(dashboardCards.cardCd, 'HCD01')));
      }
    });

    it("reads a legacy 'X' row as not entered", async () => {
      await h.db.insert(morningMeetings).values({ userid: 'planner03', date: d.today, attendStatus: 'X', chltim: '', levtim: '' });
      try {
        const a = await h.call('dashboard', {}, { token: await h.as('planner03') });
        expect(a.body.data.userInfo).toMatchObject({ attendYn: '', chltim: '', levtim: '' });
      } finally {
        await h.db.delete(morningMeetings).where(and(eq(morningMeetings.userid, 'planner03'), eq(morningMeetings.date, d.today)));
      }
    });

    it('counts only the recognised days of this month before today (next day: today counts)', async () => {
      h.clock.set(new Date('2026-03-13T08:00:00+09:00'));
      try {
        const later = await orgData(h.db, h.clock.now());
        for (const userid of ['planner02', 'planner03', 'partner01']) {
          const a = await h.call('dashboard', {}, { token: await h.login(userid) });
          expect(a.body.data.userInfo.attendCnt).toBe(later.attendCnt(userid));
        }
        expect(later.attendCnt('planner02')).toBe(d.attendCnt('planner02') + 1);
      } finally {
        h.clock.set(TEST_NOW);
      }
    });

    it('refuses without a session', async () => {
      expect((await h.call('dashboard')).status).toBe(401);
      expect((await h.call('dashboard/progress', {}, { token: 'nope' })).body.rt).toBe('unauthorized');
    });
  });

  describe('education', () => {
    it.each(ROLES)('%s: its ING courses, newest start first', async (userid) => {
      const rows = await h.db.select().from(courses).where(eq(courses.userid, userid));
      const expected = rows
        .filter((c) => c.status === 'ING')
        .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id)
        .map(({ reqSeq, uuid, cateNm, lecNm }) => ({ reqSeq, uuid, cateNm, lecNm }));
      const a = await h.call('education', {}, { token: await h.as(userid) });
      expect(a.body.data.list).toEqual(expected);
      if (['planner01', 'planner02', 'master01', 'branch01', 'district01'].includes(userid)) expect(expected.length).toBeGreaterThanOrEqual(6);
      if (userid === 'planner03') expect(expected).toEqual([]);
    });
  });
});
