// @vitest-environment node
// saveMyschedule's create, update and delete (spec 2 §4, §5, §7): the editor's rules answered as bad_request
// with their message, customer-less kinds, the customer taken from a row the caller sees, accompanies of
// another branch member's live schedule (its times and place), own schedules only, and the companion's view
// of a deleted followed schedule; versions (issue 18): an update or delete based on an older version answers
// conflict with the server's copy and changes nothing, every change bumps the version.
import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';
import { customers, schedules } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';
import { addOtherBranch, OTHER_BRANCH } from '../../test-support/other-branch';

const BASE = { cudType: 'C', scdlDivCd: 'SSD07', etcCntn: '지국 회의', allYn: 'N', sttDt: '2026-03-20', sttHr: '10:00', endDt: '2026-03-20', endHr: '11:00' } as const;

describe.each(TEST_DATABASES)('saving schedules on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());

  const save = async (userid: string, fields: Record<string, string>) => h.call('mySchedule/saveMyschedule', fields, { token: await h.as(userid) });
  const newest = async (userid: string) => (await h.db.select().from(schedules).where(eq(schedules.userid, userid)).orderBy(desc(schedules.sqno)).limit(1))[0]!;

  it('creates a titled schedule without a customer, whatever customer fields came along', async () => {
    expect((await save('planner01', { ...BASE, custNm: '무시됨', kwkey: 'K1', memo: '회의 자료', addr: '서울 강남구 테헤란로 1' })).body).toEqual({ rt: 'success', data: {} });
    expect(await newest('planner01')).toMatchObject({ scdlDivCd: 'SSD07', etcCntn: '지국 회의', custNm: null, kwkey: null, sttHr: '10:00', endHr: '11:00', memo: '회의 자료', addr: '서울 강남구 테헤란로 1', cmplYn: 'N', dltnYn: 'N' });
  });

  it('stores an all-day schedule without times', async () => {
    await save('planner01', { ...BASE, allYn: 'Y', sttHr: '', endHr: '', endDt: '2026-03-22' });
    expect(await newest('planner01')).toMatchObject({ allYn: 'Y', sttHr: '', endHr: '', sttDt: '2026-03-20', endDt: '2026-03-22' });
  });

  it('takes a chosen customer’s name and kind from the customer row, or a typed name without one', async () => {
    const [c] = await h.db.select().from(customers).where(and(eq(customers.ownerUserid, 'planner01'), eq(customers.custDivDetail, 'SCD01'))).limit(1);
    await save('planner01', { ...BASE, scdlDivCd: 'SSD01', etcCntn: '', kwkey: c!.kwkkey, custNm: '다른 이름', custDivCd: 'SCD02' });
    expect(await newest('planner01')).toMatchObject({ scdlDivCd: 'SSD01', kwkey: c!.kwkkey, custNm: c!.name, custDivCd: 'SCD01', etcCntn: null });
    await save('planner01', { ...BASE, scdlDivCd: 'SSD02', custNm: ' 새 고객 ', custDivCd: 'SCD02' });
    expect(await newest('planner01')).toMatchObject({ scdlDivCd: 'SSD02', kwkey: null, custNm: '새 고객', custDivCd: 'SCD02' });
  });

  it('refuses a customer the caller does not see as not_found; a branch head may name an organisation member’s', async () => {
    const [c] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner02')).limit(1);
    const a = await save('planner01', { ...BASE, scdlDivCd: 'SSD01', kwkey: c!.kwkkey, custNm: c!.name });
    expect([a.status, a.body.rt]).toEqual([404, 'not_found']);
    expect((await save('branch01', { ...BASE, scdlDivCd: 'SSD01', kwkey: c!.kwkkey, custNm: c!.name })).body.rt).toBe('success');
    expect(await newest('branch01')).toMatchObject({ kwkey: c!.kwkkey, custNm: c!.name });
  });

  it('answers the editor’s rules with their message, in the spec’s order', async () => {
    for (const [fields, message] of [
      [{ ...BASE, scdlDivCd: 'SSD06' }, m.accompanyRequired],
      [{ ...BASE, scdlDivCd: 'SSD01' }, m.custNmRequired],
      [{ ...BASE, etcCntn: ' ' }, m.titleRequired],
      [{ ...BASE, endDt: '2026-03-19' }, m.endBeforeStart],
      [{ ...BASE, sttHr: '' }, m.checkTime],
      [{ ...BASE, sttHr: '12:00' }, m.checkTime],
    ] as const) {
      const a = await save('planner01', fields);
      expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: message }]);
    }
    // Lengths over the contract's caps are refused by the payload's schema before the rules.
    for (const fields of [{ ...BASE, scdlDivCd: 'SSD01', custNm: '가'.repeat(17) }, { ...BASE, addrDtpt: 'x'.repeat(65) }, { ...BASE, scdlDivCd: 'SSD08' }, { ...BASE, sttDt: '2026-3-1' }, { ...BASE, sttHr: '24:00' }, { ...BASE, memo: 'x'.repeat(1025) }]) {
      const a = await save('planner01', fields);
      expect([a.status, a.body.rt]).toEqual([400, 'bad_request']);
    }
  });

  describe('accompany', () => {
    const peerSchedule = async (userid: string) =>
      (await h.db.select().from(schedules).where(and(eq(schedules.userid, userid), eq(schedules.dltnYn, 'N'), ne(schedules.scdlDivCd, 'SSD06'), eq(schedules.sttDt, '2026-03-12'))).limit(1))[0]!;

    it('follows another branch member’s live schedule and takes its times and place', async () => {
      const f = await peerSchedule('planner02');
      expect((await save('planner01', { ...BASE, scdlDivCd: 'SSD06', etcCntn: '', acmpScdlSqno: String(f.sqno), sttDt: '2026-05-01', endDt: '2026-05-02' })).body.rt).toBe('success');
      expect(await newest('planner01')).toMatchObject({
        scdlDivCd: 'SSD06', acmpScdlSqno: f.sqno, allYn: f.allYn, sttDt: f.sttDt, sttHr: f.sttHr, endDt: f.endDt, endHr: f.endHr, addr: f.addr, addrNm: f.addrNm, custNm: null,
      });
    });

    it('refuses the caller’s own schedule, an accompany, a deleted one and another branch’s as accompanyGone', async () => {
      const own = await peerSchedule('planner01');
      const [acc] = await h.db.select().from(schedules).where(and(eq(schedules.userid, 'planner02'), eq(schedules.scdlDivCd, 'SSD06'))).limit(1);
      const [gone] = await h.db.select().from(schedules).where(and(ne(schedules.userid, 'planner01'), eq(schedules.dltnYn, 'Y'))).limit(1);
      const [template] = await h.db.select().from(customers).limit(1);
      await addOtherBranch(h, template!);
      const [outside] = await h.db.insert(schedules).values({ ...BASE, userid: OTHER_BRANCH.planner, scdlDivCd: 'SSD07' }).returning();
      for (const sqno of [own.sqno, acc!.sqno, gone!.sqno, outside!.sqno, 2_000_000_000]) {
        const a = await save('planner01', { ...BASE, scdlDivCd: 'SSD06', acmpScdlSqno: String(sqno) });
        expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: m.accompanyGone }]);
      }
    });

    it('shows the companion the deleted notice once the owner deletes the followed schedule', async () => {
      const f = await peerSchedule('master01');
      await save('planner03', { ...BASE, scdlDivCd: 'SSD06', acmpScdlSqno: String(f.sqno) });
      const acc = await newest('planner03');
      expect((await save('master01', { cudType: 'D', sqno: String(f.sqno) })).body).toEqual({ rt: 'success', data: {} });
      const view = await h.call('mySchedule/getMyschedule', { sqno: String(acc.sqno) }, { token: await h.as('planner03') });
      expect(view.body.data.mySchedule).toMatchObject({ sqno: acc.sqno, dltnYn: 'Y', acmpScdlSqno: f.sqno });
      // It stays in the companion's day (their own row), marked deleted, so they can open it and remove it.
      const list = await h.call('mySchedule/getMyscheduleList', { searchYear: '2026', searchMon: '3', searchDay: '12' }, { token: await h.as('planner03') });
      expect(list.body.data.myScheduleList.find((s: { sqno: number }) => s.sqno === acc.sqno)?.dltnYn).toBe('Y');
      expect((await save('planner03', { cudType: 'D', sqno: String(acc.sqno) })).body.rt).toBe('success');
    });
  });

  describe('update and delete', () => {
    it('updates the caller’s own schedule, and refuses another’s, a deleted and an unknown one as not_found', async () => {
      await save('planner02', BASE);
      const mine = await newest('planner02');
      expect((await save('planner02', { ...BASE, cudType: 'U', sqno: String(mine.sqno), etcCntn: '바뀐 제목', sttHr: '13:00', endHr: '14:00' })).body.rt).toBe('success');
      expect(await newest('planner02')).toMatchObject({ sqno: mine.sqno, etcCntn: '바뀐 제목', sttHr: '13:00', endHr: '14:00' });
      for (const caller of ['planner01', 'branch01']) {
        const a = await save(caller, { ...BASE, cudType: 'U', sqno: String(mine.sqno) });
        expect([a.status, a.body]).toEqual([404, { rt: 'not_found', rtMsg: m.notFound }]);
        const d = await save(caller, { cudType: 'D', sqno: String(mine.sqno) });
        expect([d.status, d.body.rt]).toEqual([404, 'not_found']);
      }
      expect((await save('planner02', { cudType: 'D', sqno: String(mine.sqno) })).body.rt).toBe('success');
      const [row] = await h.db.select().from(schedules).where(eq(schedules.sqno, mine.sqno));
      expect(row!.dltnYn).toBe('Y');
      for (const fields of [{ cudType: 'D', sqno: String(mine.sqno) }, { ...BASE, cudType: 'U', sqno: String(mine.sqno) }, { cudType: 'D', sqno: '2000000000' }]) {
        const a = await save('planner02', fields);
        expect([a.status, a.body.rt]).toEqual([404, 'not_found']);
      }
    });

    it('still toggles completion (CMP) and refuses an unknown cudType', async () => {
      const a = await save('planner01', { cudType: 'Q', sqno: '1' });
      expect([a.status, a.body.rt]).toEqual([400, 'bad_request']);
      expect(a.body.rtMsg).toContain(msg.badRequest);
    });
  });

  describe('versions (issue 18)', () => {
    const read = async (userid: string, sqno: number) => (await h.call('mySchedule/getMyschedule', { sqno: String(sqno) }, { token: await h.as(userid) })).body.data.mySchedule;
    const row = async (sqno: number) => (await h.db.select().from(schedules).where(eq(schedules.sqno, sqno)))[0]!;
    const fresh = async () => {
      await save('planner02', { ...BASE, memo: '처음 메모', addr: '서울 중구 세종대로 110' });
      return (await newest('planner02')).sqno;
    };

    it('reads a schedule with its version; an update at that version saves and bumps it', async () => {
      const sqno = await fresh();
      expect((await read('planner02', sqno)).version).toBe(1);
      const a = await save('planner02', { ...BASE, cudType: 'U', sqno: String(sqno), etcCntn: '고친 제목', version: '1' });
      expect(a.body).toEqual({ rt: 'success', data: {} });
      expect(await read('planner02', sqno)).toMatchObject({ etcCntn: '고친 제목', version: 2 });
    });

    it('answers an update at an older version with conflict and the server’s copy, and changes nothing', async () => {
      const sqno = await fresh();
      await save('planner02', { ...BASE, cudType: 'U', sqno: String(sqno), etcCntn: '다른 기기에서', memo: '다른 메모', version: '1' });
      const before = await row(sqno);
      const a = await save('planner02', { ...BASE, cudType: 'U', sqno: String(sqno), etcCntn: '이 기기에서', version: '1' });
      expect([a.status, a.body.rt, a.body.rtMsg]).toEqual([409, 'conflict', msg.conflict]);
      // Under the save's field names, as strings, with the version to build "mine" on.
      expect(a.body.data.current).toEqual({
        sqno: String(sqno), scdlDivCd: 'SSD07', custDivCd: '', kwkey: '', custNm: '', etcCntn: '다른 기기에서', allYn: 'N',
        sttDt: '2026-03-20', sttHr: '10:00', endDt: '2026-03-20', endHr: '11:00', addrNm: '', addr: '', addrDtpt: '', memo: '다른 메모', version: '2',
      });
      expect(await row(sqno)).toEqual(before);
      // Built on the server's version, it saves.
      expect((await save('planner02', { ...BASE, cudType: 'U', sqno: String(sqno), etcCntn: '이 기기에서', version: a.body.data.current.version })).body.rt).toBe('success');
      expect(await row(sqno)).toMatchObject({ etcCntn: '이 기기에서', version: 3 });
    });

    it('saves without a version as before (last write wins) and still bumps it', async () => {
      const sqno = await fresh();
      await save('planner02', { ...BASE, cudType: 'U', sqno: String(sqno), version: '1' });
      expect((await save('planner02', { ...BASE, cudType: 'U', sqno: String(sqno), etcCntn: '옛 앱' })).body.rt).toBe('success');
      expect(await row(sqno)).toMatchObject({ etcCntn: '옛 앱', version: 3 });
    });

    it('deletes only at the version read: an older one answers conflict and keeps it; a deleted one is not_found', async () => {
      const sqno = await fresh();
      await save('planner02', { ...BASE, cudType: 'U', sqno: String(sqno), memo: '고침', version: '1' });
      const stale = await save('planner02', { cudType: 'D', sqno: String(sqno), version: '1' });
      expect([stale.status, stale.body.rt, stale.body.data.current.memo, stale.body.data.current.version]).toEqual([409, 'conflict', '고침', '2']);
      expect(await row(sqno)).toMatchObject({ dltnYn: 'N', version: 2 });
      expect((await save('planner02', { cudType: 'D', sqno: String(sqno), version: '2' })).body.rt).toBe('success');
      expect(await row(sqno)).toMatchObject({ dltnYn: 'Y', version: 3 });
      for (const fields of [{ cudType: 'D', sqno: String(sqno), version: '3' }, { ...BASE, cudType: 'U', sqno: String(sqno), version: '3' }]) {
        const a = await save('planner02', fields);
        expect([a.status, a.body]).toEqual([404, { rt: 'not_found', rtMsg: m.notFound }]);
      }
    });

    it('a completion toggle takes no version but bumps it, so an edit read before it is stale', async () => {
      const sqno = await fresh();
      expect((await save('planner02', { cudType: 'CMP', sqno: String(sqno), cmplYn: 'Y' })).body.rt).toBe('success');
      expect(await row(sqno)).toMatchObject({ cmplYn: 'Y', version: 2 });
      const a = await save('planner02', { ...BASE, cudType: 'U', sqno: String(sqno), version: '1' });
      expect([a.status, a.body.data.current.version]).toEqual([409, '2']);
    });

    it('answers another’s schedule not_found whatever the version, without its copy', async () => {
      const sqno = await fresh();
      for (const fields of [{ cudType: 'D', sqno: String(sqno), version: '9' }, { ...BASE, cudType: 'U', sqno: String(sqno), version: '9' }]) {
        const a = await save('planner01', fields);
        expect([a.status, a.body]).toEqual([404, { rt: 'not_found', rtMsg: m.notFound }]);
      }
      expect(await row(sqno)).toMatchObject({ dltnYn: 'N', version: 1 });
    });

    it('refuses a version that is no whole number from 1', async () => {
      const sqno = await fresh();
      for (const version of ['0', 'x', '1.5']) {
        const a = await save('planner02', { cudType: 'D', sqno: String(sqno), version });
        expect([a.status, a.body.rt]).toEqual([400, 'bad_request']);
      }
    });
  });
});
