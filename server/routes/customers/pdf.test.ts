// @vitest-environment node
// The list's PDF: getCstmrPdfUrl signs a link for the caller's filters (checked like the list); GET
// /api/v1/pdf/mycstmrPdf answers a real PDF whose text pdftotext reads back (Korean included), without a
// session; an expired link 410, an altered filter, user or token 403, never the data.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { expectSecurityHeaders } from '../../test-support/assertions';
import { type CustomerData, customerData } from '../../test-support/customer-data';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_CONFIG, TEST_NOW } from '../../test-support/harness';

const ORIGIN = 'http://127.0.0.1:8080';
/** The PDF's text as pdftotext reads it (poppler-utils), in reading order. */
function pdfText(bytes: ArrayBuffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-test-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'list.pdf');
  writeFileSync(file, Buffer.from(bytes));
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

describe.each(TEST_DATABASES)('customer list PDF on $name', (database) => {
  let h: Harness;
  let d: CustomerData;
  beforeAll(async () => {
    h = await createHarness(database, { config: { ...TEST_CONFIG, publicOrigin: ORIGIN } });
    d = await customerData(h.db, TEST_NOW);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.set(TEST_NOW));

  const linkFor = async (userid: string, fields: Record<string, string> = {}) => {
    const a = await h.call('myCstmr/getCstmrPdfUrl', fields, { token: await h.as(userid) });
    expect(a.body.rt, JSON.stringify(a.body)).toBe('success');
    return new URL(a.body.data.url as string);
  };
  const open = (url: URL) => h.request(`${url.pathname}${url.search}`);

  it('gives a link on the public origin whose PDF lists the filtered customers, readable by pdftotext', async () => {
    const fields = { custDiv: '1', sortType: 'C', selectedProdList: 'P101,P201', prodIncludeYn: 'Y' };
    const url = await linkFor('planner01', fields);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/api/v1/pdf/mycstmrPdf');
    expect(Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'token'))).toEqual(fields);
    const res = await open(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // Every answer under /api/ is no-store (security headers), which covers what private would.
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(res);
    const bytes = await res.arrayBuffer();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = pdfText(bytes);
    const want = d.listOf('planner01', { custDiv: '1', sortType: 'C', selectedProdList: 'P101,P201', prodIncludeYn: 'Y' });
    expect(want.length).toBeGreaterThan(0);
    expect(text).toContain('나의 고객 목록');
    expect(text).toContain(msg.custTotal(want.length));
    expect(text).toContain('고객 구분: 계약');
    expect(text).toContain('정렬: 계약 만료순');
    expect(text).toContain('상품 포함: 씽크빅 전래동화 전집, 북클럽 멤버십');
    for (const c of want) {
      expect(text).toContain(c.name);
      expect(text).toContain(`${c.tel1}-${c.tel2}-${c.tel3}`);
    }
    // Only those: nobody else's name and number.
    for (const c of d.all.filter((x) => !want.includes(x))) expect(text).not.toContain(`${c.tel1}-${c.tel2}-${c.tel3}`);
    // In the list's order.
    const at = want.map((c) => text.indexOf(`${c.tel1}-${c.tel2}-${c.tel3}`));
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('a branch head’s PDF covers the organisation over several pages, with children and addresses', async () => {
    const res = await open(await linkFor('branch01'));
    const text = pdfText(await res.arrayBuffer());
    expect(text).toContain(msg.custTotal(d.all.length));
    expect(text).toContain('조직 전체');
    // Page numbers (pdftotext drops the spaces around the slash).
    expect(text).toMatch(/^1 ?\/ ?[2-9]$/m);
    expect(text).toMatch(/^2 ?\/ ?[2-9]$/m);
    const withKids = d.all.find((c) => d.kids.some((k) => k.kwkkey === c.kwkkey && k.birth))!;
    const row = d.rowOf(withKids);
    expect(text.replace(/\s+/g, '')).toContain(msg.custChildLine(row.children[0]!.cdrnNm, row.children[0]!.cdrnSex, row.children[0]!.cdrnAge).replace(/\s+/g, ''));
  });

  it('checks the filters as the list does before signing a link', async () => {
    const other = await h.call('myCstmr/getCstmrPdfUrl', { searchUserid: 'planner02' }, { token: await h.as('planner01') });
    expect([other.status, other.body]).toEqual([403, { rt: 'forbidden', rtMsg: msg.otherOrgRefused }]);
    const list = await h.call('myCstmr/getCstmrPdfUrl', { custListSqno: '3' }, { token: await h.as('planner01') });
    expect(list.body.rt).toBe('not_found');
    const bad = await h.call('myCstmr/getCstmrPdfUrl', { sortType: 'Z' }, { token: await h.as('planner01') });
    expect(bad.body).toEqual({ rt: 'bad_request', rtMsg: `${msg.badRequest} (sortType)` });
  });

  it('works for 10 minutes: then 410 with the expiry text', async () => {
    const url = await linkFor('planner01', { searchTxt: '김' });
    h.clock.advance(10 * 60_000 - 1_000);
    expect((await open(url)).status).toBe(200);
    h.clock.advance(1_000);
    const res = await open(url);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain(msg.pdfLinkExpired);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses an altered filter, an added or repeated field, another user or a changed token with 403', async () => {
    const url = await linkFor('planner01', { custDiv: '1' });
    const token = url.searchParams.get('token')!;
    const [expiry, user, mac] = token.split('.') as [string, string, string];
    const variants: string[] = [];
    const q = (f: (p: URLSearchParams) => void) => {
      const p = new URLSearchParams(url.search);
      f(p);
      variants.push(`${url.pathname}?${p.toString()}`);
    };
    q((p) => p.set('custDiv', '2'));
    q((p) => p.delete('custDiv'));
    q((p) => p.set('searchUserid', 'planner02'));
    q((p) => p.append('custDiv', '1'));
    q((p) => p.append('token', token));
    q((p) => p.set('token', `${Number(expiry) + 600}.${user}.${mac}`));
    q((p) => p.set('token', `${expiry}.${Buffer.from('planner02').toString('base64url')}.${mac}`));
    q((p) => p.set('token', `${expiry}.${user}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`));
    q((p) => p.set('token', ''));
    q((p) => p.delete('token'));
    for (const path of variants) {
      const res = await h.request(path);
      expect([path, res.status]).toEqual([path, 403]);
      const body = await res.text();
      expect(body).toContain(msg.pdfLinkInvalid);
      expect(body).not.toContain('%PDF');
    }
    // Another user's link is theirs alone: planner02 gets their own customers, never planner01's.
    const theirs = pdfText(await (await open(await linkFor('planner02'))).arrayBuffer());
    const mine = d.listOf('planner01')[0]!;
    expect(theirs).not.toContain(`${mine.tel1}-${mine.tel2}-${mine.tel3}`);
  });

  it('is refused when the signer may no longer see what the link asks (a member moved out of the organisation)', async () => {
    const url = await linkFor('branch01', { searchUserid: 'planner07' });
    expect((await open(url)).status).toBe(200);
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await h.db.update(users).set({ managerUserid: null }).where(eq(users.userid, 'master03'));
    try {
      const res = await open(url);
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain('%PDF');
    } finally {
      await h.db.update(users).set({ managerUserid: 'district02' }).where(eq(users.userid, 'master03'));
    }
  });
});
