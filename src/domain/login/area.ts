// Login: the login page.
import { defineArea } from '../shared/area';

export const loginArea = defineArea({
  name: 'login',
  routes: [
    { name: 'login', path: '/login', auth: false, logging: false, pageName: '로그인', header: null, footer: false },
  ],
});
