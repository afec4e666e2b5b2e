import type { AreaViews } from '../view-entry';

export const views: AreaViews = { popup: { load: () => import('./popup-route') } };
