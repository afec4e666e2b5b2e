// Customer registration (spec 2 §2): the planner's registration with phone verification and its result,
// and the customer's own self-registration page behind the link the planner texts, with its end pages.
// The public pages draw their own full page (no header, menu or footer: the visitor has no session).
import { defineArea } from '../shared/area';
import { REGISTRATION_ROUTE_NAMES as R, REGISTER_PATH, RESULT_PATH, SELF_COMPLETE_PATH, SELF_EXPIRED_PATH, SELF_PATH, SELF_RESULT_PATH } from './pages';

export const registrationArea = defineArea({
  name: 'registration',
  routes: [
    { name: R.register, path: REGISTER_PATH, auth: true, logging: true, pageName: '고객 등록', header: { title: '고객 등록', prev: true, alarm: true, menu: true }, footer: true },
    { name: R.result, path: RESULT_PATH, auth: false, logging: false, pageName: '고객 등록 완료', header: { title: '고객 등록' }, footer: false, parent: R.register },
    { name: R.self, path: SELF_PATH, auth: false, logging: true, privateQuery: true, anyDevice: true, pageName: '고객 정보 등록', header: null, footer: false },
    { name: R.selfExpired, path: SELF_EXPIRED_PATH, auth: false, logging: false, anyDevice: true, pageName: '고객 정보 등록 만료', header: null, footer: false },
    { name: R.selfComplete, path: SELF_COMPLETE_PATH, auth: false, logging: false, anyDevice: true, pageName: '고객 정보 등록 완료', header: null, footer: false },
    { name: R.selfResult, path: SELF_RESULT_PATH, auth: false, logging: false, anyDevice: true, pageName: '고객 정보 등록 결과', header: null, footer: false },
  ],
});
