// The common popups' routes (spec 3 §2): the address search popup, opened by the customer detail's
// additional-info block and the schedule form in a web view (a window on PC) of its own.
export const POST_SEARCH_ROUTE_NAME = 'common-popup-post-search';

/** Spec 3 §2 writes /commonPopup/postSearch/; the route table matches it with or without the slash. */
export const POST_SEARCH_PATH = '/commonPopup/postSearch';

/** The address search popup; `keyword` (optional) is searched at once, e.g. the address already filled in. */
export const postSearchHref = (keyword?: string): string =>
  keyword ? `${POST_SEARCH_PATH}?${new URLSearchParams({ keyword }).toString()}` : POST_SEARCH_PATH;

export const CUST_SEARCH_ROUTE_NAME = 'common-popup-cust-search';

/** Spec 3 §2 /commonPopup/custSearch/ (optional param userId): the customers of userId, else the caller's. */
export const CUST_SEARCH_PATTERN = '/commonPopup/custSearch/:userId?';

/** The customer search popup, for `userId`'s customers (a branch head looking up a member's) or the caller's. */
export const custSearchHref = (userId?: string): string => `/commonPopup/custSearch${userId ? `/${encodeURIComponent(userId)}` : ''}`;
