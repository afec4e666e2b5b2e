// The sales-plan screens' texts (spec 3 §2 sales plan list, members' plan list, plan form; §5 plan rules;
// §8 plan results). The spec's Korean verbatim where it gives one; the others are marked in comments.
export type PlanAction = '등록' | '수정';

export const plansMessages = {
  bsnPlnListEmpty: '등록된 영업활동계획이 없습니다.',
  headBsnPlnListEmpty: '검색된 영업활동 계획이 없습니다.',
  // the eight required goals, in the order the form checks them (spec 3 §5)
  planCmclRequired: '전집 실적을 입력해주세요.',
  planMmbsRequired: '멤버쉽 실적을 입력해주세요.',
  planFrpsRequired: '프리패스 실적을 입력해주세요.',
  planEtcRequired: '기타 실적을 입력해주세요.',
  planSrcRequired: '소스 실적을 입력해주세요.',
  planDgnssrvcRequired: '진단서비스 실적을 입력해주세요.',
  planExsnConsRequired: '기존상담 실적을 입력해주세요.',
  planNewConsRequired: '신규상담 실적을 입력해주세요.',
  planConfirm: (action: PlanAction) => `영업활동계획을 ${action} 하시겠습니까?`,
  planSaved: (action: PlanAction) => `${action}되었습니다.`,
  planSaveFailed: (action: PlanAction) => `${action}에 실패하였습니다.`,
  planEditClosed: '수정 가능 기간이 아닙니다.',
  // spec 3 §5 gives this refusal only in English ('only educational planner or higher may write')
  planWriteRefused: '에듀플래너 이상만 영업활동계획을 작성할 수 있습니다.',
  // not in the spec: a new plan asked for outside the write window (the server's refusal)
  planWriteClosed: '영업활동계획 작성 가능 기간이 아닙니다.',
  // not in the spec: the server's refusal of a memo beyond 1000 bytes (the input refuses it first)
  planMemoTooLong: '메모는 1000Byte까지 입력할 수 있습니다.',
  // not in the spec: the server's refusals of a request for a month that already has a plan (R or C), of a
  // member the branch head may not ask (not below them, or a partner), of a plan that is not the caller's
  // to read (another's, or an unknown number), and of a save sent from a screen that is out of date
  planRequestExists: '이미 등록되었거나 요청된 영업활동계획입니다.',
  planRequestTargetRefused: '영업활동계획을 요청할 수 없는 구성원입니다.',
  planNotFound: '조회할 수 없는 영업활동계획입니다.',
  planStale: '영업활동계획이 변경되었습니다. 화면을 닫고 다시 열어주세요.',
  // the alert of a request (the shared facts' title; the text, not in the spec, names the month)
  planRequestAlertTitle: '영업활동계획 요청',
  planRequestAlertText: (year: number, month: number) => `${year}년 ${month}월 영업활동계획 작성을 요청받았습니다. 눌러서 작성해주세요.`,
  // the five periods of a month (spec 3 §3 period list: first business day, sections 1-3, month end)
  planPeriodNames: ['첫영업일', '1구간', '2구간', '3구간', '월말'],
  planRequestConfirm: '영업활동계획을 요청 하시겠습니까?',
  planRegister: '등록',
  planModify: '수정',
  planRequest: '요청',
  planRequesting: '요청중',
  // goal labels (spec 3 §3 sales plan; §5 names them in its alerts)
  planGoalCmcl: '전집',
  planGoalMmbs: '멤버쉽',
  planGoalFrps: '프리패스',
  planGoalEtc: '기타',
  planGoalSrc: '소스',
  planGoalDgnssrvc: '진단서비스',
  planGoalExsnCons: '기존상담',
  planGoalNewCons: '신규상담',
  // the plan form's own labels (not in the spec)
  planGoalRcrt: '리크루팅',
  planFormLabel: '영업활동계획 작성',
  planFormLoading: '영업활동계획을 불러오는 중',
  planAmountGoals: '금액 목표',
  planCountGoals: '건수 목표',
  planAmountUnit: '만원',
  planCountUnit: '건',
  planOptional: '선택',
  planMemoLabel: '메모',
  planPeriodsTitle: '기간별 목표',
  planPeriodName: '구간',
  planPeriodRatio: '비율',
  planPeriodShare: '금액(만원)',
  planAmountTotal: '금액 합계',
  planBackToList: '목록으로',
  planMonthTitle: (month: string) => `${month} 영업활동계획`,
  // ---- the plan lists and read-only views (issue 16 lists helper). Not in the spec unless marked. ----
  planListLabel: '영업활동계획 목록',
  planTabsLabel: '영업활동계획 구분',
  planMyTab: '내 계획',
  planMembersTab: '조직원 계획', // spec 3 §2 (the second tab)
  planYearLabel: '연도',
  planMonthLabel: '월',
  planYearOption: (year: number | string) => `${year}년`,
  planMonthOption: (month: string) => `${Number(month)}월`,
  planYearMonth: (yr: string, mn: string) => `${yr}년 ${Number(mn)}월`,
  planStatRequested: '요청됨', // spec 3 §4 R
  planStatSaved: '작성완료',
  planStatNone: '미작성',
  planWrite: '작성하기', // spec 3 §2
  planNew: '영업활동계획 작성하기',
  planGoalTotal: '목표 합계',
  planOriginalTotal: (amount: string) => `최초 ${amount}`,
  planDistrictGoal: '지구 목표', // spec 3 §2 district goal
  planBranchGoal: '지점 목표', // spec 3 §2 branch goal totals
  headPlanNoPermission: '조직원 영업활동계획 조회 권한이 없습니다.',
  headPlanListLabel: '조직원 영업활동계획 목록',
  headPlanFiltersLabel: '조직원 영업활동계획 검색',
  headPlanSearchLabel: '이름 또는 사번',
  headPlanSearch: '검색',
  headPlanPstnLabel: '직급',
  headPlanPstnAll: '전체',
  headPlanName: '이름',
  headPlanRank: '직급',
  headPlanStat: '상태',
  headPlanAmount: '목표 금액',
  headPlanAction: '요청',
  headPlanRequestFor: (name: string) => `${name} 영업활동계획 요청`,
  planViewLabel: '영업활동계획 상세',
  planViewGoals: '목표',
  planViewRcrt: '리크루팅', // spec 3 §3 rcrtGoalCscnt (optional)
  planViewCount: (n: number) => `${n.toLocaleString('ko-KR')}건`,
  planViewPeriods: '구간별 목표',
  planViewPeriodShare: (ratio: string, amount: string) => `${ratio}% · ${amount}`,
  planViewMemo: '메모',
  planViewUpdated: '최종 저장',
  planViewEdit: '수정', // spec 3 §4 modify
} as const;
