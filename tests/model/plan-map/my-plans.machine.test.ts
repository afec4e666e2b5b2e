// Model-based tests of my plans on the bare machine (spec 3 §2 my plans, §5 plan name, §8): every generated
// path replayed with the transitions recorded; together they take every transition. Then the name rules
// the input keeps, and what a rename sends.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { myPlansMachine } from '../../../machines/plan-map/my-plans.machine';
import { allTransitionKeys, writeCoverage } from '../../support/model-paths';
import { replayOnMachine } from '../../support/replay';
import { contextKey, inert, myPlansPaths, NAMES, TWO } from './my-plans.model';

const taken = new Set<string>();
afterAll(() => writeCoverage(myPlansMachine, taken));
const paths = myPlansPaths();

describe('the my-plans machine', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(0));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));

  it('keeps a typed name to 10 characters and sends it trimmed', () => {
    const sent: unknown[] = [];
    const capture = fromPromise<void, unknown>(({ input }) => {
      sent.push(input);
      return new Promise<never>(() => {});
    });
    const actor = createActor(inert.provide({ actors: { renameMyPlan: capture as never } })).start();
    actor.send({ type: 'xstate.done.actor.loadMyPlans', output: TWO } as never);
    actor.send({ type: 'user.edit', epmMySqno: TWO[0]!.epmMySqno });
    expect(actor.getSnapshot().context.editing).toEqual({ epmMySqno: TWO[0]!.epmMySqno, planNm: TWO[0]!.planNm, version: TWO[0]!.version });
    actor.send({ type: 'user.changeName', text: NAMES.long });
    // spec 3 §5: typing beyond 10 characters is refused
    expect(actor.getSnapshot().context.editing!.planNm).toBe('가나다라마바사아자차');
    actor.send({ type: 'user.changeName', text: ' 봄 플랜 ' });
    actor.send({ type: 'user.done' });
    expect(actor.getSnapshot().value).toBe('renaming');
    // The version the list gave: the server renames only while the plan is still at it.
    expect(sent).toEqual([{ epmMySqno: TWO[0]!.epmMySqno, planNm: '봄 플랜', version: TWO[0]!.version }]);
    actor.stop();
  });

  it('an unknown row is neither edited nor deleted', () => {
    const actor = createActor(inert).start();
    actor.send({ type: 'xstate.done.actor.loadMyPlans', output: TWO } as never);
    actor.send({ type: 'user.edit', epmMySqno: 999 });
    actor.send({ type: 'user.delete', epmMySqno: 999 });
    expect(actor.getSnapshot().value).toBe('browsing');
    actor.stop();
  });

  it('takes every transition', () => expect(allTransitionKeys(myPlansMachine).filter((k) => !taken.has(k))).toEqual([]));
});
