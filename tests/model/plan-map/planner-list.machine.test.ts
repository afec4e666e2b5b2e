// Model-based tests of the planner list on the bare machine (spec 3 §2 /eduplanmap/orgList, §6): every
// generated path of the branch head's and a planner's model, with the transitions recorded; together they
// take every transition. Then where the popup's report leads, and the name's cap.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { PLANNER_NAME_MAX, plannerListMachine } from '../../../machines/plan-map/planner-list.machine';
import { allTransitionKeys, writeCoverage } from '../../support/model-paths';
import { replayOnMachine } from '../../support/replay';
import { contextKey, inert, PLANNER, plannerListModels } from './planner-list.model';

const taken = new Set<string>();
afterAll(() => writeCoverage(plannerListMachine, taken));

describe('the planner list machine', () => {
  for (const model of plannerListModels())
    describe(model.name, () => {
      it('generates paths', () => expect(model.paths.length).toBeGreaterThan(0));
      for (const path of model.paths) it(path.description, () => replayOnMachine(inert, model.input, path, taken, contextKey));
    });

  it('takes every transition', () => expect(allTransitionKeys(plannerListMachine).filter((k) => !taken.has(k))).toEqual([]));

  it('a customer picked for the chosen planner opens the map with that planner as targetId; the name keeps 20 characters', () => {
    const opened: unknown[] = [];
    const actor = createActor(inert.provide({ actions: { openMap: (_, p) => void opened.push(p.customer) } }), { input: { position: 'COG01' } }).start();
    actor.send({ type: 'popup.custSelected', kwkkey: 'K1', custDiv: '1', custNm: '이고객' });
    expect(opened).toEqual([]);
    actor.send({ type: 'user.choose', member: PLANNER });
    actor.send({ type: 'popup.custSelected', kwkkey: 'K1', custDiv: '1', custNm: '이고객' });
    expect(opened).toEqual([{ kwkkey: 'K1', custDiv: '1', custNm: '이고객', targetId: 'planner01' }]);
    actor.send({ type: 'user.search', username: '가'.repeat(25) });
    expect([...actor.getSnapshot().context.username].length).toBe(PLANNER_NAME_MAX);
    actor.stop();
  });
});
