// The business card screen, its sending and the public card page.
import { defineArea } from '../shared/area';

export const businessCardArea = defineArea({
  name: 'business-card',
  routes: [
    { name: 'business-card', path: '/dashboard/profile/:userId', auth: true, logging: true, pageName: '명함', header: { title: '명함', prev: true, menu: true }, footer: true },
  ],
});
