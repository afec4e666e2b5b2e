import type { AreaViews } from '../view-entry';
import { ErrorRoute, UnsupportedRoute, WorkNoticeRoute } from './app-routes';

/** In the main bundle: these pages show when no other code can load. */
export const views: AreaViews = {
  error: { view: ErrorRoute },
  unsupported: { view: UnsupportedRoute },
  'work-notice': { view: WorkNoticeRoute },
};
