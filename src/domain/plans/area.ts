// Sales-activity plans (spec 3 §2): the own plan list, the branch head's members' plans, the plan form
// (the write window) and the read-only plan views. Partners may not write plans (the form and the server
// refuse them); the members' list is the branch head's (the screen and the server refuse others).
import { defineArea } from '../shared/area';
import { BSN_PLN_DETAIL_PATH, BSN_PLN_LIST_PATH, BSN_PLN_MEMBER_DETAIL_PATH, BSN_PLN_REG_PATH, HEAD_BSN_PLN_LIST_PATH, PLAN_ROUTE_NAMES as R } from './pages';

export const plansArea = defineArea({
  name: 'plans',
  routes: [
    { name: R.list, path: BSN_PLN_LIST_PATH, auth: true, logging: true, pageName: '영업활동계획', header: { title: '영업활동계획', prev: true, alarm: true, menu: true }, footer: true },
    { name: R.headList, path: HEAD_BSN_PLN_LIST_PATH, auth: true, logging: true, pageName: '조직원 영업활동계획', header: { title: '영업활동계획', prev: true, alarm: true, menu: true }, footer: true, parent: R.list },
    { name: R.reg, path: BSN_PLN_REG_PATH, auth: true, logging: true, pageName: '영업활동계획 작성', header: { title: '영업활동계획 작성', prev: true }, footer: false, parent: R.list },
    { name: R.detail, path: BSN_PLN_DETAIL_PATH, auth: true, logging: true, pageName: '영업활동계획 상세', header: { title: '영업활동계획', prev: true, alarm: true }, footer: true, parent: R.list },
    { name: R.memberDetail, path: BSN_PLN_MEMBER_DETAIL_PATH, auth: true, logging: true, pageName: '조직원 영업활동계획 상세', header: { title: '영업활동계획', prev: true, alarm: true }, footer: true, parent: R.headList },
  ],
});
