// @vitest-environment node
// bsnPln/save through the server with the harness clock at the write window's boundaries, computed from
// the seeded calendar (plan_periods, read here): next month's first start 11:59 vs 12:00, 00:00 of the
// fourth end day, the late window's first and last days, a month end and a year end; the edit window
// end_dt..end_dt2 (counts and originals kept); a requested plan written at any time; the memo's bytes,
// amounts with commas, stale screens and concurrent double submits (one row, no 500); versions (issue 18):
// bsnPln/info gives one, every write bumps it, a save sent with a stale one is a conflict with the plan as stored.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { plansMessages as m } from '../../../src/domain/plans/messages';
import { salesPlans } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { at, dayAdd, periodOf, plansOf, saveForm } from './fixtures';

describe.each(TEST_DATABASES)('bsnPln/save on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.set(TEST_NOW));

  /** A save at a KST instant by a fresh login (sessions idle out when the clock jumps). */
  async function saveAt(when: Date, userid: string, form: Record<string, string>) {
    h.clock.set(when);
    return h.call('bsnPln/save', form, { token: await h.login(userid) });
  }
  const dropPlan = (userid: string, planYrmn: string) => h.db.delete(salesPlans).where(and(eq(salesPlans.userid, userid), eq(salesPlans.planYrmn, planYrmn)));

  /** A new plan for planYrmn by planner02 (COG04) at `when`: success, or the window's refusal. */
  async function newPlanAt(when: Date, planYrmn: string): Promise<string> {
    await dropPlan('planner02', planYrmn);
    const a = await saveAt(when, 'planner02', saveForm(planYrmn));
    if (a.body.rt === 'success') {
      const [row] = (await plansOf(h.db, 'planner02')).filter((p) => p.planYrmn === planYrmn);
      expect(row).toMatchObject({ sqno: a.body.data.sqno, stat: 'C', cmclGoalAmt: 300, orcpCmclGoalAmt: 300, srcGoalCscnt: 12, savedAt: when });
      return 'open';
    }
    expect([a.status, a.body.rt, a.body.rtMsg]).toEqual([409, 'refused', m.planWriteClosed]);
    expect(await plansOf(h.db, 'planner02').then((r) => r.filter((p) => p.planYrmn === planYrmn))).toEqual([]);
    return 'closed';
  }

  it("next month until 11:59 of its first start day; closed from 12:00", async () => {
    const apr = await periodOf(h.db, '202604');
    expect(await newPlanAt(at(apr.firstSttDt, '11:59'), '202604')).toBe('open');
    expect(await newPlanAt(at(apr.firstSttDt, '12:00'), '202604')).toBe('closed');
  });

  it("next month from 00:00 of this month's fourth end day, not the minute before", async () => {
    const mar = await periodOf(h.db, '202603');
    expect(await newPlanAt(at(dayAdd(mar.fourthEndDt, -1), '23:59'), '202604')).toBe('closed');
    expect(await newPlanAt(at(mar.fourthEndDt, '00:00'), '202604')).toBe('open');
    // At the fourth end, this month is not the one open.
    expect(await newPlanAt(at(mar.fourthEndDt, '00:00'), '202603')).toBe('closed');
  });

  it("this month's late window: its first day from 00:00 and its last day to 23:59, not outside", async () => {
    const mar = await periodOf(h.db, '202603');
    expect(await newPlanAt(at(dayAdd(mar.firstEndDt, -1), '23:59'), '202603')).toBe('closed');
    expect(await newPlanAt(at(mar.firstEndDt, '00:00'), '202603')).toBe('open');
    expect(await newPlanAt(at(mar.firstEndDt2, '23:59'), '202603')).toBe('open');
    expect(await newPlanAt(at(dayAdd(mar.firstEndDt2, 1), '00:00'), '202603')).toBe('closed');
  });

  it('a month end: open without a gap from the last evening of the month to the first morning of the next', async () => {
    const apr = await periodOf(h.db, '202604');
    expect(apr.firstSttDt >= '2026-04-01').toBe(true);
    expect(await newPlanAt(at('2026-03-31', '23:59'), '202604')).toBe('open');
    expect(await newPlanAt(at('2026-04-01', '00:00'), '202604')).toBe('open');
    expect(await newPlanAt(at('2026-03-31', '23:59'), '202603')).toBe('closed');
  });

  it("a year end: December's fourth end opens January of the next year until noon of its first start", async () => {
    const [dec, jan] = [await periodOf(h.db, '202612'), await periodOf(h.db, '202701')];
    expect(await newPlanAt(at(dayAdd(dec.fourthEndDt, -1), '23:59'), '202701')).toBe('closed');
    expect(await newPlanAt(at(dec.fourthEndDt, '00:00'), '202701')).toBe('open');
    expect(await newPlanAt(at('2026-12-31', '23:59'), '202701')).toBe('open');
    expect(await newPlanAt(at('2026-12-31', '23:59'), '202612')).toBe('closed');
    expect(await newPlanAt(at('2027-01-01', '00:00'), '202701')).toBe('open');
    expect(await newPlanAt(at(jan.firstSttDt, '11:59'), '202701')).toBe('open');
    expect(await newPlanAt(at(jan.firstSttDt, '12:00'), '202701')).toBe('closed');
  });

  /** planner01's saved plan of March, as stored. */
  const marchOf = async (userid: string) => (await plansOf(h.db, userid)).find((p) => p.planYrmn === '202603')!;

  it('edits a saved plan only from end_dt to end_dt2; the counts and the originals stay as first saved', async () => {
    const mar = await periodOf(h.db, '202603');
    const before = await marchOf('planner01');
    const edit = (o: Record<string, string>) => saveForm('202603', { sqno: String(before.sqno), stat: 'C', ...o });
    for (const [when, ok] of [
      [at(dayAdd(mar.endDt, -1), '23:59'), false],
      [at(mar.endDt, '00:00'), true],
      [at(mar.endDt2, '23:59'), true],
      [at(dayAdd(mar.endDt2, 1), '00:00'), false],
    ] as const) {
      const a = await saveAt(when, 'planner01', edit({ cmclGoalAmt: String(ok ? 777 : 555), srcGoalCscnt: '99', memo: '수정 메모' }));
      if (ok) expect(a.body).toEqual({ rt: 'success', data: { sqno: before.sqno } });
      else expect([a.status, a.body.rtMsg]).toEqual([409, m.planEditClosed]);
    }
    const after = await marchOf('planner01');
    expect(after).toMatchObject({ cmclGoalAmt: 777, memo: '수정 메모', stat: 'C', orcpCmclGoalAmt: before.orcpCmclGoalAmt, orcpMmbsGoalAmt: before.orcpMmbsGoalAmt });
    expect([after.srcGoalCscnt, after.dgnssrvcGoalCscnt, after.rcrtGoalCscnt, after.exsnConsCscnt, after.newConsCscnt]).toEqual([
      before.srcGoalCscnt,
      before.dgnssrvcGoalCscnt,
      before.rcrtGoalCscnt,
      before.exsnConsCscnt,
      before.newConsCscnt,
    ]);
    expect((await plansOf(h.db, 'planner01')).filter((p) => p.planYrmn === '202603')).toHaveLength(1);
  });

  it('edits at the version read: a match saves and bumps it, a stale one is a conflict with the plan as stored, none saves', async () => {
    const mar = await periodOf(h.db, '202603');
    const before = await marchOf('planner01');
    const when = at(mar.endDt, '10:00');
    h.clock.set(when);
    const info = await h.call('bsnPln/info', { sqno: String(before.sqno) }, { token: await h.login('planner01') });
    expect(info.body.data.version).toBe(before.version);
    const edit = (o: Record<string, string>) => saveForm('202603', { sqno: String(before.sqno), stat: 'C', ...o });

    const match = await saveAt(when, 'planner01', edit({ cmclGoalAmt: '610', memo: '다른 기기', version: String(before.version) }));
    expect(match.body).toEqual({ rt: 'success', data: { sqno: before.sqno } });
    const saved = await marchOf('planner01');
    expect(saved).toMatchObject({ cmclGoalAmt: 610, memo: '다른 기기', version: before.version + 1 });

    const stale = await saveAt(when, 'planner01', edit({ cmclGoalAmt: '620', memo: '오래된 화면', version: String(before.version) }));
    expect([stale.status, stale.body.rt, stale.body.rtMsg]).toEqual([409, 'conflict', msg.conflict]);
    const text = (v: number | null) => (v === null ? '' : String(v));
    expect(stale.body.data).toEqual({
      current: {
        cmclGoalAmt: '610',
        mmbsGoalAmt: text(saved.mmbsGoalAmt),
        frpsGoalAmt: text(saved.frpsGoalAmt),
        etcGoalAmt: text(saved.etcGoalAmt),
        srcGoalCscnt: text(saved.srcGoalCscnt),
        dgnssrvcGoalCscnt: text(saved.dgnssrvcGoalCscnt),
        rcrtGoalCscnt: text(saved.rcrtGoalCscnt),
        exsnConsCscnt: text(saved.exsnConsCscnt),
        newConsCscnt: text(saved.newConsCscnt),
        memo: '다른 기기',
        version: String(before.version + 1),
      },
    });
    expect(await marchOf('planner01')).toEqual(saved);

    const plain = await saveAt(when, 'planner01', edit({ cmclGoalAmt: '630', memo: '버전 없음' }));
    expect(plain.body).toEqual({ rt: 'success', data: { sqno: before.sqno } });
    expect(await marchOf('planner01')).toMatchObject({ cmclGoalAmt: 630, memo: '버전 없음', version: before.version + 2 });
  });

  it('writes a requested plan at its version (bumped), and refuses it as a conflict once written elsewhere', async () => {
    await dropPlan('planner02', '202603');
    const asked = await h.call('bsnPln/request', { userId: 'planner02', planYr: '2026', planMn: '03' }, { token: await h.login('branch01') });
    expect(asked.body.rt).toBe('success');
    const requested = await marchOf('planner02');
    expect(requested).toMatchObject({ stat: 'R', version: 1 });
    const form = (o: Record<string, string>) => saveForm('202603', { sqno: String(requested.sqno), stat: 'R', ...o });
    const first = await saveAt(TEST_NOW, 'planner02', form({ cmclGoalAmt: '500', version: '1' }));
    expect(first.body).toEqual({ rt: 'success', data: { sqno: requested.sqno } });
    expect(await marchOf('planner02')).toMatchObject({ stat: 'C', cmclGoalAmt: 500, version: 2 });
    const late = await saveAt(TEST_NOW, 'planner02', form({ cmclGoalAmt: '501', version: '1' }));
    expect([late.status, late.body.rt, late.body.data.current.cmclGoalAmt, late.body.data.current.version]).toEqual([409, 'conflict', '500', '2']);
    expect(await marchOf('planner02')).toMatchObject({ stat: 'C', cmclGoalAmt: 500, version: 2 });
  });

  it('writes a requested plan at any time (D62), as a first registration: goals, originals and counts', async () => {
    const mar = await periodOf(h.db, '202603');
    const requested = await marchOf('planner03');
    expect(requested.stat).toBe('R');
    // Between the late window and the fourth end: no new plan may be written then.
    const closed = at(dayAdd(mar.firstEndDt2, 3), '15:00');
    expect(await newPlanAt(closed, '202603')).toBe('closed');
    const a = await saveAt(closed, 'planner03', saveForm('202603', { sqno: String(requested.sqno), stat: 'R', cmclGoalAmt: '410', srcGoalCscnt: '21' }));
    expect(a.body).toEqual({ rt: 'success', data: { sqno: requested.sqno } });
    expect(await marchOf('planner03')).toMatchObject({ stat: 'C', cmclGoalAmt: 410, orcpCmclGoalAmt: 410, srcGoalCscnt: 21, requestedBy: 'branch01', savedAt: closed });
  });

  it('refuses a partner with planWriteRefused, audited, before anything else', async () => {
    const a = await saveAt(TEST_NOW, 'partner01', saveForm('202603', { memo: '가'.repeat(501) }));
    expect([a.status, a.body]).toEqual([403, { rt: 'forbidden', rtMsg: m.planWriteRefused }]);
    expect(h.audit).toContainEqual(expect.objectContaining({ path: 'bsnPln/save', rt: 'forbidden', userId: 'partner01' }));
    expect(await plansOf(h.db, 'partner01')).toEqual([]);
  });

  it('takes a memo of 1000 bytes and refuses 1001 (characters above 127 count 2)', async () => {
    const memo1000 = '가'.repeat(500);
    const too = await saveAt(TEST_NOW, 'master01', saveForm('202603', { memo: `${memo1000}a` }));
    expect([too.status, too.body]).toEqual([400, { rt: 'bad_request', rtMsg: m.planMemoTooLong }]);
    const ok = await saveAt(TEST_NOW, 'master01', saveForm('202603', { memo: memo1000 }));
    expect(ok.body.rt).toBe('success');
    expect((await marchOf('master01')).memo).toBe(memo1000);
  });

  it('refuses amounts sent with commas (the schema: digits only)', async () => {
    await dropPlan('planner02', '202603');
    const a = await saveAt(TEST_NOW, 'planner02', saveForm('202603', { cmclGoalAmt: '1,000' }));
    expect([a.status, a.body.rt]).toEqual([400, 'bad_request']);
    expect(a.body.rtMsg).toContain('cmclGoalAmt');
  });

  it("refuses a form from a stale screen: a sqno or stat that is not the stored plan's", async () => {
    const p1 = await marchOf('planner01');
    const stale: Record<string, string>[] = [{ sqno: '0', stat: 'S', cmclGoalAmt: '1' }, { sqno: String(p1.sqno), stat: 'R' }, { sqno: String(p1.sqno + 1000), stat: 'C' }];
    for (const o of stale) {
      const a = await saveAt(TEST_NOW, 'planner01', saveForm('202603', o));
      expect([a.status, a.body], JSON.stringify(o)).toEqual([409, { rt: 'refused', rtMsg: m.planStale }]);
    }
    await dropPlan('planner02', '202603');
    const a = await saveAt(TEST_NOW, 'planner02', saveForm('202603', { sqno: '5', stat: 'C' }));
    expect(a.body.rtMsg).toBe(m.planStale);
  });

  it('concurrent double submits make one row: the same form answers the same sqno, another form is refused as stale', async () => {
    await dropPlan('planner02', '202603');
    h.clock.set(TEST_NOW);
    const token = await h.login('planner02');
    const same = await Promise.all([1, 2, 3].map(() => h.call('bsnPln/save', saveForm('202603'), { token })));
    const rows = (await plansOf(h.db, 'planner02')).filter((p) => p.planYrmn === '202603');
    expect(rows).toHaveLength(1);
    expect(same.map((a) => a.body)).toEqual([1, 2, 3].map(() => ({ rt: 'success', data: { sqno: rows[0]!.sqno } })));

    await dropPlan('planner02', '202603');
    const mixed = await Promise.all(['100', '200'].map((cmcl) => h.call('bsnPln/save', saveForm('202603', { cmclGoalAmt: cmcl }), { token })));
    const stored = (await plansOf(h.db, 'planner02')).filter((p) => p.planYrmn === '202603');
    expect(stored).toHaveLength(1);
    expect(mixed.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = mixed.find((a) => a.status === 200)!;
    expect(won.body.data.sqno).toBe(stored[0]!.sqno);
    expect(mixed.find((a) => a.status === 409)!.body.rtMsg).toBe(m.planStale);
  });
});
