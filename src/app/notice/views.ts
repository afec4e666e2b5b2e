import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  'notice-list': { load: () => import('./notice-list-route') },
  'notice-detail': { load: () => import('./notice-detail-route') },
};
