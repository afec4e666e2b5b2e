// @vitest-environment node
// My schedule's selected day (schedules running on it, all-day first; the notices not yet completed; the
// birthdays), the view of one schedule (own, deleted, another's), and the three notice completions.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { scheduleMessages } from '../../../src/domain/schedule/messages';
import { bookCares, children, customers, diagnoses, schedules, users } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';

const DAY = { searchYear: '2026', searchMon: '3', searchDay: '12' };

describe.each(TEST_DATABASES)('my schedule day on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());

  const day = async (userid: string, fields: Record<string, string> = DAY) => h.call('mySchedule/getMyscheduleList', fields, { token: await h.as(userid) });

  it('lists the caller’s live schedules running on the day, all-day first then by time, multi-day ones included', async () => {
    for (const [userid, date] of [['planner01', '2026-03-12'], ['planner02', '2026-02-20'], ['master01', '2026-04-03']] as const) {
      const rows = await h.db.select().from(schedules).where(eq(schedules.userid, userid));
      const want = rows
        .filter((s) => s.dltnYn === 'N' && s.sttDt <= date && s.endDt >= date)
        .sort((a, b) => (a.allYn === b.allYn ? 0 : a.allYn === 'Y' ? -1 : 1) || a.sttHr.localeCompare(b.sttHr) || a.sqno - b.sqno)
        .map((s) => s.sqno);
      const [y, m, d] = date.split('-').map(Number);
      const a = await day(userid, { searchYear: String(y), searchMon: String(m), searchDay: String(d) });
      expect(a.body.rt).toBe('success');
      expect(a.body.data.myScheduleList.map((s: { sqno: number }) => s.sqno)).toEqual(want);
      for (const s of a.body.data.myScheduleList) expect(s.userid).toBe(userid);
    }
  });

  it('shows the accompany’s followed owner and every column of a row', async () => {
    const a = await day('planner01');
    const acc = a.body.data.myScheduleList.find((s: { scdlDivCd: string }) => s.scdlDivCd === 'SSD06');
    const [row] = await h.db.select().from(schedules).where(eq(schedules.sqno, acc.sqno));
    const [followed] = await h.db.select().from(schedules).where(eq(schedules.sqno, row!.acmpScdlSqno!));
    const [owner] = await h.db.select().from(users).where(eq(users.userid, followed!.userid));
    expect(acc).toMatchObject({ acmpScdlSqno: followed!.sqno, username2: owner!.name, sttHr: followed!.sttHr, endHr: followed!.endHr, dltnYn: 'N', scdlDivNm: '동행' });
  });

  it('gives the seed day’s notices of the caller’s own customers: expiry, re-test, book care and birthdays', async () => {
    const { data } = (await day('planner01')).body;
    const own = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner01'));
    const expiring = own.filter((c) => c.concexpydy === '2026-03-12');
    expect(data.concExpDueList).toEqual(expiring.sort((a, b) => a.name.localeCompare(b.name)).map((c) => ({ kwkey: c.kwkkey, concexpydy: '2026-03-12', custNm: c.name })));
    expect(data.concExpDueList.length).toBeGreaterThan(0);
    const due = (await h.db.select().from(diagnoses).where(eq(diagnoses.dueDate, '2026-03-12'))).filter((d) => own.some((c) => c.kwkkey === d.kwkkey));
    expect(data.reinspecList.length).toBeGreaterThan(0);
    for (const r of data.reinspecList) expect(due.map((d) => d.examNo)).toContain(r.couponNo);
    const visits = await h.db.select({ b: bookCares, kwkkey: children.kwkkey }).from(bookCares).innerJoin(children, eq(children.chlnKwkey, bookCares.chlnKwkey)).where(eq(bookCares.rpndte, '2026-03-12'));
    const mine = visits.filter((v) => own.some((c) => c.kwkkey === v.kwkkey));
    expect(data.bookcareList.map((b: { rpseqi: string; rpseri: string }) => `${b.rpseqi}-${b.rpseri}`).sort()).toEqual(mine.map((v) => `${v.b.rpseqi}-${v.b.rpseri}`).sort());
    expect(data.bookcareList.length).toBeGreaterThan(0);
    const kids = await h.db.select().from(children);
    const born = [
      ...own.filter((c) => c.birth?.slice(4) === '0312').map((c) => `${c.kwkkey}:`),
      ...kids.filter((k) => k.birth?.slice(4) === '0312' && own.some((c) => c.kwkkey === k.kwkkey)).map((k) => `${k.kwkkey}:${k.name}`),
    ].sort();
    expect(data.birthdayList.map((b: { kwkkey: string; chlnNm: string }) => `${b.kwkkey}:${b.chlnNm}`).sort()).toEqual(born);
    expect(born.some((b) => b.endsWith(':'))).toBe(true);
    expect(born.some((b) => !b.endsWith(':'))).toBe(true);
  });

  it('completes each notice once and leaves it out of the day; another planner cannot complete them', async () => {
    const token = await h.as('planner02');
    const before = (await day('planner02')).body.data;
    const exp = before.concExpDueList[0];
    const re = before.reinspecList[0];
    const bc = before.bookcareList[0];
    const bcKey = { rpyery: bc.rpyery, rpseqi: bc.rpseqi, rpseri: bc.rpseri };
    for (const [path, fields] of [
      ['mySchedule/cmplConcExpDueSchedule', { kwkey: exp.kwkey, concexpydy: exp.concexpydy }],
      ['mySchedule/cmplReinspecSchedule', { couponNo: re.couponNo }],
      ['mySchedule/cmplBookcareSchedule', bcKey],
    ] as const) {
      const other = await h.call(path, fields, { token: await h.as('planner03') });
      expect([other.status, other.body]).toEqual([404, { rt: 'not_found', rtMsg: msg.notFound }]);
      expect((await h.call(path, fields, { token })).body).toEqual({ rt: 'success', data: {} });
      expect((await h.call(path, fields, { token })).body.rt).toBe('success');
    }
    const after = (await day('planner02')).body.data;
    expect(after.concExpDueList).toEqual(before.concExpDueList.slice(1));
    expect(after.reinspecList).toEqual(before.reinspecList.slice(1));
    expect(after.bookcareList).toEqual(before.bookcareList.slice(1));
    const wrongDay = await h.call('mySchedule/cmplConcExpDueSchedule', { kwkey: exp.kwkey, concexpydy: '2026-03-13' }, { token });
    expect(wrongDay.status).toBe(404);
  });

  it('refuses a day that does not exist and bad parts', async () => {
    for (const fields of [{ ...DAY, searchDay: '31', searchMon: '4' }, { ...DAY, searchMon: '13' }, { ...DAY, searchDay: '0' }, { searchYear: '2026', searchMon: '3' }]) {
      const a = await day('planner01', fields);
      expect([a.status, a.body.rt]).toEqual([400, 'bad_request']);
    }
  });

  describe('mySchedule/getMyschedule', () => {
    it('reads the caller’s own schedule with every field and its version, a deleted one with dltnYn Y', async () => {
      const [own] = await h.db.select().from(schedules).where(and(eq(schedules.userid, 'planner01'), eq(schedules.scdlDivCd, 'SSD01'))).limit(1);
      const a = await h.call('mySchedule/getMyschedule', { sqno: String(own!.sqno) }, { token: await h.as('planner01') });
      expect(a.body.data.mySchedule).toEqual({
        sqno: own!.sqno, userid: 'planner01', scdlDivCd: 'SSD01', scdlDivNm: '상담', custDivCd: own!.custDivCd ?? '', kwkey: own!.kwkey ?? '', custNm: own!.custNm ?? '',
        etcCntn: own!.etcCntn ?? '', allYn: own!.allYn, sttDt: own!.sttDt, sttHr: own!.sttHr, endDt: own!.endDt, endHr: own!.endHr, addrNm: own!.addrNm ?? '',
        addr: own!.addr ?? '', addrDtpt: own!.addrDtpt ?? '', memo: own!.memo ?? '', cmplYn: own!.cmplYn, dltnYn: own!.dltnYn, acmpScdlSqno: 0, username2: '',
        version: own!.version,
      });
      const [gone] = await h.db.select().from(schedules).where(eq(schedules.dltnYn, 'Y')).limit(1);
      const b = await h.call('mySchedule/getMyschedule', { sqno: String(gone!.sqno) }, { token: await h.as(gone!.userid) });
      expect(b.body.data.mySchedule.dltnYn).toBe('Y');
    });

    it('answers another’s and an unknown schedule as not_found', async () => {
      const [other] = await h.db.select().from(schedules).where(eq(schedules.userid, 'planner02')).limit(1);
      for (const [caller, sqno] of [['planner01', other!.sqno], ['branch01', other!.sqno], ['planner01', 2_000_000_000]] as const) {
        const a = await h.call('mySchedule/getMyschedule', { sqno: String(sqno) }, { token: await h.as(caller) });
        expect([a.status, a.body]).toEqual([404, { rt: 'not_found', rtMsg: scheduleMessages.notFound }]);
      }
    });
  });
});
