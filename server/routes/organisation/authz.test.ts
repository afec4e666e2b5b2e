// @vitest-environment node
// The authorisation matrix of every orgnz call: the seven demo positions × a target that is the caller
// themselves, someone below them, a peer, a member of another branch, or asked without a session. Each
// cell's allow / deny is declared once in MATRIX; a denied answer carries no member data (0 leaks), and
// every refusal is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import type { Position } from '../../../src/domain/shared/roles';
import { customers, orgMemos } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';
import { type OrgExpect, orgExpect } from '../../test-support/org-expect';
import { addOtherBranch, OTHER_BRANCH } from '../../test-support/other-branch';

const COLUMNS = ['own', 'subordinate', 'peer', 'otherBranch', 'anonymous'] as const;
type Column = (typeof COLUMNS)[number];
type Cell = 'allow' | 'deny';
type Row = Record<Column, Cell>;

const LEADER: Row = { own: 'allow', subordinate: 'allow', peer: 'deny', otherBranch: 'deny', anonymous: 'deny' };
const NOBODY: Row = { own: 'deny', subordinate: 'deny', peer: 'deny', otherBranch: 'deny', anonymous: 'deny' };
/** memoDelete's target is the memo's author: one's own memos only, not even those of someone below. */
const AUTHOR: Row = { own: 'allow', subordinate: 'deny', peer: 'deny', otherBranch: 'deny', anonymous: 'deny' };
const byRole = (leader: Row): Record<Position, Row> => ({ COG01: leader, COG02: leader, COGA2: NOBODY, COG03: NOBODY, COG04: NOBODY, COG05: NOBODY, COG06: NOBODY });

const CALLS = ['orgnz/list', 'orgnz/detail', 'orgnz/perform', 'orgnz/activity', 'orgnz/memoList', 'orgnz/memoSave', 'orgnz/memoDelete', 'orgnz/profile'] as const;
type Call = (typeof CALLS)[number];

/** THE MATRIX: call × position × target. */
const MATRIX: Record<Call, Record<Position, Row>> = {
  'orgnz/list': byRole(LEADER),
  'orgnz/detail': byRole(LEADER),
  'orgnz/perform': byRole(LEADER),
  'orgnz/activity': byRole(LEADER),
  'orgnz/memoList': byRole(LEADER),
  'orgnz/memoSave': byRole(LEADER),
  'orgnz/memoDelete': byRole(AUTHOR),
  'orgnz/profile': byRole(LEADER),
};

/** Each position's demo account and its targets (null: nobody is below them, so an unknown code is asked). */
const PEOPLE: readonly { position: Position; caller: string; subordinate: string | null; peer: string }[] = [
  { position: 'COG01', caller: 'branch01', subordinate: 'planner01', peer: OTHER_BRANCH.head },
  { position: 'COG02', caller: 'district01', subordinate: 'master01', peer: 'district02' },
  { position: 'COGA2', caller: 'master01', subordinate: 'planner01', peer: 'master03' },
  { position: 'COG03', caller: 'planner01', subordinate: null, peer: 'planner02' },
  { position: 'COG04', caller: 'planner02', subordinate: null, peer: 'planner01' },
  { position: 'COG05', caller: 'planner03', subordinate: null, peer: 'partner01' },
  { position: 'COG06', caller: 'partner01', subordinate: null, peer: 'planner03' },
];

const UNKNOWN_CODE = '00000000';

