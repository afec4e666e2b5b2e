// The customer integration page (spec 2 §2 /myCstmr/CstIntegration): its route name and path. Not one of
// the list's own pages (pages.ts CUSTOMER_ROUTE_NAMES): integrating removes customers, so the list starts
// afresh when it is shown again rather than waiting with rows that may be gone.
export const INTEGRATION_ROUTE_NAME = 'my-cstmr-integration';
export const INTEGRATION_PATH = '/myCstmr/CstIntegration';
