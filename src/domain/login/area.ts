// Login: the login page and the session calls.
import * as loginContract from './contract';
import { callsOf } from '../shared/call';
import { defineArea } from '../shared/area';

export const loginArea = defineArea({
  name: 'login',
  routes: [
    { name: 'login', path: '/login', auth: false, logging: false, pageName: '로그인', header: null, footer: false },
  ],
  calls: [...callsOf(loginContract)],
});
