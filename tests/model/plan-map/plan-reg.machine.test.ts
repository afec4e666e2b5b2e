// Model-based tests of the plan register on the bare machine (spec 3 §2 plan register, §5 plan name, §8):
// every generated path replayed with the transitions recorded; together they take every transition. Then
// what 등록 sends and where the screen goes.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { planRegMachine } from '../../../machines/plan-map/plan-reg.machine';
import { allTransitionKeys, writeCoverage } from '../../support/model-paths';
import { replayOnMachine } from '../../support/replay';
import { contextKey, DRAFT, inert, planRegPaths, USER } from './plan-reg.model';

const taken = new Set<string>();
afterAll(() => writeCoverage(planRegMachine, taken));
const paths = planRegPaths();

describe('the plan register machine', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(0));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, { userId: USER }, path, taken, contextKey));

  it('등록 sends the trimmed name with the draft’s products; saved and read, my plans open', async () => {
    const sent: unknown[] = [];
    const went: string[] = [];
    const save = fromPromise<{ epmMySqno: number }, unknown>(async ({ input }) => {
      sent.push(input);
      return { epmMySqno: 9 };
    });
    const actor = createActor(
      inert.provide({ actors: { saveMyPlan: save as never }, actions: { openMyPlans: () => void went.push('myPlans'), goBack: () => void went.push('back') } }),
      { input: { userId: USER } },
    ).start();
    actor.send({ type: 'xstate.done.actor.readDraft', output: DRAFT } as never);
    actor.send({ type: 'xstate.error.actor.loadNames', error: new Error('x') } as never);
    actor.send({ type: 'user.changeName', text: '  가족 플랜 ' });
    actor.send({ type: 'user.submit' });
    expect(sent).toEqual([{ userId: USER, planNm: '가족 플랜', products: DRAFT.products }]);
    await waitFor(actor, (s) => s.matches('saved'));
    actor.send({ type: 'user.dismissMessage' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(went).toEqual(['myPlans']);
  });

  it('takes every transition', () => expect(allTransitionKeys(planRegMachine).filter((k) => !taken.has(k))).toEqual([]));
});
