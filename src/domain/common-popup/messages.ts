// The address search popup's texts (spec 3 §2 Address search popup): the keyword rules the client shows and
// the server answers (bad_request with the same text), the empty text (spec, verbatim), and what the
// popup says when the address service cannot answer.
export const commonPopupMessages = {
  jusoTitle: '주소 검색',
  jusoKeywordLabel: '도로명, 건물명 또는 지번',
  jusoKeywordPlaceholder: '예) 테헤란로 152, 반포동 10',
  jusoSearch: '검색',
  jusoHint: '도로명, 건물명 또는 지번(동 이름과 번지)으로 검색해 주세요.',
  jusoKeywordRequired: '검색어를 입력해주세요.',
  jusoKeywordTooShort: '검색어는 두 글자 이상 입력해주세요.',
  jusoKeywordTooLong: (max: number) => `검색어는 ${max}자까지 입력할 수 있습니다.`,
  jusoKeywordSpecial: '특수문자(%, =, >, <, [, ])는 검색어에 쓸 수 없습니다.',
  jusoKeywordReserved: (word: string) => `"${word}"와(과) 같은 특정문자로 검색할 수 없습니다.`,
  jusoEmpty: '검색된 주소가 없습니다. 다시 검색해 주세요.',
  jusoTotal: (n: number) => `검색 결과 ${n.toLocaleString('ko-KR')}건`,
  jusoListLabel: '검색된 주소',
  jusoRoad: '도로명',
  jusoJibun: '지번',
  jusoPick: '선택',
  jusoClose: '닫기',
  /** The address service (the road-address API, or an empty address table) cannot answer now. */
  jusoUnavailable: '주소 검색을 지금은 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;
