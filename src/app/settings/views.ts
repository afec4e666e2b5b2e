import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  'notification-set': { load: () => import('./notification-set-route') },
  'dashboard-set': { load: () => import('./dashboard-set-route') },
  'my-cstmr-reg-set': { load: () => import('./my-cstmr-reg-set-route') },
};
