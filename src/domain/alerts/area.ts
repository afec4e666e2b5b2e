// Alerts: the notification list (/notification) and its detail and deletes.
import { defineArea } from '../shared/area';

export const alertsArea = defineArea({
  name: 'alerts',
  routes: [
    { name: 'notification', path: '/notification', auth: true, logging: true, pageName: '알림', header: { title: '알림', prev: true, menu: true }, footer: true },
  ],
});
