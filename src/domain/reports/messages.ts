// The report screens' texts (spec 3 §2 activity report, daily report, own activity info).
export const reportsMessages = {
  reportVsAverage: '평균 대비',
  reportVsPrevious: '전월 대비',
  reportSales: '영업활동',
  reportManagement: '관리활동',
  reportNoRecord: '활동 기록이 없습니다.',
  dailyNoRecord: '이 날의 활동 기록이 없습니다.',
  myEduStudyEmpty: '현재 진행중인 교육이 없습니다.',
} as const;
