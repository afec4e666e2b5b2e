import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  'orgnz-list': { load: () => import('./org-list-route') },
  'orgnz-detailed-search': { load: () => import('./detailed-search-route') },
  'orgnz-view': { load: () => import('./member-detail-route') },
  'orgnz-profile': { load: () => import('./member-profile-route') },
  'orgnz-memo': { load: () => import('./org-memo-route') },
};
