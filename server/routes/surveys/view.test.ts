// @vitest-environment node
// survey/view: a survey the member may see, with its questions and options in order and their own stored
// answers; a finished survey they missed is refused with its own message, and an unknown, not-started or
// other-position survey with one and the same audited not-found answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { users } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { expectedRows, type SurveyData, surveyData } from '../../test-support/survey-data';

describe.each(TEST_DATABASES)('survey/view on $name', (database) => {
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

  const view = async (userid: string, srvySqno: number | string, token?: string) =>
    h.call('survey/view', { srvySqno: String(srvySqno) }, { token: token ?? (await h.as(userid)) });

  /** The answer the oracle expects from the stored rows. */
  const expected = (userid: string, srvySqno: number, now = TEST_NOW) => {
    const items = d.items.filter((i) => i.srvySqno === srvySqno).sort((a, b) => a.ordr - b.ordr);
    const answerOf = (optnSqno: number) => d.answers.find((a) => a.userid === userid && a.optnSqno === optnSqno);
    return {
      info: expectedRows(d, { userid, orgnzPstn: pstn.get(userid)! }, now).find((r) => r.srvySqno === srvySqno),
      list: items.map((i) => ({ itemSqno: i.itemSqno, qsitTypCd: i.qsitTypCd, titl: i.titl, essnYn: i.essnYn, prfnLow: i.prfnLow, prfnHig: i.prfnHig })),
      optionList: items.flatMap((i) =>
        d.options
          .filter((o) => o.itemSqno === i.itemSqno)
          .sort((a, b) => a.ordr - b.ordr)
          .map((o) => ({
            optnSqno: o.optnSqno,
            itemSqno: o.itemSqno,
            optnTyp: o.optnTyp,
            cntn: o.cntn,
            fileSqno: o.fileUrl,
            userPick: answerOf(o.optnSqno)?.userPick ?? '',
            rply: answerOf(o.optnSqno)?.rply ?? '',
            insertFlag: answerOf(o.optnSqno) ? 'Y' : 'N',
          })),
      ),
    };
  };

  it('opens a running survey not yet answered: info, questions and options in order, nothing picked', async () => {
    const a = await view('planner01', 1);
    expect(a.body.rt).toBe('success');
    expect(a.body.data).toEqual(expected('planner01', 1));
    expect(a.body.data.info).toMatchObject({ status: 'ing', comStatus: 'non' });
    expect(a.body.data.optionList.every((o: { insertFlag: string; userPick: string }) => o.insertFlag === 'N' && o.userPick === '')).toBe(true);
    expect(a.body.data.list.map((q: { qsitTypCd: string }) => q.qsitTypCd)).toEqual(['SQT01', 'SQT02', 'SQT03', 'SQT04', 'SQT05', 'SQT06']);
  });

  it('reads back the stored answers of a joined survey, running or finished', async () => {
    for (const [userid, no, status] of [['planner02', 2, 'ing'], ['planner01', 3, 'fin'], ['planner01', 5, 'fin']] as const) {
      const a = await view(userid, no);
      expect(a.body.data, `${userid} (${no})`).toEqual(expected(userid, no));
      expect(a.body.data.info).toMatchObject({ status, comStatus: 'done' });
      const picked = a.body.data.optionList.filter((o: { insertFlag: string }) => o.insertFlag === 'Y');
      expect(picked.length).toBe(d.answers.filter((x) => x.userid === userid && x.srvySqno === no).length);
      expect(picked.length).toBeGreaterThan(0);
    }
  });

  it("shows only the caller's own answers", async () => {
    const a = await view('planner03', 2);
    expect(a.body.data.info.comStatus).toBe('non');
    expect(a.body.data.optionList.some((o: { insertFlag: string }) => o.insertFlag === 'Y')).toBe(false);
  });

  it('refuses a finished survey the member did not join with its own message', async () => {
    const a = await view('planner01', 4);
    expect([a.status, a.body]).toEqual([409, { rt: 'refused', rtMsg: msg.surveyNotJoined }]);
    const one = d.surveys.find((s) => s.srvySqno === 1)!;
    h.clock.set(one.endTime);
    const late = await view('planner01', 1, await h.login('planner01'));
    expect(late.body).toEqual({ rt: 'refused', rtMsg: msg.surveyNotJoined });
  });

  it('answers another position’s, a not-started and an unknown survey alike: not_found, audited, no data', async () => {
    const cases: [string, number][] = [['partner01', 2], ['branch01', 2], ['planner01', 7], ['planner01', 6], ['planner01', 999_999]];
    for (const [userid, no] of cases) {
      const a = await view(userid, no);
      expect([userid, no, a.status, a.body]).toEqual([userid, no, 404, { rt: 'not_found', rtMsg: msg.surveyNotFound }]);
      expect(h.audit.some((e) => e.path === 'survey/view' && e.rt === 'not_found' && e.userId === userid && (e.detail as { srvySqno?: number }).srvySqno === no)).toBe(true);
    }
  });

  it('opens the not-started survey once its start time has come', async () => {
    const six = d.surveys.find((s) => s.srvySqno === 6)!;
    h.clock.set(six.sttTime);
    const a = await view('partner01', 6, await h.login('partner01'));
    expect(a.body.data).toEqual(expected('partner01', 6, six.sttTime));
  });

  it('refuses a bad survey number with bad_request and a caller without a session', async () => {
    for (const srvySqno of ['0', 'x', '-1', '']) expect((await view('planner01', srvySqno)).body.rt).toBe('bad_request');
    expect((await h.call('survey/view', { srvySqno: '1' })).status).toBe(401);
  });
});
