// The organisation screens' route names, paths and the addresses other screens link to (spec 3 §2; spec 1
// §2 names the list orgnz-list with its option).
import type { OrgOption } from './rules';
import { queryOf as q } from '../shared/query';

export const ORG_ROUTE_NAMES = {
  list: 'orgnz-list',
  detailedSearch: 'orgnz-detailed-search',
  view: 'orgnz-view',
  profile: 'orgnz-profile',
  memo: 'orgnz-memo',
} as const;

export const ORG_LIST_PATH = '/orgStatus/orgStatusList';
export const ORG_DETAILED_SEARCH_PATH = '/orgStatus/orgStatusList/detailedSearch';
export const ORG_VIEW_PATH = '/orgStatus/orgStatusView';
export const ORG_PROFILE_PATH = '/orgStatus/orgStatusView/profileDetails';
export const ORG_MEMO_PATH = '/orgStatus/orgStatusView/memo';

export const orgListHref = (option?: OrgOption): string => `${ORG_LIST_PATH}${q({ option })}`;
export const orgViewHref = (m: { targetId: string; gubun?: string; akdnam?: string }): string =>
  `${ORG_VIEW_PATH}${q({ targetId: m.targetId, gubun: m.gubun, akdnam: m.akdnam })}`;
export const orgProfileHref = (m: { targetId: string; gubun?: string; akdnam?: string }): string =>
  `${ORG_PROFILE_PATH}${q({ targetId: m.targetId, akdnam: m.akdnam, gubun: m.gubun })}`;
export const orgMemoHref = (m: { targetId: string; sqno?: number }): string =>
  `${ORG_MEMO_PATH}${q({ targetId: m.targetId, sqno: m.sqno ? String(m.sqno) : undefined })}`;
export const orgDetailedSearchHref = (f: { gubun: readonly string[]; chawol: readonly string[]; gadong: readonly string[] }): string =>
  `${ORG_DETAILED_SEARCH_PATH}${q({ gubun: f.gubun.join(','), chawol: f.chawol.join(','), gadong: f.gadong.join(',') })}`;
