// @vitest-environment node
// A customer's memos (spec 2 §3-§7): the history paged newest first (final when a page is short), one
// memo, save (written and automatic), update and delete (only amendable memos, only the writer's), per
// position: a planner on their own and on another's customer, the branch head over a member's customer
// through searchUserid, a head of another branch refused; bad input; nothing of a memo's text audited.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { customers, memos } from '../../db/schema';
import { kstDate, kstTime } from '../../lib/time';
import { TEST_DATABASES } from '../../test-support/databases';
import { addOtherBranch } from '../../test-support/other-branch';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';

type Customer = typeof customers.$inferSelect;
type Memo = typeof memos.$inferSelect;
type Fields = Record<string, string>;

const FORBIDDEN = { rt: 'forbidden', rtMsg: msg.forbidden };
const ORG_REFUSED = { rt: 'forbidden', rtMsg: msg.otherOrgRefused };
const NOT_FOUND = { rt: 'not_found', rtMsg: msg.notFound };
const bad = (field: string) => ({ rt: 'bad_request', rtMsg: `${msg.badRequest} (${field})` });

describe.each(TEST_DATABASES)('customer memos on $name', (database) => {
  let h: Harness;
  /** planner01's first customer: the seed gives it a history of 21-25 memos (three pages of 10). */
  let mine: Customer;
  /** planner02's first customer. */
  let theirs: Customer;
  /** A customer of another branch (inserted below), and that branch's head. */
  let foreign: Customer;

  beforeAll(async () => {
    h = await createHarness(database);
    const first = async (owner: string) =>
      (await h.db.select().from(customers).where(eq(customers.ownerUserid, owner)).orderBy(asc(customers.kwkkey)).limit(1))[0]!;
    mine = await first('planner01');
    theirs = await first('planner02');
    // Another branch: its head and one planner with one customer and one memo, outside branch01's organisation.
    foreign = await addOtherBranch(h, theirs);
    await h.db.insert(memos).values({
      kwkkey: 'K99000001',
      custDiv: theirs.custDiv,
      memo: '다른 지점 고객 메모',
      memoDiv: '1',
      amntPsblYn: 'Y',
      userid: 'planner91',
      crtnDttm: TEST_NOW,
    });
  });
  afterAll(() => h.close());

  const call = async (userid: string, path: string, fields: Fields = {}) => h.call(`myCstmr/${path}`, fields, { token: await h.as(userid) });
  const key = (c: Customer) => ({ kwkkey: c.kwkkey, custDiv: c.custDiv });
  const list = (userid: string, c: Customer, offset: number, size = 10, extra: Fields = {}) =>
    call(userid, 'getCustMemoList', { ...key(c), offset: String(offset), size: String(size), ...extra });

  /** A customer's memos from the table, newest first (ties: the higher number first). */
  const stored = async (c: Customer) =>
    (await h.db.select().from(memos).where(eq(memos.kwkkey, c.kwkkey))).sort(
      (a, b) => b.crtnDttm.getTime() - a.crtnDttm.getTime() || b.sqno - a.sqno,
    );
  const one = async (sqno: number) => (await h.db.select().from(memos).where(eq(memos.sqno, sqno)))[0];
  /** The memo as `viewer` reads it: amendable only when saved so and written by the viewer. */
  const shown = (m: Memo, viewer: string) => ({
    sqno: m.sqno,
    kwkkey: m.kwkkey,
    custDiv: m.custDiv,
    memo: m.memo,
    memoDiv: m.memoDiv,
    amntPsblYn: m.amntPsblYn === 'Y' && m.userid === viewer ? 'Y' : 'N',
    crtnDttm: `${kstDate(m.crtnDttm)} ${kstTime(m.crtnDttm)}`,
    version: m.version,
  });
  /** Pages of 10 until one is short (spec 2 §4), as the app reads them. */
  async function readAll(userid: string, c: Customer, extra: Fields = {}) {
    const pages: any[][] = [];
    let totCnt = -1;
    for (let offset = 0; ; offset += 10) {
      const a = await list(userid, c, offset, 10, extra);
      expect(a.body.rt).toBe('success');
      pages.push(a.body.data.memoList);
      totCnt = a.body.data.totCnt;
      if (a.body.data.memoList.length < 10) break;
    }
    return { pages, totCnt };
  }

  describe('getCustMemoList', () => {
    it('pages a planner’s own customer newest first; the last page is short; long and automatic memos are there', async () => {
      const want = await stored(mine);
      expect(want.length).toBeGreaterThanOrEqual(21);
      expect(want.length).toBeLessThanOrEqual(25);
      const { pages, totCnt } = await readAll('planner01', mine);
      expect(pages.map((p) => p.length)).toEqual([10, 10, want.length - 20]);
      expect(totCnt).toBe(want.length);
      expect(pages.flat()).toEqual(want.map((m) => shown(m, 'planner01')));
      const rows = pages.flat();
      expect(rows.some((m) => m.memoDiv === '0' && m.amntPsblYn === 'N')).toBe(true);
      expect(rows.some((m) => m.memoDiv === '1' && m.amntPsblYn === 'Y')).toBe(true);
      // Memos the history folds (spec 2 §9): over 52 characters, or 2 line breaks or more.
      expect(rows.some((m) => m.memo.length > 52 && !m.memo.includes('\n'))).toBe(true);
      expect(rows.some((m) => m.memo.split('\n').length >= 3)).toBe(true);
      const beyond = await list('planner01', mine, 40);
      expect(beyond.body).toEqual({ rt: 'success', data: { memoList: [], totCnt: want.length } });
      // Another page size cuts the same order.
      expect((await list('planner01', mine, 3, 4)).body.data.memoList).toEqual(want.slice(3, 7).map((m) => shown(m, 'planner01')));
    });

    it('lets the branch head read a member’s customer (searchUserid or the whole organisation), nothing amendable', async () => {
      const want = (await stored(mine)).map((m) => shown(m, 'branch01'));
      expect(want.every((m) => m.amntPsblYn === 'N')).toBe(true);
      for (const extra of [{ searchUserid: 'planner01' }, {}, { searchUserid: '' }] as Fields[]) {
        const { pages, totCnt } = await readAll('branch01', mine, extra);
        expect([pages.flat(), totCnt]).toEqual([want, want.length]);
      }
      // Naming a member who does not own the customer.
      expect((await list('branch01', mine, 0, 10, { searchUserid: 'planner02' })).body).toEqual(FORBIDDEN);
    });

    it('refuses another’s customer to a planner and to the leaders below the branch head, and another branch', async () => {
      for (const userid of ['planner02', 'planner03', 'partner01', 'master01', 'district01']) {
        const a = await list(userid, mine, 0);
        expect([userid, a.status, a.body]).toEqual([userid, 403, FORBIDDEN]);
        const named = await list(userid, mine, 0, 10, { searchUserid: 'planner01' });
        expect([userid, named.status, named.body]).toEqual([userid, 403, ORG_REFUSED]);
      }
      // A head of another branch, both ways; each reads their own.
      expect((await list('branch09', mine, 0)).body).toEqual(FORBIDDEN);
      expect((await list('branch09', mine, 0, 10, { searchUserid: 'planner01' })).body).toEqual(ORG_REFUSED);
      expect((await list('branch01', foreign, 0)).body).toEqual(FORBIDDEN);
      expect((await list('branch01', foreign, 0, 10, { searchUserid: 'planner91' })).body).toEqual(ORG_REFUSED);
      const own = await list('branch09', foreign, 0, 10, { searchUserid: 'planner91' });
      expect(own.body.data.memoList.map((m: any) => m.memo)).toEqual(['다른 지점 고객 메모']);
      // An unknown key or the wrong custDiv answers like another's customer.
      expect((await call('planner01', 'getCustMemoList', { kwkkey: 'K99999999', custDiv: '1', offset: '0', size: '10' })).body).toEqual(FORBIDDEN);
      const wrongDiv = { kwkkey: mine.kwkkey, custDiv: mine.custDiv === '1' ? '2' : '1', offset: '0', size: '10' };
      expect((await call('planner01', 'getCustMemoList', wrongDiv)).body).toEqual(FORBIDDEN);
    });

    it('refuses bad input naming the field, and a call without a session', async () => {
      const base = { ...key(mine), offset: '0', size: '10' };
      for (const [fields, field] of [
        [{ ...base, kwkkey: '' }, 'kwkkey'],
        [{ ...base, kwkkey: 'K'.repeat(21) }, 'kwkkey'],
        [{ ...base, custDiv: '3' }, 'custDiv'],
        [{ ...base, offset: '-1' }, 'offset'],
        [{ ...base, offset: 'x' }, 'offset'],
        [{ ...base, size: '0' }, 'size'],
        [{ ...base, size: '51' }, 'size'],
        [{ ...base, searchUserid: 'u'.repeat(21) }, 'searchUserid'],
        [{ kwkkey: mine.kwkkey, offset: '0', size: '10' }, 'custDiv'],
      ] as const) {
        const a = await call('planner01', 'getCustMemoList', fields);
        expect([field, a.status, a.body]).toEqual([field, 400, bad(field)]);
      }
      const anonymous = await h.call('myCstmr/getCustMemoList', base);
      expect([anonymous.status, anonymous.body.rt]).toEqual([401, 'unauthorized']);
    });
  });

  describe('getCustMemo', () => {
    it('answers one memo of a customer in view; another’s is forbidden, an unknown number not_found', async () => {
      const [newest] = await stored(mine);
      expect((await call('planner01', 'getCustMemo', { sqno: String(newest!.sqno) })).body).toEqual({
        rt: 'success',
        data: { memo: shown(newest!, 'planner01') },
      });
      const asHead = await call('branch01', 'getCustMemo', { sqno: String(newest!.sqno) });
      expect(asHead.body.data.memo).toEqual({ ...shown(newest!, 'planner01'), amntPsblYn: 'N' });
      for (const userid of ['planner02', 'district01', 'branch09']) {
        const a = await call(userid, 'getCustMemo', { sqno: String(newest!.sqno) });
        expect([userid, a.status, a.body]).toEqual([userid, 403, FORBIDDEN]);
      }
      const [other] = await stored(foreign);
      expect((await call('branch01', 'getCustMemo', { sqno: String(other!.sqno) })).body).toEqual(FORBIDDEN);
      const unknown = await call('planner01', 'getCustMemo', { sqno: '2147483647' });
      expect([unknown.status, unknown.body]).toEqual([404, NOT_FOUND]);
      for (const sqno of ['', 'x', '0', '-1', '1.5', '1e3', '2147483648']) {
        const a = await call('planner01', 'getCustMemo', { sqno });
        expect([sqno, a.status, a.body]).toEqual([sqno, 400, bad('sqno')]);
      }
      expect((await call('planner01', 'getCustMemo', {})).body).toEqual(bad('sqno'));
    });
  });

  describe('saveMyCustMemo', () => {
    it('saves a written memo (trimmed, amendable) and an automatic one (never amendable) at the server’s time', async () => {
      const before = (await stored(mine)).length;
      const saved = await call('planner01', 'saveMyCustMemo', { ...key(mine), memoDiv: '1', memo: '  다음 주 화요일 방문 예정.\n교재 샘플 지참.  ' });
      expect(saved.body.rt).toBe('success');
      const auto = await call('planner01', 'saveMyCustMemo', { ...key(mine), memoDiv: '0', memo: '전화 발신' });
      const locked = await call('planner01', 'saveMyCustMemo', { ...key(mine), memoDiv: '1', memo: '잠긴 메모', amntPsblYn: 'N' });
      const written = await one(saved.body.data.sqno);
      expect(written).toMatchObject({
        kwkkey: mine.kwkkey,
        custDiv: mine.custDiv,
        memo: '다음 주 화요일 방문 예정.\n교재 샘플 지참.',
        memoDiv: '1',
        amntPsblYn: 'Y',
        userid: 'planner01',
      });
      expect(written!.crtnDttm.getTime()).toBe(TEST_NOW.getTime());
      expect(await one(auto.body.data.sqno)).toMatchObject({ memo: '전화 발신', memoDiv: '0', amntPsblYn: 'N', userid: 'planner01' });
      expect(await one(locked.body.data.sqno)).toMatchObject({ memoDiv: '1', amntPsblYn: 'N' });
      // At the head of the history (same time: the higher number first).
      const page = await list('planner01', mine, 0, 3);
      expect(page.body.data.memoList.map((m: any) => [m.sqno, m.amntPsblYn])).toEqual([
        [locked.body.data.sqno, 'N'],
        [auto.body.data.sqno, 'N'],
        [saved.body.data.sqno, 'Y'],
      ]);
      expect(page.body.data.totCnt).toBe(before + 3);
      expect(page.body.data.memoList[2].crtnDttm).toBe(`${kstDate(TEST_NOW)} ${kstTime(TEST_NOW)}`);
    });

    it('takes 500 characters, refuses 501, blank, a bad memoDiv and an amendable automatic memo', async () => {
      const base = { ...key(mine), memoDiv: '1' };
      expect((await call('planner01', 'saveMyCustMemo', { ...base, memo: '가'.repeat(500) })).body.rt).toBe('success');
      const count = (await stored(mine)).length;
      for (const [fields, field] of [
        [{ ...base, memo: '가'.repeat(501) }, 'memo'],
        [{ ...base, memo: '' }, 'memo'],
        [{ ...base, memo: ' \n\t ' }, 'memo'],
        [base, 'memo'],
        [{ ...base, memo: '메모', memoDiv: '2' }, 'memoDiv'],
        [{ ...base, memo: '메모', amntPsblYn: 'X' }, 'amntPsblYn'],
        [{ ...base, memo: '전화 발신', memoDiv: '0', amntPsblYn: 'Y' }, 'amntPsblYn'],
        [{ ...base, memo: '메모', kwkkey: '' }, 'kwkkey'],
        [{ ...base, memo: '메모', custDiv: '' }, 'custDiv'],
      ] as const) {
        const a = await call('planner01', 'saveMyCustMemo', fields);
        expect([field, a.status, a.body]).toEqual([field, 400, bad(field)]);
      }
      expect((await stored(mine)).length).toBe(count);
    });

    it('saves on customers in view only; the branch head may write on a member’s customer', async () => {
      const text = '남의 고객 메모 비밀-내용';
      for (const [userid, c] of [
        ['planner02', mine],
        ['district01', mine],
        ['branch09', mine],
        ['branch01', foreign],
      ] as const) {
        const a = await call(userid, 'saveMyCustMemo', { ...key(c), memoDiv: '1', memo: text });
        expect([userid, a.status, a.body]).toEqual([userid, 403, FORBIDDEN]);
      }
      const unknown = await call('planner01', 'saveMyCustMemo', { kwkkey: 'K99999999', custDiv: '1', memoDiv: '1', memo: text });
      expect(unknown.body).toEqual(FORBIDDEN);
      const wrongDiv = await call('planner01', 'saveMyCustMemo', { kwkkey: mine.kwkkey, custDiv: mine.custDiv === '1' ? '2' : '1', memoDiv: '1', memo: text });
      expect(wrongDiv.body).toEqual(FORBIDDEN);
      expect((await h.db.select().from(memos).where(eq(memos.memo, text))).length).toBe(0);
      // Refusals are audited without the memo's text.
      expect(JSON.stringify(h.audit)).not.toContain('비밀-내용');

      const byHead = await call('branch01', 'saveMyCustMemo', { ...key(theirs), memoDiv: '1', memo: '지점장 메모' });
      expect(await one(byHead.body.data.sqno)).toMatchObject({ kwkkey: theirs.kwkkey, userid: 'branch01', amntPsblYn: 'Y' });
      // The owner reads it, but may not amend the head's memo.
      const seen = await call('planner02', 'getCustMemo', { sqno: String(byHead.body.data.sqno) });
      expect(seen.body.data.memo).toMatchObject({ memo: '지점장 메모', amntPsblYn: 'N' });
      expect((await call('branch01', 'getCustMemo', { sqno: String(byHead.body.data.sqno) })).body.data.memo.amntPsblYn).toBe('Y');
      const edit = await call('planner02', 'updateCustMemo', { sqno: String(byHead.body.data.sqno), memo: '고침' });
      expect([edit.status, edit.body]).toEqual([409, { rt: 'refused', rtMsg: msg.memoNotAuthor }]);
    });
  });

  describe('updateCustMemo', () => {
    it('edits the caller’s amendable memo (trimmed); an automatic one is refused and kept', async () => {
      const all = await stored(mine);
      const amendable = all.find((m) => m.amntPsblYn === 'Y' && m.userid === 'planner01')!;
      const a = await call('planner01', 'updateCustMemo', { sqno: String(amendable.sqno), memo: ' 고친 메모\n두 번째 줄 ' });
      expect(a.body).toEqual({ rt: 'success', data: {} });
      // Saved without a version (an older client): the last write wins, and the version moves on.
      expect(await one(amendable.sqno)).toEqual({ ...amendable, memo: '고친 메모\n두 번째 줄', version: amendable.version + 1 });
      expect((await call('planner01', 'getCustMemo', { sqno: String(amendable.sqno) })).body.data.memo.memo).toBe('고친 메모\n두 번째 줄');

      const automatic = all.find((m) => m.memoDiv === '0')!;
      expect(automatic.amntPsblYn).toBe('N');
      const refused = await call('planner01', 'updateCustMemo', { sqno: String(automatic.sqno), memo: '고침' });
      expect([refused.status, refused.body]).toEqual([409, { rt: 'refused', rtMsg: msg.memoLocked }]);
      expect(await one(automatic.sqno)).toEqual(automatic);
    });

    it('refuses another’s memo, an unknown number and bad input', async () => {
      const amendable = (await stored(mine)).find((m) => m.amntPsblYn === 'Y' && m.userid === 'planner01')!;
      const sqno = String(amendable.sqno);
      for (const userid of ['planner02', 'district01', 'branch09']) {
        const a = await call(userid, 'updateCustMemo', { sqno, memo: '고침' });
        expect([userid, a.status, a.body]).toEqual([userid, 403, FORBIDDEN]);
      }
      // The branch head sees it but did not write it.
      expect((await call('branch01', 'updateCustMemo', { sqno, memo: '고침' })).body).toEqual({ rt: 'refused', rtMsg: msg.memoNotAuthor });
      expect((await call('planner01', 'updateCustMemo', { sqno: '2147483647', memo: '고침' })).body).toEqual(NOT_FOUND);
      for (const [fields, field] of [
        [{ sqno, memo: '가'.repeat(501) }, 'memo'],
        [{ sqno, memo: '' }, 'memo'],
        [{ sqno, memo: '   ' }, 'memo'],
        [{ sqno }, 'memo'],
        [{ sqno: 'abc', memo: '고침' }, 'sqno'],
        [{ sqno: '0', memo: '고침' }, 'sqno'],
      ] as const) {
        const a = await call('planner01', 'updateCustMemo', fields);
        expect([field, a.status, a.body]).toEqual([field, 400, bad(field)]);
      }
      expect((await call('planner01', 'updateCustMemo', { sqno, memo: '나'.repeat(500) })).body.rt).toBe('success');
      expect(await one(amendable.sqno)).toEqual({ ...amendable, memo: '나'.repeat(500), version: amendable.version + 1 });
    });
  });

  describe('deleteCustMemo', () => {
    it('deletes the caller’s amendable memo once; refuses an automatic one, another’s and an unknown number', async () => {
      const all = await stored(mine);
      const amendable = all.find((m) => m.amntPsblYn === 'Y' && m.userid === 'planner01')!;
      const automatic = all.find((m) => m.memoDiv === '0')!;
      const sqno = String(amendable.sqno);
      for (const userid of ['planner02', 'district01', 'branch09']) {
        const a = await call(userid, 'deleteCustMemo', { sqno });
        expect([userid, a.status, a.body]).toEqual([userid, 403, FORBIDDEN]);
      }
      expect((await call('branch01', 'deleteCustMemo', { sqno })).body).toEqual({ rt: 'refused', rtMsg: msg.memoNotAuthor });
      const locked = await call('planner01', 'deleteCustMemo', { sqno: String(automatic.sqno) });
      expect([locked.status, locked.body]).toEqual([409, { rt: 'refused', rtMsg: msg.memoLocked }]);
      expect(await one(automatic.sqno)).toEqual(automatic);
      expect(await one(amendable.sqno)).toEqual(amendable);

      expect((await call('planner01', 'deleteCustMemo', { sqno })).body).toEqual({ rt: 'success', data: {} });
      expect(await one(amendable.sqno)).toBeUndefined();
      expect((await call('planner01', 'deleteCustMemo', { sqno })).body).toEqual(NOT_FOUND);
      expect((await list('planner01', mine, 0, 50)).body.data.totCnt).toBe(all.length - 1);
      for (const sqnoText of ['', 'x', '-5']) expect((await call('planner01', 'deleteCustMemo', { sqno: sqnoText })).body).toEqual(bad('sqno'));
      // The other branch's planner deletes their own.
      const [other] = await stored(foreign);
      expect((await call('planner91', 'deleteCustMemo', { sqno: String(other!.sqno) })).body.rt).toBe('success');
      expect(await h.db.select().from(memos).where(eq(memos.kwkkey, foreign.kwkkey))).toEqual([]);
    });
  });

  describe('versions (issue 18)', () => {
    const conflict = (memo: string, version: number) => ({ rt: 'conflict', rtMsg: msg.conflict, data: { current: { memo, version: String(version) } } });
    const fresh = async (memo: string) =>
      (await call('planner01', 'saveMyCustMemo', { ...key(mine), memoDiv: '1', memo })).body.data.sqno as number;

    it('updateCustMemo: the version read saves and moves on; a stale one is a conflict with the server’s copy, the memo unchanged', async () => {
      const sqno = await fresh('버전 메모');
      const read = (await call('planner01', 'getCustMemo', { sqno: String(sqno) })).body.data.memo;
      expect(read).toMatchObject({ memo: '버전 메모', version: 1 });
      const ok = await call('planner01', 'updateCustMemo', { sqno: String(sqno), memo: '첫 수정', version: String(read.version) });
      expect(ok.body).toEqual({ rt: 'success', data: {} });
      expect(await one(sqno)).toMatchObject({ memo: '첫 수정', version: 2 });
      const before = await one(sqno);
      const stale = await call('planner01', 'updateCustMemo', { sqno: String(sqno), memo: '늦은 수정', version: '1' });
      expect([stale.status, stale.body]).toEqual([409, conflict('첫 수정', 2)]);
      expect(await one(sqno)).toEqual(before);
      // The list rows carry the version too.
      const row = (await list('planner01', mine, 0, 50)).body.data.memoList.find((m: any) => m.sqno === sqno);
      expect(row.version).toBe(2);
      for (const version of ['0', 'x', '-1']) expect((await call('planner01', 'updateCustMemo', { sqno: String(sqno), memo: '고침', version })).body).toEqual(bad('version'));
    });

    it('deleteCustMemo: the version read deletes; a stale one is a conflict, the memo kept; absent deletes as before', async () => {
      const sqno = await fresh('지울 메모');
      await call('planner01', 'updateCustMemo', { sqno: String(sqno), memo: '고친 뒤 지울 메모' });
      const before = await one(sqno);
      expect(before!.version).toBe(2);
      const stale = await call('planner01', 'deleteCustMemo', { sqno: String(sqno), version: '1' });
      expect([stale.status, stale.body]).toEqual([409, conflict('고친 뒤 지울 메모', 2)]);
      expect(await one(sqno)).toEqual(before);
      expect((await call('planner01', 'deleteCustMemo', { sqno: String(sqno), version: '2' })).body).toEqual({ rt: 'success', data: {} });
      expect(await one(sqno)).toBeUndefined();
      // Deleted meanwhile: not_found, version or not.
      expect((await call('planner01', 'deleteCustMemo', { sqno: String(sqno), version: '2' })).body).toEqual(NOT_FOUND);
      const plain = await fresh('버전 없이 지울 메모');
      expect((await call('planner01', 'deleteCustMemo', { sqno: String(plain) })).body.rt).toBe('success');
      expect(await one(plain)).toBeUndefined();
    });
  });
});
