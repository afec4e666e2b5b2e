import type { AreaViews } from '../view-entry';

export const views: AreaViews = { 'edu-qr-atnd-list': { load: () => import('./edu-qr-atnd-list-route') } };
