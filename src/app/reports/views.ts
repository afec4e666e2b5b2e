import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  report: { load: () => import('./activity-report-route') },
  'daily-report': { load: () => import('./daily-report-route') },
  'my-edu-infor': { load: () => import('./my-edu-infor-route') },
};
