// @vitest-environment node
// The plan reads against the seeded rows (expected values computed here from the tables, never from the
// services): bsnPln/list's months and headAmtSum per position, headList's filters, order, paging and
// partner exclusion, sttEndInfo and existInfo from plan_periods.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plansMessages as m } from '../../../src/domain/plans/messages';
import { salesPlans, users } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';
import { amtOf, below, periodOf, plansOf } from './fixtures';

const POSITION_ORDER = ['COG02', 'COGA2', 'COG03', 'COG04', 'COG05'];
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe.each(TEST_DATABASES)('plan lists on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());

  const list = async (userid: string, fields: Record<string, string>) => h.call('bsnPln/list', { offset: '0', size: '50', ...fields }, { token: await h.as(userid) });

  /** The oracle: the caller's months (a leader's also below them) with the sums, newest first. */
  async function expectedList(userid: string, year: string) {
    const [me] = (await h.db.select().from(users)).filter((u) => u.userid === userid);
    const lead = me!.orgnzPstn === 'COG01' || me!.orgnzPstn === 'COG02';
    const mine = (await plansOf(h.db, userid)).filter((p) => p.planYrmn.startsWith(year));
    const members = lead ? (await h.db.select().from(salesPlans)).filter((p) => p.planYrmn.startsWith(year)) : [];
    const memberIds = new Set((await below(h.db, userid)).map((u) => u.userid));
    const theirs = members.filter((p) => memberIds.has(p.userid));
    const months = [...new Set([...mine, ...theirs].map((p) => p.planYrmn))].sort().reverse();
    return months.map((planYrmn) => {
      const own = mine.find((p) => p.planYrmn === planYrmn);
      return {
        planYrmn,
        sqno: own?.sqno ?? 0,
        stat: own?.stat ?? 'S',
        amtSum: own ? amtOf(own) : 0,
        headAmtSum: lead ? theirs.filter((p) => p.planYrmn === planYrmn).reduce((s, p) => s + amtOf(p), 0) : 0,
      };
    });
  }

  it.each(['branch01', 'district01', 'district02', 'master01', 'planner01', 'planner02', 'planner03', 'planner07', 'partner01'])(
    "%s: the months of the year newest first, a leader's with the sum of the plans below them",
    async (userid) => {
      for (const year of ['2026', '2025']) {
        const want = await expectedList(userid, year);
        const a = await list(userid, { searchYear: year });
        expect(a.body.rt).toBe('success');
        expect(a.body.data.totCnt).toBe(want.length);
        expect(a.body.data.list.map((r: any) => ({ planYrmn: r.planYrmn, sqno: r.sqno, stat: r.stat, amtSum: r.amtSum, headAmtSum: r.headAmtSum }))).toEqual(want);
        for (const r of a.body.data.list) expect([r.userId, r.planYr + r.planMn]).toEqual([userid, r.planYrmn]);
      }
    },
  );

  it('shows the seeded months: planner01 all of 2026 so far with the originals, branch01 the branch total', async () => {
    const p1 = (await list('planner01', { searchYear: '2026' })).body.data;
    expect(p1.list.map((r: any) => r.planYrmn)).toEqual(['202603', '202602', '202601']);
    const edited = (await plansOf(h.db, 'planner01')).filter((p) => p.orcpCmclGoalAmt !== p.cmclGoalAmt);
    expect(edited.length).toBeGreaterThan(0);
    // A requested plan not yet written counts 0; branch01's March row exists only through the members.
    const b = (await list('branch01', { searchYear: '2026' })).body.data.list;
    expect(b.find((r: any) => r.planYrmn === '202603')).toMatchObject({ sqno: 0, stat: 'S', amtSum: 0 });
    expect((await list('planner03', { searchYear: '2026' })).body.data.list).toEqual([expect.objectContaining({ planYrmn: '202603', stat: 'R', amtSum: 0, orcpAmtSum: 0 })]);
  });

  it('pages in SQL: pages of one, and a page past the end keeps the total', async () => {
    const all = await expectedList('planner01', '2025');
    const seen: string[] = [];
    for (let i = 0; i < all.length; i++) seen.push(...(await list('planner01', { searchYear: '2025', offset: String(i), size: '1' })).body.data.list.map((r: any) => r.planYrmn));
    expect(seen).toEqual(all.map((r) => r.planYrmn));
    expect((await list('planner01', { searchYear: '2025', offset: String(all.length + 3), size: '5' })).body.data).toEqual({ list: [], totCnt: all.length });
  });

  const head = async (fields: Record<string, string>, userid = 'branch01') =>
    h.call('bsnPln/headList', { offset: '0', size: '50', searchYear: '2026', searchMonth: '03', ...fields }, { token: await h.as(userid) });

  /** The oracle: members below branch01 but partners, filtered, by position then name. */
  async function expectedMembers(f: { txt?: string; pstn?: string; yyyymm?: string } = {}) {
    const plans = await h.db.select().from(salesPlans);
    return (await below(h.db, 'branch01'))
      .filter((u) => u.orgnzPstn !== 'COG06')
      .filter((u) => !f.txt || u.name.includes(f.txt) || u.akdcde.includes(f.txt))
      .filter((u) => !f.pstn || u.orgnzPstn === f.pstn)
      .sort((a, b) => POSITION_ORDER.indexOf(a.orgnzPstn) - POSITION_ORDER.indexOf(b.orgnzPstn) || byCodePoint(a.name, b.name) || byCodePoint(a.userid, b.userid))
      .map((u) => {
        const p = plans.find((x) => x.userid === u.userid && x.planYrmn === (f.yyyymm ?? '202603'));
        return { userId: u.userid, userName: u.name, pstn: u.orgnzPstn, sqno: p?.sqno ?? 0, stat: p?.stat ?? 'S', amtSum: p ? amtOf(p) : 0 };
      });
  }

  it("headList: everyone below the branch head but partners, by position then name, with the month's plan", async () => {
    const a = await head({});
    const want = await expectedMembers();
    expect(a.body.data).toEqual({ planYr: '2026', planMn: '03', planYrmn: '202603', list: want, totCnt: want.length });
    expect(want.map((r) => r.userId)).not.toContain('partner01');
    // The seeded states of March: planner03 requested, planner02 none, planner01 saved.
    const stat = Object.fromEntries(want.map((r) => [r.userId, r.stat]));
    expect([stat.planner01, stat.planner02, stat.planner03]).toEqual(['C', 'S', 'R']);
    const feb = await head({ searchMonth: '02' });
    expect(feb.body.data.list).toEqual(await expectedMembers({ yyyymm: '202602' }));
  });

  it('headList filters by name part, employee number part and position; a partner is not found by name', async () => {
    const [p2] = (await h.db.select().from(users)).filter((u) => u.userid === 'planner02');
    const [partner] = (await h.db.select().from(users)).filter((u) => u.userid === 'partner01');
    for (const f of [{ txt: p2!.name.slice(1) }, { txt: p2!.akdcde.slice(2, 6) }, { pstn: 'COGA2' }, { pstn: 'COG03', txt: '' }, { txt: p2!.name, pstn: 'COG05' }]) {
      const want = await expectedMembers(f);
      const a = await head({ ...(f.txt !== undefined ? { searchTxt: f.txt } : {}), ...(f.pstn ? { searchPstn: f.pstn } : {}) });
      expect(a.body.data.list, JSON.stringify(f)).toEqual(want);
      expect(a.body.data.totCnt).toBe(want.length);
    }
    expect((await head({ searchTxt: p2!.name.slice(1) })).body.data.list.map((r: any) => r.userId)).toContain('planner02');
    expect((await head({ searchTxt: partner!.name })).body.data).toMatchObject({ list: [], totCnt: 0 });
    // Partners are not a rank of the filter.
    expect((await head({ searchPstn: 'COG06' })).body.rt).toBe('bad_request');
  });

  it('headList pages in SQL: pages of three put together are the whole list', async () => {
    const want = await expectedMembers();
    const pages = [];
    for (let offset = 0; offset < want.length; offset += 3) pages.push(...(await head({ offset: String(offset), size: '3' })).body.data.list);
    expect(pages).toEqual(want);
    expect((await head({ offset: String(want.length), size: '3' })).body.data).toMatchObject({ list: [], totCnt: want.length });
  });

  it.each(['district01', 'master01', 'planner01', 'partner01'])('headList refuses %s (branch heads only), audited', async (userid) => {
    const a = await head({}, userid);
    expect([a.status, a.body.rt]).toEqual([403, 'forbidden']);
    expect(h.audit).toContainEqual(expect.objectContaining({ path: 'bsnPln/headList', rt: 'forbidden', userId: userid }));
  });

  it("sttEndInfo answers next month's first start and this month's dates from plan_periods, '' where it has no row", async () => {
    const [mar, apr] = [await periodOf(h.db, '202603'), await periodOf(h.db, '202604')];
    const a = await h.call('bsnPln/sttEndInfo', { thisYrmn: '202603', nextYrmn: '202604' }, { token: await h.as('partner01') });
    expect(a.body.data).toEqual({ firstSttDt: apr.firstSttDt, thisFirstSttDt: mar.firstSttDt, firstEndDt: mar.firstEndDt, firstEndDt2: mar.firstEndDt2, fourthEndDt: mar.fourthEndDt });
    // The shared facts' March 2026.
    expect(a.body.data).toEqual({ firstSttDt: '2026-04-01', thisFirstSttDt: '2026-03-02', firstEndDt: '2026-03-11', firstEndDt2: '2026-03-13', fourthEndDt: '2026-03-25' });
    const none = await h.call('bsnPln/sttEndInfo', { thisYrmn: '202012', nextYrmn: '202101' }, { token: await h.as('planner01') });
    expect(none.body.data).toEqual({ firstSttDt: (await periodOf(h.db, '202101')).firstSttDt, thisFirstSttDt: '', firstEndDt: '', firstEndDt2: '', fourthEndDt: '' });
  });

  it("existInfo: the caller's plan of the month (0 and S without one), its edit window and five periods", async () => {
    const mar = await periodOf(h.db, '202603');
    const periodList = ['첫영업일', '1구간', '2구간', '3구간', '월말'].map((cdNm, i) => ({ cdNm, cdVl1: String(mar.ratios[i]) }));
    expect(periodList.map((p) => p.cdVl1)).toEqual(['10', '25', '25', '25', '15']);
    expect(m.planPeriodNames).toEqual(periodList.map((p) => p.cdNm));
    const [p1] = (await plansOf(h.db, 'planner01')).filter((p) => p.planYrmn === '202603');
    const [p3] = (await plansOf(h.db, 'planner03')).filter((p) => p.planYrmn === '202603');
    for (const [userid, sqno, stat] of [['planner01', p1!.sqno, 'C'], ['planner03', p3!.sqno, 'R'], ['planner02', 0, 'S'], ['partner01', 0, 'S']] as const) {
      const a = await h.call('bsnPln/existInfo', { planYr: '2026', planMn: '03' }, { token: await h.as(userid) });
      expect(a.body.data, userid).toEqual({ sqno, stat, endDt: mar.endDt, endDt2: mar.endDt2, periodList });
    }
    expect(mar.endDt).toBe((await periodOf(h.db, '202602')).fourthEndDt);
  });
});
