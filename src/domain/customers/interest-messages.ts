// The interest and no-jin info popup's texts (spec 2 §2 Interest info, §3 Interest item, §5 Interest). The
// rule's own message (the place of 'other') stays with the server's refusals in sections-messages.ts.
export const interestInfoMessages = {
  interestTitle: '관심사 및 노진 정보',
  /** The code families' headings (spec 2 §3), by prenCd. */
  interestFamilyNames: {
    CED: '교육 관심도',
    CEC: '관심 분야',
    CIP: '유입 경로',
    CLA: '학습 활동',
    CMC: '소장 전집',
    CMM: '월 교육비',
    CDS: '학습 기기',
    CRD: '노진 활동',
  } as Readonly<Record<string, string>>,
  interestPlaceLabel: '노진 활동 장소',
  interestPlaceHint: '기타를 선택한 경우 장소를 입력해주세요.',
  interestReadOnly: '계약 고객의 관심사 및 노진 정보는 조회만 할 수 있습니다.',
  interestModify: '수정',
  interestClose: '닫기',
  interestConfirm: '관심사 및 노진 정보를 저장하시겠습니까?',
} as const;
