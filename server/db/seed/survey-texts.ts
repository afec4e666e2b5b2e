// The seven demo surveys (issue 16 shared facts): titles, periods relative to the seed day, who they are
// for, and their questions with options and sample answers. surveys.ts turns them into rows; the periods
// and positions here are what the survey tests and e2e specs rely on.
import type { QuestionType } from '../../../src/domain/surveys/rules';

/** Survey categories (spec 3 §9: sales, professional, nurturing, KSS); MS00 in a request means all. */
export const SURVEY_DIV = { sales: 'MS01', professional: 'MS02', nurturing: 'MS03', kss: 'MS04' } as const;

export interface QuestionDef {
  readonly type: QuestionType;
  readonly titl: string;
  readonly essn: 'Y' | 'N';
  /** Choice options (single, multiple, rank); a scale has '1'..'5' and a text question one empty option. */
  readonly options?: readonly string[];
  /** An 'other' option (optn_typ E) after the options, and texts seeded answers type into it. */
  readonly other?: readonly string[];
  readonly low?: string;
  readonly high?: string;
  /** Texts seeded answers use (text questions). */
  readonly samples?: readonly string[];
}

export interface SurveyDef {
  /** The survey's number in the shared facts (1..7) and its srvy_sqno. */
  readonly no: number;
  readonly titl: (year: number) => string;
  readonly expi: string;
  readonly divCd: string;
  readonly pstnTyp: string;
  /** Days from the seed day: starts at 09:00 KST on `from`, ends at 18:00 KST on `to`; 'lastYear' = the same day a year earlier, for 14 days. */
  readonly period: readonly [number, number] | 'lastYear';
  readonly questions: readonly QuestionDef[];
}

const SCALE_LOW = '전혀 그렇지 않다';
const SCALE_HIGH = '매우 그렇다';
const scale = (titl: string, essn: 'Y' | 'N'): QuestionDef => ({ type: 'SQT03', titl, essn, low: SCALE_LOW, high: SCALE_HIGH });

