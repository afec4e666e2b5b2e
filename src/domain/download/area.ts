// The app download page (its call, download/version, belongs to the app area).
import { defineArea } from '../shared/area';

export const downloadArea = defineArea({
  name: 'download',
  routes: [
    { name: 'download', path: '/download', auth: false, logging: false, pageName: '앱 다운로드', anyDevice: true, header: null, footer: false },
  ],
});
