// Customers: the customer list with its detail and product searches, saved lists, bookmarks, SMS and PDF;
// a customer's detail.
// The sub-pages belong to the list (their back button leads to it); the list's state outlives them
// (docs/decisions.md D41).
import { defineArea } from '../shared/area';
import { ADD_CHILD_POPUP_PATH, MODIFY_CHILD_POPUP_PATH } from './pages';
import { BUY_INFO_POPUP_PATH, RECRUIT_INFO_POPUP_PATH } from './pages';
import { INTEGRATION_PATH, INTEGRATION_ROUTE_NAME } from './integration-pages';
import { CUSTOMER_ROUTE_NAMES as R, DETAIL_PATH, DETAIL_SEARCH_PATTERN, CONSENT_POPUP_PATH, FAMILY_POPUP_PATH, INTEREST_POPUP_PATH, LIST_PATH, MEMO_POPUP_PATH, MODIFY_MEMO_POPUP_PATH, PRODUCT_SEARCH_PATH, SMS_PATH } from './pages';

export const customersArea = defineArea({
  name: 'customers',
  routes: [
    { name: R.list, path: LIST_PATH, auth: true, logging: true, pageName: '나의 고객', header: { title: '나의 고객', prev: true, alarm: true, menu: true }, footer: true },
    { name: R.detailSearch, path: DETAIL_SEARCH_PATTERN, auth: true, logging: true, pageName: '상세검색', header: { title: '상세검색', prev: true }, footer: false, parent: R.list },
    { name: R.productSearch, path: PRODUCT_SEARCH_PATH, auth: true, logging: true, pageName: '상품검색', header: { title: '상품검색', prev: true }, footer: false, parent: R.detailSearch },
    { name: R.sms, path: SMS_PATH, auth: true, logging: true, pageName: '문자 보내기', header: { title: '문자 보내기', prev: true }, footer: false, parent: R.list },
    // The detail's popups open in a web view (a window on PC) of their own, through the shell; their own
    // cancel closes them (a header back could not name the customer to go back to).
    { name: R.memo, path: MEMO_POPUP_PATH, auth: true, logging: true, pageName: '메모', header: { title: '메모' }, footer: false, parent: R.detail },
    { name: R.consent, path: CONSENT_POPUP_PATH, auth: false, logging: false, pageName: '정보 동의 안내', header: { title: '정보 동의 안내' }, footer: false, parent: R.detail },
    { name: R.family, path: FAMILY_POPUP_PATH, auth: true, logging: true, pageName: '가구 정보', header: { title: '가구 정보' }, footer: false, parent: R.detail },
    { name: R.addChild, path: ADD_CHILD_POPUP_PATH, auth: true, logging: true, pageName: '자녀 추가', header: { title: '자녀 추가' }, footer: false, parent: R.detail },
    { name: R.modifyChild, path: MODIFY_CHILD_POPUP_PATH, auth: true, logging: true, pageName: '자녀 수정', header: { title: '자녀 수정' }, footer: false, parent: R.detail },
    { name: R.interest, path: INTEREST_POPUP_PATH, auth: true, logging: true, pageName: '관심사 및 노진 정보', header: { title: '관심사 및 노진 정보' }, footer: false, parent: R.detail },
    { name: R.buyInfo, path: BUY_INFO_POPUP_PATH, auth: true, logging: true, pageName: '구매 이력', header: { title: '구매 이력' }, footer: false, parent: R.detail },
    { name: R.recruitInfo, path: RECRUIT_INFO_POPUP_PATH, auth: true, logging: true, pageName: '리크루팅 정보', header: { title: '리크루팅 정보' }, footer: false, parent: R.detail },
    { name: R.modifyMemo, path: MODIFY_MEMO_POPUP_PATH, auth: true, logging: true, pageName: '메모 수정', header: { title: '메모 수정' }, footer: false, parent: R.detail },
    { name: R.detail, path: DETAIL_PATH, auth: true, logging: true, pageName: '고객 상세', header: { title: '고객 상세', prev: true, alarm: true }, footer: true, parent: R.list },
    { name: INTEGRATION_ROUTE_NAME, path: INTEGRATION_PATH, auth: true, logging: true, pageName: '고객 통합', header: { title: '고객 통합', prev: true }, footer: false, parent: R.list },
  ],
});
