// @vitest-environment node
// eduqr/atnd and eduqr/list (spec 1 §7): every role attends an open session once; a second scan, a
// closed session, one not open yet and an unknown or malformed code are refused with the app's message;
// two taps at once record one attendance; the history is the caller's own, newest first, paged.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/domain/messages';
import { eduQrAttendance, eduQrSessions } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed';
import { EDU_QR_CODES } from '../db/seed/edu-qr';
import { toKstIso } from '../lib/time';
import { TEST_DATABASES } from '../test-support/databases';
import { TEST_NOW, createHarness, type Harness } from '../test-support/harness';

const refused = (rtMsg: string) => [409, { rt: 'refused', rtMsg }];
const badQrScan = [400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (qrScan)` }];
const MORNING = '신상품 교육: 과학동화 개정판';

describe.each(TEST_DATABASES)('eduqr/atnd and eduqr/list on $name', (database) => {
  let h: Harness;
  const scan = async (userid: string, qrScan: string | null) => {
    const a = await h.call('eduqr/atnd', { qrScan }, { token: await h.as(userid) });
    return [a.status, a.body];
  };
  const list = async (userid: string, offset = 0, size = 50) =>
    (await h.call('eduqr/list', { offset: String(offset), size: String(size) }, { token: await h.as(userid) })).body;
  const rowsOf = async (userid: string) =>
    h.db.select().from(eduQrAttendance).where(eq(eduQrAttendance.userid, userid));

  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterEach(() => h.clock.set(TEST_NOW));
  afterAll(() => h.close());

  it('planner03 starts with an empty history', async () => {
    expect((await list('planner03')).data).toEqual({ list: [], totCnt: 0 });
  });

  it.each(DEMO_ACCOUNTS.map((a) => a.userid))('%s attends the open morning session once; the second scan is refused', async (userid) => {
    const before = (await list(userid)).data.totCnt;
    expect(await scan(userid, EDU_QR_CODES.morning)).toEqual([
      200,
      { rt: 'success', data: { lecNm: MORNING, placeNm: '역삼센터 3층 교육장', atndAt: toKstIso(TEST_NOW), message: msg.eduQrAttended(MORNING) } },
    ]);
    expect(msg.eduQrAttended(MORNING)).toBe('신상품 교육: 과학동화 개정판 출석이 완료되었습니다.');
    expect(await scan(userid, EDU_QR_CODES.morning)).toEqual(refused(msg.eduQrAlready));
    const after = await list(userid);
    expect(after.data.totCnt).toBe(before + 1);
    expect(after.data.list[0]).toMatchObject({ lecNm: MORNING, placeNm: '역삼센터 3층 교육장', atndAt: toKstIso(TEST_NOW) });
  });

  it('reads the code the way scanners hand it over: surrounding blanks and a line break are ignored', async () => {
    expect((await scan('planner07', `  ${EDU_QR_CODES.month}\n`))[1]).toMatchObject({ rt: 'success' });
    expect(await scan('planner07', EDU_QR_CODES.month)).toEqual(refused(msg.eduQrAlready));
  });

  it('records one attendance when two scans arrive at once', async () => {
    const answers = await Promise.all([scan('master03', EDU_QR_CODES.morning), scan('master03', EDU_QR_CODES.morning)]);
    expect(answers.map(([status]) => status).sort()).toEqual([200, 409]);
    expect(answers.find(([status]) => status === 409)).toEqual(refused(msg.eduQrAlready));
    const [session] = await h.db.select().from(eduQrSessions).where(eq(eduQrSessions.qrCode, EDU_QR_CODES.morning));
    expect(await h.db.select().from(eduQrAttendance).where(and(eq(eduQrAttendance.userid, 'master03'), eq(eduQrAttendance.sessionId, session!.id)))).toHaveLength(1);
  });

  it('refuses a session that closed, and one that has not opened yet (with its opening time)', async () => {
    const before = (await rowsOf('district02')).length;
    expect(await scan('district02', EDU_QR_CODES.closed)).toEqual(refused(msg.eduQrClosed));
    expect(await scan('district02', EDU_QR_CODES.afternoon)).toEqual(refused(msg.eduQrNotYetOpen('13:00')));
    expect(msg.eduQrNotYetOpen('13:00')).toBe('아직 출석 시간이 아닙니다. 13:00부터 출석할 수 있습니다.');
    // Another day's opening names the day.
    h.clock.set(new Date('2026-03-09T12:00:00+09:00'));
    h.forgetTokens();
    expect(await scan('district02', EDU_QR_CODES.month)).toEqual(refused(msg.eduQrNotYetOpen('3월 11일 00:00')));
    expect(await rowsOf('district02')).toHaveLength(before);
  });

  it('opens and closes on the server clock: from 13:00 sharp, not at 18:00 sharp', async () => {
    // Sessions without auto-login idle out after an hour: each clock jump signs in again.
    h.forgetTokens();
    h.clock.set(new Date('2026-03-12T12:59:59+09:00'));
    expect(await scan('planner07', EDU_QR_CODES.afternoon)).toEqual(refused(msg.eduQrNotYetOpen('13:00')));
    h.clock.set(new Date('2026-03-12T13:00:00+09:00'));
    expect((await scan('planner07', EDU_QR_CODES.afternoon))[1]).toMatchObject({ rt: 'success', data: { atndAt: '2026-03-12T13:00:00+09:00' } });
    h.clock.set(new Date('2026-03-12T18:00:00+09:00'));
    h.forgetTokens();
    expect(await scan('district02', EDU_QR_CODES.afternoon)).toEqual(refused(msg.eduQrClosed));
    h.forgetTokens();
  });

  it('says "already" for a past session the caller attended, "closed" to one who did not', async () => {
    const attended = (await list('planner01')).data.list.map((r: { lecNm: string }) => r.lecNm);
    expect(attended).toContain('필수교육: 개인정보보호 교육');
    expect(await scan('planner01', 'EDUQR-PAST-01')).toEqual(refused(msg.eduQrAlready));
    expect(await scan('planner03', 'EDUQR-PAST-01')).toEqual(refused(msg.eduQrClosed));
  });

  it('refuses unknown and odd codes as invalid QR codes, never a 500', async () => {
    const before = (await rowsOf('planner03')).length;
    for (const text of [
      'EDUQR-NO-SUCH-SESSION',
      'EDUQR-',
      'EDUQR',
      'eduqr-today-am',
      `${EDU_QR_CODES.morning} extra`,
      "EDUQR-TODAY-AM'; drop table edu_qr_sessions; --",
      'https://evil.example/EDUQR-TODAY-AM',
      `EDUQR-${'A'.repeat(70)}`,
      'EDUQR-TODAY\u200b-AM',
      '   ',
      '출석',
      'X'.repeat(500),
    ])
      expect(await scan('planner03', text), JSON.stringify(text)).toEqual(refused(msg.eduQrInvalid));
    expect(await rowsOf('planner03')).toHaveLength(before);
    expect((await h.db.select().from(eduQrSessions).where(eq(eduQrSessions.qrCode, EDU_QR_CODES.morning))).length).toBe(1);
  });

  it('refuses an empty, missing or oversized qrScan, or one with a control character, as bad_request', async () => {
    for (const text of ['', null, 'E'.repeat(501), 'EDUQR-TODAY\u0000-AM', 'EDUQR-TODAY\u001b-AM']) expect(await scan('planner03', text)).toEqual(badQrScan);
  });

  it('needs a live session', async () => {
    for (const path of ['eduqr/atnd', 'eduqr/list']) {
      const a = await h.call(path, { qrScan: EDU_QR_CODES.morning, offset: '0', size: '10' });
      expect([a.status, a.body.rt]).toEqual([401, 'unauthorized']);
      const b = await h.call(path, { qrScan: EDU_QR_CODES.morning, offset: '0', size: '10' }, { token: 'x'.repeat(43) });
      expect([b.status, b.body.rt]).toEqual([401, 'unauthorized']);
    }
  });

  it.each(DEMO_ACCOUNTS.map((a) => a.userid))('%s reads only their own history, newest first', async (userid) => {
    const { data } = await list(userid);
    const own = await rowsOf(userid);
    expect(data.totCnt).toBe(own.length);
    expect(data.list).toHaveLength(own.length);
    const ids = new Set(own.map((r) => r.id));
    for (const row of data.list) {
      expect(ids.has(row.sqno)).toBe(true);
      expect(row.atndAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    }
    const times = data.list.map((r: { atndAt: string }) => Date.parse(r.atndAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('seeds past attendance for the demo accounts but planner03', async () => {
    for (const { userid } of DEMO_ACCOUNTS) {
      const past = (await rowsOf(userid)).filter((r) => r.atndAt.getTime() < Date.parse('2026-03-12T00:00:00+09:00'));
      expect(past.length, userid).toBe(userid === 'planner03' ? 0 : 5);
    }
  });

  it('pages the history: offset and size, the same total on every page', async () => {
    const all = (await list('planner01')).data;
    expect(all.totCnt).toBeGreaterThanOrEqual(6);
    const first = (await list('planner01', 0, 4)).data;
    const second = (await list('planner01', 4, 4)).data;
    expect(first.list).toEqual(all.list.slice(0, 4));
    expect(second.list).toEqual(all.list.slice(4, 8));
    expect([first.totCnt, second.totCnt]).toEqual([all.totCnt, all.totCnt]);
    expect((await list('planner01', 100, 10)).data).toEqual({ list: [], totCnt: all.totCnt });
  });

  it('refuses malformed paging as bad_request', async () => {
    const token = await h.as('planner01');
    for (const [offset, size, fields] of [
      ['-1', '10', 'offset'],
      ['0', '0', 'size'],
      ['0', '51', 'size'],
      ['x', '10', 'offset'],
      ['0', '1.5', 'size'],
      [null, null, 'offset, size'],
    ] as const) {
      const a = await h.call('eduqr/list', { offset, size }, { token });
      expect([a.status, a.body], `${offset}/${size}`).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${fields})` }]);
    }
  });
});
