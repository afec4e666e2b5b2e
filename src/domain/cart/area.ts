// The cart (spec 3 §2 cart): the plan map's chosen products priced, with discounts, instalments and the
// expected monthly payment; saved into the customer's plan or contracted on the ordering site.
import { defineArea } from '../shared/area';
import { EDUPLAN_CART_PATH, PLAN_MAP_ROUTE_NAMES } from '../plan-map/pages';

export const cartArea = defineArea({
  name: 'cart',
  routes: [
    { name: PLAN_MAP_ROUTE_NAMES.cart, path: EDUPLAN_CART_PATH, auth: true, logging: true, pageName: '장바구니', header: { title: '장바구니', prev: true }, footer: false, parent: PLAN_MAP_ROUTE_NAMES.map },
  ],
});
