import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  'bsn-pln-list': { load: () => import('./plan-list-route') },
  'head-bsn-pln-list': { load: () => import('./head-plan-list-route') },
  'bsn-pln-detail': { load: () => import('./plan-view-route') },
  'bsn-pln-member-detail': { load: () => import('./plan-view-route') },
  'bsn-pln-reg': { load: () => import('./plan-reg-route') },
};
