// The report screens' route names and paths (spec 3 §2).
export const REPORT_ROUTE_NAMES = { report: 'report', daily: 'daily-report', myEduInfor: 'my-edu-infor' } as const;
export const REPORT_PATH = '/mypage/report';
export const DAILY_REPORT_PATH = '/dailyReport';
export const MY_EDU_INFOR_PATH = '/mypage/myEduInfor';
export const dailyReportHref = (trgDate?: string): string => (trgDate ? `${DAILY_REPORT_PATH}?trgDate=${trgDate}` : DAILY_REPORT_PATH);
