// @vitest-environment node
// The home's survey button (dashboard userInfo.srvySqno): the newest-started running survey for the member's
// position they have not answered, '' when none; answering it moves the button to the next one.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { dueSurvey, surveyData, validAnswers } from '../../test-support/survey-data';

const SMALL_SEED = ['branch01', 'district01', 'district02', 'master01', 'master03', 'planner01', 'planner02', 'planner03', 'planner07', 'partner01'];

describe.each(TEST_DATABASES)('the dashboard’s survey on $name', (database) => {
  let h: Harness;
  let pstn: Map<string, string>;
  beforeAll(async () => {
    h = await createHarness(database);
    pstn = new Map((await h.db.select({ userid: users.userid, orgnzPstn: users.orgnzPstn }).from(users)).map((u) => [u.userid, u.orgnzPstn]));
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.clock.set(TEST_NOW);
    h.forgetTokens();
  });

  const due = async (userid: string) => (await h.call('dashboard', {}, { token: await h.as(userid) })).body.data.userInfo.srvySqno as string;
  const expected = async (userid: string) => dueSurvey(await surveyData(h.db), { userid, orgnzPstn: pstn.get(userid)! }, h.clock.now());
  const answer = async (userid: string, srvySqno: string) => {
    const view = (await h.call('survey/view', { srvySqno }, { token: await h.as(userid) })).body.data;
    const a = await h.call('survey/save', { srvySqno, jsonString: JSON.stringify(validAnswers(view)) }, { token: await h.as(userid) });
    expect(a.body.rt).toBe('success');
  };

  it('names for every account the survey the seeded rows say', async () => {
    for (const userid of SMALL_SEED) expect([userid, await due(userid)]).toEqual([userid, await expected(userid)]);
    // The shared facts: planner01 has (1) to answer, a branch head its own (7), a grade 3 planner (2).
    expect([await due('planner01'), await due('branch01'), await due('planner03'), await due('partner01')]).toEqual(['1', '7', '2', '1']);
  });

  it('moves to the next survey once the member answers, then to none', async () => {
    await answer('planner03', '2');
    expect(await due('planner03')).toBe('1');
    await answer('planner03', '1');
    expect(await due('planner03')).toBe('');
    await answer('branch01', '7');
    expect(await due('branch01')).toBe(await expected('branch01'));
    expect(await due('branch01')).toBe('1');
  });

  it('names a newer survey once it starts, and drops a survey at its end time', async () => {
    const data = await surveyData(h.db);
    const one = data.surveys.find((s) => s.srvySqno === 1)!;
    const six = data.surveys.find((s) => s.srvySqno === 6)!;
    const at = async (t: Date) => {
      h.clock.set(t);
      // The clock moves by days, past a session's life: sign in again.
      h.forgetTokens();
      return [await due('partner01'), await expected('partner01')];
    };
    expect(await at(new Date(six.sttTime.getTime() - 1000))).toEqual(['1', '1']);
    expect(await at(six.sttTime)).toEqual(['6', '6']);
    await answer('partner01', '6');
    expect(await at(new Date(one.endTime.getTime() - 1000))).toEqual(['1', '1']);
    expect(await at(one.endTime)).toEqual(['', '']);
  });
});
