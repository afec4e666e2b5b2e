// The customer list, its detail and product searches, saved lists and the SMS page (spec 1 §5, §8; spec 2 §5, §8).
export const customersMessages = {
  customersTitle: '나의 고객',
  custTabByCustomer: '고객별',
  custTabByContract: '계약별',
  custSearchLabel: '고객명 또는 휴대폰번호',
  custEpAll: '전체',
  custSortLabels: { K: '최근 변경순', C: '계약 만료순', J: '진단 도래순' },
  custTypeNames: { SCD01: '계약', SCD02: '가망', SCD03: '맘', SCD04: '체험' },
  custFlagNames: { delivdtYn: '배송', concexpydyYn: '만기', jindandtYn: '진단' },
  custSelectAll: '전체선택',
  custSelected: (n: number) => `${n}명 선택`,
  custTotal: (n: number) => `총 ${n}명`,
  custChildLine: (name: string, sex: 'M' | 'F', age: number) => `${name}(${sex === 'M' ? '남' : '여'}, ${age}세)`,
  // Saved lists (spec 1 §5)
  saveListNeedsSelection: '저장하려는 고객을 선택해주세요.',
  listTitleField: '타이틀',
  savedListDone: '목록이 저장되었습니다.',
  savedListDeleteConfirm: '저장된 목록을 삭제하시겠습니까?',
  savedListDeleted: '목록이 삭제되었습니다.',
  // SMS (spec 2 §5, §8)
  smsNeedsSelection: '고객 선택 후 진행해 주세요.',
  smsDirectInput: '직접입력',
  smsTextRequired: '메시지를 입력해주세요.',
  smsConfirm: '메시지를 전송하시겠습니까?',
  smsRecipients: (n: number) => `${n}명`,
  smsSent: (n: number) => `${n}명에게 메시지를 전송했습니다.`,
  smsSentSkipped: (sent: number, skipped: number) =>
    `${sent}명에게 메시지를 전송했습니다. 마케팅 수신 동의가 없거나 동의한 지 12개월이 지난 ${skipped}명은 광고 문자 대상에서 제외했습니다.`,
  // Detail and product search (spec 2 §2, §5)
  detailSearchTitle: '상세검색',
  productSearchTitle: '상품검색',
  productsMax: '상품은 최대 5개까지 선택할 수 있습니다.',
} as const;
