// @vitest-environment node
// The customer SMS: templates; direct and normal-template messages queued one outbox row per recipient
// (and shown on /dev/outbox); the advertising rule (quiet hours by the server's clock, the (광고) prefix,
// consent older than 12 months skipped, none left refused); sealed recipients (forged, foreign, swapped
// or mismatched tokens bad_request; customers the caller may not see forbidden; nothing queued then).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { customers, smsOutbox, smsTemplates } from '../../db/schema';
import { addDays } from '../../lib/time';
import { RecipientTokens } from '../../services/recipient-tokens';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_CONFIG, TEST_NOW } from '../../test-support/harness';

type Customer = typeof customers.$inferSelect;

describe.each(TEST_DATABASES)('customer SMS on $name', (database) => {
  let h: Harness;
  let today: string;
  beforeAll(async () => {
    h = await createHarness(database, { config: { ...TEST_CONFIG, development: true } });
    today = TEST_NOW.toISOString().slice(0, 10);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.set(TEST_NOW));

  /** The sealed tokens of a customer, as the list gives them to `userid`. */
  async function tokensOf(userid: string, c: Customer) {
    const a = await h.call('myCstmr/getMyCstmrList', { offset: '0', size: '50', searchTxt: `${c.tel1}${c.tel2}${c.tel3}`.slice(1) }, { token: await h.as(userid) });
    const row = a.body.data.list.find((r: any) => r.kwkkey === c.kwkkey);
    return { encCustNm: row.encCustNm as string, encCustTel: row.encCustTel as string };
  }
  const send = async (userid: string, recipients: object[], extra: Record<string, string> = {}) =>
    h.call('myCstmr/sendSms', { subject: '안내', msg: '이번 주에 찾아뵙겠습니다.', smsUserListJsonString: JSON.stringify(recipients), ...extra }, { token: await h.as(userid) });
  const outbox = () => h.db.select().from(smsOutbox).orderBy(asc(smsOutbox.id));
  const owned = (owner: string) => h.db.select().from(customers).where(eq(customers.ownerUserid, owner)).orderBy(asc(customers.kwkkey));
  const at = (hhmm: string) => h.clock.set(new Date(`${today}T${hhmm}:00+09:00`));
  /** Consent given and at most 12 months old on the test day, read from the data. */
  const consents = (c: Customer) => c.mrknagre === 'Y' && c.mrknAgreDt !== null && c.mrknAgreDt >= `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;

  it('getSmsTempleteList answers the templates in their order, advertising ones marked', async () => {
    const rows = await h.db.select().from(smsTemplates).orderBy(asc(smsTemplates.sort));
    const a = await h.call('myCstmr/getSmsTempleteList', {}, { token: await h.as('partner01') });
    expect(a.body).toEqual({ rt: 'success', data: { list: rows.map((r) => ({ cdNm: r.cdNm, cdVl1: r.cdVl1, cntn: r.cntn, adYn: r.adYn })) } });
    expect(rows.some((r) => r.adYn === 'Y') && rows.some((r) => r.adYn === 'N')).toBe(true);
  });

  it('queues a direct message to each recipient, at any hour, at their current number; /dev/outbox lists them', async () => {
    at('23:30');
    const [a, b] = await owned('planner01');
    const before = (await outbox()).length;
    const r = await send('planner01', [await tokensOf('planner01', a!), await tokensOf('planner01', b!)]);
    expect(r.body).toEqual({ rt: 'success', data: { sentCnt: 2, skippedCnt: 0 } });
    const rows = (await outbox()).slice(before);
    expect(rows.map((x) => [x.kind, x.senderUserid, x.toTel, x.body])).toEqual([
      ['customer', 'planner01', `${a!.tel1}${a!.tel2}${a!.tel3}`, '이번 주에 찾아뵙겠습니다.'],
      ['customer', 'planner01', `${b!.tel1}${b!.tel2}${b!.tel3}`, '이번 주에 찾아뵙겠습니다.'],
    ]);
    await h.svc.sms.idle();
    const page = await (await h.request('/dev/outbox')).text();
    expect(page).toContain('고객 문자');
    expect(page).toContain(`${b!.tel1}${b!.tel2}${b!.tel3}`);
    // A normal template is not advertising: also fine at night.
    expect((await send('planner01', [await tokensOf('planner01', a!)], { tmplCd: 'SMS01' })).body.data).toEqual({ sentCnt: 1, skippedCnt: 0 });
  });

  it('refuses an advertising template from 21:00 to 08:00 KST, and nothing is queued', async () => {
    const mine = (await owned('planner01')).filter(consents);
    expect(mine.length).toBeGreaterThan(0);
    const tokens = await tokensOf('planner01', mine[0]!);
    for (const t of ['21:00', '23:59', '00:00', '07:59']) {
      at(t);
      const before = (await outbox()).length;
      const r = await send('planner01', [tokens], { tmplCd: 'SMS04' });
      expect([t, r.status, r.body]).toEqual([t, 409, { rt: 'refused', rtMsg: msg.adQuietHours }]);
      expect((await outbox()).length).toBe(before);
    }
    for (const t of ['08:00', '20:59']) {
      at(t);
      expect((await send('planner01', [tokens], { tmplCd: 'SMS04' })).body.rt, t).toBe('success');
    }
  });

  it('sends advertising with the (광고) prefix once, only to customers whose consent is at most 12 months old', async () => {
    at('10:00');
    const all = await h.db.select().from(customers).orderBy(asc(customers.kwkkey));
    const yes = all.filter(consents).slice(0, 2);
    const old = all.filter((c) => c.mrknagre === 'Y' && c.mrknAgreDt !== null && !consents(c)).slice(0, 1);
    const no = all.filter((c) => c.mrknagre === 'N').slice(0, 2);
    expect([yes.length, old.length, no.length]).toEqual([2, 1, 2]);
    const before = (await outbox()).length;
    const picked = [...yes, ...old, ...no];
    const r = await send('branch01', await Promise.all(picked.map((c) => tokensOf('branch01', c))), { tmplCd: 'SMS05', msg: '(광고)이달 가입 혜택 안내' });
    expect(r.body).toEqual({ rt: 'success', data: { sentCnt: 2, skippedCnt: 3 } });
    const rows = (await outbox()).slice(before);
    expect(rows.map((x) => x.toTel).sort()).toEqual(yes.map((c) => `${c.tel1}${c.tel2}${c.tel3}`).sort());
    expect(rows.every((x) => x.body === '(광고)이달 가입 혜택 안내')).toBe(true);
    const plain = await send('branch01', [await tokensOf('branch01', yes[0]!)], { tmplCd: 'SMS04', msg: '신상품 안내' });
    expect(plain.body.data).toEqual({ sentCnt: 1, skippedCnt: 0 });
    expect((await outbox()).at(-1)!.body).toBe('(광고)신상품 안내');

    // A consent exactly 12 months old still holds; one day older does not.
    await h.db.update(customers).set({ mrknagre: 'Y', mrknAgreDt: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}` }).where(eq(customers.kwkkey, no[0]!.kwkkey));
    await h.db.update(customers).set({ mrknagre: 'Y', mrknAgreDt: addDays(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`, -1) }).where(eq(customers.kwkkey, no[1]!.kwkkey));
    const edge = await send('branch01', await Promise.all(no.map((c) => tokensOf('branch01', c))), { tmplCd: 'SMS04' });
    expect(edge.body.data).toEqual({ sentCnt: 1, skippedCnt: 1 });
  });

  it('refuses advertising when no recipient has a valid consent, and queues nothing', async () => {
    at('10:00');
    const none = (await owned('planner01')).filter((c) => !consents(c)).slice(0, 3);
    const before = (await outbox()).length;
    const r = await send('planner01', await Promise.all(none.map((c) => tokensOf('planner01', c))), { tmplCd: 'SMS04' });
    expect([r.status, r.body]).toEqual([409, { rt: 'refused', rtMsg: msg.adNoConsent }]);
    expect((await outbox()).length).toBe(before);
  });

  it('refuses forged, foreign, swapped or mismatched recipients with bad_request, and others’ customers with forbidden; nothing queued', async () => {
    const [a, b] = await owned('planner01');
    const ta = await tokensOf('planner01', a!);
    const tb = await tokensOf('planner01', b!);
    const foreign = new RecipientTokens('another-server-secret-0123456789');
    const before = (await outbox()).length;
    const bad = [
      { encCustNm: 'garbage', encCustTel: ta.encCustTel },
      { encCustNm: ta.encCustNm, encCustTel: `${ta.encCustTel.slice(0, -2)}AA` },
      { encCustNm: ta.encCustTel, encCustTel: ta.encCustNm },
      { encCustNm: ta.encCustNm, encCustTel: tb.encCustTel },
      { encCustNm: foreign.seal('name', a!.kwkkey, a!.name), encCustTel: foreign.seal('tel', a!.kwkkey, '01012345678') },
    ];
    for (const recipient of bad) {
      const r = await send('planner01', [tb, recipient]);
      expect([r.status, r.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (smsUserListJsonString)` }]);
    }
    // A branch head's token of planner02's customer does not let planner01 reach that customer.
    const [theirs] = await owned('planner02');
    const lent = await tokensOf('branch01', theirs!);
    const r = await send('planner01', [ta, lent]);
    expect([r.status, r.body]).toEqual([403, { rt: 'forbidden', rtMsg: msg.forbidden }]);
    expect((await outbox()).length).toBe(before);
    // Names and numbers never reach the audit log.
    const logged = JSON.stringify(h.audit);
    for (const c of [a!, b!, theirs!]) {
      expect(logged).not.toContain(c.name);
      expect(logged).not.toContain(`${c.tel2}${c.tel3}`);
    }
  });

  it('takes a selection of 1,000 recipients (a body over the usual 64 KB), one message per distinct customer', async () => {
    at('10:00');
    const mine = await owned('planner01');
    const tokens = await Promise.all(mine.map((c) => tokensOf('planner01', c)));
    const recipients = Array.from({ length: 1_000 }, (_, i) => tokens[i % tokens.length]!);
    const body = new URLSearchParams({ smsUserListJsonString: JSON.stringify(recipients) }).toString();
    expect(body.length).toBeGreaterThan(64 * 1024);
    const r = await send('planner01', recipients);
    expect(r.body).toEqual({ rt: 'success', data: { sentCnt: mine.length, skippedCnt: 0 } });
    const over = await send('planner01', [...recipients, tokens[0]!]);
    expect(over.body).toEqual({ rt: 'bad_request', rtMsg: `${msg.badRequest} (smsUserListJsonString)` });
  });

  it('refuses bad input: unknown template, empty or long text, no recipients, not JSON', async () => {
    const [a] = await owned('planner01');
    const ta = await tokensOf('planner01', a!);
    for (const [extra, named] of [
      [{ tmplCd: 'NOPE' }, 'tmplCd'],
      [{ msg: '' }, 'msg'],
      [{ msg: '가'.repeat(46) }, 'msg'],
      [{ subject: '' }, 'subject'],
      [{ smsUserListJsonString: '[]' }, 'smsUserListJsonString'],
      [{ smsUserListJsonString: '{' }, 'smsUserListJsonString'],
      [{ smsUserListJsonString: JSON.stringify([{ encCustNm: ta.encCustNm }]) }, 'smsUserListJsonString'],
    ] as const) {
      const r = await send('planner01', [ta], extra);
      expect([JSON.stringify(extra), r.status, r.body]).toEqual([JSON.stringify(extra), 400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
    }
  });
});
