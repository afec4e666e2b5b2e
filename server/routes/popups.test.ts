// @vitest-environment node
// popup/list and popup/detail: the popups open at the server's now (every role sees the same), one
// popup with its body, closed/future/unknown popups refused alike, malformed ids, no session.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../src/domain/messages';
import { DEMO_ACCOUNTS } from '../db/seed';
import { OPEN_POPUPS, buildPopups } from '../db/seed/popups';
import { TEST_DATABASES } from '../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../test-support/harness';

const SEED_DAY = '2026-03-12';
const seeded = buildPopups(SEED_DAY);

describe.each(TEST_DATABASES)('popups on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.set(TEST_NOW));

  it.each(DEMO_ACCOUNTS.map((a) => a.userid))('%s: the open popups, oldest first, without their bodies', async (userid) => {
    const a = await h.call('popup/list', {}, { token: await h.as(userid) });
    expect(a.body).toEqual({ rt: 'success', data: { list: OPEN_POPUPS.map((p) => ({ sqno: p.sqno, titl: p.titl, ppupTyp: p.ppupTyp })) } });
  });

  it('follows the window: opens at its start, closes at its end', async () => {
    // A fresh login at each instant: the session of another day would have run out.
    const listAt = async (iso: string) => {
      h.clock.set(new Date(iso));
      const token = await h.login('planner01');
      return ((await h.call('popup/list', {}, { token })).body.data.list as { sqno: number }[]).map((p) => p.sqno);
    };
    // Popup 2 opens at midnight the day before the seed day; popup 4 opens 5 days after it.
    expect(await listAt('2026-03-10T23:59:59+09:00')).toEqual([1]);
    expect(await listAt('2026-03-11T00:00:00+09:00')).toEqual([1, 2]);
    expect(await listAt('2026-03-17T00:00:00+09:00')).toEqual([1, 2, 4]);
    // Popup 1 ends at midnight ten days after the seed day (the end is not included).
    expect(await listAt('2026-03-22T00:00:00+09:00')).toEqual([2, 4]);
    // Those logins replaced the cached session of the device.
    h.forgetTokens();
  });

  it('answers an open popup with its HTML body and type', async () => {
    const a = await h.call('popup/detail', { sqno: '2' }, { token: await h.as('partner01') });
    const p = seeded.find((x) => x.sqno === 2)!;
    expect(a.body).toEqual({ rt: 'success', data: { sqno: 2, titl: p.titl, cntn: p.cntn, ppupTyp: '1' } });
  });

  it('refuses a closed, a future and an unknown popup alike', async () => {
    const token = await h.as('planner01');
    for (const sqno of ['3', '4', '999']) {
      const a = await h.call('popup/detail', { sqno }, { token });
      expect([a.status, a.body]).toEqual([404, { rt: 'not_found', rtMsg: msg.notFound }]);
    }
  });

  it('refuses malformed ids with the field named, never a 500', async () => {
    const token = await h.as('planner01');
    for (const sqno of ['', '0', '-1', '1.5', 'abc', '1e3', '99999999999', null]) {
      const a = await h.call('popup/detail', sqno === null ? {} : { sqno }, { token });
      expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (sqno)` }]);
    }
  });

  it('refuses both calls without a session', async () => {
    for (const [path, fields] of [['popup/list', {}], ['popup/detail', { sqno: '1' }]] as const) {
      const a = await h.call(path, fields);
      expect([a.status, a.body.rt]).toEqual([401, 'unauthorized']);
    }
  });
});
