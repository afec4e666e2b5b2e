// @vitest-environment node
// The branch head's request (bsnPln/request): the member's month becomes R with the head and time, the
// member gets an alert that opens the form, and the member then writes it outside the write window; a
// second request, a month already saved, a partner and another branch's member are refused. And the
// plan entity of bsnPln/info and bsnPln/memberInfo as stored.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { plansMessages as m } from '../../../src/domain/plans/messages';
import { alarms, customers, salesPlans } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { addOtherBranch, OTHER_BRANCH } from '../../test-support/other-branch';
import { amtOf, below, periodOf, plansOf, saveForm } from './fixtures';

describe.each(TEST_DATABASES)('plan requests and plan entities on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
    const [like] = await h.db.select().from(customers).limit(1);
    await addOtherBranch(h, like!);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.set(TEST_NOW));

  const request = async (userId: string, planYr: string, planMn: string, by = 'branch01') => h.call('bsnPln/request', { userId, planYr, planMn }, { token: await h.as(by) });
  const alertsOf = (userid: string) => h.db.select().from(alarms).where(eq(alarms.userid, userid));

  it('a request makes R with the head and the time and an alert opening the form; the member then writes it outside the window', async () => {
    const before = (await alertsOf('planner02')).length;
    // May 2026: far from its write window on the seed day.
    const a = await request('planner02', '2026', '05');
    expect(a.body.rt).toBe('success');
    const [row] = (await plansOf(h.db, 'planner02')).filter((p) => p.planYrmn === '202605');
    expect(row).toMatchObject({ sqno: a.body.data.sqno, stat: 'R', requestedBy: 'branch01', requestedAt: TEST_NOW, cmclGoalAmt: null, savedAt: null });
    const alerts = await alertsOf('planner02');
    expect(alerts).toHaveLength(before + 1);
    const alert = alerts.find((x) => x.titl === '영업활동계획 요청' && x.scrnUrl === '/mypage/bsnPlnReg?planYr=2026&planMn=05');
    expect(alert).toMatchObject({ sentAt: TEST_NOW });
    expect(alert!.cntn).toContain('2026년 5월');
    // The member sees it in their list and the form's lookup, and writes it.
    const exist = await h.call('bsnPln/existInfo', { planYr: '2026', planMn: '05' }, { token: await h.as('planner02') });
    expect(exist.body.data).toMatchObject({ sqno: row!.sqno, stat: 'R' });
    const saved = await h.call('bsnPln/save', saveForm('202605', { sqno: String(row!.sqno), stat: 'R' }), { token: await h.as('planner02') });
    expect(saved.body).toEqual({ rt: 'success', data: { sqno: row!.sqno } });
    const headRow = (await h.call('bsnPln/headList', { offset: '0', size: '50', searchYear: '2026', searchMonth: '05' }, { token: await h.as('branch01') })).body.data.list.find(
      (r: any) => r.userId === 'planner02',
    );
    expect(headRow).toMatchObject({ sqno: row!.sqno, stat: 'C', amtSum: 300 + 50 + 20 + 10 });
  });

  it('refuses a second request and a request for a month already saved, with planRequestExists; no second row or alert', async () => {
    const first = await request('master01', '2026', '06');
    expect(first.body.rt).toBe('success');
    const alerts = (await alertsOf('master01')).length;
    for (const [userId, yr, mn] of [['master01', '2026', '06'], ['planner01', '2026', '03'], ['planner03', '2026', '03']] as const) {
      const a = await request(userId, yr, mn);
      expect([a.status, a.body], `${userId} ${yr}${mn}`).toEqual([409, { rt: 'refused', rtMsg: m.planRequestExists }]);
    }
    expect((await plansOf(h.db, 'master01')).filter((p) => p.planYrmn === '202606')).toHaveLength(1);
    expect(await alertsOf('master01')).toHaveLength(alerts);
  });

  it('concurrent requests for one month make one row and one alert', async () => {
    const token = await h.as('branch01');
    const answers = await Promise.all([1, 2].map(() => h.call('bsnPln/request', { userId: 'planner07', planYr: '2026', planMn: '07' }, { token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await plansOf(h.db, 'planner07')).filter((p) => p.planYrmn === '202607')).toHaveLength(1);
    expect((await alertsOf('planner07')).filter((x) => x.scrnUrl?.endsWith('planYr=2026&planMn=07'))).toHaveLength(1);
  });

  it("refuses a partner, another branch's member, the head themselves and an unknown id alike, audited", async () => {
    for (const userId of ['partner01', OTHER_BRANCH.planner, 'branch01', 'nobody99']) {
      const a = await request(userId, '2026', '08');
      expect([a.status, a.body], userId).toEqual([403, { rt: 'forbidden', rtMsg: m.planRequestTargetRefused }]);
      expect(h.audit).toContainEqual(expect.objectContaining({ path: 'bsnPln/request', rt: 'forbidden', userId: 'branch01' }));
    }
    expect(await h.db.select().from(salesPlans).where(eq(salesPlans.planYrmn, '202608'))).toEqual([]);
  });

  /** The entity the calls should answer, from the stored row and the calendar. */
  async function expectedPlan(userid: string, planYrmn: string) {
    const [p] = await h.db.select().from(salesPlans).where(and(eq(salesPlans.userid, userid), eq(salesPlans.planYrmn, planYrmn)));
    const period = await periodOf(h.db, planYrmn);
    const ids = new Set((await below(h.db, userid)).map((u) => u.userid));
    const all = await h.db.select().from(salesPlans).where(eq(salesPlans.planYrmn, planYrmn));
    return {
      p: p!,
      want: {
        sqno: p!.sqno,
        stat: p!.stat,
        planYrmn,
        cmclGoalAmt: p!.cmclGoalAmt ?? 0,
        orcpCmclGoalAmt: p!.orcpCmclGoalAmt ?? 0,
        srcGoalCscnt: p!.srcGoalCscnt ?? 0,
        amtSum: amtOf(p!),
        memo: p!.memo,
        endDt: period.endDt,
        endDt2: period.endDt2,
        headAmtSum: ['district01', 'branch01'].includes(userid) ? all.filter((x) => ids.has(x.userid)).reduce((s, x) => s + amtOf(x), 0) : 0,
      },
    };
  }

  it("info answers the caller's own plan; another's or an unknown number is one refusal, audited", async () => {
    const { p, want } = await expectedPlan('planner01', '202602');
    const a = await h.call('bsnPln/info', { sqno: String(p.sqno) }, { token: await h.as('planner01') });
    expect(a.body.data).toMatchObject({ ...want, userId: 'planner01', planYr: '2026', planMn: '02' });
    expect(a.body.data.periodList.map((x: any) => x.cdVl1)).toEqual(['10', '25', '25', '25', '15']);
    expect(a.body.data.updtDttm).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    const district = await expectedPlan('district01', '202603');
    expect(district.want.headAmtSum).toBeGreaterThan(0);
    expect((await h.call('bsnPln/info', { sqno: String(district.p.sqno) }, { token: await h.as('district01') })).body.data).toMatchObject(district.want);
    for (const [userid, sqno] of [['branch01', p.sqno], ['planner02', p.sqno], ['planner01', 987_654]] as const) {
      const r = await h.call('bsnPln/info', { sqno: String(sqno) }, { token: await h.as(userid) });
      expect([r.status, r.body], `${userid} ${sqno}`).toEqual([403, { rt: 'forbidden', rtMsg: m.planNotFound }]);
      expect(h.audit).toContainEqual(expect.objectContaining({ path: 'bsnPln/info', rt: 'forbidden', userId: userid }));
    }
  });

  it("memberInfo answers a member's plan to their branch head; their own, another branch's and unknown plans are one refusal", async () => {
    const { p, want } = await expectedPlan('planner01', '202603');
    const a = await h.call('bsnPln/memberInfo', { sqno: String(p.sqno) }, { token: await h.as('branch01') });
    expect(a.body.data).toMatchObject(want);
    const requested = (await expectedPlan('planner03', '202603')).p;
    expect((await h.call('bsnPln/memberInfo', { sqno: String(requested.sqno) }, { token: await h.as('branch01') })).body.data).toMatchObject({ stat: 'R', amtSum: 0, updtDttm: '' });
    const [other] = await h.db.insert(salesPlans).values({ userid: OTHER_BRANCH.planner, planYrmn: '202603', stat: 'C', cmclGoalAmt: 1 }).returning();
    const own = (await expectedPlan('branch01', '202602')).p;
    for (const sqno of [other!.sqno, own.sqno, 987_654]) {
      const r = await h.call('bsnPln/memberInfo', { sqno: String(sqno) }, { token: await h.as('branch01') });
      expect([r.status, r.body], String(sqno)).toEqual([403, { rt: 'forbidden', rtMsg: m.planNotFound }]);
    }
    // The other branch's head reads their own member's plan, not branch01's.
    expect((await h.call('bsnPln/memberInfo', { sqno: String(other!.sqno) }, { token: await h.as(OTHER_BRANCH.head) })).body.rt).toBe('success');
    expect((await h.call('bsnPln/memberInfo', { sqno: String(p.sqno) }, { token: await h.as(OTHER_BRANCH.head) })).body.rtMsg).toBe(m.planNotFound);
  });
});
