// The education plan map (spec 3 §2): the map, the branch head's planner list, my plans, the plan register
// and promotions. The cart is its own area (src/domain/cart/area.ts).
import { defineArea } from '../shared/area';
import {
  EDUPLAN_MAP_PATH, EDUPLAN_MY_PLAN_PATH, EDUPLAN_ORG_LIST_PATH, EDUPLAN_PLAN_REG_PATH, EDUPLAN_PROMOTION_PATH, PLAN_MAP_ROUTE_NAMES as R,
} from './pages';

export const planMapArea = defineArea({
  name: 'plan-map',
  routes: [
    {
      name: R.map, path: EDUPLAN_MAP_PATH, auth: true, logging: true, pageName: '에듀플랜맵',
      header: { title: '에듀플랜맵', prev: true, alarm: true, menu: true, queryTitle: { param: 'myPlan', value: 'Y', title: '상품 선택' } }, footer: true,
    },
    { name: R.orgList, path: EDUPLAN_ORG_LIST_PATH, auth: true, logging: true, pageName: '에듀플래너 선택', header: { title: '에듀플래너 선택', prev: true }, footer: false, parent: R.map },
    { name: R.myPlan, path: EDUPLAN_MY_PLAN_PATH, auth: true, logging: true, pageName: '나만의 플랜', header: { title: '나만의 플랜', prev: true, alarm: true }, footer: true, parent: R.map },
    { name: R.planReg, path: EDUPLAN_PLAN_REG_PATH, auth: true, logging: true, pageName: '나만의 플랜 등록', header: { title: '나만의 플랜 등록', prev: true }, footer: false, parent: R.myPlan },
    { name: R.promotion, path: EDUPLAN_PROMOTION_PATH, auth: true, logging: true, pageName: '프로모션', header: { title: '프로모션', prev: true }, footer: false, parent: R.map },
  ],
});
