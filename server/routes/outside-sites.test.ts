// @vitest-environment node
// Outside-site addresses are operator configuration: none until an operator sets one (no invented
// address), `site set`/`clear`/`list` through the operations and the loopback admin endpoint with
// clear refusals for bad input, and site/list answering the configured sites per role (partners get
// the ordering site's pages without single sign-on).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { TEST_DATABASES } from '../test-support/databases';
import { createHarness, type Harness } from '../test-support/harness';
import { operate } from '../test-support/operations';

const ORDER = 'https://order.example.co.kr/order/pick';
const CARD = 'https://order.example.co.kr/card/make';
const EDU = 'https://edu.example.co.kr/';
const ADMIN_TOKEN = 'a'.repeat(64);

describe.each(TEST_DATABASES)('outside sites on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database, { adminToken: ADMIN_TOKEN });
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    for (const code of ['ORDER', 'COMMISSION', 'CARD', 'EDU', 'EVENT', 'SALES', 'COUPON']) await operate(h, 'site/clear', { code });
  });

  const sitesOf = async (userid: string) => {
    const a = await h.call('site/list', {}, { token: await h.as(userid) });
    expect(a.status).toBe(200);
    return a.body.data.list as { siteCd: string; url: string; ssoYn: string }[];
  };

  it.each(DEMO_ACCOUNTS.map((a) => a.userid))('%s gets no site before an operator configures one', async (userid) => {
    expect(await sitesOf(userid)).toEqual([]);
  });

  it('answers the configured sites in the app’s order, with single sign-on for staff and not for partners', async () => {
    await operate(h, 'site/set', { code: 'EDU', url: EDU });
    await operate(h, 'site/set', { code: 'CARD', url: CARD });
    await operate(h, 'site/set', { code: 'ORDER', url: ORDER });
    for (const userid of ['branch01', 'district01', 'master01', 'planner01', 'planner03'])
      expect(await sitesOf(userid), userid).toEqual([
        { siteCd: 'ORDER', url: ORDER, ssoYn: 'Y' },
        { siteCd: 'CARD', url: CARD, ssoYn: 'Y' },
        { siteCd: 'EDU', url: EDU, ssoYn: 'N' },
      ]);
    expect(await sitesOf('partner01')).toEqual([
      { siteCd: 'ORDER', url: ORDER, ssoYn: 'N' },
      { siteCd: 'CARD', url: CARD, ssoYn: 'N' },
      { siteCd: 'EDU', url: EDU, ssoYn: 'N' },
    ]);
  });

  it('set replaces one site’s address, clear removes it, list shows every site', async () => {
    await operate(h, 'site/set', { code: 'ORDER', url: ORDER });
    await operate(h, 'site/set', { code: 'EDU', url: EDU });
    await operate(h, 'site/set', { code: 'ORDER', url: 'https://order2.example.co.kr/pick' });
    expect((await sitesOf('planner01')).map((s) => [s.siteCd, s.url])).toEqual([
      ['ORDER', 'https://order2.example.co.kr/pick'],
      ['EDU', EDU],
    ]);
    const cleared = await operate(h, 'site/clear', { code: 'ORDER' });
    expect((await sitesOf('planner01')).map((s) => s.siteCd)).toEqual(['EDU']);
    expect(cleared).toEqual({
      sites: [
        { code: 'ORDER', name: '주문하기', url: '' },
        { code: 'COMMISSION', name: '수수료 조회', url: '' },
        { code: 'CARD', name: '명함 제작', url: '' },
        { code: 'EDU', name: '교육센터', url: EDU },
        { code: 'EVENT', name: '봄맞이 이벤트', url: '' },
        { code: 'SALES', name: '영업 시스템', url: '' },
        { code: 'COUPON', name: '쿠폰 발급', url: '' },
      ],
    });
    expect(await operate(h, 'site/list')).toEqual(cleared);
    // Clearing what is not set is no error.
    await operate(h, 'site/clear', { code: 'COMMISSION' });
  });

  it('two sites set at once both stay', async () => {
    await Promise.all([operate(h, 'site/set', { code: 'ORDER', url: ORDER }), operate(h, 'site/set', { code: 'EDU', url: EDU })]);
    expect((await sitesOf('planner02')).map((s) => s.siteCd)).toEqual(['ORDER', 'EDU']);
  });

  it.each([
    [{ code: 'SHOP', url: ORDER }, /unknown site: SHOP \(sites: ORDER, COMMISSION, CARD, EDU, EVENT, SALES, COUPON\)/],
    [{ code: 'order', url: ORDER }, /unknown site: order/],
    [{ code: 'ORDER', url: 'http://order.example.co.kr/' }, /url: an https address/],
    [{ code: 'ORDER', url: 'javascript:alert(1)' }, /url: an https address/],
    [{ code: 'ORDER', url: 'https://user:pw@order.example.co.kr/' }, /url: an https address/],
    [{ code: 'ORDER', url: '/order' }, /url: an https address/],
    [{ code: 'ORDER' }, /invalid input: url/],
    [{ code: '', url: ORDER }, /invalid input: code/],
    [{ code: 'ORDER', url: `https://x.example.co.kr/${'a'.repeat(2000)}` }, /invalid input: url/],
  ])('refuses %j with a clear message and changes nothing', async (body, message) => {
    await expect(operate(h, 'site/set', body)).rejects.toThrow(message);
    expect(await sitesOf('planner01')).toEqual([]);
  });

  it('refuses to clear an unknown site', async () => {
    await expect(operate(h, 'site/clear', { code: 'SHOP' })).rejects.toThrow(/unknown site: SHOP/);
  });

  it('works through the loopback admin endpoint, which answers bad input with 400 and its message', async () => {
    const post = (op: string, body: unknown) =>
      h.request(`/admin/${op}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Admin-Token': ADMIN_TOKEN }, body: JSON.stringify(body) });
    const ok = await post('site/set', { code: 'EDU', url: 'http://127.0.0.1:18999/edu' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { result: { sites: { code: string; url: string }[] } }).result.sites.find((s) => s.code === 'EDU')?.url).toBe(
      'http://127.0.0.1:18999/edu',
    );
    expect(await sitesOf('planner01')).toEqual([{ siteCd: 'EDU', url: 'http://127.0.0.1:18999/edu', ssoYn: 'N' }]);
    const bad = await post('site/set', { code: 'EDU', url: 'http://edu.example.co.kr/' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, error: expect.stringMatching(/^url: an https address/) });
    const unknown = await post('site/clear', { code: 'NOPE' });
    expect([unknown.status, ((await unknown.json()) as { error: string }).error]).toEqual([400, expect.stringMatching(/^unknown site: NOPE/)]);
  });

  it('needs a live session', async () => {
    const a = await h.call('site/list', {});
    expect([a.status, a.body.rt]).toEqual([401, 'unauthorized']);
  });
});
