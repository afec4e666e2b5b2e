// Common popups (spec 3 §2): screens other areas open in a popup of their own. The address search popup
// reports the address picked to its opener (juso-selected) and closes; its own close button closes it,
// so the header has no back button (like the customer detail's popups).
import { defineArea } from '../shared/area';
import { CUST_SEARCH_PATTERN, CUST_SEARCH_ROUTE_NAME, POST_SEARCH_PATH, POST_SEARCH_ROUTE_NAME } from './pages';

export const commonPopupArea = defineArea({
  name: 'common-popup',
  routes: [
    { name: POST_SEARCH_ROUTE_NAME, path: POST_SEARCH_PATH, auth: true, logging: true, pageName: '주소 검색', header: { title: '주소 검색' }, footer: false },
    { name: CUST_SEARCH_ROUTE_NAME, path: CUST_SEARCH_PATTERN, auth: true, logging: true, pageName: '고객 검색', header: { title: '고객 검색' }, footer: false },
  ],
});
