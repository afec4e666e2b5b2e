// @vitest-environment node
// orgnz/memoList, memoSave, memoDelete: a memo is its author's alone (a branch head never sees a district
// head's memos about the same member); writing, changing and deleting; someone else's memo and a memo that
// does not exist get the same audited not-found; the text rules (trimmed, required, 1000 bytes); versions
// (issue 18): every change bumps one, a change sent with a stale one is a conflict with the memo as stored.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { orgMemos } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { type OrgExpect, orgExpect } from '../../test-support/org-expect';

describe.each(TEST_DATABASES)('orgnz memos on $name', (database) => {
  let h: Harness;
  let e: OrgExpect;
  const code = (userid: string) => e.byId(userid).akdcde;
  const call = async (path: string, caller: string, fields: Record<string, string>) => h.call(path, fields, { token: await h.as(caller) });
  const save = (caller: string, target: string, contents: string, sqno = 0, more: Record<string, string> = {}) =>
    call('orgnz/memoSave', caller, { sqno: String(sqno), targetId: code(target), contents, ...more });
  const listOf = async (caller: string, target: string) =>
    (await call('orgnz/memoList', caller, { targetId: code(target) })).body.data.list as { sqno: number; cntn: string; crtnDttm: string; version: number }[];
  const stored = async (sqno: number) => (await h.db.select().from(orgMemos).where(eq(orgMemos.sqno, sqno)))[0];

  beforeAll(async () => {
    h = await createHarness(database);
    e = await orgExpect(h.db, h.clock.now());
  });
  afterAll(() => h.close());

  it('writes a memo (trimmed), lists it newest first to its author only, with the KST time of writing', async () => {
    const first = await save('branch01', 'planner01', '  첫 상담 메모\n다음 주 재방문  ');
    expect(first.body).toEqual({ rt: 'success', data: { sqno: expect.any(Number) } });
    h.clock.advance(60_000);
    const second = await save('branch01', 'planner01', '두 번째 메모');
    const theirs = await save('district01', 'planner01', '지국장 메모');
    expect((await stored(first.body.data.sqno))!).toMatchObject({ authorUserid: 'branch01', targetUserid: 'planner01', cntn: '첫 상담 메모\n다음 주 재방문' });
    expect(await listOf('branch01', 'planner01')).toEqual([
      { sqno: second.body.data.sqno, cntn: '두 번째 메모', crtnDttm: '2026.03.12 10:01', version: 1 },
      { sqno: first.body.data.sqno, cntn: '첫 상담 메모\n다음 주 재방문', crtnDttm: '2026.03.12 10:00', version: 1 },
    ]);
    // The district head sees their own memo only; the branch head above them never sees it.
    expect((await listOf('district01', 'planner01')).map((m) => m.sqno)).toEqual([theirs.body.data.sqno]);
    expect((await listOf('branch01', 'planner01')).map((m) => m.sqno)).not.toContain(theirs.body.data.sqno);
    expect(await listOf('branch01', 'planner02')).toEqual([]);
    // A memo about oneself is one's own too.
    expect((await save('district01', 'district01', '나의 메모')).body.rt).toBe('success');
    expect((await listOf('district01', 'district01')).map((m) => m.cntn)).toEqual(['나의 메모']);
    h.clock.set(TEST_NOW);
  });

  it('changes only the caller’s own memo about that member; others’, unknown ones and another member’s get one audited not-found', async () => {
    const mine = (await save('branch01', 'planner02', '원래 내용')).body.data.sqno as number;
    const theirs = (await save('district01', 'planner02', '지국장 내용')).body.data.sqno as number;
    expect((await save('branch01', 'planner02', ' 고친 내용 ', mine)).body).toEqual({ rt: 'success', data: { sqno: mine } });
    expect((await stored(mine))!.cntn).toBe('고친 내용');
    const notFound = [404, { rt: 'not_found', rtMsg: msg.orgMemoNotFound }];
    for (const [caller, target, sqno] of [
      ['branch01', 'planner02', theirs],
      ['district01', 'planner02', mine],
      ['branch01', 'planner02', 999_999],
      ['branch01', 'planner03', mine],
    ] as const) {
      const before = h.audit.length;
      const a = await save(caller, target, '덮어쓰기', sqno);
      expect([a.status, a.body]).toEqual(notFound);
      expect(h.audit.slice(before)).toEqual([expect.objectContaining({ event: 'call.refused', path: 'orgnz/memoSave', rt: 'not_found', userId: caller, detail: { sqno } })]);
    }
    expect([(await stored(mine))!.cntn, (await stored(theirs))!.cntn]).toEqual(['고친 내용', '지국장 내용']);
  });

  it('deletes only the caller’s own memo, once', async () => {
    const mine = (await save('district01', 'master01', '삭제할 메모')).body.data.sqno as number;
    const theirs = (await save('branch01', 'master01', '남을 메모')).body.data.sqno as number;
    for (const [caller, sqno] of [['district01', theirs], ['branch01', mine], ['branch01', 424_242]] as const) {
      const before = h.audit.length;
      const a = await call('orgnz/memoDelete', caller, { sqno: String(sqno) });
      expect([a.status, a.body]).toEqual([404, { rt: 'not_found', rtMsg: msg.orgMemoNotFound }]);
      expect(h.audit.slice(before)).toEqual([expect.objectContaining({ path: 'orgnz/memoDelete', rt: 'not_found', userId: caller })]);
    }
    expect((await call('orgnz/memoDelete', 'district01', { sqno: String(mine) })).body).toEqual({ rt: 'success', data: { sqno: mine } });
    expect(await stored(mine)).toBeUndefined();
    expect((await call('orgnz/memoDelete', 'district01', { sqno: String(mine) })).status).toBe(404);
    expect((await stored(theirs))!.cntn).toBe('남을 메모');
  });

  it('edits at the version read: a match saves and bumps it, a stale one is a conflict with the memo as stored, none saves', async () => {
    const sqno = (await save('branch01', 'planner01', '처음 내용')).body.data.sqno as number;
    const versionOf = async () => (await listOf('branch01', 'planner01')).find((m) => m.sqno === sqno)!.version;
    expect(await versionOf()).toBe(1);
    expect((await save('branch01', 'planner01', '다른 기기에서 고침', sqno, { version: '1' })).body).toEqual({ rt: 'success', data: { sqno } });
    expect([(await stored(sqno))!.cntn, await versionOf()]).toEqual(['다른 기기에서 고침', 2]);

    const stale = await save('branch01', 'planner01', '오래된 화면에서 고침', sqno, { version: '1' });
    expect([stale.status, stale.body]).toEqual([409, { rt: 'conflict', rtMsg: msg.conflict, data: { current: { contents: '다른 기기에서 고침', version: '2' } } }]);
    expect((await stored(sqno))!).toMatchObject({ cntn: '다른 기기에서 고침', version: 2 });

    expect((await save('branch01', 'planner01', '버전 없이 고침', sqno)).body).toEqual({ rt: 'success', data: { sqno } });
    expect((await stored(sqno))!).toMatchObject({ cntn: '버전 없이 고침', version: 3 });
    // Someone else's memo stays not found, with or without a version.
    const other = await save('district01', 'planner01', '덮어쓰기', sqno, { version: '3' });
    expect([other.status, other.body.rt]).toEqual([404, 'not_found']);
  });

  it('deletes at the version read: a stale one is a conflict and the memo stays; a match or none deletes', async () => {
    const sqno = (await save('branch01', 'planner01', '지울 메모')).body.data.sqno as number;
    await save('branch01', 'planner01', '지울 메모 (고침)', sqno);
    const stale = await call('orgnz/memoDelete', 'branch01', { sqno: String(sqno), version: '1' });
    expect([stale.status, stale.body]).toEqual([409, { rt: 'conflict', rtMsg: msg.conflict, data: { current: { contents: '지울 메모 (고침)', version: '2' } } }]);
    expect((await stored(sqno))!).toMatchObject({ cntn: '지울 메모 (고침)', version: 2 });
    expect((await call('orgnz/memoDelete', 'branch01', { sqno: String(sqno), version: '2' })).body).toEqual({ rt: 'success', data: { sqno } });
    expect(await stored(sqno)).toBeUndefined();
    // A deleted memo answers not found, whatever version is sent.
    expect((await call('orgnz/memoDelete', 'branch01', { sqno: String(sqno), version: '2' })).status).toBe(404);
    const plain = (await save('branch01', 'planner01', '버전 없이 지움')).body.data.sqno as number;
    expect((await call('orgnz/memoDelete', 'branch01', { sqno: String(plain) })).body).toEqual({ rt: 'success', data: { sqno: plain } });
  });

  it('refuses blank and over-long texts with the spec’s messages; 1000 bytes by the byte rule fit', async () => {
    const required = [400, { rt: 'bad_request', rtMsg: msg.orgMemoRequired }];
    const tooLong = [400, { rt: 'bad_request', rtMsg: msg.orgMemoTooLong }];
    for (const [contents, want] of [
      ['   ', required],
      ['\n\t ', required],
      ['가'.repeat(501), tooLong],
      ['a'.repeat(999) + '가', tooLong],
      ['a'.repeat(998) + '가', null],
      [`  ${'가'.repeat(500)}  `, null],
      ['a'.repeat(1000), null],
      ['a'.repeat(998) + 'é', null],
    ] as const) {
      const a = await save('branch01', 'planner03', contents);
      if (want) expect([a.status, a.body], contents.slice(0, 10)).toEqual(want);
      else expect(a.body.rt, contents.slice(0, 10)).toBe('success');
    }
  });

  it('answers 400 with the envelope for malformed fields, never 500', async () => {
    const token = await h.as('branch01');
    const target = code('planner01');
    for (const [path, fields, named] of [
      ['orgnz/memoSave', { sqno: '0', targetId: target }, 'contents'],
      ['orgnz/memoSave', { sqno: '0', targetId: target, contents: '' }, 'contents'],
      ['orgnz/memoSave', { sqno: '0', targetId: target, contents: 'a'.repeat(1001) }, 'contents'],
      ['orgnz/memoSave', { sqno: '-1', targetId: target, contents: '메모' }, 'sqno'],
      ['orgnz/memoSave', { sqno: '1.5', targetId: target, contents: '메모' }, 'sqno'],
      ['orgnz/memoSave', { targetId: target, contents: '메모' }, 'sqno'],
      ['orgnz/memoSave', { sqno: '0', contents: '메모' }, 'targetId'],
      ['orgnz/memoDelete', { sqno: '0' }, 'sqno'],
      ['orgnz/memoDelete', { sqno: '99999999999' }, 'sqno'],
      ['orgnz/memoDelete', {}, 'sqno'],
      ['orgnz/memoSave', { sqno: '3', targetId: target, contents: '메모', version: '0' }, 'version'],
      ['orgnz/memoDelete', { sqno: '3', version: 'x' }, 'version'],
    ] as const) {
      const a = await h.call(path, fields, { token });
      expect([a.status, a.body], `${path} ${JSON.stringify(fields).slice(0, 60)}`).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
    }
  });
});
