// The customer list and its sub-pages (spec 2 §2 customer routes): their route names and paths, and which
// page of the list a route is. The list's state lives as long as one of these pages is on screen.
/** The list types (contract.ts's ListType; the route table stays free of the contracts). */
type ListType = 'F' | 'S';

export const CUSTOMER_ROUTE_NAMES = {
  list: 'my-cstmr-list',
  detailSearch: 'my-cstmr-detail-search',
  productSearch: 'my-cstmr-prod-search',
  sms: 'my-cstmr-sms-send',
  detail: 'my-cstmr-view',
  memo: 'my-cstmr-view-memo',
  modifyMemo: 'my-cstmr-view-modify-memo',
  consent: 'my-cstmr-view-agree-info',
  family: 'my-cstmr-view-family-info',
  buyInfo: 'my-cstmr-view-buy-info',
  recruitInfo: 'my-cstmr-view-recruit-info',
  addChild: 'my-cstmr-view-add-children',
  modifyChild: 'my-cstmr-view-modify-children',
  interest: 'my-cstmr-view-interest-info',
} as const;

export type CustomerPage = keyof typeof CUSTOMER_ROUTE_NAMES;

export const LIST_PATH = '/myCstmr/myCstmrList';
export const DETAIL_SEARCH_PATTERN = `${LIST_PATH}/detailSerach/:listTyp?`;
export const PRODUCT_SEARCH_PATH = `${LIST_PATH}/proddSerach`;
export const SMS_PATH = `${LIST_PATH}/smsSend`;
export const DETAIL_PATH = '/myCstmr/myCstmrView';

export const MEMO_POPUP_PATH = `${DETAIL_PATH}/memo`;
export const MODIFY_MEMO_POPUP_PATH = `${DETAIL_PATH}/modifyMemo`;
export const FAMILY_POPUP_PATH = `${DETAIL_PATH}/familyInfo`;
export const BUY_INFO_POPUP_PATH = `${DETAIL_PATH}/buyInfo`;
export const RECRUIT_INFO_POPUP_PATH = `${DETAIL_PATH}/recruitInfo`;
export const ADD_CHILD_POPUP_PATH = `${DETAIL_PATH}/addChildren`;
export const MODIFY_CHILD_POPUP_PATH = `${DETAIL_PATH}/modifyChildren`;
export const INTEREST_POPUP_PATH = `${DETAIL_PATH}/interestInfo`;
/** The consent information popup: public (no login), not logged (spec 2 §2). */
export const CONSENT_POPUP_PATH = `${DETAIL_PATH}/popAgreeInfo`;

/** A customer's detail (spec 2 §2): the owner (userId), the key and custDiv in the query. */
export const customerHref = (c: { readonly userId: string; readonly kwkkey: string; readonly custDiv: '1' | '2' }): string =>
  `${DETAIL_PATH}?${new URLSearchParams({ userId: c.userId, kwkkey: c.kwkkey, custDiv: c.custDiv }).toString()}`;

/** The detail search for a list type: /detailSerach/S restricts the type to contract (spec 2 §4). */
export const detailSearchPath = (listTyp: ListType): string => `${LIST_PATH}/detailSerach${listTyp === 'S' ? '/S' : ''}`;

/** The page a route name is, or null for every screen outside the customer list. */
export function customerPageOf(routeName: string): CustomerPage | null {
  for (const [page, name] of Object.entries(CUSTOMER_ROUTE_NAMES)) if (name === routeName) return page as CustomerPage;
  return null;
}

/** The pages that belong to the list itself and start it when opened by their URL; over the others (a
 *  customer's detail and its popups) the list only waits when it was already running. */
export const startsList = (page: CustomerPage): boolean => page === 'list' || page === 'detailSearch' || page === 'productSearch' || page === 'sms';

/** The list type a detail-search path names: S, else the by-customer list. */
export const listTypeParam = (raw: string | undefined): ListType => (raw === 'S' ? 'S' : 'F');

