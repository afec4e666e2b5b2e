import { POST_SEARCH_ROUTE_NAME } from '../../domain/common-popup/pages';
import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  [POST_SEARCH_ROUTE_NAME]: { load: () => import('./post-search-route') },
};