describe.each(TEST_DATABASES)('orgnz authorisation matrix on $name', (database) => {
  let h: Harness;
  let e: OrgExpect;
  /** A memo by each author, for memoDelete's cells (keyed by author). */
  const memoBy = new Map<string, number>();

  beforeAll(async () => {
    h = await createHarness(database);
    const [like] = await h.db.select().from(customers).limit(1);
    await addOtherBranch(h, like!);
    e = await orgExpect(h.db, h.clock.now());
    for (const author of e.all.map((u) => u.userid)) {
      const [row] = await h.db.insert(orgMemos).values({ authorUserid: author, targetUserid: author, cntn: `${author} 비공개 메모` }).returning({ sqno: orgMemos.sqno });
      memoBy.set(author, row!.sqno);
    }
  });
  afterAll(() => h.close());

  const targetOf = (p: (typeof PEOPLE)[number], column: Column): string | null =>
    column === 'own' ? p.caller : column === 'subordinate' ? p.subordinate : column === 'peer' ? p.peer : column === 'otherBranch' ? OTHER_BRANCH.planner : 'planner01';

  const fieldsOf = (call: Call, target: string | null): Record<string, string> => {
    const targetId = target ? e.byId(target).akdcde : UNKNOWN_CODE;
    switch (call) {
      case 'orgnz/list':
        return { offset: '0', size: '50', keyword: targetId };
      case 'orgnz/memoSave':
        return { sqno: '0', targetId, contents: '권한 확인 메모' };
      case 'orgnz/memoDelete':
        return { sqno: String(target ? memoBy.get(target)! : 999_999) };
      default:
        return { targetId };
    }
  };

  /** Nothing about the member in the answer: no data at all, nor their name, code or phone anywhere. */
  const expectNoLeak = (body: unknown, target: string | null) => {
    const text = JSON.stringify(body);
    if (!target) return;
    const u = e.byId(target);
    for (const secret of [u.name, u.phone, `"${u.akdcde}"`]) expect(text).not.toContain(secret);
  };

  for (const call of CALLS)
    it(`${call}: every position × own, subordinate, peer, other branch, anonymous`, async () => {
      const leaks: string[] = [];
      for (const p of PEOPLE)
        for (const column of COLUMNS) {
          const cell = MATRIX[call][p.position][column];
          const target = targetOf(p, column);
          const label = `${call} ${p.caller}(${p.position}) → ${column} ${target ?? UNKNOWN_CODE}: ${cell}`;
          const before = h.audit.length;
          const a = await h.call(call, fieldsOf(call, target), column === 'anonymous' ? {} : { token: await h.as(p.caller) });
          if (cell === 'allow') {
            expect(a.body.rt, `${label} ${JSON.stringify(a.body)}`).toBe('success');
            if (call === 'orgnz/list') {
              // The list is of the organisation below the caller: an allowed member is in it, never the caller.
              const codes = a.body.data.list.map((r: { akdcde: string }) => r.akdcde);
              expect(codes.includes(e.byId(target!).akdcde), label).toBe(column !== 'own');
            }
            continue;
          }
          // Denied: the list answers without the member; the rest refuse (no session, no role, not theirs).
          if (call === 'orgnz/list' && column !== 'anonymous' && MATRIX[call][p.position].own === 'allow') {
            expect(a.body, label).toEqual({ rt: 'success', data: { list: [], totCnt: 0 } });
            continue;
          }
          const want =
            column === 'anonymous'
              ? [401, 'unauthorized', msg.unauthorized]
              : MATRIX[call][p.position].own === 'deny'
                ? [403, 'forbidden', msg.forbidden]
                : call === 'orgnz/memoDelete'
                  ? [404, 'not_found', msg.orgMemoNotFound]
                  : [403, 'forbidden', msg.otherOrgRefused];
          expect([a.status, a.body.rt, a.body.rtMsg], label).toEqual(want);
          expect(Object.keys(a.body).sort(), label).toEqual(['rt', 'rtMsg']);
          if (JSON.stringify(a.body).includes('"data"')) leaks.push(label);
          expectNoLeak(a.body, target);
          // Every refusal is audited, with the call and the caller (none without a session).
          expect(h.audit.slice(before), label).toContainEqual(
            expect.objectContaining({ event: 'call.refused', path: call, rt: want[1], userId: column === 'anonymous' ? null : p.caller }),
          );
        }
      expect(leaks).toEqual([]);
    });

  it('declares a cell for every call, position and target, allowing only leaders their own organisation', () => {
    for (const call of CALLS)
      for (const p of PEOPLE) {
        const row = MATRIX[call][p.position];
        expect(Object.keys(row).sort()).toEqual([...COLUMNS].sort());
        if (!['COG01', 'COG02'].includes(p.position)) expect(Object.values(row).every((c) => c === 'deny')).toBe(true);
        expect([row.peer, row.otherBranch, row.anonymous]).toEqual(['deny', 'deny', 'deny']);
      }
  });
});
