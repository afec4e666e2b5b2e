// Organisation status (spec 3 §2): the list with its detail-search popup, a member's detail and profile,
// and the private-memo popup. Branch and district heads only (the screens refuse others, the server too).
import { defineArea } from '../shared/area';
import { ORG_DETAILED_SEARCH_PATH, ORG_LIST_PATH, ORG_MEMO_PATH, ORG_PROFILE_PATH, ORG_ROUTE_NAMES as R, ORG_VIEW_PATH } from './pages';

export const organisationArea = defineArea({
  name: 'organisation',
  routes: [
    { name: R.list, path: ORG_LIST_PATH, auth: true, logging: true, pageName: '조직현황', header: { title: '조직현황', prev: true, alarm: true, menu: true }, footer: true },
    { name: R.detailedSearch, path: ORG_DETAILED_SEARCH_PATH, auth: true, logging: true, pageName: '상세검색', header: { title: '상세검색', close: true }, footer: false, parent: R.list },
    { name: R.view, path: ORG_VIEW_PATH, auth: true, logging: true, pageName: '조직원 상세', header: { title: '조직원 상세', prev: true, alarm: true }, footer: true, parent: R.list },
    { name: R.profile, path: ORG_PROFILE_PATH, auth: true, logging: true, pageName: '조직원 프로필', header: { title: '프로필', prev: true }, footer: false, parent: R.view },
    { name: R.memo, path: ORG_MEMO_PATH, auth: true, logging: true, pageName: '메모', header: { title: '메모', close: true }, footer: false, parent: R.view },
  ],
});
