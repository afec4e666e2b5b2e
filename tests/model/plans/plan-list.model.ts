// The sales plan list machine's model: a planner (the year select, a saved month opened or edited, a new
// plan), a planner with a requested month (작성하기), a branch head and a partner (whose rows and buttons
// lead nowhere: the guards refuse them). The row an event carries stands for the first row on screen of
// that kind (the rendered tests click that one).
import type { AnyEventObject } from 'xstate';
import { planListMachine, type PlanListInput } from '../../../machines/plans/plan-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import type { PlanListRow } from '../../../src/domain/plans/contract';
import { generatePaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

/** The test day's year (TEST_NOW 2026-03-12) and the year before it. */
export const THIS_YEAR = 2026;
export const LAST_YEAR = 2025;

const row = (stat: PlanListRow['stat']): PlanListRow => ({
  sqno: 1,
  stat,
  planYr: '2026',
  planMn: '03',
  planYrmn: '202603',
  userName: '',
  userId: '',
  pstn: '',
  amtSum: 0,
  orcpAmtSum: 0,
  headAmtSum: 0,
});
/** Stand for the first saved row and the first requested row shown. */
export const SAVED_ROW = row('C');
export const REQUESTED_ROW = row('R');

export const input = (position: string): PlanListInput => ({ position, currentYear: THIS_YEAR });

const YEARS: AnyEventObject[] = [
  { type: 'user.selectYear', year: LAST_YEAR },
  { type: 'user.selectYear', year: THIS_YEAR },
];

export const PLANNER_EVENTS: AnyEventObject[] = [...YEARS, { type: 'user.open', row: SAVED_ROW }, { type: 'user.edit', row: SAVED_ROW }, { type: 'user.writeNew' }];
export const REQUESTED_EVENTS: AnyEventObject[] = [{ type: 'user.write', row: REQUESTED_ROW }];

export const inert = planListMachine.provide({ actors: { planList: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }) } });
export const contextKey = (c: any) => c.year;

/** Only in this year: the rows the events stand for are this year's (the rendered tests click them). */
const allow = (s: any, e: AnyEventObject) => e.type === 'user.selectYear' || s.context.year === THIS_YEAR;

export interface PlanListModel {
  readonly name: 'planner' | 'requested';
  /** Who signs in on the rendered screen (small seed): planner01 has saved months, planner03 a requested one. */
  readonly userid: string;
  readonly input: PlanListInput;
  readonly paths: ModelPath[];
}

export function planListModels(): PlanListModel[] {
  const paths = (name: string, i: PlanListInput, events: AnyEventObject[]) => cachedPaths(`plan-list-${name}`, planListMachine, { events, input: i, contextKey, allow }, generatePaths);
  return [
    { name: 'planner', userid: 'planner01', input: input('COG03'), paths: paths('planner', input('COG03'), PLANNER_EVENTS) },
    { name: 'requested', userid: 'planner03', input: input('COG05'), paths: paths('requested', input('COG05'), REQUESTED_EVENTS) },
  ];
}
