// Participation surveys (spec 3 §2): the list by year with status badges, and one survey to answer while it
// runs (or to read back once joined).
import { defineArea } from '../shared/area';
import { SURVEY_LIST_PATH, SURVEY_ROUTE_NAMES as R, SURVEY_VIEW_PATH } from './pages';

export const surveysArea = defineArea({
  name: 'surveys',
  routes: [
    { name: R.list, path: SURVEY_LIST_PATH, auth: true, logging: true, pageName: '참여 설문', header: { title: '참여 설문', prev: true, alarm: true, menu: true }, footer: true },
    { name: R.view, path: SURVEY_VIEW_PATH, auth: true, logging: true, pageName: '설문조사', header: { title: '설문조사', prev: true }, footer: false, parent: R.list },
  ],
});
