import { SURVEY_ROUTE_NAMES } from '../../domain/surveys/pages';
import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
  [SURVEY_ROUTE_NAMES.list]: { load: () => import('./survey-list-route') },
  [SURVEY_ROUTE_NAMES.view]: { load: () => import('./survey-route') },
};