export const SURVEY_DEFS: readonly SurveyDef[] = [
  {
    no: 1,
    titl: (y) => `${y} 상반기 영업역량 진단 설문`,
    expi: '에듀플래너 여러분의 영업역량을 진단하고 필요한 교육과 지원을 준비하기 위한 설문입니다. 약 5분 정도 소요됩니다.',
    divCd: SURVEY_DIV.sales,
    pstnTyp: '',
    period: [-5, 10],
    questions: [
      {
        type: 'SQT01', titl: '현재 가장 집중하고 있는 영업 활동은 무엇입니까?', essn: 'Y',
        options: ['신규 고객 발굴', '기존 고객 관리', '진단 서비스 상담', '재계약 관리'], other: ['지역 행사 참여', '센터 방문 상담 지원'],
      },
      {
        type: 'SQT02', titl: '영업역량 향상을 위해 필요한 지원을 모두 선택해 주세요.', essn: 'N',
        options: ['상품 교육', '상담 화법 교육', '디지털 도구 활용 교육', '선배 동행 코칭'], other: ['고객 관리 앱 사용법 안내', '지역별 우수 사례 공유'],
      },
      scale('나는 고객 상담을 자신 있게 진행한다.', 'N'),
      { type: 'SQT04', titl: '영업 활동에서 중요하다고 생각하는 순서대로 순위를 매겨 주세요.', essn: 'Y', options: ['고객 신뢰', '상품 지식', '꾸준한 방문', '조직 협업'] },
      { type: 'SQT05', titl: '올해 본인의 영업 목표를 한 문장으로 적어 주세요.', essn: 'Y', samples: ['신규 고객 월 5명 발굴', '진단 서비스 상담 두 배로 늘리기', '재계약률 90% 달성'] },
      {
        type: 'SQT06', titl: '영업역량 강화를 위해 회사에 바라는 점을 자유롭게 적어 주세요.', essn: 'N',
        samples: ['신상품 교육 자료를 미리 받아 볼 수 있으면 좋겠습니다.', '동행 코칭 기회가 더 많아지기를 바랍니다. 특히 신규 고객 상담 때 도움이 필요합니다.'],
      },
    ],
  },
  {
    no: 2,
    titl: () => '전문교육 만족도 조사',
    expi: '이번 분기 전문교육 과정에 대한 만족도를 조사합니다. 다음 교육 과정 개선에 반영하겠습니다.',
    divCd: SURVEY_DIV.professional,
    pstnTyp: 'COG03,COG04,COG05',
    period: [-3, 20],
    questions: [
      scale('전문교육 과정에 전반적으로 만족한다.', 'Y'),
      { type: 'SQT01', titl: '가장 도움이 된 과정은 무엇입니까?', essn: 'Y', options: ['진단 서비스 활용법', '상담 화법 기초', '북클럽 멤버십 소개', '스마트올 활용 교육'] },
      { type: 'SQT06', titl: '교육 과정에 대한 의견을 적어 주세요.', essn: 'N', samples: ['실습 시간이 조금 더 길었으면 합니다.', '사례 중심이라 현장에 바로 적용할 수 있었습니다.'] },
    ],
  },
  {
    no: 3,
    titl: () => '육성 프로그램 의견 수렴',
    expi: '신입 에듀플래너 육성 프로그램 개편을 위해 의견을 듣고자 합니다.',
    divCd: SURVEY_DIV.nurturing,
    pstnTyp: '',
    period: [-40, -20],
    questions: [
      { type: 'SQT01', titl: '육성 프로그램의 적정 기간은 얼마라고 생각하십니까?', essn: 'Y', options: ['1개월', '3개월', '6개월'] },
      { type: 'SQT02', titl: '육성 프로그램에 추가되었으면 하는 내용을 모두 선택해 주세요.', essn: 'N', options: ['현장 동행', '상품 실습', '고객 응대 역할극', '멘토링'] },
      { type: 'SQT05', titl: '육성 프로그램에 한마디 남겨 주세요.', essn: 'N', samples: ['멘토링이 가장 큰 도움이 되었습니다.', '동행 기회가 더 있으면 좋겠습니다.'] },
    ],
  },
  {
    no: 4,
    titl: () => 'KSS 활용도 조사',
    expi: 'KSS(고객 지원 시스템) 활용 현황을 조사합니다.',
    divCd: SURVEY_DIV.kss,
    pstnTyp: '',
    period: [-60, -45],
    questions: [
      scale('KSS를 업무에 자주 활용한다.', 'Y'),
      { type: 'SQT02', titl: 'KSS에서 주로 사용하는 기능을 모두 선택해 주세요.', essn: 'N', options: ['고객 조회', '계약 현황', '진단 결과 확인', '교재 배송 조회'] },
    ],
  },
  {
    no: 5,
    titl: (y) => `${y - 1}년 영업 지원 제도 만족도 조사`,
    expi: '지난해 운영한 영업 지원 제도에 대한 만족도를 조사합니다.',
    divCd: SURVEY_DIV.sales,
    pstnTyp: '',
    period: 'lastYear',
    questions: [
      scale('영업 지원 제도가 실적 향상에 도움이 되었다.', 'Y'),
      { type: 'SQT01', titl: '가장 만족한 지원 제도는 무엇입니까?', essn: 'Y', options: ['신규 고객 장려금', '진단 쿠폰 지원', '우수 에듀플래너 시상'] },
    ],
  },
  {
    no: 6,
    titl: () => '하반기 전문교육 수요 조사',
    expi: '하반기에 개설할 전문교육 과정의 수요를 조사합니다.',
    divCd: SURVEY_DIV.professional,
    pstnTyp: '',
    period: [5, 30],
    questions: [{ type: 'SQT02', titl: '수강하고 싶은 과정을 모두 선택해 주세요.', essn: 'Y', options: ['학부모 상담 심화', '디지털 학습 상품', '영업 리더십'] }],
  },
  {
    no: 7,
    titl: () => '지점장 리더십 설문',
    expi: '지점 운영과 조직 관리에 대한 지점장님의 의견을 듣고자 합니다.',
    divCd: SURVEY_DIV.nurturing,
    pstnTyp: 'COG01',
    period: [-2, 12],
    questions: [
      scale('지점 구성원과의 소통이 원활하다.', 'Y'),
      { type: 'SQT04', titl: '조직 관리에서 중요하게 생각하는 순서대로 순위를 매겨 주세요.', essn: 'Y', options: ['목표 관리', '구성원 육성', '고객 만족', '조직 분위기'] },
      { type: 'SQT06', titl: '지점 운영에 필요한 지원을 적어 주세요.', essn: 'N', samples: ['지국별 실적 자료를 주간 단위로 받아 보고 싶습니다.'] },
    ],
  },
];

/** Who answered which survey in every seed (the small seed's accounts); the full seed adds about half of the others to (2) and (3). */
export const SEEDED_ANSWERS: readonly { readonly no: number; readonly userid: string }[] = [
  { no: 2, userid: 'planner02' },
  // planner01 answered (2) too, so the newest running survey they have not answered is (1): the home's survey button.
  { no: 2, userid: 'planner01' },
  { no: 3, userid: 'planner01' },
  { no: 5, userid: 'planner01' },
];
