// The customer detail's remaining sections and popups (spec 2 §5, §8): the validation messages the client
// shows and the server answers (bad_request with the same text), and the refusals of a customer change.
export const customerSectionsMessages = {
  // The prospect additional-info block (spec 2 §5)
  addInfoBirthInvalid: '생년월일을 정확히 입력해주세요.',
  addInfoAddressRequired: '주소를 입력해주세요.',
  addInfoDetailRequired: '상세주소를 입력해주세요.',
  addInfoEmpty: '입력된 추가 정보가 없습니다.',
  // Children (spec 2 §5)
  childrenMax: '자녀는 최대 5명까지 등록할 수 있습니다.',
  childGenderRequired: '자녀의 성별을 선택해주세요.',
  childBirthInvalid: '자녀의 생년월일을 정확히 입력해주세요.',
  childNameRequired: '자녀 이름을 입력해주세요.',
  childNameTooLong: '자녀 이름은 10자까지 입력할 수 있습니다.',
  // Interest and no-jin info (spec 2 §5)
  interestPlaceRequired: '기타 선택 시 장소를 입력해주세요.',
  // Refusals of saveMyCstmr (spec 2 §6)
  childrenProspectOnly: '자녀 정보는 가망 고객만 수정할 수 있습니다.',
  addInfoProspectOnly: '추가 정보는 가망 고객만 입력할 수 있습니다.',
  interestContractReadOnly: '계약 고객의 관심 정보는 수정할 수 없습니다.',
  saveNothing: '변경할 정보가 없습니다.',
  // Diagnosis share (spec 2 §8)
  shareSent: '발송되었습니다.',
  shareSms: (custNm: string, exam: string, url: string) => `[에듀플래너] ${custNm} 고객님, ${exam} 진단 결과를 확인해 주세요. ${url}`,
} as const;
