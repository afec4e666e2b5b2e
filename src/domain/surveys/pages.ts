// The survey screens' route names, paths and the address the header's survey button and the list link to (spec 3 §2).
export const SURVEY_ROUTE_NAMES = { list: 'survey-list', view: 'survey-view' } as const;

export const SURVEY_LIST_PATH = '/mypage/surveyList';
export const SURVEY_VIEW_PATH = '/mypage/surveyView';

export const surveyViewHref = (srvySqno: number | string): string => `${SURVEY_VIEW_PATH}?srvySqno=${encodeURIComponent(String(srvySqno))}`;
