// @vitest-environment node
// orgnz/detail, perform, activity and profile: each answer against rows read in plain TypeScript
// (server/test-support/org-expect.ts), for the caller themselves and members below them, this month and
// past months; bad input is a 400 envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { orgMemos } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { type OrgExpect, orgExpect } from '../../test-support/org-expect';

/** [caller, target]: themselves, a member two levels down, a district head, a reinstated member. */
const PAIRS = [
  ['branch01', 'branch01'],
  ['branch01', 'planner01'],
  ['branch01', 'district02'],
  ['branch01', 'planner07'],
  ['district01', 'master01'],
  ['district01', 'planner03'],
  ['district01', 'district01'],
  ['district02', 'planner07'],
] as const;

describe.each(TEST_DATABASES)('orgnz member calls on $name', (database) => {
  let h: Harness;
  let e: OrgExpect;
  const ask = async (path: string, caller: string, fields: Record<string, string>) => {
    const a = await h.call(path, fields, { token: await h.as(caller) });
    expect(a.body.rt, `${path} ${JSON.stringify(a.body)}`).toBe('success');
    return a.body.data;
  };
  const code = (userid: string) => e.byId(userid).akdcde;
  const byReq = <T extends { reqSeq: string }>(rows: readonly T[]) => [...rows].sort((a, b) => a.reqSeq.localeCompare(b.reqSeq));

  beforeAll(async () => {
    h = await createHarness(database);
    // Memos of two authors about the same member: each sees only their own.
    await h.db.insert(orgMemos).values([
      { authorUserid: 'branch01', targetUserid: 'planner01', cntn: '지점장 메모 1', crtnDttm: new Date('2026-03-02T09:15:00+09:00') },
      { authorUserid: 'district01', targetUserid: 'planner01', cntn: '지국장 메모', crtnDttm: new Date('2026-03-03T18:40:00+09:00') },
      { authorUserid: 'branch01', targetUserid: 'planner01', cntn: '지점장 메모 2', crtnDttm: new Date('2026-03-10T23:59:00+09:00') },
    ]);
    e = await orgExpect(h.db, h.clock.now());
  });
  afterAll(() => h.close());

  it('detail: identity, affiliation, dates, 차월, cumulative sales and what is left to the next rank', async () => {
    for (const [caller, target] of PAIRS) expect(await ask('orgnz/detail', caller, { targetId: code(target) }), `${caller}→${target}`).toEqual(e.detail(target));
    // A year of results: cumulative sales are more than this month's.
    expect(e.siljuck('planner01')).toBeGreaterThan(e.amount('planner01'));
    expect(e.detail('planner03').akdst).not.toBe('00000000');
  });

  it('perform: the month’s recognised amount, this KST month by default, 0 for a month without a record', async () => {
    const months = [...new Set(['202512', '202601', '202602', e.month])];
    for (const [caller, target] of PAIRS) {
      expect(await ask('orgnz/perform', caller, { targetId: code(target), gubun: 'COG03' })).toEqual({ perform: e.amount(target), yyyymm: e.month });
      for (const yyyymm of months)
        expect(await ask('orgnz/perform', caller, { targetId: code(target), yyyymm })).toEqual({ perform: e.result(target, yyyymm)?.totamt ?? 0, yyyymm });
    }
    expect(await ask('orgnz/perform', 'branch01', { targetId: code('planner01'), yyyymm: '201901' })).toEqual({ perform: 0, yyyymm: '201901' });
    // The month follows the KST clock: 23:59 KST on the last day is still March, 00:00 is April.
    try {
      for (const [at, yyyymm] of [['2026-03-31T23:59:00+09:00', '202603'], ['2026-04-01T00:00:00+09:00', '202604']] as const) {
        h.clock.set(new Date(at));
        const a = await h.call('orgnz/perform', { targetId: code('planner01') }, { token: await h.login('branch01') });
        expect(a.body.data.yyyymm).toBe(yyyymm);
      }
    } finally {
      h.clock.set(TEST_NOW);
      h.forgetTokens();
    }
  });

  it('activity: the month’s counts (zeros without a record), required and in-progress courses, and only the caller’s memos', async () => {
    for (const [caller, target] of PAIRS) {
      for (const yyyymm of [undefined, '202602', '201901']) {
        const a = await ask('orgnz/activity', caller, { targetId: code(target), ...(yyyymm ? { yyyymm } : {}) });
        const c = e.coursesOf(target);
        expect(a.yyyymm).toBe(yyyymm ?? e.month);
        expect(a.activityInfo).toEqual(e.activityInfo(target, yyyymm ?? e.month));
        expect([...a.eduInfo].sort((x, y) => x.lecNm.localeCompare(y.lecNm))).toEqual([...c.required].sort((x, y) => x.lecNm.localeCompare(y.lecNm)));
        expect(byReq(a.studitList)).toEqual(byReq(c.studying));
        expect(a.memoList.map((m: { sqno: number }) => m.sqno)).toEqual(e.memosBy(caller, target).map((m) => m.sqno));
      }
    }
    expect(Object.values(e.activityInfo('planner01')).some((n) => n > 0)).toBe(true);
    expect(e.activityInfo('planner01', '201901')).toEqual(Object.fromEntries(Object.keys(e.activityInfo('planner01')).map((k) => [k, 0])));
    const mine = await ask('orgnz/activity', 'branch01', { targetId: code('planner01') });
    expect(mine.memoList).toEqual([
      { sqno: expect.any(Number), cntn: '지점장 메모 2', crtnDttm: '2026.03.10 23:59', version: 1 },
      { sqno: expect.any(Number), cntn: '지점장 메모 1', crtnDttm: '2026.03.02 09:15', version: 1 },
    ]);
    expect((await ask('orgnz/activity', 'district01', { targetId: code('planner01') })).memoList.map((m: { cntn: string }) => m.cntn)).toEqual(['지국장 메모']);
  });

  it('profile: the member-profile fields, 신규 or 복직 by the start type, isMe on the caller’s own', async () => {
    for (const [caller, target] of PAIRS) expect(await ask('orgnz/profile', caller, { targetId: code(target) })).toEqual(e.profile(target, caller));
    const back = await ask('orgnz/profile', 'district01', { targetId: code('planner03') });
    expect([back.akdst, back.akdje.replace(/-/g, ''), back.chawol]).toEqual([e.byId('planner03').startType, e.byId('planner03').startType, 1]);
    expect(back.akden < back.akdje).toBe(true);
    expect((await ask('orgnz/profile', 'branch01', { targetId: code('branch01') })).isMe).toBe('Y');
  });

  it('answers 400 with the envelope for a missing or over-long target and a bad month, never 500', async () => {
    const token = await h.as('branch01');
    for (const path of ['orgnz/detail', 'orgnz/perform', 'orgnz/activity', 'orgnz/profile', 'orgnz/memoList']) {
      for (const [fields, named] of [
        [{}, 'targetId'],
        [{ targetId: '' }, 'targetId'],
        [{ targetId: '1'.repeat(21) }, 'targetId'],
      ] as const) {
        const a = await h.call(path, fields, { token });
        expect([a.status, a.body], `${path} ${JSON.stringify(fields)}`).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
      }
    }
    for (const path of ['orgnz/perform', 'orgnz/activity'])
      for (const yyyymm of ['2026-03', '202613', '202600', '20263', 'x'])
        expect((await h.call(path, { targetId: code('planner01'), yyyymm }, { token })).body, `${path} ${yyyymm}`).toEqual({ rt: 'bad_request', rtMsg: `${msg.badRequest} (yyyymm)` });
  });
});
