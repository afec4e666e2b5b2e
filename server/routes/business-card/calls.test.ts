// @vitest-environment node
// card/profile, sendProfile (outbox, dev gateway, rate limit, failing gateway), the public card
// page, /dev/outbox (escaped; 404 unless development was chosen) and getSsoToken (checked with independent crypto).
import { createDecipheriv, createHmac, hkdfSync } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { GRADE_NAMES } from '../../../src/domain/shared/roles';
import { auditLog, businessCards, smsOutbox, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { forgetCachedUser } from '../../services/sessions';
import { expectSecurityHeaders } from '../../test-support/assertions';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_CONFIG, TEST_NOW, TEST_SSO_SECRET } from '../../test-support/harness';

describe.each(TEST_DATABASES)('business card and SSO on $name', (database) => {
  let h: Harness;
  const user = async (userid: string) => (await h.db.select().from(users).where(eq(users.userid, userid)))[0]!;
  const tokenOf = async (userid: string) => (await h.db.select().from(businessCards).where(eq(businessCards.userid, userid)))[0]!.token;
  beforeAll(async () => {
    // Development chosen, as `npm run dev` does: /dev/outbox shows what was sent.
    h = await createHarness(database, { config: { ...TEST_CONFIG, development: true } });
  });
  afterAll(() => h.close());

  describe('card/profile', () => {
    it.each([
      ['planner01', 'planner01'],
      ['master01', 'partner01'],
      ['district01', 'planner02'],
      ['branch01', 'planner07'],
    ])('%s reads the card of %s', async (caller, target) => {
      const u = await user(target);
      const a = await h.call('card/profile', { targetId: u.akdcde }, { token: await h.login(caller) });
      expect(a.body).toEqual({
        rt: 'success',
        data: {
          userid: u.userid, akdcde: u.akdcde, akdnam: u.name, pstnNm: GRADE_NAMES[u.orgnzPstn], cntrName: u.cntrNm,
          brncName: u.brncNm, hpno: u.phone, photoUrl: u.photoUrl ?? '', cardUrl: `/card/${await tokenOf(target)}`,
        },
      });
    });

    it("refuses another's card and unknown codes alike; creates a token on first use", async () => {
      for (const [caller, target] of [['planner01', 'planner02'], ['master01', 'planner07'], ['district02', 'planner01'], ['planner03', 'master01']]) {
        const a = await h.call('card/profile', { targetId: (await user(target!)).akdcde }, { token: await h.login(caller!) });
        expect([a.status, a.body]).toEqual([403, { rt: 'forbidden', rtMsg: msg.otherOrgRefused }]);
      }
      const token = await h.login('planner03');
      expect((await h.call('card/profile', { targetId: '00000000' }, { token })).body.rt).toBe('forbidden');
      expect((await h.call('card/profile', { targetId: '' }, { token })).status).toBe(400);
      await h.db.delete(businessCards).where(eq(businessCards.userid, 'planner03'));
      const a = await h.call('card/profile', { targetId: (await user('planner03')).akdcde }, { token });
      expect(a.body.data.cardUrl).toMatch(/^\/card\/[A-Za-z0-9_-]{32}$/);
      expect(a.body.data.cardUrl).toBe(`/card/${await tokenOf('planner03')}`);
    });
  });

  describe('GET /card/:token', () => {
    it('shows the escaped card, embeddable by the app; unknown tokens are a 404 page', async () => {
      const original = (await user('planner02')).name;
      await h.db.update(users).set({ name: '<b>김&"미영\'</b>' }).where(eq(users.userid, 'planner02'));
      try {
        const res = await h.request(`/card/${await tokenOf('planner02')}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expectSecurityHeaders(res);
        const page = await res.text();
        expect(page).toContain('&lt;b&gt;김&amp;&quot;미영&#39;&lt;/b&gt;');
        expect(page).not.toContain('<b>');
        expect(page).not.toMatch(/<script|style=/i);
        const u = await user('planner02');
        for (const text of ['EduPlanner', GRADE_NAMES.COG04, u.cntrNm, u.brncNm, `href="tel:${u.phone.replace(/-/g, '')}"`, u.phone]) expect(page).toContain(text);
        expect(page).toContain('<link rel="stylesheet" href="/card/card.css">');
        const css = await h.request('/card/card.css');
        expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
      } finally {
        await h.db.update(users).set({ name: original }).where(eq(users.userid, 'planner02'));
      }
      for (const bad of ['A'.repeat(32), 'short', '..%2F..%2Fetc']) {
        const res = await h.request(`/card/${bad}`);
        expect(res.status).toBe(404);
        expect(await res.text()).toContain(msg.cardNotFound);
      }
    });

    it("?view=preview draws the same card edge to edge, for the app's preview frame", async () => {
      const token = await tokenOf('planner01');
      const plain = await (await h.request(`/card/${token}`)).text();
      const preview = await (await h.request(`/card/${token}?view=preview`)).text();
      expect(plain).toContain(`<main class="card" aria-label="${msg.cardCompany}">`);
      expect(preview).toContain(`<main class="card preview" aria-label="${msg.cardCompany}">`);
      expect(preview.replace('card preview', 'card')).toBe(plain);
      expect(await (await h.request('/card/card.css')).text()).toMatch(/\.card\.preview\{[^}]*margin:0[^}]*min-height:100vh/);
    });
  });

  describe('sendProfile', () => {
    it('queues the message with the configured origin, and the dev gateway marks it sent; /dev/outbox shows it escaped', async () => {
      const original = (await user('master01')).name;
      await h.db.update(users).set({ name: '<i>박</i>' }).where(eq(users.userid, 'master01'));
      forgetCachedUser(h.db, 'master01');
      try {
        const a = await h.call('sendProfile', { telNo: '01098765432' }, { token: await h.login('master01') });
        expect(a.body).toEqual({ rt: 'success', data: {} });
        await h.svc.sms.idle();
        const [row] = await h.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
        expect(row).toMatchObject({
          senderUserid: 'master01', toTel: '01098765432', kind: 'profile', status: 'sent', attempts: 1, lastError: null,
          body: `[EduPlanner] <i>박</i> 마스터 에듀플래너의 명함입니다.\nhttp://localhost:8080/card/${await tokenOf('master01')}`,
        });
        expect(row!.sentAt).not.toBeNull();
        const page = await (await h.request('/dev/outbox')).text();
        expect(page).toContain('&lt;i&gt;박&lt;/i&gt; 마스터');
        expect(page).not.toContain('<i>');
        expect(page).toContain('01098765432');
        // Audit never carries the number in clear.
        expect(JSON.stringify(h.audit)).not.toContain('01098765432');
      } finally {
        await h.db.update(users).set({ name: original }).where(eq(users.userid, 'master01'));
        forgetCachedUser(h.db, 'master01');
      }
    });

    it.each(DEMO_ACCOUNTS.map((a) => a.userid))('%s sends its own card: its name and grade, its card link', async (userid) => {
      const u = await user(userid);
      const a = await h.call('sendProfile', { telNo: '01055556666' }, { token: await h.login(userid) });
      expect(a.body).toEqual({ rt: 'success', data: {} });
      await h.svc.sms.idle();
      const [row] = await h.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
      expect(row).toMatchObject({ senderUserid: userid, toTel: '01055556666', status: 'sent' });
      // The card link is the sender's own card (created on first use), never someone else's.
      expect(row!.body).toBe(msg.cardMessage(u.name, GRADE_NAMES[u.orgnzPstn], `http://localhost:8080/card/${await tokenOf(userid)}`));
      // Out of the hourly count the rate-limit test below relies on.
      await h.db.delete(smsOutbox).where(eq(smsOutbox.id, row!.id));
    });

    it('allows 30 cards per sender per hour, then refuses with a Korean message', async () => {
      const now = h.clock.now();
      await h.db.insert(smsOutbox).values(
        Array.from({ length: 29 }, () => ({ createdAt: now, senderUserid: 'planner03', toTel: '01011112222', body: 'x', kind: 'profile', status: 'sent' as const, nextAttemptAt: now })),
      );
      const token = await h.login('planner03');
      expect((await h.call('sendProfile', { telNo: '01011112222' }, { token })).body.rt).toBe('success');
      const over = await h.call('sendProfile', { telNo: '01011112222' }, { token });
      expect([over.status, over.body]).toEqual([429, { rt: 'too_many_attempts', rtMsg: msg.cardSendLimited(30) }]);
      expect((await h.call('sendProfile', { telNo: '01011112222' }, { token: await h.login('planner01') })).body.rt).toBe('success');
      h.clock.advance(61 * 60_000);
      try {
        expect((await h.call('sendProfile', { telNo: '01011112222' }, { token: await h.login('planner03') })).body.rt).toBe('success');
      } finally {
        h.clock.set(TEST_NOW);
      }
    });

    it('refuses numbers that are no Korean mobile number', async () => {
      const token = await h.login('planner01');
      for (const telNo of ['', '0101234567', '010123456789', '010-1234-5678', '0212345678', '0151234567', '010123a5678']) {
        const a = await h.call('sendProfile', { telNo }, { token });
        expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (telNo)` }]);
      }
    });
  });

  describe('getSsoToken', () => {
    const key = (info: string) => Buffer.from(hkdfSync('sha256', TEST_SSO_SECRET, 'eduplanner-sso', info, 32));
    it('signs the user id and expiry and encrypts the user id for a planner', async () => {
      const a = await h.call('getSsoToken', {}, { token: await h.login('planner01') });
      const { token, userIdEnc } = a.body.data;
      const [expiry, mac] = token.split('.');
      expect(Number(expiry)).toBe(Math.floor((TEST_NOW.getTime() + TEST_CONFIG.ssoTtlMs) / 1000));
      expect(mac).toBe(createHmac('sha256', key('hmac')).update(`planner01.${expiry}`).digest('base64url'));
      const raw = Buffer.from(userIdEnc, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key('aes-256-gcm'), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      expect(Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString()).toBe('planner01');
    });

    it('gives partners no token, and never logs the secret', async () => {
      expect((await h.call('getSsoToken', {}, { token: await h.login('partner01') })).body.data).toEqual({ token: '', userIdEnc: '' });
      expect(JSON.stringify(h.audit)).not.toContain(TEST_SSO_SECRET);
      expect(JSON.stringify(await h.db.select().from(auditLog))).not.toContain(TEST_SSO_SECRET);
    });
  });
});

describe.each(TEST_DATABASES)('production configuration on $name', (database) => {
  let h: Harness;
  const attempts: string[] = [];
  beforeAll(async () => {
    h = await createHarness(database, {
      config: { ...TEST_CONFIG, production: true, publicOrigin: 'https://ep.example.org', sms: { profilePerHour: 30, maxAttempts: 3, retryBaseMs: 0 } },
      smsGateway: {
        send: async (row) => {
          attempts.push(row.toTel);
          throw new Error(`carrier refused ${row.toTel}`);
        },
      },
    });
  });
  afterAll(() => h.close());

  it('hides /dev/outbox (404)', async () => {
    expect((await h.request('/dev/outbox')).status).toBe(404);
  });

  it('retries a failing gateway up to maxAttempts, then marks the row failed without the number in the error', async () => {
    const a = await h.call('sendProfile', { telNo: '01055556666' }, { token: await h.login('planner01') });
    expect(a.body.rt).toBe('success');
    await h.svc.sms.idle();
    const [row] = await h.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row!.body).toContain('https://ep.example.org/card/');
    expect(row!.lastError).toBe('carrier refused *******6666');
    expect(attempts).toEqual(['01055556666', '01055556666', '01055556666']);
  });
});
