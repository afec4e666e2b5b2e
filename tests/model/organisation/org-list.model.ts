// The organisation list machine's model, in three focused alphabets on one machine: a phone (search, sort,
// chips, the detail search popup opened through the shell and its report, a member opened), a PC (the
// detail search dialog searched or closed, a member shown beside the list) and a position refused. The
// member a path opens or shows stands for the first row on screen (the rendered tests click that one).
import type { AnyEventObject } from 'xstate';
import { BridgeUnavailable } from '../../../bridges/contract';
import { orgListMachine, type OrgListInput } from '../../../machines/organisation/org-list.machine';
import { detailedSearchMachine } from '../../../machines/organisation/detailed-search.machine';
import { listQuery } from '../../../machines/organisation/org-list.filters';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import type { OrgListRow } from '../../../src/domain/organisation/contract';
import { presetFilters } from '../../../src/domain/organisation/rules';
import { generatePaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

/** Stands for the first member shown. */
export const FIRST_ROW: OrgListRow = {
  akdcde: 'first-row',
  akdnam: '첫 조직원',
  gubun: 'COG03',
  cntrName: '',
  akdpas: 'N',
  totamt: 0,
  gadong: '0',
  chawol: 1,
  meetYn: 'N',
  rpimgp: '',
};

/** A name part nobody in the branch has: the search that finds nobody. */
export const KEYWORD = '김';
/** What the popup reports and what the dialog searches: two chips each. */
export const REPORTED = { gubun: ['COG03'], chawol: [], gadong: ['2'] };
export const CHOSEN = { gubun: ['COG04'], chawol: ['7'], gadong: [] };

/** A branch head opening the list from the home card's 실활동 figure (option sil). */
export const LEADER: OrgListInput = { position: 'COG01', filters: presetFilters('sil') };
export const PLANNER: OrgListInput = { position: 'COG03', filters: presetFilters(undefined) };

const shared: AnyEventObject[] = [
  { type: 'user.search', keyword: ` ${KEYWORD} ` },
  { type: 'user.sort', ordrType: 'akdcde' },
  { type: 'user.sort', ordrType: 'perform' },
  { type: 'user.clearFilter', group: 'gadong', code: '2' },
  { type: 'user.clearFilters' },
];
export const NO_SHELL = new BridgeUnavailable({ action: 'openNewPage', platform: 'AND', reason: 'no-shell' });
export const PHONE_EVENTS: AnyEventObject[] = [
  ...shared,
  { type: 'user.openDetailSearch' },
  { type: 'xstate.done.actor.openPopup' },
  { type: 'xstate.error.actor.openPopup', error: NO_SHELL },
  { type: 'user.dismissMessage' },
  { type: 'popup.detailSearched', ...REPORTED },
  { type: 'user.open', member: FIRST_ROW },
];
export const DESKTOP_EVENTS: AnyEventObject[] = [
  ...shared,
  { type: 'user.openDetailDialog' },
  { type: 'xstate.done.actor.detailedSearch', output: CHOSEN },
  { type: 'xstate.done.actor.detailedSearch', output: null },
  { type: 'user.select', member: FIRST_ROW },
];
export const REFUSED_EVENTS: AnyEventObject[] = [{ type: 'user.goBack' }];

export const inert = orgListMachine.provide({
  actors: {
    ...(inertActors(['openPopup', 'watchPopups']) as any),
    memberList: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }),
    detailedSearch: detailedSearchMachine.provide({ actors: inertActors(['finish']) as any }),
  },
});

export const contextKey = (c: any) => [listQuery(c.filters), c.selected?.akdcde ?? null, c.message];

/** Only what a control can do in each state: a modal dialog or an opening popup leaves the list's controls out of reach. */
export const allow = (s: any, e: AnyEventObject) => {
  if (s.matches({ listing: 'openingPopup' })) return /^xstate\.(done|error)\.actor\.openPopup$/.test(e.type);
  if (s.matches({ listing: 'popupFailed' })) return e.type === 'user.dismissMessage';
  if (s.matches({ listing: 'searchingInDialog' })) return e.type === 'xstate.done.actor.detailedSearch';
  // A member is opened from a row: the model's search word finds nobody (the rendered test checks it).
  if (e.type === 'user.open' || e.type === 'user.select') return s.context.filters.keyword === '';
  return true;
};

export interface OrgListModel {
  readonly name: 'phone' | 'desktop' | 'refused';
  readonly input: OrgListInput;
  readonly paths: ModelPath[];
}

export function orgListModels(): OrgListModel[] {
  const paths = (name: string, input: OrgListInput, events: AnyEventObject[]) =>
    cachedPaths(`org-list-${name}`, orgListMachine, { events, input, contextKey, allow }, generatePaths);
  return [
    { name: 'phone', input: LEADER, paths: paths('phone', LEADER, PHONE_EVENTS) },
    { name: 'desktop', input: LEADER, paths: paths('desktop', LEADER, DESKTOP_EVENTS) },
    { name: 'refused', input: PLANNER, paths: paths('refused', PLANNER, REFUSED_EVENTS) },
  ];
}
