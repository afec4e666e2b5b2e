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
} as const;
