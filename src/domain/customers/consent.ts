// What a customer agreed to (spec 2 §2 consent information popup, §3 infoagre / mrknagre, §9 marketing
// consent kept up to 12 months): the two consents' terms as the popup shows them, section by section.
export interface ConsentTerms {
  readonly title: string;
  readonly required: boolean;
  readonly items: readonly { readonly label: string; readonly text: string }[];
}

export const CONSENT_TERMS: readonly ConsentTerms[] = [
  {
    title: '개인정보 수집·이용 동의',
    required: true,
    items: [
      { label: '수집 항목', text: '고객 이름, 휴대폰 번호, 성별, 생년월일, 주소, 자녀의 이름·성별·생년월일' },
      { label: '이용 목적', text: '학습 상담과 방문 일정 안내, 진단 서비스 제공, 계약과 배송 관리' },
      { label: '보유 기간', text: '동의를 철회하거나 거래가 끝난 뒤 관계 법령이 정한 기간까지' },
      { label: '거부 권리', text: '동의하지 않을 수 있으며, 이 경우 상담과 서비스 제공이 어렵습니다.' },
    ],
  },
  {
    title: '마케팅 정보 수신 동의',
    required: false,
    items: [
      { label: '이용 목적', text: '새 학습 상품, 이벤트와 혜택을 문자로 안내' },
      { label: '보유 기간', text: '동의한 날부터 12개월 (다시 동의하면 그날부터 12개월)' },
      { label: '거부 권리', text: '동의하지 않아도 상담과 서비스는 그대로 이용할 수 있습니다.' },
    ],
  },
];
