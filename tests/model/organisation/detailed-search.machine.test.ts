// Model-based tests of the organisation detail search on the bare machine (spec 3 §2 Detail search): codes
// checked and unchecked in their group's order, 초기화, 검색 (the codes are the output) and 닫기 (none).
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { detailedSearchMachine } from '../../../machines/organisation/detailed-search.machine';
import { allTransitionKeys, generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnMachine } from '../../support/replay';
import { DETAIL_EVENTS, DETAIL_INPUT, detailContextKey } from './detailed-search.model';

const inert = detailedSearchMachine.provide({ actors: inertActors(['finish']) as any });
const taken = new Set<string>();
afterAll(() => writeCoverage(detailedSearchMachine, taken));

describe('the organisation detail search machine', () => {
  const paths = generateCoveringPaths(detailedSearchMachine, { events: DETAIL_EVENTS, input: DETAIL_INPUT, contextKey: detailContextKey, inert, taken: new Set() });
  for (const path of paths) it(path.description, () => replayOnMachine(inert, DETAIL_INPUT, path, taken, detailContextKey));

  it('keeps each group in its options’ order and ignores codes the group does not know', () => {
    const actor = createActor(inert, { input: { gubun: [], chawol: [], gadong: [] } }).start();
    for (const code of ['COG06', 'COGA2', 'COG99']) actor.send({ type: 'user.toggle', group: 'gubun', code });
    expect(actor.getSnapshot().context.codes.gubun).toEqual(['COGA2', 'COG06']);
    actor.stop();
  });

  it('searched: the output is the codes; closed: null', () => {
    for (const [last, output] of [['user.submit', { gubun: ['COG03'], chawol: ['1'], gadong: [] }], ['user.close', null]] as const) {
      const actor = createActor(detailedSearchMachine.provide({ actors: { finish: (inertActors(['x']) as any).x } }), { input: DETAIL_INPUT });
      actor.start();
      actor.send({ type: last });
      actor.send({ type: 'xstate.done.actor.finish' } as never);
      expect(actor.getSnapshot().output).toEqual(output);
      actor.stop();
    }
  });

  it('takes every transition', () => expect(allTransitionKeys(detailedSearchMachine).filter((k) => !taken.has(k))).toEqual([]));
});
