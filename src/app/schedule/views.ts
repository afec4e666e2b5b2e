import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  'my-schedule-list': { load: () => import('./my-schedule-route') },
  'hd-schedule': { load: () => import('./hd-schedule-route') },
  'my-schedule-reg': { load: () => import('./schedule-editor-route') },
  'my-schedule-view': { load: () => import('./schedule-view-route') },
  'my-schedule-org-list': { load: () => import('./org-list-route') },
  'user-schedule-list': { load: () => import('./user-schedule-list-route') },
};
