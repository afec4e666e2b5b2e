// @vitest-environment node
// orgnz/list: the caller's organisation below them, every filter, both sorts and paging, against rows read
// in plain TypeScript (server/test-support/org-expect.ts); the dashboard's organisation card counts the
// same members as the list opened with the matching option; bad input is a 400 envelope.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { monthlyResults, morningMeetings } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';
import { type OrgExpect, orgExpect } from '../../test-support/org-expect';

type Row = ReturnType<OrgExpect['listRow']>;

describe.each(TEST_DATABASES)('orgnz/list on $name', (database) => {
  let h: Harness;
  let e: OrgExpect;
  const list = async (caller: string, fields: Record<string, string> = {}) =>
    h.call('orgnz/list', { offset: '0', size: '50', ...fields }, { token: await h.as(caller) });
  const rowsOf = async (caller: string, fields: Record<string, string> = {}) => {
    const a = await list(caller, fields);
    expect(a.body.rt, JSON.stringify(a.body)).toBe('success');
    return a.body.data as { list: Row[]; totCnt: number };
  };

  beforeAll(async () => {
    h = await createHarness(database);
    // Edge amounts the seed may not hold: exactly 3,000,000 (가동, not 실활동), none at all (미가동), and a
    // tie with another member (the perform sort then goes by employee code).
    const month = (await orgExpect(h.db, h.clock.now())).month;
    const set = (userid: string, totamt: number) =>
      h.db.update(monthlyResults).set({ totamt }).where(and(eq(monthlyResults.userid, userid), eq(monthlyResults.yyyymm, month)));
    await set('planner02', 3_000_000);
    await set('master01', 3_000_000);
    await h.db.delete(monthlyResults).where(and(eq(monthlyResults.userid, 'partner01'), eq(monthlyResults.yyyymm, month)));
    e = await orgExpect(h.db, h.clock.now());
  });
  afterAll(() => h.close());

  it('lists everyone below the caller (not themselves), by this month’s amount then code, with every field', async () => {
    for (const caller of ['branch01', 'district01', 'district02']) {
      const want = e.list(caller);
      expect(want.length).toBeGreaterThan(0);
      expect(await rowsOf(caller)).toEqual({ list: want, totCnt: want.length });
    }
    const branch = await rowsOf('branch01');
    expect(branch.list.map((r) => r.akdcde)).not.toContain(e.byId('branch01').akdcde);
    expect(branch.totCnt).toBe(9);
    // The tie at 3,000,000 is broken by employee code.
    const tied = branch.list.filter((r) => r.totamt === 3_000_000).map((r) => r.akdcde);
    expect(tied).toEqual([e.byId('planner02').akdcde, e.byId('master01').akdcde].sort());
  });

  it('reads 3,000,000 as 가동, no record as 미가동, and shows the seed’s reinstated member in month 1', async () => {
    const rows = (await rowsOf('branch01')).list;
    const row = (userid: string) => rows.find((r) => r.akdcde === e.byId(userid).akdcde)!;
    expect([row('planner02').gadong, row('partner01').gadong, row('partner01').totamt]).toEqual(['1', '0', 0]);
    expect(rows.some((r) => r.gadong === '2')).toBe(true);
    expect([row('planner03').chawol, e.byId('planner03').startType]).toEqual([1, e.byId('planner03').baseDate.replace(/-/g, '')]);
  });

  it('sorts by employee code when asked', async () => {
    const want = e.list('branch01', () => true, 'akdcde');
    expect((await rowsOf('branch01', { ordrType: 'akdcde' })).list).toEqual(want);
  });

  it('filters by position, 차월 band and activity state (comma lists, unknown codes ignored), combined', async () => {
    const band = (c: number) => (c === 1 ? '1' : c <= 3 ? '2' : c <= 6 ? '4' : '7');
    const cases: [Record<string, string>, (r: Row) => boolean][] = [
      [{ gubun: 'COG03,COG04' }, (r) => ['COG03', 'COG04'].includes(r.gubun)],
      [{ gubun: 'COGA2,BOGUS' }, (r) => r.gubun === 'COGA2'],
      [{ gubun: 'COG02' }, () => true],
      [{ chawol: '1' }, (r) => band(r.chawol) === '1'],
      [{ chawol: '2,4,7' }, (r) => band(r.chawol) !== '1'],
      [{ chawol: '7' }, (r) => r.chawol >= 7],
      [{ gadong: '0' }, (r) => r.totamt <= 0],
      [{ gadong: '1' }, (r) => r.totamt > 0 && r.totamt <= 3_000_000],
      [{ gadong: '2,0' }, (r) => r.totamt > 3_000_000 || r.totamt <= 0],
      [{ gubun: 'COG03,COG04,COG05,COG06', gadong: '1,2', chawol: '1,2,4,7' }, (r) => r.gubun !== 'COGA2' && r.gubun !== 'COG02' && r.totamt > 0],
      [{ meetYn: 'Y' }, (r) => r.meetYn === 'Y'],
      [{ meetYn: 'N' }, () => true],
    ];
    for (const [fields, keep] of cases) {
      const want = e.list('branch01', keep);
      expect(await rowsOf('branch01', fields), JSON.stringify(fields)).toEqual({ list: want, totCnt: want.length });
    }
    expect(e.list('branch01', (r) => r.meetYn === 'Y').length).toBeGreaterThan(0);
    expect(e.list('branch01', (r) => r.chawol >= 7).length).toBeGreaterThan(0);
  });

  it('searches by name part, employee-code prefix or phone digits', async () => {
    const target = e.byId('planner07');
    const digits = (p: string) => p.replace(/-/g, '');
    const matches = (k: string) => (r: Row) => {
      const u = e.byCode(r.akdcde);
      const d = k.replace(/[-\s]/g, '');
      return u.name.includes(k) || (/^\d+$/.test(d) && (u.akdcde.startsWith(d) || digits(u.phone).includes(d)));
    };
    for (const keyword of [target.name.slice(1), target.name, target.akdcde.slice(0, 6), target.akdcde, digits(target.phone).slice(-4), target.phone.slice(4), ' 1023 ', '없는이름']) {
      const want = e.list('branch01', matches(keyword.trim()));
      expect(await rowsOf('branch01', { keyword }), keyword).toEqual({ list: want, totCnt: want.length });
    }
    expect((await rowsOf('branch01', { keyword: target.akdcde })).list.map((r) => r.akdcde)).toContain(target.akdcde);
    // A district head's search stays inside their own district.
    expect((await rowsOf('district01', { keyword: target.akdcde })).list).toEqual([]);
  });

  it('pages the filtered list: every page as the whole list cut, the total on each, an empty page past the end', async () => {
    const want = e.list('branch01');
    const seen: Row[] = [];
    for (let offset = 0; offset <= want.length + 3; offset += 4) {
      const page = await rowsOf('branch01', { offset: String(offset), size: '4' });
      expect(page).toEqual({ list: want.slice(offset, offset + 4), totCnt: want.length });
      seen.push(...page.list);
    }
    expect(seen).toEqual(want);
    const filtered = e.list('branch01', (r) => r.gadong !== '0', 'akdcde');
    expect(await rowsOf('branch01', { gadong: '1,2', ordrType: 'akdcde', offset: '2', size: '2' })).toEqual({ list: filtered.slice(2, 4), totCnt: filtered.length });
    expect(await rowsOf('branch01', { gadong: '1,2', offset: '40', size: '10' })).toEqual({ list: [], totCnt: filtered.length });
  });

  it('gives the dashboard card the totals of the list opened with each option (meetY, recruit, sil, sil1, sil2)', async () => {
    for (const caller of ['branch01', 'district01']) {
      const card = (await h.call('organization', {}, { token: await h.as(caller) })).body.data;
      const total = async (fields: Record<string, string>) => (await rowsOf(caller, fields)).totCnt;
      expect({
        totcnt: await total({}),
        meetY: await total({ meetYn: 'Y' }),
        recruitCnt: await total({ chawol: '1', ordrType: 'akdcde' }),
        silCnt: await total({ gadong: '2' }),
        silCnt1: await total({ gadong: '1' }),
        silCnt2: await total({ gadong: '0', ordrType: 'akdcde' }),
      }).toEqual({ totcnt: card.totcnt, meetY: card.meetY, recruitCnt: card.recruitCnt, silCnt: card.silCnt, silCnt1: card.silCnt1, silCnt2: card.silCnt2 });
      expect(card.recruitCnt).toBeGreaterThan(0);
    }
  });

  it('answers 400 with the envelope for bad input, never 500', async () => {
    const token = await h.as('branch01');
    for (const [fields, named] of [
      [{ offset: '-1', size: '10' }, 'offset'],
      [{ offset: '0', size: '0' }, 'size'],
      [{ offset: '0', size: '51' }, 'size'],
      [{ offset: 'x', size: '10' }, 'offset'],
      [{ offset: '0', size: '10', keyword: '123456789012' }, 'keyword'],
      [{ offset: '0', size: '10', ordrType: 'name' }, 'ordrType'],
      [{ offset: '0', size: '10', meetYn: 'yes' }, 'meetYn'],
      [{ offset: '0', size: '10', gubun: 'C'.repeat(61) }, 'gubun'],
      [{ size: '10' }, 'offset'],
    ] as const) {
      const a = await h.call('orgnz/list', fields, { token });
      expect([a.status, a.body], JSON.stringify(fields)).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
    }
    // Keyword text with SQL or LIKE characters is plain text.
    for (const keyword of ["%' or 1=1", '_', '%']) expect(await rowsOf('branch01', { keyword })).toEqual({ list: [], totCnt: 0 });
  });

  it('follows today’s meeting: a member who enters now joins the meetY list', async () => {
    const before = (await rowsOf('district01', { meetYn: 'Y' })).list.map((r) => r.akdcde);
    const absent = e.below('district01').find((u) => !e.meetToday(u))!;
    expect(absent).toBeDefined();
    await h.db
      .insert(morningMeetings)
      .values({ userid: absent, date: e.today, attendStatus: 'S', chltim: '08:50', levtim: '' })
      .onConflictDoUpdate({ target: [morningMeetings.userid, morningMeetings.date], set: { attendStatus: 'S' } });
    const after = (await rowsOf('district01', { meetYn: 'Y' })).list.map((r) => r.akdcde);
    expect(after.sort()).toEqual([...before, e.byId(absent).akdcde].sort());
  });
});
