// Model-based tests of the plan map on the bare machine (spec 3 §2 plan map, §4 product, §5): every
// generated path of the four models replayed with the transitions recorded (together every transition);
// then the selection rules at their edges: 90 products, the held product, the draft written on each change.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { planMapMachine } from '../../../machines/plan-map/plan-map.machine';
import type { PlanDraft } from '../../../src/domain/plan-map/draft';
import { allTransitionKeys, writeCoverage } from '../../support/model-paths';
import { replayOnMachine } from '../../support/replay';
import { CHILD_DRAFT, CUSTOMER, contextKey, inert, MY_PLAN_91, PLAN, PRODUCTS, planMapModels } from './plan-map.model';

const taken = new Set<string>();
afterAll(() => writeCoverage(planMapMachine, taken));
const models = planMapModels();

describe('the plan map machine', () => {
  for (const model of models)
    describe(model.name, () => {
      it('generates paths', () => expect(model.paths.length).toBeGreaterThan(0));
      for (const path of model.paths) it(path.description, () => replayOnMachine(inert, model.input, path, taken, contextKey));
    });

  it('takes every transition', () => expect(allTransitionKeys(planMapMachine).filter((k) => !taken.has(k))).toEqual([]));
});

describe('selection and the draft', () => {
  const start = (draft: PlanDraft) => {
    const written: PlanDraft[] = [];
    const actor = createActor(
      inert.provide({ actors: { writeDraft: fromPromise(async ({ input }: { input: { draft: PlanDraft } }) => void written.push(input.draft)) } as any }),
      { input: { myPlan: false, customer: CUSTOMER, position: 'COG05' } },
    ).start();
    actor.send({ type: 'xstate.done.actor.loadBase', output: { base: { myPlanList: [], productList: PRODUCTS, cateList: [{ cdNm: '전집', cdVl1: 'CAT01' }], promotionInfo: null, userId: 'p', baseUrl: '' }, draft } } as never);
    return { actor, written };
  };

  it('back from the cart: the draft’s child is chosen again and its products kept with their quantities', () => {
    const { actor, written } = start(CHILD_DRAFT);
    actor.send({ type: 'xstate.done.actor.loadChildren', output: [{ kwcnam: '첫째', chlnAge: 7, chlnBdt: '', chlnKwkey: 'C1' }, { kwcnam: '둘째', chlnAge: 5, chlnBdt: '', chlnKwkey: 'C2' }] } as never);
    expect(actor.getSnapshot().context.child?.chlnKwkey).toBe('C2');
    actor.send({ type: 'xstate.done.actor.loadCustomerPlan', output: PLAN } as never);
    expect(actor.getSnapshot().context.selected).toEqual([1003]);
    expect(written.at(-1)).toEqual(CHILD_DRAFT);
    actor.send({ type: 'user.toggle', salecdSqno: 1001 });
    expect(written.at(-1)!.products).toEqual([{ salecdSqno: 1003, prchCnt: 2, dcYn: 'N' }, { salecdSqno: 1001, prchCnt: 1, dcYn: 'N' }]);
    actor.stop();
  });

  it('a my plan chooses its products but the held one, at most 90; the 91st tap is refused', () => {
    const { actor } = start({ customer: null, products: [] });
    actor.send({ type: 'xstate.done.actor.loadChildren', output: [] } as never);
    actor.send({ type: 'xstate.done.actor.loadCustomerPlan', output: PLAN } as never);
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'user.choosePlan', epmMySqno: 7 });
    actor.send({ type: 'xstate.done.actor.loadMyPlan', output: MY_PLAN_91 } as never);
    const s = actor.getSnapshot().context.selected;
    expect(s.length).toBe(90);
    expect(s).not.toContain(1002);
    actor.send({ type: 'user.toggle', salecdSqno: 1001 });
    expect(actor.getSnapshot().context.message).toBe('상품은 90개까지 선택 가능합니다.');
    actor.send({ type: 'user.dismiss' });
    actor.send({ type: 'user.toggle', salecdSqno: 1002 });
    expect(actor.getSnapshot().context.selected.length).toBe(90);
    actor.stop();
  });

  it('with children and none chosen: 자녀를 선택해 주세요.', () => {
    const { actor } = start({ customer: null, products: [] });
    actor.send({ type: 'xstate.done.actor.loadChildren', output: [{ kwcnam: '첫째', chlnAge: 7, chlnBdt: '', chlnKwkey: 'C1' }] } as never);
    actor.send({ type: 'user.toggle', salecdSqno: 1001 });
    expect(actor.getSnapshot().context.message).toBe('자녀를 선택해 주세요.');
    actor.stop();
  });
});
