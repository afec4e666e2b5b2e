import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  'eduplan-map': { load: () => import('./map-route') },
  'eduplan-org-list': { load: () => import('./org-list-route') },
  'eduplan-promotion': { load: () => import('./promotion-route') },
  'eduplan-my-plan': { load: () => import('./my-plan-route') },
  'eduplan-plan-reg': { load: () => import('./plan-reg-route') },
};
