import { PLAN_MAP_ROUTE_NAMES } from '../../domain/plan-map/pages';
import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  [PLAN_MAP_ROUTE_NAMES.cart]: { load: () => import('./cart-route') },
};
