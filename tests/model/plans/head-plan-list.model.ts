// The members' plans machine's model: the branch head (the four filters, a member asked for a plan —
// confirmed and answered, refused by the server, or cancelled — and a saved plan opened) and a planner
// refused. Requests and opened plans only in the opening filters (this month, everyone): the member an
// event carries stands for the first member on screen without a plan, or with a saved one.
import type { AnyEventObject } from 'xstate';
import { headListQuery } from '../../../machines/plans/head-plan-list.filters';
import { headPlanListMachine, type HeadPlanListInput } from '../../../machines/plans/head-plan-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import type { HeadPlanRow } from '../../../src/domain/plans/contract';
import { msg } from '../../../src/domain/messages';
import { ServerError } from '../../../src/domain/shared/errors';
import { generatePaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

/** This month by the test clock (TEST_NOW 2026-03-12). */
export const LEADER: HeadPlanListInput = { position: 'COG01', year: '2026', month: '03' };
export const PLANNER: HeadPlanListInput = { position: 'COG03', year: '2026', month: '03' };
/** A name nobody in the branch has: the search that finds nobody. */
export const NOBODY = '없는이름';

const member = (stat: HeadPlanRow['stat'], sqno: number): HeadPlanRow => ({ userName: '', userId: `member-${stat}`, pstn: 'COG04', sqno, stat, amtSum: 0 });
export const UNPLANNED = member('S', 0);
export const SAVED = member('C', 1);
/** The server's refusal of a request (a scripted fault: the real server answers a member already asked so, checked in the rendered test). */
export const REFUSAL = new ServerError({ rt: 'refused', rtMsg: msg.planRequestExists });

export const LEADER_EVENTS: AnyEventObject[] = [
  { type: 'user.selectYear', year: '2025' },
  { type: 'user.selectMonth', month: '02' },
  { type: 'user.search', keyword: ` ${NOBODY} ` },
  { type: 'user.selectPstn', pstn: 'COG04' },
  { type: 'user.request', member: UNPLANNED },
  { type: 'user.confirm' },
  { type: 'user.cancel' },
  { type: 'xstate.done.actor.requestPlan', output: { sqno: 1 } },
  { type: 'xstate.error.actor.requestPlan', error: REFUSAL },
  { type: 'user.dismiss' },
  { type: 'user.open', member: SAVED },
];
export const REFUSED_EVENTS: AnyEventObject[] = [{ type: 'user.goBack' }];

export const inert = headPlanListMachine.provide({
  actors: { ...(inertActors(['requestPlan']) as any), memberPlans: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }) },
});

export const contextKey = (c: any) => [headListQuery(c.filters), c.requested.length, c.pending?.userId ?? null];

const opening = (s: any) => headListQuery(s.context.filters) === headListQuery({ year: LEADER.year, month: LEADER.month, keyword: '', pstn: '' });
const FILTERS = ['user.selectYear', 'user.selectMonth', 'user.search', 'user.selectPstn'];

/** Filters change one at a time from the opening ones; a request (at most one a path) and an opened plan only in them. */
export const allow = (s: any, e: AnyEventObject) => {
  if (FILTERS.includes(e.type)) return opening(s) || (e.type === 'user.search' && e.keyword.trim() !== s.context.filters.keyword);
  if (e.type === 'user.request') return opening(s) && s.context.requested.length === 0;
  if (e.type === 'user.open') return opening(s);
  return true;
};

export interface HeadPlanListModel {
  readonly name: 'leader' | 'refused';
  readonly userid: string;
  readonly input: HeadPlanListInput;
  readonly paths: ModelPath[];
}

export function headPlanListModels(): HeadPlanListModel[] {
  const paths = (name: string, i: HeadPlanListInput, events: AnyEventObject[]) =>
    cachedPaths(`head-plan-list-${name}`, headPlanListMachine, { events, input: i, contextKey, allow }, generatePaths);
  return [
    { name: 'leader', userid: 'branch01', input: LEADER, paths: paths('leader', LEADER, LEADER_EVENTS) },
    { name: 'refused', userid: 'planner01', input: PLANNER, paths: paths('refused', PLANNER, REFUSED_EVENTS) },
  ];
}
