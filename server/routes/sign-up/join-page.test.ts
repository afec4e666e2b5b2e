// @vitest-environment node
// GET /join/<token>, where the QR page's sign-up link lands: a valid link names its planner (never the
// phone) and says what happens next; malformed, forged, foreign-keyed links and a planner no longer on
// staff get the Korean 404 page. Server-rendered: escaped, no script, no inline style, not cached.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { GRADE_NAMES } from '../../../src/domain/shared/roles';
import { users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { SignUpLinks } from '../../services/sign-up-link';
import { expectSecurityHeaders } from '../../test-support/assertions';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';

describe.each(TEST_DATABASES)('the sign-up landing page on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());

  const user = async (userid: string) => (await h.db.select().from(users).where(eq(users.userid, userid)))[0]!;
  /** The page behind a planner's link, reached by following what qr/signUpLink answers. */
  async function followLink(userid: string) {
    const a = await h.call('qr/signUpLink', {}, { token: await h.as(userid) });
    return h.request(new URL(a.body.data.url).pathname);
  }
  const isInvalidPage = async (res: Response) => {
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await res.text();
    expect(page).toContain(`<title>${msg.joinInvalid}</title>`);
    expect(page).toContain(msg.joinInvalidDetail);
    expect(page).not.toContain(msg.joinPreparing);
  };

  it.each(DEMO_ACCOUNTS.map((a) => a.userid))('%s’s link opens a Korean page naming the planner and what happens next', async (userid) => {
    const u = await user(userid);
    const res = await followLink(userid);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(res);
    const page = await res.text();
    expect(page).toContain('<html lang="ko">');
    expect(page).toContain(`<title>${msg.joinTitle}</title>`);
    for (const text of [msg.joinHeading, msg.joinPlanner(u.name, GRADE_NAMES[u.orgnzPstn]), msg.joinPreparing, msg.joinNext, msg.joinKeepLink])
      expect(page).toContain(text);
    // The phone stays on the business card, which the planner chooses to send.
    expect(page).not.toContain(u.phone);
    expect(page).not.toContain(u.phone.replace(/\D/g, ''));
    expect(page).not.toMatch(/<script|style=/i);
    expect(page).toContain('<link rel="stylesheet" href="/join/join.css">');
  });

  it('escapes the planner’s name', async () => {
    const original = (await user('planner02')).name;
    await h.db.update(users).set({ name: '<b>김&"미영\'</b>' }).where(eq(users.userid, 'planner02'));
    try {
      const page = await (await followLink('planner02')).text();
      expect(page).toContain('&lt;b&gt;김&amp;&quot;미영&#39;&lt;/b&gt;');
      expect(page).not.toContain('<b>');
    } finally {
      await h.db.update(users).set({ name: original }).where(eq(users.userid, 'planner02'));
    }
  });

  it('serves its stylesheet (the CSP allows no inline styles)', async () => {
    const css = await h.request('/join/join.css');
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    expect(await css.text()).toContain('max-width');
  });

  it('answers malformed and forged links with the Korean 404 page', async () => {
    const a = await h.call('qr/signUpLink', {}, { token: await h.as('planner01') });
    const token = new URL(a.body.data.url).pathname.split('/').pop()!;
    const [code, mac] = token.split('.') as [string, string];
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const foreign = new SignUpLinks('another-secret-0123456789abcdef').token((await user('planner01')).akdcde);
    for (const bad of [`${code}.${flip(mac)}`, `${flip(code)}.${mac}`, foreign, 'abc', `${code}.`, `${token}x`, '..%2F..%2Fetc%2Fpasswd', '%E0%A4%A'])
      await isInvalidPage(await h.request(`/join/${bad}`));
  });

  it('answers a genuine link of a planner who is no longer on staff with the 404 page', async () => {
    // Signed by this server, for an employee code nobody holds (a planner who left).
    await isInvalidPage(await h.request(`/join/${h.svc.signUp.token('99999999')}`));
  });
});
