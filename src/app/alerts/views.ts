import type { AreaViews } from '../view-entry';

export const views: AreaViews = { notification: { load: () => import('./notification-route') } };
