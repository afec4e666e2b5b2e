// Model-based tests of the members' plans on the bare machine (spec 3 §2 members' plan list, §4, §6): every
// generated path replayed with the transitions recorded; together they take every transition. Then the
// request's details: what is sent, the row turning R without a reload, what the guards refuse.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { headPlanListMachine, shownStat, type RequestPlanInput } from '../../../machines/plans/head-plan-list.machine';
import { allTransitionKeys, writeCoverage } from '../../support/model-paths';
import { replayOnMachine } from '../../support/replay';
import { contextKey, headPlanListModels, inert, LEADER, SAVED, UNPLANNED } from './head-plan-list.model';

const taken = new Set<string>();
afterAll(() => writeCoverage(headPlanListMachine, taken));
const models = headPlanListModels();

describe('the members’ plans machine', () => {
  for (const model of models)
    describe(model.name, () => {
      it('generates paths', () => expect(model.paths.length).toBeGreaterThan(0));
      for (const path of model.paths) it(path.description, () => replayOnMachine(inert, model.input, path, taken, contextKey));
    });

  it('a confirmed request asks for the filters’ month; the row shows R afterwards, other months’ rows do not', async () => {
    const sent: RequestPlanInput[] = [];
    const machine = inert.provide({ actors: { requestPlan: fromPromise(async ({ input }: { input: RequestPlanInput }) => (sent.push(input), { sqno: 9 })) } });
    const actor = createActor(machine, { input: LEADER }).start();
    actor.send({ type: 'user.request', member: UNPLANNED });
    actor.send({ type: 'user.confirm' });
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches({ listing: 'browsing' }) && resolve()));
    expect(sent).toEqual([{ userId: UNPLANNED.userId, planYr: '2026', planMn: '03' }]);
    expect(shownStat(actor.getSnapshot().context, UNPLANNED)).toBe('R');
    // Asked again: refused by the guard (the button shows 요청중, disabled).
    actor.send({ type: 'user.request', member: UNPLANNED });
    expect(actor.getSnapshot().matches({ listing: 'browsing' })).toBe(true);
    actor.send({ type: 'user.selectMonth', month: '04' });
    expect(shownStat(actor.getSnapshot().context, UNPLANNED)).toBe('S');
    actor.stop();
  });

  it('a saved or requested member is not asked; a member without a plan is not opened', () => {
    const actor = createActor(inert, { input: LEADER }).start();
    actor.send({ type: 'user.request', member: SAVED });
    actor.send({ type: 'user.request', member: { ...UNPLANNED, stat: 'R', sqno: 3 } });
    expect(actor.getSnapshot().value).toEqual({ listing: 'browsing' });
    const opened: number[] = [];
    const watching = createActor(inert.provide({ actions: { openMember: (_, p) => void opened.push(p.sqno) } }), { input: LEADER }).start();
    watching.send({ type: 'user.open', member: UNPLANNED });
    watching.send({ type: 'user.open', member: { ...SAVED, sqno: 42 } });
    expect(opened).toEqual([42]);
    actor.stop();
    watching.stop();
  });

  it('the filters: years from this one down to 2021, the search word trimmed, an unknown rank ignored', () => {
    const actor = createActor(inert, { input: LEADER }).start();
    expect(actor.getSnapshot().context.years).toEqual(['2026', '2025', '2024', '2023', '2022', '2021']);
    actor.send({ type: 'user.search', keyword: '  김에듀  ' });
    actor.send({ type: 'user.selectPstn', pstn: 'COG06' });
    actor.send({ type: 'user.selectMonth', month: '13' });
    expect(actor.getSnapshot().context.filters).toEqual({ year: '2026', month: '03', keyword: '김에듀', pstn: '' });
    const query = new URLSearchParams((actor.getSnapshot().children.list as any).getSnapshot().context.query);
    expect([...query.entries()]).toEqual([['searchYear', '2026'], ['searchMonth', '03'], ['searchTxt', '김에듀']]);
    actor.stop();
  });

  it('takes every transition', () => expect(allTransitionKeys(headPlanListMachine).filter((k) => !taken.has(k))).toEqual([]));
});
