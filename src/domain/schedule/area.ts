// The schedule (spec 2 §2 schedule routes): my schedule and the HQ schedule (tabs of one screen), the
// schedule form (register, edit) and view, and the two-step lookup of another planner's schedule for an
// accompany, which opens like the address search in a popup of its own and reports the schedule chosen.
import { defineArea } from '../shared/area';
import { HQ_SCHEDULE_PATH, ORG_LIST_PATTERN, SCHEDULE_LIST_PATH, SCHEDULE_REG_PATTERN, SCHEDULE_ROUTE_NAMES as R, SCHEDULE_VIEW_PATTERN, USER_SCHEDULE_LIST_PATTERN } from './pages';

export const scheduleArea = defineArea({
  name: 'schedule',
  routes: [
    { name: R.list, path: SCHEDULE_LIST_PATH, auth: true, logging: true, pageName: '나의 일정', header: { title: '나의 일정', prev: true, alarm: true, menu: true }, footer: true },
    { name: R.hq, path: HQ_SCHEDULE_PATH, auth: true, logging: true, pageName: '본사 일정', header: { title: '나의 일정', prev: true, alarm: true, menu: true }, footer: true, parent: R.list },
    { name: R.register, path: SCHEDULE_REG_PATTERN, auth: true, logging: true, pageName: '일정 등록', header: { title: '일정 등록', prev: true }, footer: false, parent: R.list },
    { name: R.view, path: SCHEDULE_VIEW_PATTERN, auth: true, logging: true, pageName: '일정 상세', header: { title: '일정 상세', prev: true, alarm: true }, footer: true, parent: R.list },
    { name: R.orgList, path: ORG_LIST_PATTERN, auth: true, logging: true, pageName: '동행 에듀플래너 검색', header: { title: '동행 에듀플래너 검색' }, footer: false },
    { name: R.userScheduleList, path: USER_SCHEDULE_LIST_PATTERN, auth: true, logging: true, pageName: '동행 일정 선택', header: { title: '동행 일정 선택', prev: true }, footer: false, parent: R.orgList },
  ],
});
