// @vitest-environment node
// POST /admin/<op>: refused without the right token or from a non-loopback peer; each operation's
// effect as the client sees it (maintenance, version, downloads, revoke, user data, seed reset).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedUserField } from '../../src/domain/shared/session';
import { auditLog } from '../db/schema';
import { expectSecurityHeaders } from '../test-support/assertions';
import { TEST_DATABASES } from '../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../test-support/harness';
import { tokenMatches } from './admin';

const TOKEN = 'a'.repeat(64);

describe('tokenMatches', () => {
  it('accepts only the exact token', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    for (const given of [undefined, '', TOKEN.slice(1), `${TOKEN}a`, 'b'.repeat(64)]) expect(tokenMatches(given, TOKEN)).toBe(false);
    expect(tokenMatches('', '')).toBe(false);
  });
});

describe.each(TEST_DATABASES)('admin endpoint on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database, { adminToken: TOKEN });
  });
  afterAll(() => h.close());

  const admin = async (op: string, body: unknown = {}, o: { token?: string | null; ip?: string; raw?: string } = {}) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (o.token !== null) headers['X-Admin-Token'] = o.token ?? TOKEN;
    const res = await h.request(`/admin/${op}`, { method: 'POST', headers, body: o.raw ?? JSON.stringify(body) }, o.ip);
    return { status: res.status, res, json: (await res.json()) as { ok: boolean; result?: any; error?: string } };
  };

  it('refuses a wrong or missing token and non-loopback peers, and audits it', async () => {
    for (const o of [{ token: 'wrong' }, { token: null }, { ip: '10.0.0.7' }, { ip: '192.168.1.20', token: 'x' }, { ip: '' }]) {
      const a = await admin('version/require', {}, o);
      expect(a.status).toBe(403);
      expect(a.json).toEqual({ ok: false, error: 'forbidden' });
      expectSecurityHeaders(a.res);
      expect(a.res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await h.call('version', { platform: 'AND' })).body.data.versionInfo.state).toBe('0');
    const refused = await h.db.select().from(auditLog).where(eq(auditLog.event, 'admin.refused'));
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(refused)).not.toContain(TOKEN);
  });

  it('accepts IPv4 and IPv6 loopback peers with the token', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect((await admin('version/ok', {}, { ip })).json.ok).toBe(true);
  });

  it('refuses other methods, unknown operations and bad bodies', async () => {
    const getRes = await h.request('/admin/version/ok', { headers: { 'X-Admin-Token': TOKEN } });
    expect(getRes.status).toBe(405);
    expect((await admin('nope')).json.error).toMatch(/unknown operation: nope/);
    expect((await admin('version/ok', {}, { raw: '{not json' })).json).toEqual({ ok: false, error: 'body is not JSON' });
    expect((await admin('sessions/revoke', { userId: 42 })).json.error).toBe('invalid input: userId');
    expect((await admin('download/set', { apk: 'javascript:alert(1)', plist: '/p' })).json.error).toBe('invalid input: apk');
    expect((await admin('user/set', { userId: 'nobody', fields: { name: 'x' } })).json.error).toBe('unknown user: nobody');
    expect((await admin('user/set', { userId: 'planner01', fields: {} })).json.error).toMatch(/no field given/);
    expect((await admin('user/set', { userId: 'planner01', fields: { position: 'CEO' } })).json.error).toBe('invalid input: fields.position');
  });

  it('maintenance on/off and version require/ok change what the client sees', async () => {
    expect((await admin('maintenance/on', { cntn: '점검 중' })).json.ok).toBe(true);
    expect((await (await h.request('/worknotice.json')).json()).workYn).toBe('Y');
    expect((await h.loginAnswer('planner01')).body.rt).toBe('under_maintenance');
    expect((await admin('maintenance/off')).json).toEqual({ ok: true, result: { maintenance: 'off' } });
    expect((await h.loginAnswer('planner01')).body.rt).toBe('success');
    await admin('version/require');
    expect((await h.call('version', { platform: 'IOS' })).body.data.versionInfo.state).toBe('1');
    await admin('version/ok');
    expect((await h.call('version', { platform: 'IOS' })).body.data.versionInfo.state).toBe('0');
  });

  it('publishing a notice, an FAQ answer or an alert audits what and how long, never the words', async () => {
    const words = '고객 김하늘 010-2345-6789 <img src=x onerror=alert(1)> PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';
    expect((await admin('notice/publish', { title: words, bodyHtml: `<p>${words}</p>` })).json.ok).toBe(true);
    expect((await admin('faq/publish', { divCd: 'CFD02', titl: words, cntn: words })).json.ok).toBe(true);
    expect((await admin('alarm/push', { userId: 'planner01', titl: words, cntn: words })).json.ok).toBe(true);
    const rows = await h.db.select().from(auditLog).where(eq(auditLog.event, 'admin.operation'));
    const published = rows.filter((r) => ['admin/notice/publish', 'admin/faq/publish', 'admin/alarm/push'].includes(r.path ?? ''));
    expect(published).toHaveLength(3);
    const logged = JSON.stringify(published);
    for (const part of ['김하늘', '2345-6789', 'onerror', 'PHNjcmlwdD5']) expect(logged).not.toContain(part);
    expect(logged).toContain('planner01');
    expect(logged).toContain('CFD02');
  });

  it('sessions/revoke ends the sessions of that user only', async () => {
    const token = await h.login('planner02');
    const other = await h.login('planner03');
    expect((await admin('sessions/revoke', { userId: 'planner02' })).json.result).toEqual({ userId: 'planner02', revoked: 1 });
    expect((await h.call('getUserInfo', {}, { token })).body.rt).toBe('session_expired');
    expect((await h.call('getUserInfo', {}, { token: other })).body.rt).toBe('success');
  });

  it('user/set changes master data, which the client detects as changed user info', async () => {
    const login = await h.loginAnswer('partner01');
    const session = login.body.data;
    const a = await admin('user/set', { userId: 'partner01', fields: { cntrCd: 'C9999', cntrNm: '신규센터', akdrnk: '12', position: 'COG05' } });
    expect(a.json.result).toEqual({ userId: 'partner01', updated: ['akdrnk', 'cntrCd', 'cntrNm', 'position'] });
    const info = (await h.call('getUserInfo', {}, { token: session.authToken })).body.data.userInfo;
    expect(info).toMatchObject({ cntrCd: 'C9999', cntrNm: '신규센터', akdrnk: 12, orgnzPstn: 'COG05' });
    expect(changedUserField(session, info)).toBe('orgnzPstn');
  });

  it('notice/publish stores the body as given and planners read it first in the list', async () => {
    const bodyHtml = '<p>안내</p><img src=x onerror="alert(1)">';
    const a = await admin('notice/publish', { title: '긴급 점검 안내', importance: '1', bodyHtml });
    const itemId = a.json.result.itemId as number;
    const token = await h.login('planner01');
    expect((await h.call('notice/list', { offset: '0', size: '1' }, { token })).body.data.list[0]).toMatchObject({ itemId, title: '긴급 점검 안내', importance: '1' });
    expect((await h.call('notice/detail', { itemId: String(itemId) }, { token })).body.data).toMatchObject({ itemId, contents: bodyHtml, fileList: [] });
    expect((await admin('notice/publish', { title: '', bodyHtml })).json.error).toBe('invalid input: title');
  });

  it('faq/publish stores the answer as given, first in its category', async () => {
    const cntn = '<p>안내</p><img src=x onerror="alert(1)">';
    const a = await admin('faq/publish', { divCd: 'CFD03', titl: '보안 점검', cntn });
    const sqno = a.json.result.sqno as number;
    const token = await h.login('planner01');
    expect((await h.call('faq/list', { offset: '0', size: '1', divCd: 'CFD03' }, { token })).body.data.list[0]).toMatchObject({ sqno, divCd: 'CFD03', titl: '보안 점검', cntn });
    expect((await admin('faq/publish', { divCd: 'CFD00', titl: '전체', cntn })).json.error).toBe('invalid input: divCd');
  });

  it('personal-reads/list lists who read customers’ personal data, newest first, by reader, customer and day', async () => {
    const planner = await h.login('planner01');
    const head = await h.login('branch01');
    const page = await h.call('myCstmr/getMyCstmrList', { offset: '0', size: '3' }, { token: planner });
    const [first, second] = page.body.data.list as { kwkkey: string; custDiv: string }[];
    h.clock.advance(60_000);
    expect((await h.call('myCstmr/getMyCstmr', { kwkkey: first!.kwkkey, custDiv: first!.custDiv }, { token: head })).body.rt).toBe('success');
    h.clock.advance(60_000);
    expect((await h.call('myCstmr/getMyCstmr', { kwkkey: second!.kwkkey, custDiv: second!.custDiv }, { token: planner })).body.rt).toBe('success');
    const reads = (await admin('personal-reads/list')).json.result.reads as any[];
    expect(reads.slice(0, 3).map((r) => [r.userid, r.call, r.kwkkeys])).toEqual([
      ['planner01', 'myCstmr/getMyCstmr', [second!.kwkkey]],
      ['branch01', 'myCstmr/getMyCstmr', [first!.kwkkey]],
      ['planner01', 'myCstmr/getMyCstmrList', page.body.data.list.map((r: any) => r.kwkkey)],
    ]);
    expect(reads[0]).toEqual({
      id: expect.any(Number),
      ts: '2026-03-12T10:02:00+09:00',
      userid: 'planner01',
      ownerUserid: 'planner01',
      kwkkeys: [second!.kwkkey],
      call: 'myCstmr/getMyCstmr',
      fields: expect.arrayContaining(['custNm', 'tel']),
    });
    expect((await admin('personal-reads/list', { user: 'branch01' })).json.result.reads.map((r: any) => r.userid)).toEqual(['branch01']);
    const ofFirst = (await admin('personal-reads/list', { customer: first!.kwkkey })).json.result.reads.map((r: any) => [r.userid, r.call]);
    expect(ofFirst).toEqual([
      ['branch01', 'myCstmr/getMyCstmr'],
      ['planner01', 'myCstmr/getMyCstmrList'],
    ]);
    expect((await admin('personal-reads/list', { limit: '1' })).json.result.reads).toHaveLength(1);
    expect((await admin('personal-reads/list', { since: '2026-03-13' })).json.result.reads).toEqual([]);
    expect((await admin('personal-reads/list', { since: '2026-03-12' })).json.result.reads.length).toBeGreaterThanOrEqual(3);
    expect((await admin('personal-reads/list', { since: '2026-02-30' })).json.error).toBe('since: not a real day');
    expect((await admin('personal-reads/list', { limit: '0' })).json.error).toMatch(/^limit: 1 to /);
    expect((await admin('personal-reads/list', { limit: 'x' })).json.error).toBe('invalid input: limit');
    h.clock.set(TEST_NOW);
  });

  it('seed/reset gives fresh demo data and ends every session', async () => {
    const token = await h.login('master01');
    const a = await admin('seed/reset', { size: 'small', date: '2026-03-12' });
    expect(a.json.result).toMatchObject({ seedDate: '2026-03-12', size: 'small' });
    expect((await h.call('getUserInfo', {}, { token })).body.rt).toBe('unauthorized');
    const again = await h.loginAnswer('partner01');
    expect(again.body.data.orgnzPstn).toBe('COG06');
    expect((await admin('seed/reset', { size: 'huge' })).json.error).toBe('invalid input: size');
    expect((await admin('seed/reset', { date: '2026-02-30' })).json.error).toMatch(/date/);
  });
});
