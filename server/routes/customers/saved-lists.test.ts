// @vitest-environment node
// Saved lists (read, save with the byte rule, the 100-list limit and visibility, delete own only) and
// bookmarks (only visible customers, idempotent, the list shows the star), per position, with bad input.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { byteLength } from '../../../src/domain/shared/byte-length';
import { GRADE_NAMES } from '../../../src/domain/shared/roles';
import { custListMembers, custLists, customers } from '../../db/schema';
import { kstDate, kstTime } from '../../lib/time';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';

describe.each(TEST_DATABASES)('saved lists and bookmarks on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());

  const call = async (userid: string, path: string, fields: Record<string, string> = {}) => h.call(`myCstmr/${path}`, fields, { token: await h.as(userid) });
  const ownedBy = async (owner: string) => h.db.select().from(customers).where(eq(customers.ownerUserid, owner));

  it('getSavedCustList answers the caller’s own lists, newest first, with the source member and the count', async () => {
    for (const userid of ['planner01', 'branch01', 'planner02']) {
      const rows = (await h.db.select().from(custLists).where(eq(custLists.userid, userid))).sort(
        (a, b) => b.crtnDttm.getTime() - a.crtnDttm.getTime() || b.custListSqno - a.custListSqno,
      );
      const members = await h.db.select().from(custListMembers);
      const staff = await h.db.query.users.findMany();
      const a = await call(userid, 'getSavedCustList');
      expect(a.body).toEqual({
        rt: 'success',
        data: {
          list: rows.map((l) => {
            const src = staff.find((u) => u.userid === l.srcUserid)!;
            return {
              custListSqno: l.custListSqno,
              titl: l.titl,
              listTyp: l.listTyp,
              srcUserid: l.srcUserid,
              srcUsername: src.name,
              srcUserOrgnzPstnNm: GRADE_NAMES[src.orgnzPstn],
              crtnDttm: `${kstDate(l.crtnDttm)} ${kstTime(l.crtnDttm)}`,
              userid,
              custCnt: members.filter((m) => m.custListSqno === l.custListSqno).length,
            };
          }),
        },
      });
      if (userid !== 'planner02') expect(rows.length).toBeGreaterThan(0);
    }
  });

  it('saveCustList saves visible customers under a checked title; the list then filters by it', async () => {
    const mine = (await ownedBy('planner01')).slice(0, 3).map((c) => c.kwkkey);
    const a = await call('planner01', 'saveCustList', { titl: '  이번 주 방문  ', listTyp: 'F', kwkkeyJsonString: JSON.stringify([...mine, mine[0]]) });
    expect(a.body.rt).toBe('success');
    const id = a.body.data.custListSqno as number;
    const [row] = await h.db.select().from(custLists).where(eq(custLists.custListSqno, id));
    expect(row).toMatchObject({ userid: 'planner01', titl: '이번 주 방문', srcUserid: 'planner01', listTyp: 'F' });
    const members = await h.db.select().from(custListMembers).where(eq(custListMembers.custListSqno, id));
    expect(new Set(members.map((m) => m.kwkkey))).toEqual(new Set(mine));
    const listed = await call('planner01', 'getMyCstmrList', { offset: '0', size: '50', custListSqno: String(id) });
    expect(new Set(listed.body.data.list.map((r: any) => r.kwkkey))).toEqual(new Set(mine));

    // A branch head saves a member's customers as that member's list.
    const theirs = (await ownedBy('planner07')).slice(0, 2).map((c) => c.kwkkey);
    const b = await call('branch01', 'saveCustList', { titl: 'EP 목록', listTyp: 'S', srcUserid: 'planner07', kwkkeyJsonString: JSON.stringify(theirs) });
    const [saved] = await h.db.select().from(custLists).where(eq(custLists.custListSqno, b.body.data.custListSqno));
    expect(saved).toMatchObject({ userid: 'branch01', srcUserid: 'planner07', listTyp: 'S' });
  });

  it('refuses a blank or over-long title (the byte rule), customers the caller may not see, and a foreign source', async () => {
    const mine = JSON.stringify([(await ownedBy('planner01'))[0]!.kwkkey]);
    const blank = await call('planner01', 'saveCustList', { titl: '   ', listTyp: 'F', kwkkeyJsonString: mine });
    expect([blank.status, blank.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (titl)` }]);
    const long = '가나다라마바사아자차카타파하가나다'; // 17 Hangul: 34 bytes, within 32 characters
    expect(byteLength(long)).toBe(34);
    const tooLong = await call('planner01', 'saveCustList', { titl: long, listTyp: 'F', kwkkeyJsonString: mine });
    expect([tooLong.status, tooLong.body]).toEqual([400, { rt: 'bad_request', rtMsg: msg.maxBytes('타이틀', 32, 34) }]);
    const escaped = await call('planner01', 'saveCustList', { titl: "<b>'x'</b>&(1)", listTyp: 'F', kwkkeyJsonString: mine });
    expect(escaped.body.rtMsg).toBe(msg.maxBytes('타이틀', 32, byteLength("<b>'x'</b>&(1)")));
    expect((await call('planner01', 'saveCustList', { titl: '가'.repeat(16), listTyp: 'F', kwkkeyJsonString: mine })).body.rt).toBe('success');

    const other = JSON.stringify([(await ownedBy('planner02'))[0]!.kwkkey]);
    for (const keys of [other, JSON.stringify(['K99999999'])]) {
      const a = await call('planner01', 'saveCustList', { titl: '남의 고객', listTyp: 'F', kwkkeyJsonString: keys });
      expect([a.status, a.body]).toEqual([403, { rt: 'forbidden', rtMsg: msg.forbidden }]);
    }
    const src = await call('planner01', 'saveCustList', { titl: '남의 목록', listTyp: 'F', srcUserid: 'planner02', kwkkeyJsonString: mine });
    expect([src.status, src.body]).toEqual([403, { rt: 'forbidden', rtMsg: msg.otherOrgRefused }]);
    for (const [fields, named] of [
      [{ titl: '목록', listTyp: 'F', kwkkeyJsonString: '[]' }, 'kwkkeyJsonString'],
      [{ titl: '목록', listTyp: 'F', kwkkeyJsonString: 'not json' }, 'kwkkeyJsonString'],
      [{ titl: '목록', listTyp: 'F', kwkkeyJsonString: JSON.stringify(Array.from({ length: 1001 }, (_, i) => `K${i}`)) }, 'kwkkeyJsonString'],
      [{ titl: '목록', listTyp: 'X', kwkkeyJsonString: mine }, 'listTyp'],
      [{ titl: 'x'.repeat(33), listTyp: 'F', kwkkeyJsonString: mine }, 'titl'],
      [{ listTyp: 'F', kwkkeyJsonString: mine }, 'titl'],
    ] as const) {
      const a = await call('planner01', 'saveCustList', fields);
      expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
    }
  });

  it('keeps at most 100 lists per user', async () => {
    const key = (await ownedBy('planner03'))[0]!.kwkkey;
    const have = (await h.db.select().from(custLists).where(eq(custLists.userid, 'planner03'))).length;
    for (let i = have; i < 100; i++)
      expect((await call('planner03', 'saveCustList', { titl: `목록 ${i}`, listTyp: 'F', kwkkeyJsonString: JSON.stringify([key]) })).body.rt).toBe('success');
    const a = await call('planner03', 'saveCustList', { titl: '101번째', listTyp: 'F', kwkkeyJsonString: JSON.stringify([key]) });
    expect([a.status, a.body]).toEqual([409, { rt: 'refused', rtMsg: msg.savedListLimit }]);
    expect((await h.db.select().from(custLists).where(eq(custLists.userid, 'planner03'))).length).toBe(100);
  });

  it('deleteSavedCustList deletes the caller’s own list; another’s or an unknown one is not_found', async () => {
    const [theirs] = await h.db.select().from(custLists).where(eq(custLists.userid, 'branch01'));
    const other = await call('planner01', 'deleteSavedCustList', { custListSqno: String(theirs!.custListSqno) });
    expect([other.status, other.body]).toEqual([404, { rt: 'not_found', rtMsg: msg.notFound }]);
    expect(await h.db.select().from(custLists).where(eq(custLists.custListSqno, theirs!.custListSqno))).toHaveLength(1);
    const a = await call('branch01', 'deleteSavedCustList', { custListSqno: String(theirs!.custListSqno) });
    expect(a.body).toEqual({ rt: 'success', data: {} });
    expect(await h.db.select().from(custListMembers).where(eq(custListMembers.custListSqno, theirs!.custListSqno))).toHaveLength(0);
    expect((await call('branch01', 'deleteSavedCustList', { custListSqno: String(theirs!.custListSqno) })).body.rt).toBe('not_found');
    expect((await call('branch01', 'deleteSavedCustList', { custListSqno: 'x' })).body.rtMsg).toBe(`${msg.badRequest} (custListSqno)`);
  });

  it('bookmarks: set and cleared idempotently on a visible customer, shown by the list, updated_at untouched', async () => {
    const [c] = (await ownedBy('planner01')).filter((x) => x.bookmarkYn === 'N');
    const key = { kwkkey: c!.kwkkey, custDiv: c!.custDiv };
    for (let i = 0; i < 2; i++) expect((await call('planner01', 'saveMyCustBkmr', key)).body).toEqual({ rt: 'success', data: {} });
    const [after] = await h.db.select().from(customers).where(eq(customers.kwkkey, c!.kwkkey));
    expect(after!.bookmarkYn).toBe('Y');
    expect(after!.updatedAt.getTime()).toBe(c!.updatedAt.getTime());
    const row = async () =>
      (await call('planner01', 'getMyCstmrList', { offset: '0', size: '50', searchTxt: c!.tel2 + c!.tel3 })).body.data.list.find((r: any) => r.kwkkey === c!.kwkkey);
    expect((await row()).bookmarkYn).toBe('Y');
    // A branch head may star a member's customer.
    for (let i = 0; i < 2; i++) expect((await call('branch01', 'deleteCustBkmr', key)).body.rt).toBe('success');
    expect((await row()).bookmarkYn).toBe('N');
  });

  it('bookmarks: another’s customer, a wrong custDiv or an unknown key is not_found; bad input bad_request', async () => {
    const [theirs] = await ownedBy('planner02');
    const [mine] = await ownedBy('planner01');
    for (const [userid, fields] of [
      ['planner01', { kwkkey: theirs!.kwkkey, custDiv: theirs!.custDiv }],
      ['district01', { kwkkey: mine!.kwkkey, custDiv: mine!.custDiv }],
      ['planner01', { kwkkey: mine!.kwkkey, custDiv: mine!.custDiv === '1' ? '2' : '1' }],
      ['planner01', { kwkkey: 'K99999999', custDiv: '1' }],
    ] as const)
      for (const path of ['saveMyCustBkmr', 'deleteCustBkmr']) {
        const a = await call(userid, path, fields);
        expect([userid, path, a.status, a.body]).toEqual([userid, path, 404, { rt: 'not_found', rtMsg: msg.notFound }]);
      }
    const [untouched] = await h.db.select().from(customers).where(and(eq(customers.kwkkey, theirs!.kwkkey)));
    expect(untouched!.bookmarkYn).toBe(theirs!.bookmarkYn);
    for (const [fields, named] of [
      [{ kwkkey: '', custDiv: '1' }, 'kwkkey'],
      [{ kwkkey: 'K1', custDiv: '3' }, 'custDiv'],
      [{ kwkkey: 'x'.repeat(21), custDiv: '1' }, 'kwkkey'],
    ] as const) {
      const a = await call('planner01', 'saveMyCustBkmr', fields);
      expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
    }
  });
});
