// Model-based tests of the organisation list on the bare machine (spec 3 §2, §5, §6): every generated path
// of the phone, PC and refused models replayed with the transitions recorded; together they take every
// transition of the machine.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { orgListMachine } from '../../../machines/organisation/org-list.machine';
import { listQuery } from '../../../machines/organisation/org-list.filters';
import { allTransitionKeys, writeCoverage } from '../../support/model-paths';
import { replayOnMachine } from '../../support/replay';
import { contextKey, inert, LEADER, orgListModels } from './org-list.model';

const taken = new Set<string>();
afterAll(() => writeCoverage(orgListMachine, taken));
const models = orgListModels();

describe('the organisation list machine', () => {
  for (const model of models)
    describe(model.name, () => {
      it('generates paths', () => expect(model.paths.length).toBeGreaterThan(0));
      for (const path of model.paths) it(path.description, () => replayOnMachine(inert, model.input, path, taken, contextKey));
    });

  it('a search word is trimmed and cut at 11 characters; the list starts again for it', () => {
    const actor = createActor(inert, { input: LEADER }).start();
    const first = actor.getSnapshot().children.list;
    actor.send({ type: 'user.search', keyword: '  01012345678999 ' });
    expect(actor.getSnapshot().context.filters.keyword).toBe('01012345678');
    expect(actor.getSnapshot().children.list).not.toBe(first);
    actor.stop();
  });

  it('the dialog’s search starts the list again from the first page; the list’s query carries the filters', () => {
    const actor = createActor(inert, { input: LEADER }).start();
    actor.send({ type: 'user.openDetailDialog' });
    const before = actor.getSnapshot().children.list;
    actor.send({ type: 'xstate.done.actor.detailedSearch', output: { gubun: ['COG05'], chawol: [], gadong: [] } } as never);
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ listing: 'browsing' });
    expect(s.children.list).not.toBe(before);
    expect((s.children.list as any).getSnapshot().context.query).toBe(listQuery(s.context.filters));
    expect(s.context.filters.gubun).toEqual(['COG05']);
    actor.stop();
  });

  it('takes every transition', () => expect(allTransitionKeys(orgListMachine).filter((k) => !taken.has(k))).toEqual([]));
});
