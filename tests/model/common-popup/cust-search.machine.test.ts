// Model-based tests of the customer search popup on the bare machine (spec 3 §2): every transition from
// generated paths, replayed with the transitions recorded: names searched (a new search drops the pick), a
// customer picked and reported, or the popup closed.
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { custSearchMachine } from '../../../machines/common-popup/cust-search.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { allTransitionKeys, generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnMachine } from '../../support/replay';

const CUSTOMER = { kwkkey: 'K00000001', custDiv: '1' as const, custDivDetail: 'SCD01', custNm: '김하늘', tel1: '010', tel2: '1234', tel3: '5678' };
const inert = custSearchMachine.provide({ actors: { ...(inertActors(['finish']) as any), custList: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }) } });
const EVENTS: AnyEventObject[] = [
  { type: 'user.search', name: ' 김 ' },
  { type: 'user.pick', customer: CUSTOMER },
  { type: 'user.confirm' },
  { type: 'user.close' },
  { type: 'xstate.done.actor.finish' },
];
const contextKey = (c: any) => [c.name, c.picked?.kwkkey ?? null];
const taken = new Set<string>();
afterAll(() => writeCoverage(custSearchMachine, taken));

describe('the customer search popup', () => {
  const paths = generateCoveringPaths(custSearchMachine, { events: EVENTS, contextKey, inert, taken: new Set() });
  for (const path of paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));
  it('takes every transition', () => expect(allTransitionKeys(custSearchMachine).filter((k) => !taken.has(k))).toEqual([]));
});
