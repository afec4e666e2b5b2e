// The tutorial (no calls).
import { defineArea } from '../shared/area';

export const tutorialArea = defineArea({
  name: 'tutorial',
  routes: [
    { name: 'tutorial', path: '/set/tutorial', auth: false, logging: false, pageName: '튜토리얼', header: null, footer: false },
  ],
});
