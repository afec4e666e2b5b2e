import { CUSTOMER_ROUTE_NAMES as R } from '../../domain/customers/pages';
import { INTEGRATION_ROUTE_NAME } from '../../domain/customers/integration-pages';
import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  [R.list]: { load: () => import('./customer-list-route') },
  [R.detailSearch]: { load: () => import('./detail-search-route') },
  [R.productSearch]: { load: () => import('./product-search-route') },
  [R.sms]: { load: () => import('./sms-route') },
  [R.detail]: { load: () => import('./customer-detail-route') },
  [R.memo]: { load: () => import('./memo-editor-route') },
  [R.modifyMemo]: { load: () => import('./memo-editor-route') },
  [R.consent]: { load: () => import('./consent-route') },
  [R.family]: { load: () => import('./family-info-route') },
  [R.addChild]: { load: () => import('./child-editor-route') },
  [R.modifyChild]: { load: () => import('./child-editor-route') },
  [R.interest]: { load: () => import('./interest-info-route') },
  [R.buyInfo]: { load: () => import('./centre-records-route') },
  [R.recruitInfo]: { load: () => import('./centre-records-route') },
  [INTEGRATION_ROUTE_NAME]: { load: () => import('./customer-integration-route') },
};
