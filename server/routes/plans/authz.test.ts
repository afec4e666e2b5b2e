// @vitest-environment node
// Who may make each plan call: the seven demo positions × the plan asked for (their own, one of a member
// below them, one of another branch) and no session. Each cell is declared once in MATRIX; a refusal
// carries no data and is audited with the caller.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { plansMessages as m } from '../../../src/domain/plans/messages';
import type { Position } from '../../../src/domain/shared/roles';
import { customers, salesPlans } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';
import { addOtherBranch, OTHER_BRANCH } from '../../test-support/other-branch';
import { saveForm } from './fixtures';

/** Each position's demo account and a member below them with a plan (null: nobody below them). */
const PEOPLE: readonly { position: Position; caller: string; member: string | null }[] = [
  { position: 'COG01', caller: 'branch01', member: 'planner01' },
  { position: 'COG02', caller: 'district01', member: 'master01' },
  { position: 'COGA2', caller: 'master01', member: 'planner01' },
  { position: 'COG03', caller: 'planner01', member: null },
  { position: 'COG04', caller: 'planner02', member: null },
  { position: 'COG05', caller: 'planner03', member: null },
  { position: 'COG06', caller: 'partner01', member: null },
];

type Target = 'own' | 'member' | 'otherBranch';
type Want = 'allow' | readonly [status: number, rt: string, rtMsg: string];
const FORBIDDEN = [403, 'forbidden', msg.forbidden] as const;
const NOT_FOUND = [403, 'forbidden', m.planNotFound] as const;

/** THE MATRIX: call × position × target. */
const MATRIX: Record<string, (p: Position, t: Target) => Want> = {
  'bsnPln/list': () => 'allow',
  'bsnPln/sttEndInfo': () => 'allow',
  'bsnPln/existInfo': () => 'allow',
  'bsnPln/headList': (p) => (p === 'COG01' ? 'allow' : FORBIDDEN),
  // Partners have no plan of their own: theirs is asked by a number that is nobody's.
  'bsnPln/info': (p, t) => (t === 'own' && p !== 'COG06' ? 'allow' : NOT_FOUND),
  'bsnPln/memberInfo': (p, t) => (p !== 'COG01' ? FORBIDDEN : t === 'member' ? 'allow' : NOT_FOUND),
  'bsnPln/save': (p) => (p === 'COG06' ? [403, 'forbidden', m.planWriteRefused] : 'allow'),
  'bsnPln/request': (p, t) => (p !== 'COG01' ? FORBIDDEN : t === 'member' ? 'allow' : [403, 'forbidden', m.planRequestTargetRefused]),
};

describe.each(TEST_DATABASES)('plan calls authorisation on $name', (database) => {
  let h: Harness;
  /** A plan of each user who has one (R or C); the others are asked by a number that is nobody's. */
  const planOf = new Map<string, number>();

  beforeAll(async () => {
    h = await createHarness(database);
    const [like] = await h.db.select().from(customers).limit(1);
    await addOtherBranch(h, like!);
    await h.db.insert(salesPlans).values({ userid: OTHER_BRANCH.planner, planYrmn: '202602', stat: 'C', cmclGoalAmt: 10 });
    for (const p of await h.db.select().from(salesPlans)) planOf.set(p.userid, p.sqno);
  });
  afterAll(() => h.close());

  const targetUser = (p: (typeof PEOPLE)[number], t: Target): string | null => (t === 'own' ? p.caller : t === 'member' ? p.member : OTHER_BRANCH.planner);

  async function fieldsOf(call: string, p: (typeof PEOPLE)[number], t: Target): Promise<Record<string, string>> {
    const who = targetUser(p, t);
    const sqno = String((who && planOf.get(who)) ?? 999_999);
    switch (call) {
      case 'bsnPln/list':
        return { offset: '0', size: '10', searchYear: '2026' };
      case 'bsnPln/headList':
        return { offset: '0', size: '10', searchYear: '2026', searchMonth: '03' };
      case 'bsnPln/sttEndInfo':
        return { thisYrmn: '202603', nextYrmn: '202604' };
      case 'bsnPln/existInfo':
        return { planYr: '2026', planMn: '03' };
      case 'bsnPln/save': {
        // The caller's March as it stands (open on the seed day: late window, edit window, or requested).
        const [mine] = await h.db.select().from(salesPlans).where(and(eq(salesPlans.userid, p.caller), eq(salesPlans.planYrmn, '202603')));
        return saveForm('202603', mine ? { sqno: String(mine.sqno), stat: mine.stat } : {});
      }
      case 'bsnPln/request':
        // A month nobody has a plan of yet.
        return { userId: who ?? 'nobody99', planYr: '2027', planMn: '02' };
      default:
        return { sqno };
    }
  }

  /** Calls whose answer does not depend on a target: asked once per position. */
  const UNTARGETED = new Set(['bsnPln/list', 'bsnPln/sttEndInfo', 'bsnPln/existInfo', 'bsnPln/headList', 'bsnPln/save']);

  for (const call of Object.keys(MATRIX))
    it(`${call}: every position × own, member, other branch; no session`, async () => {
      for (const p of PEOPLE)
        for (const t of UNTARGETED.has(call) ? (['own'] as const) : (['own', 'member', 'otherBranch'] as const)) {
          // Without anyone below them, a member's plan is asked by a number that is nobody's.
          const want = MATRIX[call]!(p.position, t);
          const label = `${call} ${p.caller}(${p.position}) → ${t}`;
          const before = h.audit.length;
          const a = await h.call(call, await fieldsOf(call, p, t), { token: await h.as(p.caller) });
          if (want === 'allow') {
            expect(a.body.rt, `${label} ${JSON.stringify(a.body)}`).toBe('success');
            continue;
          }
          expect([a.status, a.body.rt, a.body.rtMsg], label).toEqual([...want]);
          expect(Object.keys(a.body).sort(), label).toEqual(['rt', 'rtMsg']);
          expect(h.audit.slice(before), label).toContainEqual(expect.objectContaining({ path: call, rt: 'forbidden', userId: p.caller }));
        }
      const anonymous = await h.call(call, await fieldsOf(call, PEOPLE[0]!, 'own'));
      expect([anonymous.status, anonymous.body]).toEqual([401, { rt: 'unauthorized', rtMsg: msg.unauthorized }]);
    });

  it('declares the shared facts: partners never write, only branch heads see members and ask for plans', () => {
    for (const p of PEOPLE) {
      expect(MATRIX['bsnPln/save']!(p.position, 'own') === 'allow').toBe(p.position !== 'COG06');
      for (const call of ['bsnPln/headList', 'bsnPln/memberInfo', 'bsnPln/request']) expect(MATRIX[call]!(p.position, 'member') === 'allow').toBe(p.position === 'COG01');
      expect(MATRIX['bsnPln/info']!(p.position, 'member')).not.toBe('allow');
    }
  });
});
