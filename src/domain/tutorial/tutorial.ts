// The tutorial (spec 1 §2 Settings and tutorial): eight slides, a skip button up to slide index 6 and a
// start button from index 7; both lead to the home screen.
export interface TutorialSlide {
  readonly key: string;
  readonly title: string;
  readonly text: string;
}

export const TUTORIAL_SLIDES: readonly TutorialSlide[] = [
  { key: 'attendance', title: '홈 화면 조회 출석', text: '조회 장소에 도착하면 홈 화면의 입실 버튼을, 조회가 끝나면 퇴실 버튼을 눌러 출석을 기록하세요.' },
  { key: 'footer', title: '하단 메뉴', text: '홈, 나의 고객, 고객등록, 에듀플랜맵, 나의 활동으로 어느 화면에서든 바로 이동할 수 있어요.' },
  { key: 'register', title: '고객 등록', text: '상담한 고객을 등록하고 휴대폰 인증으로 정보 제공 동의까지 한 번에 받으세요.' },
  { key: 'customers', title: '나의 고객', text: '계약·가망·맘·체험 고객을 한눈에 보고, 즐겨찾기와 저장 목록으로 관리하세요.' },
  { key: 'search', title: '상세 검색', text: '자녀 나이, 진단 서비스, 연체·만료 상태로 필요한 고객만 골라 보세요.' },
  { key: 'planmap', title: '에듀플랜맵', text: '고객과 자녀에게 맞는 학습 상품을 골라 나만의 플랜을 만들어 보세요.' },
  { key: 'cart', title: '에듀플랜맵 장바구니', text: '고른 상품의 할인과 월 납입금을 확인하고 저장하거나 바로 계약하세요.' },
  { key: 'plan', title: '영업활동계획', text: '매월 목표 실적을 계획하고 달성 현황을 확인하며 활동해 보세요.' },
];

/** The last slide shows 시작하기; every earlier one 건너뛰기. */
export const tutorialButton = (index: number): 'skip' | 'start' => (index >= TUTORIAL_SLIDES.length - 1 ? 'start' : 'skip');
