// Settings: notifications, shake, home cards and registration item order.
import { defineArea } from '../shared/area';

export const settingsArea = defineArea({
  name: 'settings',
  routes: [
    { name: 'notification-set', path: '/set/notificationSet', auth: true, logging: true, pageName: '설정', header: { title: '설정', prev: true, menu: true }, footer: true },
    { name: 'dashboard-set', path: '/set/dashboardSet', auth: true, logging: true, pageName: '홈 편집', header: { title: '홈 편집', prev: true, menu: true }, footer: true },
    { name: 'my-cstmr-reg-set', path: '/set/myCstmrRegSet', auth: true, logging: true, pageName: '고객등록 편집', header: { title: '고객등록 편집', prev: true, menu: true }, footer: true },
  ],
});
