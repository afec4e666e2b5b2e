// @vitest-environment node
// The planner's registration (spec 2 §4, §5, §7; docs/decisions.md D53): the duplicate count, the
// verification request, numbers texted through the outbox (read back from its rows), brute force (5 wrong
// cancel the number), replay, expiry by the server clock, the daily quotas, encSqno bound to its planner,
// no session, and the registration itself: one transaction, idempotent by idemKey (also concurrently).
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { registrationMessages as m } from '../../../src/domain/registration/messages';
import { children, customerInterests, customers, memos, registrationRequests, smsOutbox } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';

type Fields = Record<string, string>;
const bad = (rtMsg: string) => ({ rt: 'bad_request', rtMsg });
const refused = (rtMsg: string) => ({ rt: 'refused', rtMsg });

describe.each(TEST_DATABASES)('planner registration on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());

  let phoneSerial = 0;
  /** A phone no seeded customer has (checked through the duplicate count in the first test). */
  const newPhone = () => `0109${String(7_000_000 + ++phoneSerial).padStart(7, '0')}`;
  const call = async (userid: string, path: string, fields: Fields) => h.call(`myCstmr/${path}`, fields, { token: await h.as(userid) });
  const split = (p: string) => ({ tel1: p.slice(0, 3), tel2: p.slice(3, 7), tel3: p.slice(7) });

  async function request(userid: string, name: string, phone: string): Promise<string> {
    const a = await call(userid, 'saveCustAthn', { custNm: name, kwctlNo: phone });
    expect(a.body.rt).toBe('success');
    return a.body.data.encSqno as string;
  }
  /** The latest number texted to `phone`, read from the outbox as the customer reads the text. */
  async function textedCode(phone: string): Promise<string> {
    await h.svc.sms.idle();
    const [row] = await h.db.select().from(smsOutbox).where(and(eq(smsOutbox.toTel, phone), eq(smsOutbox.kind, 'auth-code'))).orderBy(desc(smsOutbox.id)).limit(1);
    const code = /\[(\d{6})\]/.exec(row!.body)?.[1];
    expect(row!.body).toBe(m.codeSms(code!));
    return code!;
  }
  const issue = (userid: string, encSqno: string, name: string, phone: string) => call(userid, 'issueAuthNo', { encSqno, name, phoneNum: phone });
  const valid = (userid: string, encSqno: string, athnNo: string) => call(userid, 'validAuthNo', { encSqno, athnNo });
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function verified(userid: string, name: string, phone: string): Promise<string> {
    const encSqno = await request(userid, name, phone);
    expect((await issue(userid, encSqno, name, phone)).body).toEqual({ rt: 'success', data: { expiresIn: 300 } });
    expect((await valid(userid, encSqno, await textedCode(phone))).body).toEqual({ rt: 'success', data: {} });
    return encSqno;
  }
  const form = (encSqno: string, name: string, phone: string, extra: Fields = {}): Fields => ({
    encSqno, idemKey: `idem-${encSqno.slice(0, 12).replace(/[^A-Za-z0-9]/g, 'x')}-1`, custname: name, ...split(phone), infoagre: 'Y', mrknagre: 'N', ...extra,
  });

  it('counts the caller\'s own customers with a phone', async () => {
    const [mine] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner01')).limit(1);
    const dup = await call('planner01', 'getCountForDulCheck', { tel1: mine!.tel1, tel2: mine!.tel2, tel3: mine!.tel3 });
    expect(dup.body.data.cnt).toBeGreaterThanOrEqual(1);
    // Another planner does not see planner01's customers as duplicates; a fresh number is free.
    const other = await h.db.select().from(customers).where(and(eq(customers.ownerUserid, 'planner02'), eq(customers.telDigits, mine!.telDigits)));
    expect((await call('planner02', 'getCountForDulCheck', { tel1: mine!.tel1, tel2: mine!.tel2, tel3: mine!.tel3 })).body.data.cnt).toBe(other.length);
    expect((await call('planner01', 'getCountForDulCheck', split(newPhone()))).body).toEqual({ rt: 'success', data: { cnt: 0 } });
    // Step 1 on the server: a registered phone cannot open a request.
    expect((await call('planner01', 'saveCustAthn', { custNm: '김고객', kwctlNo: mine!.telDigits })).body).toEqual(bad(m.phoneDuplicate));
    expect((await call('planner01', 'saveCustAthn', { custNm: '  ', kwctlNo: newPhone() })).body).toEqual(bad(m.nameEmpty));
  });

  it('verifies with the texted number, once', async () => {
    const phone = newPhone();
    const encSqno = await request('planner01', '이하늘', phone);
    expect((await valid('planner01', encSqno, '123456')).body).toEqual(bad(m.authNoNotIssued));
    await issue('planner01', encSqno, '이하늘', phone);
    const code = await textedCode(phone);
    expect((await valid('planner01', encSqno, code)).body.rt).toBe('success');
    // Single use: the same number again is refused.
    expect((await valid('planner01', encSqno, code)).body).toEqual(bad(m.authNoNotIssued));
    const [row] = await h.db.select().from(registrationRequests).where(eq(registrationRequests.phone, phone));
    expect(row!.verifiedAt).not.toBeNull();
    expect(row!.codeMac).toBeNull();
  });

  it('stores the number only as a MAC, and a new number replaces the old', async () => {
    const phone = newPhone();
    const encSqno = await request('planner01', '박나래', phone);
    await issue('planner01', encSqno, '박나래', phone);
    const first = await textedCode(phone);
    const [row] = await h.db.select().from(registrationRequests).where(eq(registrationRequests.phone, phone));
    expect(JSON.stringify(row)).not.toContain(first);
    await issue('planner01', encSqno, '박나래', phone);
    const second = await textedCode(phone);
    if (second !== first) expect((await valid('planner01', encSqno, first)).body).toEqual(bad(m.authNoWrong(4)));
    expect((await valid('planner01', encSqno, second)).body.rt).toBe('success');
  });

  it('cancels the number after 5 wrong ones; then the right one is refused too', async () => {
    const phone = newPhone();
    const encSqno = await request('planner01', '최민수', phone);
    await issue('planner01', encSqno, '최민수', phone);
    const code = await textedCode(phone);
    for (const left of [4, 3, 2, 1]) expect((await valid('planner01', encSqno, wrongOf(code))).body).toEqual(bad(m.authNoWrong(left)));
    expect((await valid('planner01', encSqno, wrongOf(code))).body).toEqual(bad(m.authNoLocked));
    expect((await valid('planner01', encSqno, code)).body).toEqual(bad(m.authNoLocked));
    // A new number starts again.
    await issue('planner01', encSqno, '최민수', phone);
    expect((await valid('planner01', encSqno, await textedCode(phone))).body.rt).toBe('success');
  });

  it('counts wrong numbers tried at once', async () => {
    const phone = newPhone();
    const encSqno = await request('planner01', '정다운', phone);
    await issue('planner01', encSqno, '정다운', phone);
    const code = await textedCode(phone);
    const answers = await Promise.all(Array.from({ length: 8 }, () => valid('planner01', encSqno, wrongOf(code))));
    expect(answers.filter((a) => a.body.rtMsg === m.authNoLocked)).toHaveLength(4);
    expect(answers.map((a) => a.body.rtMsg).filter((t) => t !== m.authNoLocked).sort()).toEqual([1, 2, 3, 4].map((n) => m.authNoWrong(n)).sort());
    expect((await valid('planner01', encSqno, code)).body).toEqual(bad(m.authNoLocked));
  });

  it('holds a number 300 seconds by the server clock', async () => {
    const phone = newPhone();
    const encSqno = await request('planner01', '한여름', phone);
    await issue('planner01', encSqno, '한여름', phone);
    const code = await textedCode(phone);
    h.clock.advance(301_000);
    try {
      expect((await valid('planner01', encSqno, code)).body).toEqual(bad(m.authNoExpired));
    } finally {
      h.clock.set(TEST_NOW);
    }
    await issue('planner01', encSqno, '한여름', phone);
    const again = await textedCode(phone);
    h.clock.advance(300_000);
    try {
      expect((await valid('planner01', encSqno, again)).body.rt).toBe('success');
    } finally {
      h.clock.set(TEST_NOW);
    }
  });

  it('texts only the request\'s name and phone', async () => {
    const phone = newPhone();
    const encSqno = await request('planner01', '오세훈', phone);
    expect((await issue('planner01', encSqno, '오세윤', phone)).body).toEqual(bad(m.selfDiffers));
    expect((await issue('planner01', encSqno, '오세훈', newPhone())).body).toEqual(bad(m.selfDiffers));
  });

  it('limits verification texts per phone and per planner a day (KST)', async () => {
    const phone = newPhone();
    const encSqno = await request('planner02', '강바다', phone);
    for (let i = 0; i < 5; i++) expect((await issue('planner02', encSqno, '강바다', phone)).body.rt).toBe('success');
    expect((await issue('planner02', encSqno, '강바다', phone)).body).toEqual(bad(m.phoneQuota));
    // Another planner texting the same phone counts against the phone too.
    const theirs = await request('planner03', '강바다', phone);
    expect((await issue('planner03', theirs, '강바다', phone)).body).toEqual(bad(m.phoneQuota));
    // The next KST day (00:00 +09:00) starts again.
    // (Sessions end at the day's end: log in again on either side of midnight.)
    h.clock.set(new Date('2026-03-13T00:00:00+09:00'));
    h.forgetTokens();
    try {
      expect((await issue('planner02', encSqno, '강바다', phone)).body.rt).toBe('success');
    } finally {
      h.clock.set(TEST_NOW);
      h.forgetTokens();
    }
    // planner03 sends 100 texts (links) to 100 phones today; the 101st is refused whatever the phone.
    for (let i = 0; i < 95; i++) expect((await call('planner03', 'sendAuthMMS', { custNm: '고객', kwctlNo: newPhone() })).body.rt).toBe('success');
    const fivePhone = newPhone();
    const five = await request('planner03', '윤하', fivePhone);
    for (let i = 0; i < 5; i++) expect((await issue('planner03', five, '윤하', fivePhone)).body.rt).toBe('success');
    expect((await call('planner03', 'sendAuthMMS', { custNm: '고객', kwctlNo: newPhone() })).body).toEqual(bad(m.userQuota));
  });

  it('binds encSqno to its planner and needs a session', async () => {
    const phone = newPhone();
    const encSqno = await request('planner01', '문지기', phone);
    expect((await issue('planner02', encSqno, '문지기', phone)).body).toEqual({ rt: 'forbidden', rtMsg: msg.forbidden });
    expect((await valid('planner02', encSqno, '000000')).body).toEqual({ rt: 'forbidden', rtMsg: msg.forbidden });
    expect((await call('planner02', 'saveMyCstmrReg', form(encSqno, '문지기', phone))).body).toEqual({ rt: 'forbidden', rtMsg: msg.forbidden });
    // A handle this server did not seal, or one altered by a character.
    const altered = encSqno.slice(0, -2) + (encSqno.endsWith('AA') ? 'BB' : 'AA');
    expect((await valid('planner01', altered, '000000')).body).toEqual(bad(m.authRequestGone));
    for (const path of ['getCountForDulCheck', 'saveCustAthn', 'issueAuthNo', 'validAuthNo', 'sendAuthMMS', 'saveMyCstmrReg'])
      expect((await h.call(`myCstmr/${path}`, {})).body.rt).toBe('unauthorized');
  });

  it('answers bad input with the envelope, never a server error', async () => {
    const encSqno = await request('planner01', '배준호', newPhone());
    for (const [path, fields, field] of [
      ['saveCustAthn', { custNm: '배준호', kwctlNo: '0101234' }, 'kwctlNo'],
      ['saveCustAthn', { custNm: '열한글자의고객이름입니', kwctlNo: newPhone() }, 'custNm'],
      ['validAuthNo', { encSqno, athnNo: '12345' }, 'athnNo'],
      ['saveMyCstmrReg', { ...form(encSqno, '배준호', newPhone()), idemKey: 'short' }, 'idemKey'],
      ['saveMyCstmrReg', { ...form(encSqno, '배준호', newPhone()), infoagre: 'N' }, 'infoagre'],
      ['saveMyCstmrReg', { ...form(encSqno, '배준호', newPhone()), interestListJsonString: '[{' }, 'interestListJsonString'],
    ] as const) {
      const a = await call('planner01', path, fields);
      expect([path, field, a.status, a.body.rt]).toEqual([path, field, 400, 'bad_request']);
      expect(a.body.rtMsg).toContain(field);
    }
  });

  it('registers a verified request: customer, children, memo and interests in one go', async () => {
    const phone = newPhone();
    const encSqno = await verified('planner01', '서지수', phone);
    const a = await call('planner01', 'saveMyCstmrReg', form(encSqno, '서지수', phone, {
      custgndr: 'F', custbrdt: '19880512', custzpcd: '06236', custadr1: '서울 강남구 테헤란로 152', custadr2: '101동 202호',
      chlnnam1: '김하나', chlnbdt1: '20180305', chlngndr1: 'F', chlnnam2: '김두리', chlnbdt2: '', chlngndr2: 'M',
      prensrno: '78', custnote: '동네 공원', mrknagre: 'Y', memo: '다음 주 방문 희망',
      interestListJsonString: JSON.stringify([{ prenCd: 'CEC', cdVl1: '02' }, { prenCd: 'CEC', cdVl1: '03' }, { prenCd: 'CED', cdVl1: '01', custvalu: 'N' }]),
    }));
    expect(a.body.rt).toBe('success');
    const kwkkey = a.body.data.custsrno as string;
    const [c] = await h.db.select().from(customers).where(eq(customers.kwkkey, kwkkey));
    expect(c).toMatchObject({
      ownerUserid: 'planner01', custDiv: '2', custDivDetail: 'SCD02', name: '서지수', gender: 'F', birth: '19880512', tel1: '010', tel2: phone.slice(3, 7), tel3: phone.slice(7),
      zip: '06236', addr1: '서울 강남구 테헤란로 152', addr2: '101동 202호', infoagre: 'Y', mrknagre: 'Y', mrknAgreDt: '2026-03-12', custwstp: '2026-03-12',
      prensrno: '78', custnote: '동네 공원', chlnBirths: ['20180305'],
    });
    const kids = await h.db.select().from(children).where(eq(children.kwkkey, kwkkey)).orderBy(children.seq);
    expect(kids.map((k) => [k.seq, k.name, k.gender, k.birth])).toEqual([[1, '김하나', 'F', '20180305'], [2, '김두리', 'M', null]]);
    const notes = await h.db.select().from(memos).where(eq(memos.kwkkey, kwkkey));
    expect(notes.map((n) => [n.memo, n.memoDiv, n.amntPsblYn, n.userid, n.custDiv])).toEqual([['다음 주 방문 희망', '1', 'Y', 'planner01', '2']]);
    const chosen = await h.db.select().from(customerInterests).where(eq(customerInterests.kwkkey, kwkkey));
    expect(chosen.map((x) => `${x.prenCd}:${x.cdVl1}`).sort()).toEqual(['CEC:02', 'CEC:03']);
    // The detail reads it as the planner's prospect; the phone is now a duplicate.
    expect((await call('planner01', 'getMyCstmr', { kwkkey, custDiv: '2' })).body.data.myCstmr).toMatchObject({ custNm: '서지수', custDivDetail: 'SCD02' });
    expect((await call('planner01', 'getCountForDulCheck', split(phone))).body.data.cnt).toBe(1);
  });

  it('refuses what step 2 refuses, with the screen\'s message, writing nothing', async () => {
    const phone = newPhone();
    const unverified = await request('planner01', '윤서', phone);
    expect((await call('planner01', 'saveMyCstmrReg', form(unverified, '윤서', phone))).body).toEqual(bad(m.notAuthenticated));
    const encSqno = await verified('planner01', '윤서', newPhone());
    const p = (await h.db.select().from(registrationRequests).where(eq(registrationRequests.custName, '윤서')).orderBy(desc(registrationRequests.id)).limit(1))[0]!.phone;
    const cases: [Fields, string][] = [
      [{ prensrno: '78' }, m.placeRequired],
      [{ custbrdt: '19881340' }, m.parentBirthInvalid],
      [{ chlnnam1: '아이', chlnbdt1: '20991301', chlngndr1: 'M' }, m.childBirthInvalid],
      [{ chlnbdt1: '20180101', chlngndr1: 'M' }, m.childNameRequired],
    ];
    for (const [extra, message] of cases) expect((await call('planner01', 'saveMyCstmrReg', form(encSqno, '윤서', p, extra))).body).toEqual(bad(message));
    expect((await call('planner01', 'saveMyCstmrReg', form(encSqno, '윤서', phone))).body).toEqual(bad(m.selfDiffers));
    expect((await call('planner01', 'saveMyCstmrReg', form(encSqno, '윤서', p, { interestListJsonString: JSON.stringify([{ prenCd: 'CED', cdVl1: '01' }, { prenCd: 'CED', cdVl1: '02' }]) }))).body.rt).toBe('bad_request');
    expect(await h.db.select().from(customers).where(eq(customers.telDigits, p))).toEqual([]);
    expect((await call('planner01', 'saveMyCstmrReg', form(encSqno, '윤서', p))).body.rt).toBe('success');
  });

  it('creates one customer for a retried submit, also when the retries race', async () => {
    const phone = newPhone();
    const encSqno = await verified('planner01', '고은비', phone);
    const f = form(encSqno, '고은비', phone, { memo: '한 번만' });
    const answers = await Promise.all([0, 1, 2].map(() => call('planner01', 'saveMyCstmrReg', f)));
    expect(answers.map((a) => a.body.rt)).toEqual(['success', 'success', 'success']);
    expect(new Set(answers.map((a) => a.body.data.custsrno)).size).toBe(1);
    const again = await call('planner01', 'saveMyCstmrReg', f);
    expect(again.body).toEqual(answers[0]!.body);
    expect(await h.db.select().from(customers).where(eq(customers.telDigits, phone))).toHaveLength(1);
    expect(await h.db.select().from(memos).where(eq(memos.kwkkey, again.body.data.custsrno))).toHaveLength(1);
    // The used request with another idemKey, and its number checked again: already registered.
    expect((await call('planner01', 'saveMyCstmrReg', { ...f, idemKey: 'another-key-000000001' })).body).toEqual(refused(m.alreadyRegistered));
    expect((await valid('planner01', encSqno, '000000')).body).toEqual(refused(m.alreadyRegistered));
  });

  it('registers one customer when two submits with different keys race', async () => {
    const phone = newPhone();
    const encSqno = await verified('planner01', '나누리', phone);
    const answers = await Promise.all(['race-key-a-0000000001', 'race-key-b-0000000001'].map((idemKey) => call('planner01', 'saveMyCstmrReg', { ...form(encSqno, '나누리', phone), idemKey })));
    expect(answers.map((a) => a.body.rt).sort()).toEqual(['refused', 'success']);
    expect(await h.db.select().from(customers).where(eq(customers.telDigits, phone))).toHaveLength(1);
  });

  it('never puts a name, phone or number in the audit log', async () => {
    const phone = newPhone();
    const encSqno = await request('planner01', '비밀이름', phone);
    await issue('planner01', encSqno, '비밀이름', phone);
    const code = await textedCode(phone);
    await valid('planner01', encSqno, wrongOf(code));
    const text = JSON.stringify(h.audit);
    for (const secret of ['비밀이름', phone, code, wrongOf(code), encSqno]) expect(text).not.toContain(secret);
  });
});
