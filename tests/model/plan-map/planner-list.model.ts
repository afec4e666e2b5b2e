// The planner list's model (spec 3 §2 /eduplanmap/orgList, §6): the branch head searches, picks a planner
// (the customer search popup opens, or fails), and the popup's report opens the map; anyone else is refused.
// The list itself is the shared paged list's (tested on its own); here it stays inert.
import type { AnyEventObject } from 'xstate';
import { plannerListMachine, type PlannerListInput } from '../../../machines/plan-map/planner-list.machine';
import { NetworkError } from '../../../src/domain/shared/errors';
import { generatePaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

export const PLANNER = { userid: 'planner01', username: '김민수', orgnzPstn: 'COG03' };
export const OFFLINE = new NetworkError({ detail: 'offline' });

const events: AnyEventObject[] = [
  { type: 'user.search', username: '김' },
  { type: 'user.choose', member: PLANNER },
  { type: 'xstate.done.actor.openPopup' },
  { type: 'xstate.error.actor.openPopup', error: OFFLINE },
  { type: 'user.dismiss' },
  { type: 'user.goBack' },
  { type: 'popup.custSelected', kwkkey: 'K01100001', custDiv: '1', custNm: '이고객' },
];

export const inert = plannerListMachine.provide({ actors: inertActors(['plannerList', 'openPopup', 'watchPopups']) as any });
export const contextKey = (c: any) => [c.username, c.planner?.userid ?? null, c.message];

export interface PlannerListModel {
  readonly name: 'branch' | 'planner';
  readonly input: PlannerListInput;
  readonly paths: ModelPath[];
}

export const plannerListModels = (): PlannerListModel[] =>
  (
    [
      ['branch', { position: 'COG01' }],
      ['planner', { position: 'COG05' }],
    ] as const
  ).map(([name, input]) => ({ name, input, paths: cachedPaths(`planner-list-${name}`, plannerListMachine, { events, input, contextKey }, generatePaths) }));
