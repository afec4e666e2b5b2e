// Model-based tests of the read-only plan on the bare machine (spec 3 §2, §4 edit window): every generated
// path of the open, closed and member models replayed with the transitions recorded; together they take
// every transition. Then what 수정 does on each side of the window's bounds.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { planViewMachine } from '../../../machines/plans/plan-view.machine';
import { msg } from '../../../src/domain/messages';
import { allTransitionKeys, writeCoverage } from '../../support/model-paths';
import { replayOnMachine } from '../../support/replay';
import { contextKey, inert, OPEN_PLAN, planViewModels } from './plan-view.model';

const taken = new Set<string>();
afterAll(() => writeCoverage(planViewMachine, taken));
const models = planViewModels();

/** 수정 on March's plan (window 2026-02-25..2026-03-13) on `today`: the form's sqno, or the refusal shown. */
function editOn(today: string, member = false) {
  const opened: number[] = [];
  const actor = createActor(inert.provide({ actions: { openForm: (_, p) => void opened.push(p.sqno) } }), { input: { sqno: 5, member, today } }).start();
  actor.send({ type: 'xstate.done.actor.loadPlan', output: { ...OPEN_PLAN, sqno: 5 } } as never);
  actor.send({ type: 'user.edit' });
  const s = actor.getSnapshot();
  actor.stop();
  return { opened, state: s.value, message: s.context.message };
}

describe('the read-only plan machine', () => {
  for (const model of models)
    describe(model.name, () => {
      it('generates paths', () => expect(model.paths.length).toBeGreaterThan(0));
      for (const path of model.paths) it(path.description, () => replayOnMachine(inert, { sqno: 1, ...model.input }, path, taken, contextKey));
    });

  it('수정 opens the form on the window’s first and last day, and refuses the day before and the day after', () => {
    expect(editOn('2026-02-25')).toEqual({ opened: [5], state: 'ready', message: null });
    expect(editOn('2026-03-13')).toEqual({ opened: [5], state: 'ready', message: null });
    expect(editOn('2026-02-24')).toEqual({ opened: [], state: 'editRefused', message: msg.planEditClosed });
    expect(editOn('2026-03-14')).toEqual({ opened: [], state: 'editRefused', message: msg.planEditClosed });
  });

  it('a member’s plan is never edited from the branch head’s view', () => expect(editOn('2026-03-12', true)).toEqual({ opened: [], state: 'ready', message: null }));

  it('takes every transition', () => expect(allTransitionKeys(planViewMachine).filter((k) => !taken.has(k))).toEqual([]));
});
