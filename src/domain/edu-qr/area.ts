// Education QR attendance: the scan and the history.
import { defineArea } from '../shared/area';

export const eduQrArea = defineArea({
  name: 'edu-qr',
  routes: [
    { name: 'edu-qr-atnd-list', path: '/eduQrAtndList', auth: true, logging: true, pageName: '교육 출석 내역', header: { title: '교육 출석', prev: true, menu: true }, footer: true },
  ],
});
