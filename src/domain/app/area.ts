// The app lifecycle: the pages it shows itself (error, app only, maintenance).
import { defineArea } from '../shared/area';

export const appArea = defineArea({
  name: 'app',
  routes: [
    { name: 'error', path: '/error', auth: false, logging: false, pageName: '서비스 접속 불가', anyDevice: true, header: null, footer: false },
    { name: 'unsupported', path: '/unsupported', auth: false, logging: false, pageName: '앱 전용 접속', anyDevice: true, header: null, footer: false },
    { name: 'work-notice', path: '/workNotice', auth: false, logging: false, pageName: '서비스 점검', anyDevice: true, header: null, footer: false },
  ],
});
