// The survey screens' texts (spec 3 §2 survey list and survey, §5 survey rules, §8 survey results). The
// spec's Korean verbatim where it gives one; the others are marked in comments.
export const surveysMessages = {
  surveyListEmpty: '검색된 설문조사가 없습니다.',
  surveyBadgeJoin: '참여하기',
  surveyBadgeMissed: '미참여',
  surveyBadgeDone: '참여완료',
  surveyEssentialMissing: '필수 설문을 완료해주세요.',
  surveyRankDuplicate: '순위형 설문에 같은 순위를 입력할 수 없습니다.',
  surveyOtherTextRequired: '기타 내용을 입력해주세요.',
  surveySubmitConfirm: '설문을 제출 하시겠습니까?',
  surveySubmitted: '작성 설문은 마이페이지에서 확인이 가능합니다.',
  surveySubmitFailed: '제출에 실패했습니다.',
  // not in the spec: refusals the server needs (the screen prevents each of them first)
  surveyClosed: '종료된 설문조사입니다.',
  surveyRankRange: (n: number) => `순위는 1부터 ${n}까지 입력할 수 있습니다.`,
  surveyTextTooLong: (max: number) => `최대 ${max}자까지 입력할 수 있습니다.`,
  surveyBadAnswer: '설문 응답이 올바르지 않습니다.',
  surveyEssentialMark: '필수',
  surveySubmit: '제출하기',
} as const;
