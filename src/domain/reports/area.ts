// Reports (spec 3 §2): the monthly activity report, the daily report and the caller's own activity info.
import { defineArea } from '../shared/area';
import { DAILY_REPORT_PATH, MY_EDU_INFOR_PATH, REPORT_PATH, REPORT_ROUTE_NAMES as R } from './pages';

export const reportsArea = defineArea({
  name: 'reports',
  routes: [
    { name: R.report, path: REPORT_PATH, auth: true, logging: true, pageName: '활동리포트', header: { title: '활동리포트', prev: true, alarm: true, menu: true }, footer: true },
    { name: R.daily, path: DAILY_REPORT_PATH, auth: true, logging: true, pageName: '일일리포트', header: { title: '일일리포트', prev: true, alarm: true, menu: true }, footer: true, parent: R.report },
    { name: R.myEduInfor, path: MY_EDU_INFOR_PATH, auth: true, logging: true, pageName: '나의 활동정보', header: { title: '나의 활동정보', prev: true, alarm: true, menu: true }, footer: true },
  ],
});
