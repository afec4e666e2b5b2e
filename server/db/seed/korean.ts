// Korean demo vocabulary for the seed: names, Seoul/Gyeonggi addresses, products of an education
// company, memo texts. Invented data; any resemblance to a real person is chance.
import type { Rng } from './prng';

export const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '전', '홍'];
export const GIVEN_F = ['지은', '서연', '민지', '수빈', '예린', '하은', '지민', '유진', '소연', '은정', '미경', '현주', '혜진', '보람', '선영', '지혜', '나연', '윤서', '다은', '채원'];
export const GIVEN_M = ['민준', '서준', '도윤', '예준', '시우', '하준', '지호', '준서', '현우', '성민', '재훈', '동현', '승우', '정훈', '태윤', '건우', '우진', '지훈', '민성', '상현'];
export const CHILD_F = ['서아', '하윤', '지아', '아린', '수아', '이서', '채아', '유나', '리아', '다인'];
export const CHILD_M = ['이준', '도하', '은우', '선우', '유준', '시윤', '로운', '지안', '하람', '준우'];

export function personName(r: Rng, gender: 'M' | 'F'): string {
  return r.pick(SURNAMES) + r.pick(gender === 'F' ? GIVEN_F : GIVEN_M);
}

export function childName(r: Rng, surname: string, gender: 'M' | 'F'): string {
  return surname + r.pick(gender === 'F' ? CHILD_F : CHILD_M);
}

/** A mobile number split as tel1-tel2-tel3. */
export function mobile(r: Rng): [string, string, string] {
  return ['010', String(r.int(2000, 9999)), r.digits(4)];
}

/** [zip, road address] pairs in the branch's area (Gangnam, Seocho, Songpa, Bundang, Suji). */
export const STREETS: readonly [string, string, number, number][] = [
  ['06236', '서울특별시 강남구 테헤란로', 100, 520],
  ['06120', '서울특별시 강남구 봉은사로', 100, 600],
  ['06302', '서울특별시 강남구 개포로', 200, 620],
  ['06284', '서울특별시 강남구 도곡로', 100, 470],
  ['06197', '서울특별시 강남구 선릉로', 200, 800],
  ['06575', '서울특별시 서초구 반포대로', 10, 300],
  ['06643', '서울특별시 서초구 서초대로', 200, 400],
  ['06761', '서울특별시 서초구 양재대로', 10, 250],
  ['05551', '서울특별시 송파구 올림픽로', 100, 450],
  ['05838', '서울특별시 송파구 송파대로', 100, 570],
  ['13529', '경기도 성남시 분당구 판교역로', 100, 240],
  ['13561', '경기도 성남시 분당구 정자일로', 10, 250],
  ['13591', '경기도 성남시 분당구 서현로', 100, 200],
  ['16827', '경기도 용인시 수지구 포은대로', 10, 550],
  ['16942', '경기도 용인시 수지구 신봉2로', 10, 100],
];

export function address(r: Rng): { zip: string; addr1: string; addr2: string } {
  const [zip, road, from, to] = r.pick(STREETS);
  return { zip, addr1: `${road} ${r.int(from, to)}`, addr2: `${r.int(101, 115)}동 ${r.int(1, 25)}${r.pick(['01', '02', '03', '04'])}호` };
}

export const PRODUCTS: readonly { catCd: string; catNm: string; names: readonly string[]; amount: [number, number] }[] = [
  { catCd: 'CAT01', catNm: '전집', names: ['씽크빅 전래동화 전집', '자연관찰 전집', '세계명작 전집', '인물이야기 전집', '과학동화 전집'], amount: [490_000, 1_500_000] },
  { catCd: 'CAT02', catNm: '멤버십', names: ['북클럽 멤버십', '씽크빅 스마트올 멤버십', '독서 멤버십'], amount: [39_000, 129_000] },
  { catCd: 'CAT03', catNm: '프리패스', names: ['씽크빅 프리패스', '수학 프리패스', '영어 프리패스'], amount: [59_000, 149_000] },
  { catCd: 'CAT04', catNm: '학습지', names: ['씽크빅 국어', '씽크빅 수학', '씽크빅 영어', '한자 씽크빅', '스마트 사회과학'], amount: [35_000, 69_000] },
];

export const MEMOS_MANUAL = [
  '방문 상담 진행. 초등 입학 전 한글 학습에 관심 많음.',
  '아이가 수학을 어려워함. 다음 주 진단 테스트 안내 예정.',
  '전집 구매 고민 중. 할부 조건 문의하심.',
  '오후 4시 이후 통화 선호.',
  '둘째 출산 예정. 유아 전집 관심.',
  '북클럽 멤버십 만족도 높음. 추천 고객 소개 가능성 있음.',
  '계약 만료 전 재계약 상담 필요.',
  '영어 프리패스 체험 후 반응 좋음.',
  '학습 진도 점검. 주 2회 방문 희망.',
  '독서 습관 형성 상담. 책 읽기 시간 하루 20분 권장.',
];

export const MEMOS_AUTO = ['전화 발신', '문자 발송', '전화 발신 (부재)', '문자 발송 (상담 안내)'];

/** Longer memos for the history's more/expand (spec 2 §9: over 52 characters, or 2 line breaks or more). */
export const MEMOS_LONG = [
  '방문 상담 진행. 어머님께서 초등 입학 전 한글과 수학 기초를 함께 준비하고 싶어 하심. 다음 방문 때 학습지 샘플과 진단 테스트 일정을 함께 안내하기로 함.',
  '전집 구매 상담. 과학동화 전집과 자연관찰 전집을 비교하심. 할부 조건(12개월, 24개월)과 사은품 문의가 있어 다음 주 화요일 오후에 다시 연락드리기로 함.',
  '통화 요약\n- 영어 프리패스 체험 만족\n- 주 2회 방문 희망 (화, 목)\n- 다음 달 재계약 검토',
  '재계약 상담\n기존 멤버십 만료 예정.\n형제 할인 적용 여부 확인 후 회신 예정.',
  '진단 결과 공유. KED-I 결과 언어 영역이 우수하고 수리 영역은 보통 수준. 어머님께 결과지 설명드리고 6개월 뒤 재진단 일정을 잡아 두기로 함.',
];
