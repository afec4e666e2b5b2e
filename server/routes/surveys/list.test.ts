// @vitest-environment node
// survey/list: each position sees the started surveys for it (the shared facts: COG01 the leadership survey,
// grade 1-3 planners the training survey, partners neither, nobody the one not yet started), by year, newest
// first, with ing/fin and the member's comStatus moving with the clock, a page at a time with the total.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { SURVEY_DIV } from '../../db/seed/survey-texts';
import { surveys, users } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { expectedRows, kstStamp, type SurveyData, surveyData } from '../../test-support/survey-data';

const SMALL_SEED = ['branch01', 'district01', 'district02', 'master01', 'master03', 'planner01', 'planner02', 'planner03', 'planner07', 'partner01'];

describe.each(TEST_DATABASES)('survey/list on $name', (database) => {
  let h: Harness;
  let d: SurveyData;
  let pstn: Map<string, string>;
  beforeAll(async () => {
    h = await createHarness(database);
    d = await surveyData(h.db);
    pstn = new Map((await h.db.select({ userid: users.userid, orgnzPstn: users.orgnzPstn }).from(users)).map((u) => [u.userid, u.orgnzPstn]));
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.clock.set(TEST_NOW);
    // A test that moved the clock signed in again on the same device, which ends the earlier session.
    h.forgetTokens();
  });

  const list = async (userid: string, fields: Record<string, string> = {}) =>
    h.call('survey/list', { offset: '0', size: '50', divCd: 'MS00', searchYear: '2026', ...fields }, { token: await h.as(userid) });
  const ids = async (userid: string, fields: Record<string, string> = {}) => (await list(userid, fields)).body.data.list.map((r: { srvySqno: number }) => r.srvySqno);
  const member = (userid: string) => ({ userid, orgnzPstn: pstn.get(userid)! });
  const inYear = (year: number) => (r: { sttTime: string }) => r.sttTime.startsWith(`${year}.`);

  it('lists for every small-seed account exactly the started surveys of its position, newest start first', async () => {
    for (const userid of SMALL_SEED) {
      const a = await list(userid);
      const expected = expectedRows(d, member(userid), TEST_NOW).filter(inYear(2026));
      expect(a.body.data, userid).toEqual({ list: expected, totCnt: expected.length });
    }
  });

  it('keeps the shared facts: (7) for COG01 only, (2) for planners only, (6) for nobody, (1), (3), (4) for everyone', async () => {
    expect(await ids('branch01')).toEqual([7, 1, 3, 4]);
    for (const planner of ['planner01', 'planner02', 'planner03', 'planner07']) expect(await ids(planner)).toEqual([2, 1, 3, 4]);
    for (const other of ['partner01', 'district01', 'master01']) expect(await ids(other)).toEqual([1, 3, 4]);
  });

  it("shows planner01's badges: (1) ing and open, (2) joined, (3) finished and joined, (4) finished and missed", async () => {
    const rows = (await list('planner01')).body.data.list as { srvySqno: number; status: string; comStatus: string }[];
    expect(rows.map((r) => [r.srvySqno, r.status, r.comStatus])).toEqual([
      [2, 'ing', 'done'],
      [1, 'ing', 'non'],
      [3, 'fin', 'done'],
      [4, 'fin', 'non'],
    ]);
    const planner02 = (await list('planner02')).body.data.list as { srvySqno: number; comStatus: string }[];
    expect(planner02.find((r) => r.srvySqno === 2)!.comStatus).toBe('done');
  });

  it('filters by the year the survey started in Korea time: last year holds (5) only, earlier years nothing', async () => {
    for (const userid of ['planner01', 'branch01', 'partner01']) {
      const a = await list(userid, { searchYear: '2025' });
      expect(a.body.data, userid).toEqual({ list: expectedRows(d, member(userid), TEST_NOW).filter(inYear(2025)), totCnt: 1 });
      expect(a.body.data.list[0]).toMatchObject({ srvySqno: 5, status: 'fin', comStatus: userid === 'planner01' ? 'done' : 'non' });
    }
    expect((await list('planner01', { searchYear: '2024' })).body.data).toEqual({ list: [], totCnt: 0 });
    expect((await list('planner01', { searchYear: '2027' })).body.data).toEqual({ list: [], totCnt: 0 });
  });

  it('splits years at midnight in Korea time, not UTC', async () => {
    const added = await h.db
      .insert(surveys)
      .values([
        { titl: '신년 인사 설문', sttTime: new Date('2026-01-01T00:00:00+09:00'), endTime: new Date('2026-01-05T18:00:00+09:00') },
        { titl: '연말 인사 설문', sttTime: new Date('2025-12-31T23:59:00+09:00'), endTime: new Date('2026-01-05T18:00:00+09:00') },
      ])
      .returning({ srvySqno: surveys.srvySqno });
    try {
      const [newYear, yearEnd] = added.map((a) => a.srvySqno);
      expect(await ids('partner01')).toContain(newYear);
      expect(await ids('partner01')).not.toContain(yearEnd);
      expect(await ids('partner01', { searchYear: '2025' })).toEqual([yearEnd, 5]);
    } finally {
      await h.db.delete(surveys).where(inArray(surveys.srvySqno, added.map((a) => a.srvySqno)));
    }
  });

  it('lists one category by divCd, every category with MS00 or without divCd', async () => {
    expect(await ids('planner01', { divCd: SURVEY_DIV.kss })).toEqual([4]);
    expect(await ids('planner01', { divCd: SURVEY_DIV.professional })).toEqual([2]);
    const all = await ids('planner01');
    const a = await h.call('survey/list', { offset: '0', size: '50', searchYear: '2026' }, { token: await h.as('planner01') });
    expect(a.body.data.list.map((r: { srvySqno: number }) => r.srvySqno)).toEqual(all);
    expect(await ids('planner01', { divCd: 'MS99' })).toEqual([]);
  });

  it('moves (1) from ing to fin at its end time and shows (6) once it has started', async () => {
    const one = d.surveys.find((s) => s.srvySqno === 1)!;
    const six = d.surveys.find((s) => s.srvySqno === 6)!;
    // A new session each time: the clock moves by days, past a session's life.
    const fresh = async (userid: string) => h.call('survey/list', { offset: '0', size: '50', searchYear: '2026' }, { token: await h.login(userid) });
    const statusOf = async (userid: string, no: number) =>
      ((await fresh(userid)).body.data.list as { srvySqno: number; status: string; comStatus: string }[]).find((r) => r.srvySqno === no);
    h.clock.set(new Date(one.endTime.getTime() - 1000));
    expect(await statusOf('planner03', 1)).toMatchObject({ status: 'ing', comStatus: 'non' });
    h.clock.set(one.endTime);
    expect(await statusOf('planner03', 1)).toMatchObject({ status: 'fin', comStatus: 'non' });
    expect(await statusOf('planner02', 2)).toMatchObject({ status: 'ing', comStatus: 'done' });
    h.clock.set(new Date(six.sttTime.getTime() - 1000));
    expect(await statusOf('partner01', 6)).toBeUndefined();
    h.clock.set(six.sttTime);
    expect(await statusOf('partner01', 6)).toMatchObject({ status: 'ing', comStatus: 'non', sttTime: kstStamp(six.sttTime) });
    expect(await fresh('partner01')).toMatchObject({ body: { data: { list: expectedRows(d, member('partner01'), six.sttTime).filter(inYear(2026)) } } });
  });

  it('pages in the order of the whole list, with the total on every page and a shorter last page', async () => {
    const whole = (await list('planner01')).body.data.list;
    expect(whole).toHaveLength(4);
    const pages = [];
    for (let offset = 0; offset < 4; offset += 3) pages.push((await list('planner01', { offset: String(offset), size: '3' })).body.data);
    expect(pages.map((p) => p.totCnt)).toEqual([4, 4]);
    expect(pages.map((p) => p.list.length)).toEqual([3, 1]);
    expect(pages.flatMap((p) => p.list)).toEqual(whole);
    expect((await list('planner01', { offset: '4', size: '3' })).body.data).toEqual({ list: [], totCnt: 4 });
  });

  it('refuses a bad year or page with bad_request, and callers without a session', async () => {
    for (const fields of [{ searchYear: '26' }, { searchYear: 'abcd' }, { size: '0' }, { size: '51' }, { offset: '-1' }] as Record<string, string>[]) {
      const a = await list('planner01', fields);
      expect([a.status, a.body.rt], JSON.stringify(fields)).toEqual([400, 'bad_request']);
    }
    const a = await h.call('survey/list', { offset: '0', size: '10', searchYear: '2026' });
    expect(a.status).toBe(401);
  });
});
