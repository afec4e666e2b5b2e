import type { AreaViews } from '../view-entry';

export const views: AreaViews = { 'business-card': { load: () => import('./business-card-route') } };
