// @vitest-environment node
// alarm (pages of 20 under the maxSqno pin, every role, an empty page at the end, the pin holding while new
// alerts arrive, timeAgo from the server clock), alarm/detail, alarm/delete and alarm/allDelete (only one's
// own alerts; others' answer not_found), malformed input, no session, and the operator's alarm/push.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/domain/messages';
import { alarms } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed';
import { DEMO_ALARM_COUNTS } from '../db/seed/alarms';
import { SMALL_PLANS } from '../db/seed/plans';
import { TEST_DATABASES } from '../test-support/databases';
import { createHarness, TEST_NOW, type Harness } from '../test-support/harness';
import { ALARM_ROW_SIZE } from './alerts';

const ADMIN_TOKEN = 'c'.repeat(64);
const MIN = 60_000;
const BAD = (field: string) => ({ rt: 'bad_request', rtMsg: `${msg.badRequest} (${field})` });
const NOT_FOUND = { rt: 'not_found', rtMsg: msg.notFound };

describe.each(TEST_DATABASES)('alarm calls on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database, { adminToken: ADMIN_TOKEN });
  });
  afterAll(() => h.close());

  const stored = (userid: string) => h.db.select().from(alarms).where(eq(alarms.userid, userid)).orderBy(desc(alarms.pushSqno));
  const page = async (userid: string, p: number, maxSqno?: number) => {
    const fields: Record<string, string> = { page: String(p) };
    if (maxSqno !== undefined) fields.maxSqno = String(maxSqno);
    return h.call('alarm', fields, { token: await h.as(userid) });
  };
  const push = async (body: Record<string, unknown>) => {
    const res = await h.request('/admin/alarm/push', { method: 'POST', headers: { 'X-Admin-Token': ADMIN_TOKEN }, body: JSON.stringify(body) });
    return (await res.json()) as { ok: boolean; result?: { pushSqno: number }; error?: string };
  };

  it.each(DEMO_ACCOUNTS.map((a) => a.userid))('%s reads the first page of their own alerts, newest first', async (userid) => {
    const mine = await stored(userid);
    // The demo alerts, and one per seeded plan request (plans.ts: a request comes with its alert).
    const requests = (SMALL_PLANS[userid] ?? []).filter(([, stat]) => stat === 'R').length;
    expect(mine).toHaveLength(DEMO_ALARM_COUNTS[userid]! + requests);
    const a = await page(userid, 1);
    expect(a.status).toBe(200);
    const { list, listSize, req } = a.body.data;
    const want = mine.slice(0, ALARM_ROW_SIZE);
    expect(req).toEqual({ page: 1, maxSqno: mine[0]!.pushSqno, rowSize: ALARM_ROW_SIZE });
    expect(listSize).toBe(want.length);
    expect(list.map((x: any) => x.pushSqno)).toEqual(want.map((x) => x.pushSqno));
    list.forEach((row: any, i: number) => {
      const s = want[i]!;
      expect(row).toMatchObject({ rn: i + 1, titl: s.titl, cntn: s.cntn, scrnUrl: s.scrnUrl ?? '', ppupYn: s.ppupYn, dtlCnt: s.customers.length });
      // dtlJsonString is JSON text on the wire.
      expect(typeof row.dtlJsonString).toBe('string');
      expect(JSON.parse(row.dtlJsonString)).toEqual(s.customers);
      expect(row.timeAgo).toMatch(/^(방금 전|\d+분 전|\d+시간 전|\d일 전|\d{4}\.\d{2}\.\d{2})$/);
    });
    for (const s of mine) for (const c of s.customers) expect(c.userid).toBe(userid);
  });

  it('planner01 pages through three full pages under one pin, then gets an empty page', async () => {
    const mine = await stored('planner01');
    const first = (await page('planner01', 1)).body.data;
    const pin = first.req.maxSqno as number;
    const seen = [...first.list];
    for (const p of [2, 3]) {
      const d = (await page('planner01', p, pin)).body.data;
      expect(d.req).toEqual({ page: p, maxSqno: pin, rowSize: ALARM_ROW_SIZE });
      expect(d.listSize).toBe(ALARM_ROW_SIZE);
      seen.push(...d.list);
    }
    expect(seen.map((x) => x.rn)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(seen.map((x) => x.pushSqno)).toEqual(mine.map((x) => x.pushSqno));
    const last = (await page('planner01', 4, pin)).body.data;
    expect(last).toEqual({ list: [], listSize: 0, req: { page: 4, maxSqno: pin, rowSize: ALARM_ROW_SIZE } });
  });

  it('the seed names real customers of the owner and opens screens that exist', async () => {
    const mine = await stored('planner01');
    expect(mine.filter((a) => a.customers.length > 0).length).toBeGreaterThan(10);
    expect(mine.some((a) => a.customers.length > 1)).toBe(true);
    const screens = new Set(mine.flatMap((a) => (a.scrnUrl ? [a.scrnUrl.split('?')[0]] : [])));
    expect(screens).toEqual(new Set(['/notice/detail', '/main', '/eduQrAtndList', '/dashboard/profile/planner01', '/eduKakaoSync']));
    const names = (await h.call('notice/list', { offset: '0', size: '50' }, { token: await h.as('planner01') })).body.data.list.map((n: any) => n.itemId);
    for (const a of mine.filter((x) => x.scrnUrl?.startsWith('/notice/detail'))) expect(names).toContain(Number(a.scrnUrl!.split('=')[1]));
    expect(mine.filter((a) => !a.scrnUrl).length).toBeGreaterThan(10);
  });

  it('keeps later pages pinned while new alerts arrive; a first page pins again at the newest', async () => {
    const first = (await page('master01', 1)).body.data;
    const before = (await page('master01', 2, first.req.maxSqno)).body.data;
    expect(before.listSize).toBe(5);
    const pushed = await push({ userId: 'master01', titl: '새 알림', cntn: '방금 도착한 알림입니다.' });
    expect(pushed.ok).toBe(true);
    expect((await page('master01', 2, first.req.maxSqno)).body.data).toEqual(before);
    const again = (await page('master01', 1)).body.data;
    expect(again.req.maxSqno).toBe(pushed.result!.pushSqno);
    expect(again.list[0]).toMatchObject({ rn: 1, pushSqno: pushed.result!.pushSqno, titl: '새 알림', timeAgo: '방금 전', scrnUrl: '', dtlCnt: 0, dtlJsonString: '[]' });
    expect((await page('master01', 1, 0)).body.data.req.maxSqno).toBe(pushed.result!.pushSqno);
  });

  it('tells how long ago each alert came by the server clock', async () => {
    const ages: [number, string][] = [
      [20 * 1000, '방금 전'],
      [5 * MIN, '5분 전'],
      [3 * 60 * MIN, '3시간 전'],
      [2 * 24 * 60 * MIN, '2일 전'],
      [11 * 24 * 60 * MIN, '2026.03.01'],
    ];
    for (const [age] of [...ages].reverse())
      await h.db.insert(alarms).values({ userid: 'planner07', titl: `${age}`, cntn: '시간 확인', sentAt: new Date(TEST_NOW.getTime() - age) });
    const list = (await page('planner07', 1)).body.data.list.filter((x: any) => x.cntn === '시간 확인');
    expect(list.map((x: any) => x.timeAgo)).toEqual(ages.map(([, t]) => t));
    h.clock.advance(60 * MIN);
    const later = (await page('planner07', 1)).body.data.list.filter((x: any) => x.cntn === '시간 확인');
    expect(later.map((x: any) => x.timeAgo)).toEqual(['1시간 전', '1시간 전', '4시간 전', '2일 전', '2026.03.01']);
    h.clock.set(TEST_NOW);
  });

  it('opens one alert with its send time', async () => {
    const [a] = await stored('planner02');
    const r = await h.call('alarm/detail', { pushSqno: String(a!.pushSqno) }, { token: await h.as('planner02') });
    const kst = new Date(a!.sentAt.getTime() + 9 * 60 * MIN).toISOString().slice(0, 19);
    const { dtlJsonString, ...rest } = r.body.data;
    expect(r.body.rt).toBe('success');
    expect(rest).toEqual({
      pushSqno: a!.pushSqno,
      titl: a!.titl,
      cntn: a!.cntn,
      timeAgo: '1시간 전',
      scrnUrl: a!.scrnUrl ?? '',
      ppupYn: a!.ppupYn,
      dtlCnt: a!.customers.length,
      sendDttm: `${kst}+09:00`,
    });
    expect(JSON.parse(dtlJsonString)).toEqual(a!.customers);
  });

  it('never shows, opens or deletes another user’s alerts: not_found as for an unknown one', async () => {
    const [theirs] = await stored('planner01');
    const token = await h.as('planner02');
    const list = (await page('planner02', 1, theirs!.pushSqno)).body.data.list;
    expect(list.every((x: any) => x.pushSqno <= theirs!.pushSqno)).toBe(true);
    const own = new Set((await stored('planner02')).map((x) => x.pushSqno));
    for (const x of list) expect(own.has(x.pushSqno)).toBe(true);
    for (const pushSqno of [String(theirs!.pushSqno), '2147483647'])
      for (const path of ['alarm/detail', 'alarm/delete']) {
        const a = await h.call(path, { pushSqno }, { token });
        expect([path, a.status, a.body]).toEqual([path, 404, NOT_FOUND]);
      }
    expect((await stored('planner01'))[0]).toEqual(theirs);
  });

  it('deletes one alert: gone from the list and the detail, a second delete answers not_found', async () => {
    const token = await h.as('planner03');
    const [, victim, ...rest] = await stored('planner03');
    const a = await h.call('alarm/delete', { pushSqno: String(victim!.pushSqno) }, { token });
    expect([a.status, a.body]).toEqual([200, { rt: 'success', data: {} }]);
    expect((await page('planner03', 1)).body.data.list.map((x: any) => x.pushSqno)).not.toContain(victim!.pushSqno);
    expect((await stored('planner03')).length).toBe(rest.length + 1);
    expect((await h.call('alarm/detail', { pushSqno: String(victim!.pushSqno) }, { token })).body).toEqual(NOT_FOUND);
    expect((await h.call('alarm/delete', { pushSqno: String(victim!.pushSqno) }, { token })).body).toEqual(NOT_FOUND);
  });

  it('deletes all of one’s alerts and nobody else’s; the list is then empty', async () => {
    const others = (await h.db.select().from(alarms)).filter((a) => a.userid !== 'partner01').length;
    const count = (await stored('partner01')).length;
    const a = await h.call('alarm/allDelete', {}, { token: await h.as('partner01') });
    expect(a.body).toEqual({ rt: 'success', data: { dltCnt: count } });
    expect((await page('partner01', 1)).body.data).toEqual({ list: [], listSize: 0, req: { page: 1, maxSqno: 0, rowSize: ALARM_ROW_SIZE } });
    expect((await h.db.select().from(alarms)).length).toBe(others);
    expect((await h.call('alarm/allDelete', {}, { token: await h.as('partner01') })).body).toEqual({ rt: 'success', data: { dltCnt: 0 } });
  });

  it('refuses malformed input as bad_request naming the field, never a 500', async () => {
    const token = await h.as('planner01');
    for (const p of ['0', '-1', 'abc', '', '1.5', ' 1', '1e3', '100001', '9'.repeat(30), null]) {
      const a = await h.call('alarm', { page: p }, { token });
      expect([p, a.status, a.body]).toEqual([p, 400, BAD('page')]);
    }
    for (const m of ['-1', 'x', '2147483648', '0x10', '']) {
      const a = await h.call('alarm', { page: '1', maxSqno: m }, { token });
      expect([m, a.status, a.body]).toEqual([m, 400, BAD('maxSqno')]);
    }
    for (const path of ['alarm/detail', 'alarm/delete'])
      for (const s of ['0', '-3', 'abc', '', '2147483648', "1' or '1'='1", null]) {
        const a = await h.call(path, { pushSqno: s }, { token });
        expect([path, s, a.status, a.body]).toEqual([path, s, 400, BAD('pushSqno')]);
      }
    expect((await stored('planner01')).length).toBe(60);
  });

  it('needs a session for every call', async () => {
    const calls: [string, Record<string, string>][] = [['alarm', { page: '1' }], ['alarm/detail', { pushSqno: '1' }], ['alarm/delete', { pushSqno: '1' }], ['alarm/allDelete', {}]];
    for (const [path, fields] of calls)
      for (const o of [{}, { token: 'not-a-token' }]) {
        const a = await h.call(path, fields, o);
        expect([path, a.status, a.body]).toEqual([path, 401, { rt: 'unauthorized', rtMsg: msg.unauthorized }]);
      }
    expect((await stored('planner01')).length).toBe(60);
  });

  it('the operator’s alarm/push checks its input and the user', async () => {
    const customers = [{ custNm: '<b>김</b>', custsrno: '', kwkey: 'K1', userid: 'planner07' }];
    const ok = await push({ userId: 'planner07', titl: '<script>t</script>', cntn: '본문', scrnUrl: 'javascript:alert(1)', customers });
    const [row] = await h.db.select().from(alarms).where(eq(alarms.pushSqno, ok.result!.pushSqno));
    expect(row).toMatchObject({ userid: 'planner07', titl: '<script>t</script>', scrnUrl: 'javascript:alert(1)', customers });
    expect((await push({ userId: 'nobody', titl: 't', cntn: 'c' })).error).toBe('unknown user: nobody');
    expect((await push({ userId: 'planner07', titl: '', cntn: 'c' })).error).toBe('invalid input: titl');
    expect((await push({ userId: 'planner07', titl: 't', cntn: 'c', customers: [{ custNm: 1 }] })).error).toBe('invalid input: customers.0.custNm, customers.0.custsrno, customers.0.kwkey, customers.0.userid');
  });
});
