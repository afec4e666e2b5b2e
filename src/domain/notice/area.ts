// Notices: the list and the detail.
import { defineArea } from '../shared/area';

export const noticeArea = defineArea({
  name: 'notice',
  routes: [
    { name: 'notice-list', path: '/notice', auth: true, logging: true, pageName: '공지사항', header: { title: '공지사항', prev: true, alarm: true, menu: true }, footer: true },
    { name: 'notice-detail', path: '/notice/detail', auth: true, logging: true, pageName: '공지사항 상세', header: { title: '공지사항', prev: true, menu: true }, footer: true, parent: 'notice-list' },
  ],
});
