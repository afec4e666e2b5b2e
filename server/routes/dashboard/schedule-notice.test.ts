// @vitest-environment node
// Today's schedules (order, names, accompany owner, paging), the completion toggle on own and others'
// schedules, and the notice list (order, search as plain text, paging), with bad input.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_KIND_NAMES } from '../../../src/domain/shared/codes';
import { msg } from '../../../src/domain/messages';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { notices, schedules, users } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';

const TODAY = '2026-03-12';

describe.each(TEST_DATABASES)('schedules and notices on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());

  const expectedToday = async (userid: string) => {
    const all = await h.db.select().from(schedules);
    const people = await h.db.select().from(users);
    return all
      .filter((s) => s.userid === userid && s.dltnYn === 'N' && s.sttDt <= TODAY && s.endDt >= TODAY)
      .sort((a, b) => (a.allYn === b.allYn ? 0 : a.allYn === 'Y' ? -1 : 1) || a.sttHr.localeCompare(b.sttHr) || a.sqno - b.sqno)
      .map((s) => {
        const followed = s.scdlDivCd === 'SSD06' ? all.find((x) => x.sqno === s.acmpScdlSqno) : undefined;
        return {
          sqno: s.sqno,
          cmplYn: s.cmplYn,
          allYn: s.allYn,
          sttHr: s.sttHr,
          endHr: s.endHr,
          scdlDivCd: s.scdlDivCd,
          scdlDivNm: SCHEDULE_KIND_NAMES[s.scdlDivCd],
          custNm: s.custNm ?? '',
          username2: followed ? people.find((p) => p.userid === followed.userid)!.name : '',
          etcCntn: s.etcCntn ?? '',
        };
      });
  };

  describe('schedule', () => {
    it.each(DEMO_ACCOUNTS.map((a) => a.userid))('%s: four schedules today, all-day first, one done, one accompany', async (userid) => {
      const want = await expectedToday(userid);
      const a = await h.call('schedule', { offset: '0', size: '50' }, { token: await h.as(userid) });
      expect(a.body).toEqual({ rt: 'success', data: { list: want, totCnt: want.length } });
      expect(want).toHaveLength(4);
      expect(want[0]!.allYn).toBe('Y');
      expect(want.filter((s) => s.cmplYn === 'Y')).toHaveLength(1);
      if (userid !== 'branch01') expect(want.find((s) => s.scdlDivCd === 'SSD06')?.username2).toBe(
        (await h.db.select().from(users).where(eq(users.userid, (await h.db.select().from(users).where(eq(users.userid, userid)))[0]!.managerUserid!)))[0]!.name,
      );
    });

    it('pages with offset and size and keeps the total', async () => {
      const want = await expectedToday('planner01');
      const page2 = await h.call('schedule', { offset: '1', size: '2' }, { token: await h.as('planner01') });
      expect(page2.body.data).toEqual({ list: want.slice(1, 3), totCnt: 4 });
      expect((await h.call('schedule', { offset: '10', size: '3' }, { token: await h.as('planner01') })).body.data).toEqual({ list: [], totCnt: 4 });
    });

    it('refuses bad numbers', async () => {
      for (const [fields, named] of [
        [{ offset: '-1', size: '3' }, 'offset'],
        [{ offset: '0', size: '51' }, 'size'],
        [{ offset: 'a', size: '3' }, 'offset'],
        [{ offset: '0', size: '1.5' }, 'size'],
        [{ offset: '0' }, 'size'],
      ] as const) {
        const a = await h.call('schedule', fields, { token: await h.as('planner01') });
        expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
      }
    });
  });

  describe('mySchedule/saveMyschedule CMP', () => {
    const first = async (userid: string) => (await expectedToday(userid)).find((s) => s.cmplYn === 'N')!;
    const cmpl = async (sqno: number) => (await h.db.select().from(schedules).where(eq(schedules.sqno, sqno)))[0]!.cmplYn;

    it('toggles its own schedule both ways', async () => {
      const s = await first('planner02');
      const token = await h.as('planner02');
      const save = (cmplYn: string) => h.call('mySchedule/saveMyschedule', { cudType: 'CMP', sqno: String(s.sqno), cmplYn }, { token });
      expect((await save('Y')).body).toEqual({ rt: 'success', data: {} });
      expect(await cmpl(s.sqno)).toBe('Y');
      expect((await save('N')).body.rt).toBe('success');
      expect(await cmpl(s.sqno)).toBe('N');
    });

    it("refuses another's, a deleted and an unknown schedule as not_found", async () => {
      const other = await first('planner01');
      const [deleted] = await h.db.select().from(schedules).where(and(eq(schedules.userid, 'planner03'), eq(schedules.dltnYn, 'Y'))).limit(1);
      const cases: [string, number][] = [['planner02', other.sqno], ['master01', other.sqno], ['planner03', 2_000_000_000]];
      if (deleted) cases.push(['planner03', deleted.sqno]);
      for (const [caller, sqno] of cases) {
        const a = await h.call('mySchedule/saveMyschedule', { cudType: 'CMP', sqno: String(sqno), cmplYn: 'Y' }, { token: await h.as(caller) });
        expect([a.status, a.body]).toEqual([404, { rt: 'not_found', rtMsg: msg.notFound }]);
      }
      expect(await cmpl(other.sqno)).toBe('N');
    });

    it('refuses other cudTypes, bad sqno and bad flags', async () => {
      for (const [fields, named] of [
        [{ cudType: 'CMP', sqno: '0', cmplYn: 'Y' }, 'sqno'],
        [{ cudType: 'CMP', sqno: '99999999999', cmplYn: 'Y' }, 'sqno'],
        [{ cudType: 'CMP', sqno: '1', cmplYn: 'y' }, 'cmplYn'],
      ] as const) {
        const a = await h.call('mySchedule/saveMyschedule', fields, { token: await h.as('planner01') });
        expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
      }
      // An unknown cudType matches no member of the request union (C, U, D, CMP): no one field to name.
      const unknown = await h.call('mySchedule/saveMyschedule', { cudType: 'X', sqno: '1', cmplYn: 'Y' }, { token: await h.as('planner01') });
      expect([unknown.status, unknown.body]).toEqual([400, { rt: 'bad_request', rtMsg: msg.badRequest }]);
    });
  });

  describe('notice/list', () => {
    const expected = async (text = '') => {
      const rows = await h.db.select().from(notices);
      return rows
        .filter((n) => n.title.toLowerCase().includes(text.toLowerCase()))
        .sort((a, b) => b.writeDate.localeCompare(a.writeDate) || b.itemId - a.itemId)
        .map(({ itemId, title, importance, writeDate }) => ({ itemId, title, importance, writeDate }));
    };

    it('lists the newest first in pages with the total', async () => {
      const all = await expected();
      const token = await h.as('partner01');
      expect((await h.call('notice/list', { offset: '0', size: '4' }, { token })).body.data).toEqual({ list: all.slice(0, 4), totCnt: all.length });
      expect((await h.call('notice/list', { offset: '10', size: '10' }, { token })).body.data).toEqual({ list: all.slice(10, 20), totCnt: all.length });
    });

    it('searches titles as plain text, case-insensitively; wildcards match only themselves', async () => {
      const token = await h.as('planner01');
      await h.db.insert(notices).values({ itemId: 9001, title: 'AI ELT 100% 달성_안내', importance: '2', writeDate: '2026-01-02', bodyHtml: '<p>x</p>' });
      try {
        for (const text of ['안내', 'ai elt', '100%', '%', '_', '긴급', "'; drop table notices; --"]) {
          const want = await expected(text);
          const a = await h.call('notice/list', { offset: '0', size: '50', searchTxt: text }, { token });
          expect(a.body.data).toEqual({ list: want, totCnt: want.length });
        }
        expect((await expected('%')).map((n) => n.itemId)).toEqual([9001]);
      } finally {
        await h.db.delete(notices).where(eq(notices.itemId, 9001));
      }
    });

    it('refuses an over-long search and bad paging', async () => {
      const token = await h.as('planner01');
      for (const [fields, named] of [
        [{ offset: '0', size: '10', searchTxt: 'x'.repeat(51) }, 'searchTxt'],
        [{ offset: '0', size: '0' }, 'size'],
        [{ offset: '100001', size: '10' }, 'offset'],
      ] as const) {
        const a = await h.call('notice/list', fields, { token });
        expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
      }
    });
  });
});
