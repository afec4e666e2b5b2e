import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  qr: { load: () => import('./qr-route') },
  'edu-kakao-sync': { load: () => import('./edu-kakao-sync-route') },
};