/** The memo popup for a customer (a new memo), or for one of its memos (sqno: the edit variant). */
export const memoPopupHref = (c: { readonly userId: string; readonly kwkkey: string; readonly custDiv: '1' | '2' }, sqno?: number): string =>
  sqno === undefined
    ? `${MEMO_POPUP_PATH}?${new URLSearchParams({ userId: c.userId, kwkkey: c.kwkkey, custDiv: c.custDiv }).toString()}`
    : `${MODIFY_MEMO_POPUP_PATH}?${new URLSearchParams({ userId: c.userId, kwkkey: c.kwkkey, custDiv: c.custDiv, sqno: String(sqno) }).toString()}`;

/** The household popup of a customer (its key and custDiv; the household is the caller's view of its phone). */
export const familyPopupHref = (c: { readonly kwkkey: string; readonly custDiv: '1' | '2' }): string =>
  `${FAMILY_POPUP_PATH}?${new URLSearchParams({ kwkkey: c.kwkkey, custDiv: c.custDiv }).toString()}`;

/** The interest and no-jin info popup of a customer: the owner (userId), the key and custDiv, as the detail's. */
export const interestPopupHref = (c: { readonly userId: string; readonly kwkkey: string; readonly custDiv: '1' | '2' }): string =>
  `${INTEREST_POPUP_PATH}?${new URLSearchParams({ userId: c.userId, kwkkey: c.kwkkey, custDiv: c.custDiv }).toString()}`;

/** The child add popup of a customer (its owner, key and custDiv): the form is reported to the detail, which saves. */
export const addChildPopupHref = (c: { readonly userId: string; readonly kwkkey: string; readonly custDiv: '1' | '2' }): string =>
  `${ADD_CHILD_POPUP_PATH}?${new URLSearchParams({ userId: c.userId, kwkkey: c.kwkkey, custDiv: c.custDiv }).toString()}`;

/** The child modify popup for the customer's child at position `sqno` (1-5, DetailChild.sqno). */
export const modifyChildPopupHref = (c: { readonly userId: string; readonly kwkkey: string; readonly custDiv: '1' | '2' }, sqno: number): string =>
  `${MODIFY_CHILD_POPUP_PATH}?${new URLSearchParams({ userId: c.userId, kwkkey: c.kwkkey, custDiv: c.custDiv, sqno: String(sqno) }).toString()}`;

/** The purchase history popup (COG01) of a customer: the owner (userId), the key and custDiv; never the name or phone (URLs are logged). */
export const buyInfoPopupHref = (c: { readonly userId: string; readonly kwkkey: string; readonly custDiv: '1' | '2' }): string =>
  `${BUY_INFO_POPUP_PATH}?${new URLSearchParams({ userId: c.userId, kwkkey: c.kwkkey, custDiv: c.custDiv }).toString()}`;

/** The recruiting info popup (COG01) of a customer: the owner (userId), the key and custDiv, as the purchase history's. */
export const recruitInfoPopupHref = (c: { readonly userId: string; readonly kwkkey: string; readonly custDiv: '1' | '2' }): string =>
  `${RECRUIT_INFO_POPUP_PATH}?${new URLSearchParams({ userId: c.userId, kwkkey: c.kwkkey, custDiv: c.custDiv }).toString()}`;

/** The popup a button of the customer info opens (detail.ts DetailPopup), for this customer (its owner's id, key and custDiv). */
export function detailPopupHref(popup: 'consent' | 'family' | 'interest' | 'purchases' | 'recruits', c: { readonly userId: string; readonly kwkkey: string; readonly custDiv: '1' | '2' }): string {
  if (popup === 'consent') return CONSENT_POPUP_PATH;
  if (popup === 'family') return familyPopupHref(c);
  if (popup === 'interest') return interestPopupHref(c);
  return popup === 'purchases' ? buyInfoPopupHref(c) : recruitInfoPopupHref(c);
}
