import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  outbox: { load: () => import('./outbox-route') },
};
