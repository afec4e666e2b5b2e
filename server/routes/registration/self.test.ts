// @vitest-environment node
// The self-registration link and page's calls (spec 2 §2, §4, §5; docs/decisions.md D53): the link texted
// through the outbox, read by chkCustAuthInfo; altered, swapped, foreign and old links are one answer
// (expired); the customer's own verification with its quotas and brute-force limit; the save creating the
// planner's prospect with the marketing consent's date, idempotent by idemKey; the development outbox page;
// the page's Referrer-Policy and an access log without the link.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationMessages as m } from '../../../src/domain/registration/messages';
import { SELF_PATH, type SelfLink, selfLinkFrom } from '../../../src/domain/registration/pages';
import { accessLog, children, customers, memos, smsOutbox, users } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_CONFIG, TEST_NOW } from '../../test-support/harness';

const bad = (rtMsg: string) => ({ rt: 'bad_request', rtMsg });
const EXPIRED = { rt: 'success', data: { expiredYn: 'Y', athnStat: '0', custDuplicateCnt: 0, name: '', phoneNum: '', plannerName: '' } };

describe.each(TEST_DATABASES)('self-registration on $name', (database) => {
  let h: Harness;
  let plannerName: string;
  beforeAll(async () => {
    h = await createHarness(database, { config: { ...TEST_CONFIG, development: true, publicOrigin: 'https://edu.example' } });
    plannerName = (await h.db.select().from(users).where(eq(users.userid, 'planner01')))[0]!.name;
  });
  afterAll(() => h.close());

  let serial = 0;
  const newPhone = () => `0108${String(5_000_000 + ++serial).padStart(7, '0')}`;
  const pub = (path: string, fields: Record<string, string>) => h.call(`cstmrReg/${path}`, fields);
  const check = (link: SelfLink) => pub('chkCustAuthInfo', link);

  /** planner01 texts a link to `phone`; the link as the customer's phone received it. */
  async function linkFor(name: string, phone: string): Promise<SelfLink> {
    const a = await h.call('myCstmr/sendAuthMMS', { custNm: name, kwctlNo: phone }, { token: await h.as('planner01') });
    expect(a.body).toEqual({ rt: 'success', data: {} });
    await h.svc.sms.idle();
    const [row] = await h.db.select().from(smsOutbox).where(and(eq(smsOutbox.toTel, phone), eq(smsOutbox.kind, 'auth-link'))).orderBy(desc(smsOutbox.id)).limit(1);
    const url = row!.body.split('\n').at(-1)!;
    expect(row!.body).toBe(m.linkSms(plannerName, url));
    expect(url.startsWith(`https://edu.example${SELF_PATH}?`)).toBe(true);
    return selfLinkFrom(new URL(url).search)!;
  }
  async function textedCode(phone: string): Promise<string> {
    await h.svc.sms.idle();
    const [row] = await h.db.select().from(smsOutbox).where(and(eq(smsOutbox.toTel, phone), eq(smsOutbox.kind, 'auth-code'))).orderBy(desc(smsOutbox.id)).limit(1);
    return /\[(\d{6})\]/.exec(row!.body)![1]!;
  }
  const issue = (link: SelfLink, name: string, phone: string) => pub('issueAuthNo', { ...link, name, phoneNum: phone });
  const valid = (link: SelfLink, athnNo: string) => pub('validAuthNo', { ...link, athnNo });
  const save = (link: SelfLink, form: Record<string, unknown>) => pub('saveCustInfo', { jsonString: JSON.stringify({ ...link, ...form }) });
  const selfForm = (name: string, phone: string, extra: Record<string, unknown> = {}) => ({
    idemKey: `self-${name.length}-${phone}`, name, phoneNum: phone, memo: '', marketing: 'N', childs: [], ...extra,
  });

  it('texts a link the page reads back: the request, the planner, nothing issued yet', async () => {
    const phone = newPhone();
    const link = await linkFor('장미래', phone);
    expect((await check(link)).body).toEqual({
      rt: 'success',
      data: { expiredYn: 'N', athnStat: '0', custDuplicateCnt: 0, name: '장미래', phoneNum: phone, plannerName },
    });
  });

  it('answers expired for an altered, swapped, foreign or old link, never saying which part', async () => {
    const a = await linkFor('임하람', newPhone());
    const b = await linkFor('임하람', newPhone());
    const flip = (t: string) => t.slice(0, 20) + (t[20] === 'A' ? 'B' : 'A') + t.slice(21);
    for (const k of ['encSqno', 'encName', 'encPhoneNum', 'encAkdcde'] as const) {
      expect([k, (await check({ ...a, [k]: flip(a[k]) })).body]).toEqual([k, EXPIRED]);
      expect([k, (await check({ ...a, [k]: b[k] })).body]).toEqual([k, EXPIRED]);
      // Another field's part of the same link.
      expect([k, (await check({ ...a, [k]: k === 'encName' ? a.encPhoneNum : a.encName })).body]).toEqual([k, EXPIRED]);
    }
    // A planner's encSqno is no link's.
    const planners = await h.call('myCstmr/saveCustAthn', { custNm: '임하람', kwctlNo: newPhone() }, { token: await h.as('planner01') });
    expect((await check({ ...a, encSqno: planners.body.data.encSqno })).body).toEqual(EXPIRED);
    // A missing part never reaches a request: the envelope's bad_request (the page goes to the expired page itself).
    const { encAkdcde: _gone, ...missing } = a;
    expect((await pub('chkCustAuthInfo', missing)).body.rt).toBe('bad_request');
    // The other calls answer the expired message.
    expect((await issue({ ...a, encName: b.encName }, '임하람', '01000000000')).body).toEqual(bad(m.selfExpired));
    expect((await valid({ ...a, encPhoneNum: b.encPhoneNum }, '123456')).body).toEqual(bad(m.selfExpired));
    // 72 hours hold; a second more does not.
    h.clock.advance(72 * 3_600_000);
    try {
      expect((await check(a)).body.data.expiredYn).toBe('N');
      h.clock.advance(1000);
      expect((await check(a)).body).toEqual(EXPIRED);
    } finally {
      h.clock.set(TEST_NOW);
    }
  });

  it('verifies the customer and saves the prospect for the planner, with the consent\'s date', async () => {
    const phone = newPhone();
    const link = await linkFor('송하윤', phone);
    expect((await issue(link, '송하은', phone)).body).toEqual(bad(m.selfDiffers));
    expect((await save(link, selfForm('송하윤', phone))).body).toEqual(bad(m.selfVerifyFirst));
    expect((await issue(link, '송하윤', phone)).body).toEqual({ rt: 'success', data: { expiresIn: 300 } });
    expect((await check(link)).body.data.athnStat).toBe('1');
    const code = await textedCode(phone);
    expect((await valid(link, code === '000000' ? '000001' : '000000')).body).toEqual(bad(m.authNoWrong(4)));
    expect((await valid(link, code)).body).toEqual({ rt: 'success', data: {} });
    expect((await valid(link, code)).body).toEqual(bad(m.authNoNotIssued));
    const child = { name: '송아린', sex: 'F', birthday: '20190707' };
    expect((await save(link, selfForm('송하윤', phone, { childs: [{ ...child, sex: 'M', birthday: '20191332' }] }))).body).toEqual(bad(m.selfEnterChild));
    expect((await save(link, selfForm('송하윤', '01011112222'))).body).toEqual(bad(m.selfDiffers));
    const form = selfForm('송하윤', phone, { marketing: 'Y', memo: '주말 상담 원해요', childs: [child, { name: '송이준', sex: 'M', birthday: '20210101' }] });
    const answers = await Promise.all([save(link, form), save(link, form)]);
    expect(answers.map((x) => x.body)).toEqual([{ rt: 'success', data: {} }, { rt: 'success', data: {} }]);
    const rows = await h.db.select().from(customers).where(eq(customers.telDigits, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ownerUserid: 'planner01', custDivDetail: 'SCD02', custDiv: '2', name: '송하윤', infoagre: 'Y', mrknagre: 'Y', mrknAgreDt: '2026-03-12', custwstp: '2026-03-12' });
    const kids = await h.db.select().from(children).where(eq(children.kwkkey, rows[0]!.kwkkey)).orderBy(children.seq);
    expect(kids.map((k) => [k.name, k.gender, k.birth])).toEqual([['송아린', 'F', '20190707'], ['송이준', 'M', '20210101']]);
    expect((await h.db.select().from(memos).where(eq(memos.kwkkey, rows[0]!.kwkkey))).map((x) => [x.memo, x.userid])).toEqual([['주말 상담 원해요', 'planner01']]);
    // The page now shows complete; another submit is refused.
    expect((await check(link)).body.data).toMatchObject({ expiredYn: 'N', athnStat: '2', custDuplicateCnt: 1 });
    expect((await save(link, { ...form, idemKey: 'other-idem-key-00001' })).body).toEqual({ rt: 'refused', rtMsg: m.alreadyRegistered });
    expect((await issue(link, '송하윤', phone)).body).toEqual({ rt: 'refused', rtMsg: m.alreadyRegistered });
  });

  it('without marketing consent stores no consent date', async () => {
    const phone = newPhone();
    const link = await linkFor('차은우', phone);
    await issue(link, '차은우', phone);
    await valid(link, await textedCode(phone));
    expect((await save(link, selfForm('차은우', phone))).body.rt).toBe('success');
    expect((await h.db.select().from(customers).where(eq(customers.telDigits, phone)))[0]).toMatchObject({ mrknagre: 'N', mrknAgreDt: null });
  });

  it('limits the customer like the planner: 5 wrong numbers, 5 texts a day to the phone', async () => {
    const phone = newPhone();
    const link = await linkFor('유리', phone);
    await issue(link, '유리', phone);
    const code = await textedCode(phone);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++) await valid(link, wrong);
    expect((await valid(link, wrong)).body).toEqual(bad(m.authNoLocked));
    expect((await valid(link, code)).body).toEqual(bad(m.authNoLocked));
    // The link was the first text, this number the second: three more, then the quota.
    for (let i = 0; i < 3; i++) expect((await issue(link, '유리', phone)).body.rt).toBe('success');
    expect((await issue(link, '유리', phone)).body).toEqual(bad(m.phoneQuota));
  });

  it('answers a form that is not the schema\'s with the envelope', async () => {
    const link = await linkFor('권나라', newPhone());
    for (const jsonString of ['{', JSON.stringify({ ...link, name: '권나라' }), JSON.stringify({ ...link, ...selfForm('권나라', '010'), childs: 'x' })]) {
      const a = await pub('saveCustInfo', { jsonString });
      expect([a.status, a.body.rt]).toEqual([400, 'bad_request']);
    }
  });

  it('lists the verification texts on the development outbox page', async () => {
    const phone = newPhone();
    const link = await linkFor('도하진', phone);
    await issue(link, '도하진', phone);
    const code = await textedCode(phone);
    const page = await (await h.request('/dev/outbox')).text();
    expect(page).toContain('<td>인증번호</td>');
    expect(page).toContain('<td>고객 등록 링크</td>');
    expect(page).toContain(m.codeSms(code).replace(/\[/g, '['));
  });

  it('serves the page with no referrer and keeps the link out of the access log', async () => {
    const link = await linkFor('마루', newPhone());
    const query = new URLSearchParams(link).toString();
    const page = await h.request(`${SELF_PATH}?${query}`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await h.request('/myCstmr/myCstmrList')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const scrnUrl = `https://edu.example${SELF_PATH}?${query}#terms`;
    expect((await h.call('logging/access', { scrnNm: '고객 정보 등록', scrnUrl, path: SELF_PATH })).body.rt).toBe('success');
    const [row] = await h.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1);
    expect(row!.scrnUrl).toBe(`https://edu.example${SELF_PATH}#terms`);
    expect(JSON.stringify(h.audit)).not.toContain(link.encSqno);
  });
});
