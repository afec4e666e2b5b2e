import { CUST_SEARCH_ROUTE_NAME, POST_SEARCH_ROUTE_NAME } from '../../domain/common-popup/pages';
import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  [POST_SEARCH_ROUTE_NAME]: { load: () => import('./post-search-route') },
  [CUST_SEARCH_ROUTE_NAME]: { load: () => import('./cust-search-route') },
};
