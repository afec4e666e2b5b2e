// Customer sign-up: the QR page, the link to send, and the page behind the link.
import { defineArea } from '../shared/area';

export const signUpArea = defineArea({
  name: 'sign-up',
  routes: [
    { name: 'qr', path: '/qr', auth: true, logging: true, pageName: '고객 간편가입 QR', header: { title: 'QR', prev: true, menu: true }, footer: true },
    { name: 'edu-kakao-sync', path: '/eduKakaoSync', auth: true, logging: true, pageName: '간편가입 링크 보내기', header: { title: '간편가입 링크 보내기', prev: true, menu: true }, footer: true, parent: 'qr' },
  ],
});
