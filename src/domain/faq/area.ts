// The FAQ (spec 3 §2): category tabs and an accordion of answers.
import { defineArea } from '../shared/area';

export const FAQ_ROUTE_NAME = 'faq';
export const FAQ_PATH = '/faq';

export const faqArea = defineArea({
  name: 'faq',
  routes: [{ name: FAQ_ROUTE_NAME, path: FAQ_PATH, auth: true, logging: true, pageName: 'FAQ', header: { title: 'FAQ', prev: true, alarm: true, menu: true }, footer: true }],
});
