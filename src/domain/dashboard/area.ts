// The home screen: its cards, attendance, goals and schedule.
import { defineArea } from '../shared/area';

export const dashboardArea = defineArea({
  name: 'dashboard',
  routes: [
    {
      name: 'main',
      path: '/main',
      auth: true,
      logging: true,
      pageName: '홈',
      header: { title: '', alarm: true, menu: true, survey: true },
      footer: true,
    },
  ],
});
