// Model-based tests of the sales plan list on the bare machine (spec 3 §2 sales plan list, §6): every
// generated path replayed with the transitions recorded; together they take every transition. Then what
// the guards refuse: a branch head's 수정, a partner's rows and new plan, a row of the wrong status.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { planListMachine } from '../../../machines/plans/plan-list.machine';
import { allTransitionKeys, writeCoverage } from '../../support/model-paths';
import { replayOnMachine } from '../../support/replay';
import { contextKey, inert, input, planListModels, REQUESTED_ROW, SAVED_ROW } from './plan-list.model';

const taken = new Set<string>();
afterAll(() => writeCoverage(planListMachine, taken));
const models = planListModels();

/** What the provided navigation was asked for, per event. */
function navigations(position: string, send: (a: ReturnType<typeof createActor<typeof inert>>) => void) {
  const went: string[] = [];
  const machine = inert.provide({
    actions: { openDetail: (_, p) => void went.push(`detail:${p.sqno}`), openForm: (_, p) => void went.push(`form:${p.sqno ?? 'new'}`) },
  });
  const actor = createActor(machine, { input: input(position) }).start();
  send(actor as never);
  actor.stop();
  return went;
}

describe('the sales plan list machine', () => {
  for (const model of models)
    describe(model.name, () => {
      it('generates paths', () => expect(model.paths.length).toBeGreaterThan(0));
      for (const path of model.paths) it(path.description, () => replayOnMachine(inert, model.input, path, taken, contextKey));
    });

  it('the year select runs from this year down to 2021 and starts on this year', () => {
    const actor = createActor(inert, { input: input('COG03') }).start();
    expect(actor.getSnapshot().context.years).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect((actor.getSnapshot().children.list as any).getSnapshot().context.query).toBe('2026');
    actor.send({ type: 'user.selectYear', year: 2020 });
    expect(actor.getSnapshot().context.year).toBe(2026);
    actor.stop();
  });

  it('a planner opens a saved month, edits it, writes a requested one and a new one', () => {
    expect(
      navigations('COG03', (a) => {
        a.send({ type: 'user.open', row: { ...SAVED_ROW, sqno: 7 } });
        a.send({ type: 'user.edit', row: { ...SAVED_ROW, sqno: 7 } });
        a.send({ type: 'user.write', row: { ...REQUESTED_ROW, sqno: 8 } });
        a.send({ type: 'user.writeNew' });
      }),
    ).toEqual(['detail:7', 'form:7', 'form:8', 'form:new']);
  });

  it('a branch head has no 수정 and no detail; a partner writes nothing; a requested row opens nothing and is not edited', () => {
    expect(navigations('COG01', (a) => [a.send({ type: 'user.edit', row: SAVED_ROW }), a.send({ type: 'user.open', row: SAVED_ROW })])).toEqual([]);
    expect(navigations('COG06', (a) => [a.send({ type: 'user.writeNew' }), a.send({ type: 'user.edit', row: SAVED_ROW }), a.send({ type: 'user.write', row: REQUESTED_ROW })])).toEqual([]);
    expect(navigations('COG04', (a) => [a.send({ type: 'user.open', row: REQUESTED_ROW }), a.send({ type: 'user.edit', row: REQUESTED_ROW }), a.send({ type: 'user.write', row: SAVED_ROW })])).toEqual([]);
    expect(navigations('COG02', (a) => a.send({ type: 'user.open', row: { ...SAVED_ROW, sqno: 0 } }))).toEqual([]);
  });

  it('takes every transition', () => expect(allTransitionKeys(planListMachine).filter((k) => !taken.has(k))).toEqual([]));
});
