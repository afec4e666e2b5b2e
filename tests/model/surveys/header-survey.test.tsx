// The header's survey button (spec 1 §2 header, spec 3 §2) in the whole app against the real server in
// process: on the dashboard it leads to the survey the seed leaves waiting for the user (the newest running
// one for their position they have not answered, read from the database); once that one is answered the
// reloaded dashboard names the next or none. Pages whose header has no survey button never show it.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { openAppWorld, serverSession, type AppWorld } from '../../support/app-world';
import { serverFetch } from '../../support/server-fetch';
import { dueSurvey, forgetAnswers } from './surveys-world';

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
let world: AppWorld | null = null;
afterEach(async () => {
  await world?.stop();
  world = null;
  cleanup();
});

/** The calls the server has answered, by path. */
let answered: string[] = [];
async function open(userid: string, path: string) {
  const server = serverFetch(h);
  answered = [];
  const fetch: typeof server.fetch = async (input, init) => {
    const res = await server.fetch(input, init);
    answered.push(new URL(input, 'http://localhost').pathname);
    return res;
  };
  world = await openAppWorld({ path, fetch, session: await serverSession(h, userid) });
}
const button = () => screen.queryByRole('link', { name: '설문 참여' });

it('planner01’s dashboard leads to the survey waiting for them; answered, the next (or none) is named', async () => {
  const first = await dueSurvey(h, 'planner01');
  expect(first).not.toBeNull();
  await open('planner01', '/main');
  await waitFor(() => expect(button()).toHaveAttribute('href', `/mypage/surveyView?srvySqno=${first}`), { timeout: 8000 });
  await world!.stop();
  cleanup();

  // planner01 answers it (the server's own call, as the survey screen sends it).
  const token = await h.as('planner01');
  const view = (await h.call('survey/view', { srvySqno: String(first) }, { token })).body.data;
  const answers = view.list.flatMap((q: { itemSqno: number; qsitTypCd: string }) => {
    const opts = view.optionList.filter((o: { itemSqno: number; optnTyp: string }) => o.itemSqno === q.itemSqno && o.optnTyp === 'N');
    if (q.qsitTypCd === 'SQT05' || q.qsitTypCd === 'SQT06') return [{ srvySqno: first, itemSqno: q.itemSqno, optnSqno: opts[0].optnSqno, userPick: '', rply: '좋습니다' }];
    if (q.qsitTypCd === 'SQT04') return opts.map((o: { optnSqno: number }, i: number) => ({ srvySqno: first, itemSqno: q.itemSqno, optnSqno: o.optnSqno, userPick: String(i + 1), rply: '' }));
    return [{ srvySqno: first, itemSqno: q.itemSqno, optnSqno: opts[0].optnSqno, userPick: 'Y', rply: '' }];
  });
  expect((await h.call('survey/save', { srvySqno: String(first), jsonString: JSON.stringify(answers) }, { token })).body.rt).toBe('success');
  try {
    const next = await dueSurvey(h, 'planner01');
    expect(next).not.toBe(first);
    await open('planner01', '/main');
    if (next === null) {
      // The dashboard's answer has arrived and been drawn (its spinner gone), and still no button.
      await waitFor(() => expect(answered).toContain('/api/v1/dashboard'), { timeout: 8000 });
      const home = await screen.findByRole('region', { name: '홈' });
      await waitFor(() => expect(within(home).queryByLabelText('불러오는 중')).toBeNull());
      expect(button()).toBeNull();
    } else await waitFor(() => expect(button()).toHaveAttribute('href', `/mypage/surveyView?srvySqno=${next}`), { timeout: 8000 });
  } finally {
    await forgetAnswers(h, 'planner01', first!);
  }
});

it('the survey list’s header has no survey button', async () => {
  expect(await dueSurvey(h, 'planner01')).not.toBeNull();
  await open('planner01', '/mypage/surveyList');
  await screen.findByRole('combobox', { name: '조회 연도' }, { timeout: 8000 });
  expect(button()).toBeNull();
});
