// @vitest-environment node
// getMorningCheck, beacon/getMacAddress and beacon/atndnCheck: the meeting day, the centre's
// beacons, IN → OUT → IN refused, OUT without IN, weekends, unknown beacons, concurrent taps.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { beacons, morningMeetings, users } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { meetingOf, orgData } from '../../test-support/org-data';

const TODAY = '2026-03-12';
const YEOKSAM = 'D0:39:72:A1:11:01';
const DAECHI = 'D0:39:72:A1:12:01';

describe.each(TEST_DATABASES)('attendance on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.set(TEST_NOW));
  const clear = (userid: string) =>
    h.db.delete(morningMeetings).where(and(eq(morningMeetings.userid, userid), eq(morningMeetings.date, TODAY)));

  it('getMorningCheck: a meeting on weekdays at 09:00 in the caller\'s centre, none on Sunday', async () => {
    const token = await h.login('planner01');
    expect((await h.call('getMorningCheck', {}, { token })).body.data).toEqual({ meetYn: 'Y', meetDt: TODAY, meetTm: '09:00', orgNm: '역삼센터' });
    h.clock.set(new Date('2026-03-15T08:00:00+09:00'));
    const sunday = await h.call('getMorningCheck', {}, { token: await h.login('planner07') });
    expect(sunday.body.data).toEqual({ meetYn: 'N', meetDt: '2026-03-15', meetTm: '', orgNm: '대치센터' });
  });

  it("beacon/getMacAddress: the active beacons of the caller's centre only", async () => {
    const rows = await h.db.select().from(beacons);
    for (const [userid, centre] of [['planner01', 'C1101'], ['planner07', 'C1102'], ['branch01', 'C1100']] as const) {
      const a = await h.call('beacon/getMacAddress', {}, { token: await h.login(userid) });
      const want = rows.filter((b) => b.cntrCd === centre && b.active).sort((x, y) => x.id - y.id).map((b) => ({ macAddress: b.macAddress }));
      expect(want).toHaveLength(2);
      expect(a.body.data).toEqual({ list: want });
    }
    await h.db.update(beacons).set({ active: false }).where(eq(beacons.macAddress, 'D0:39:72:A1:11:02'));
    try {
      const a = await h.call('beacon/getMacAddress', {}, { token: await h.login('planner03') });
      expect(a.body.data.list).toEqual([{ macAddress: YEOKSAM }]);
      const refused = await h.call('beacon/atndnCheck', { type: 'IN', macAddress: 'D0:39:72:A1:11:02' }, { token: await h.login('planner03') });
      expect(refused.body).toEqual({ rt: 'refused', rtMsg: msg.unknownBeacon });
    } finally {
      await h.db.update(beacons).set({ active: true }).where(eq(beacons.macAddress, 'D0:39:72:A1:11:02'));
    }
  });

  it.each(DEMO_ACCOUNTS.map((a) => a.userid))("%s: today's meeting and the beacons of its own centre", async (userid) => {
    const [u] = await h.db.select().from(users).where(eq(users.userid, userid));
    const token = await h.login(userid);
    const check = await h.call('getMorningCheck', {}, { token });
    expect(check.body.data).toEqual({ meetYn: 'Y', meetDt: TODAY, meetTm: '09:00', orgNm: u!.cntrNm });
    const macs = await h.call('beacon/getMacAddress', {}, { token });
    const own = (await h.db.select().from(beacons).where(and(eq(beacons.cntrCd, u!.cntrCd), eq(beacons.active, true)))).sort((x, y) => x.id - y.id);
    expect(macs.body.data).toEqual({ list: own.map((b) => ({ macAddress: b.macAddress })) });
  });

  it('IN at 08:45, OUT at 09:55, then a second IN is refused; the count is this month before today', async () => {
    const token = await h.login('planner01');
    const cnt = (await orgData(h.db, TEST_NOW)).attendCnt('planner01');
    h.clock.set(new Date('2026-03-12T08:45:30+09:00'));
    const check = (type: string) => h.call('beacon/atndnCheck', { type, macAddress: YEOKSAM }, { token });
    expect((await check('IN')).body).toEqual({ rt: 'success', data: { attendYn: 'S', chltim: '08:45', levtim: '', attendCnt: cnt } });
    h.clock.set(new Date('2026-03-12T09:55:00+09:00'));
    expect((await check('OUT')).body).toEqual({ rt: 'success', data: { attendYn: 'Y', chltim: '08:45', levtim: '09:55', attendCnt: cnt } });
    const again = await check('IN');
    expect([again.status, again.body]).toEqual([409, { rt: 'refused', rtMsg: msg.alreadyEntered }]);
    expect((await h.call('dashboard', {}, { token })).body.data.userInfo).toMatchObject({ attendYn: 'Y', chltim: '08:45', levtim: '09:55' });
    expect(await meetingOf(h.db, 'planner01', TODAY)).toHaveLength(1);
  });

  it('refuses OUT without IN, and for a late (N) row', async () => {
    const token = await h.login('partner01');
    const out = await h.call('beacon/atndnCheck', { type: 'OUT', macAddress: YEOKSAM }, { token });
    expect([out.status, out.body]).toEqual([409, { rt: 'refused', rtMsg: msg.notEntered }]);
    expect(await meetingOf(h.db, 'partner01', TODAY)).toEqual([]);
    await h.db.insert(morningMeetings).values({ userid: 'partner01', date: TODAY, attendStatus: 'N', chltim: '09:20', levtim: '' });
    try {
      expect((await h.call('beacon/atndnCheck', { type: 'OUT', macAddress: YEOKSAM }, { token })).body.rtMsg).toBe(msg.notEntered);
      expect((await h.call('beacon/atndnCheck', { type: 'IN', macAddress: YEOKSAM }, { token })).body.rtMsg).toBe(msg.alreadyEntered);
    } finally {
      await clear('partner01');
    }
  });

  it("takes over a legacy 'X' row on IN", async () => {
    await h.db.insert(morningMeetings).values({ userid: 'planner03', date: TODAY, attendStatus: 'X', chltim: '', levtim: '' });
    try {
      const a = await h.call('beacon/atndnCheck', { type: 'IN', macAddress: YEOKSAM }, { token: await h.login('planner03') });
      expect(a.body.data).toMatchObject({ attendYn: 'S', chltim: '10:00' });
    } finally {
      await clear('planner03');
    }
  });

  it('refuses on a weekend and with a beacon of another centre or an unknown one', async () => {
    const token = await h.login('planner03');
    for (const mac of [DAECHI, 'AA:BB:CC:DD:EE:FF']) {
      const a = await h.call('beacon/atndnCheck', { type: 'IN', macAddress: mac }, { token });
      expect([a.status, a.body]).toEqual([409, { rt: 'refused', rtMsg: msg.unknownBeacon }]);
    }
    h.clock.set(new Date('2026-03-14T08:50:00+09:00'));
    const sat = await h.call('beacon/atndnCheck', { type: 'IN', macAddress: YEOKSAM }, { token: await h.login('planner03') });
    expect([sat.status, sat.body]).toEqual([409, { rt: 'refused', rtMsg: msg.noMeetingToday }]);
    expect(await meetingOf(h.db, 'planner03', '2026-03-14')).toEqual([]);
    expect(await meetingOf(h.db, 'planner03', TODAY)).toEqual([]);
  });

  it('leaves one row after concurrent double taps (one success, one refusal, never 500)', async () => {
    const token = await h.login('district01');
    await clear('district01');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => h.call('beacon/atndnCheck', { type: 'IN', macAddress: YEOKSAM }, { token })),
    );
    expect(answers.map((a) => a.body.rt).sort()).toEqual(['refused', 'refused', 'refused', 'success']);
    expect(await meetingOf(h.db, 'district01', TODAY)).toHaveLength(1);
    await clear('district01');
  });

  it('refuses a bad type, lower-case or malformed MAC addresses, and no session', async () => {
    const token = await h.login('planner02');
    for (const [fields, named] of [
      [{ type: 'ENTER', macAddress: YEOKSAM }, 'type'],
      [{ type: 'IN', macAddress: YEOKSAM.toLowerCase() }, 'macAddress'],
      [{ type: 'IN', macAddress: 'D0:39:72:A1:11' }, 'macAddress'],
      [{ type: 'IN', macAddress: `${YEOKSAM}:00` }, 'macAddress'],
      [{ type: 'IN' }, 'macAddress'],
    ] as const) {
      const a = await h.call('beacon/atndnCheck', fields, { token });
      expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
    }
    expect((await h.call('beacon/atndnCheck', { type: 'IN', macAddress: YEOKSAM })).status).toBe(401);
  });
});
