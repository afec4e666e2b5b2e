import { REGISTRATION_ROUTE_NAMES as R } from '../../domain/registration/pages';
import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  [R.register]: { load: () => import('./register-route') },
  [R.result]: { load: () => import('./result-route') },
  [R.self]: { load: () => import('./self-registration-route') },
  [R.selfExpired]: { load: () => import('./self-end-route') },
  [R.selfComplete]: { load: () => import('./self-end-route') },
  [R.selfResult]: { load: () => import('./self-end-route') },
};
