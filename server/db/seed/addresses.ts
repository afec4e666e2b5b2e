// The demo address table (the address search without a road-address API key, D50): about 4,000 plausible
// addresses on real roads of real districts across Korea, with their legal dongs, building numbers, lot
// numbers, building names and five-digit postal codes in each region's range. Invented buildings and lot
// numbers: only the roads and districts are real. The same rows every time (their own random stream).
import type { addresses } from '../schema';
import { rng, type Rng } from './prng';

type Row = typeof addresses.$inferInsert;

interface Road {
  readonly name: string;
  /** The legal dongs along it, in order of building number. */
  readonly dongs: readonly string[];
  /** The highest building number. */
  readonly to: number;
}

interface District {
  readonly sido: string;
  /** '' for Sejong, which has no district level. */
  readonly sigungu: string;
  /** The first postal code of the district's range; its roads take codes from here. */
  readonly zip: number;
  readonly roads: readonly Road[];
}

const r = (name: string, to: number, ...dongs: string[]): Road => ({ name, to, dongs });

export const DISTRICTS: readonly District[] = [
  { sido: '서울특별시', sigungu: '강남구', zip: 6000, roads: [r('테헤란로', 520, '역삼동', '삼성동'), r('강남대로', 660, '역삼동', '논현동', '신사동'), r('도산대로', 560, '신사동', '논현동', '청담동'), r('봉은사로', 640, '논현동', '삼성동'), r('선릉로', 820, '대치동', '역삼동', '논현동'), r('압구정로', 460, '신사동', '압구정동', '청담동')] },
  { sido: '서울특별시', sigungu: '서초구', zip: 6500, roads: [r('반포대로', 300, '서초동', '반포동'), r('서초대로', 420, '방배동', '서초동'), r('방배로', 300, '방배동'), r('사평대로', 360, '방배동', '반포동'), r('강남대로', 500, '양재동', '서초동')] },
  { sido: '서울특별시', sigungu: '송파구', zip: 5500, roads: [r('올림픽로', 450, '잠실동', '신천동'), r('송파대로', 570, '문정동', '가락동', '석촌동'), r('백제고분로', 510, '잠실동', '석촌동', '송파동'), r('위례성대로', 200, '방이동', '오금동')] },
  { sido: '서울특별시', sigungu: '마포구', zip: 3900, roads: [r('월드컵로', 400, '합정동', '망원동', '성산동'), r('양화로', 200, '서교동', '동교동'), r('마포대로', 250, '도화동', '공덕동', '아현동'), r('독막로', 330, '합정동', '상수동', '대흥동')] },
  { sido: '서울특별시', sigungu: '종로구', zip: 3000, roads: [r('종로', 400, '종로1가', '종로2가', '종로3가', '종로5가'), r('율곡로', 200, '안국동', '원서동'), r('자하문로', 300, '통인동', '효자동', '청운동'), r('삼일대로', 480, '관철동', '낙원동')] },
  { sido: '서울특별시', sigungu: '영등포구', zip: 7200, roads: [r('여의대로', 130, '여의도동'), r('국제금융로', 120, '여의도동'), r('영등포로', 400, '영등포동', '당산동')] },
  { sido: '서울특별시', sigungu: '노원구', zip: 1600, roads: [r('동일로', 1700, '공릉동', '중계동', '상계동'), r('노원로', 560, '하계동', '중계동'), r('한글비석로', 480, '하계동', '중계동')] },
  { sido: '서울특별시', sigungu: '강서구', zip: 7500, roads: [r('공항대로', 600, '마곡동', '등촌동', '염창동'), r('화곡로', 420, '화곡동')] },
  { sido: '부산광역시', sigungu: '해운대구', zip: 48000, roads: [r('해운대로', 1000, '우동', '중동', '좌동'), r('센텀중앙로', 200, '재송동', '우동'), r('달맞이길', 200, '중동')] },
  { sido: '부산광역시', sigungu: '부산진구', zip: 47100, roads: [r('중앙대로', 800, '범천동', '부전동'), r('서면로', 80, '부전동'), r('가야대로', 800, '가야동', '부전동')] },
  { sido: '대구광역시', sigungu: '수성구', zip: 42000, roads: [r('달구벌대로', 2600, '범어동', '만촌동'), r('동대구로', 400, '황금동', '범어동'), r('들안로', 400, '수성동', '황금동')] },
  { sido: '인천광역시', sigungu: '연수구', zip: 21900, roads: [r('컨벤시아대로', 300, '송도동'), r('송도과학로', 100, '송도동'), r('인천타워대로', 300, '송도동')] },
  { sido: '광주광역시', sigungu: '서구', zip: 61900, roads: [r('상무중앙로', 120, '치평동'), r('운천로', 300, '쌍촌동', '치평동')] },
  { sido: '대전광역시', sigungu: '유성구', zip: 34000, roads: [r('대학로', 300, '궁동', '봉명동'), r('유성대로', 800, '봉명동', '구암동'), r('엑스포로', 500, '도룡동')] },
  { sido: '울산광역시', sigungu: '남구', zip: 44600, roads: [r('삼산로', 300, '삼산동', '달동'), r('번영로', 200, '달동', '신정동')] },
  { sido: '세종특별자치시', sigungu: '', zip: 30100, roads: [r('한누리대로', 400, '나성동', '어진동'), r('도움6로', 50, '어진동')] },
  { sido: '경기도', sigungu: '성남시 분당구', zip: 13400, roads: [r('판교역로', 240, '백현동', '삼평동'), r('불정로', 400, '정자동'), r('황새울로', 360, '수내동', '서현동'), r('분당로', 200, '서현동', '수내동')] },
  { sido: '경기도', sigungu: '수원시 영통구', zip: 16400, roads: [r('광교중앙로', 300, '하동', '이의동'), r('영통로', 500, '망포동', '영통동'), r('매영로', 400, '원천동', '영통동')] },
  { sido: '경기도', sigungu: '고양시 일산동구', zip: 10300, roads: [r('중앙로', 1300, '장항동', '마두동', '백석동'), r('일산로', 400, '백석동', '마두동')] },
  { sido: '경기도', sigungu: '용인시 수지구', zip: 16800, roads: [r('포은대로', 550, '죽전동', '풍덕천동'), r('수지로', 300, '풍덕천동', '상현동')] },
  { sido: '강원특별자치도', sigungu: '춘천시', zip: 24200, roads: [r('중앙로', 200, '중앙로1가', '옥천동'), r('공지로', 300, '효자동', '석사동')] },
  { sido: '충청북도', sigungu: '청주시 상당구', zip: 28700, roads: [r('상당로', 300, '북문로1가', '남문로2가')] },
  { sido: '충청남도', sigungu: '천안시 서북구', zip: 31000, roads: [r('불당대로', 300, '불당동')] },
  { sido: '전북특별자치도', sigungu: '전주시 완산구', zip: 54900, roads: [r('팔달로', 300, '중앙동', '경원동')] },
  { sido: '경상북도', sigungu: '포항시 남구', zip: 37600, roads: [r('희망대로', 800, '대잠동', '이동')] },
  { sido: '경상남도', sigungu: '창원시 성산구', zip: 51400, roads: [r('중앙대로', 300, '용호동', '중앙동'), r('원이대로', 800, '중앙동', '상남동')] },
  { sido: '제주특별자치도', sigungu: '제주시', zip: 63000, roads: [r('연삼로', 500, '오라이동', '이도이동'), r('중앙로', 300, '삼도이동', '이도일동'), r('노형로', 400, '연동', '노형동')] },
];

const APARTMENTS = ['래미안', '자이', '힐스테이트', '푸르지오', '아이파크', '롯데캐슬', 'e편한세상', '더샵', 'SK뷰', '센트레빌'];
const OFFICE_SUFFIXES = ['빌딩', '타워', '프라자', '오피스텔', '센터'];
const OFFICE_PREFIXES = ['한빛', '대성', '미래', '신한', '동원', '현대', '삼호', '청솔', '우정', '세진', '하나', '중앙'];

/** '역삼동' → '역삼'; '종로1가' stays. */
const stem = (dong: string) => (dong.endsWith('동') && dong.length > 2 ? dong.slice(0, -1) : dong);

type Kind = 'apartment' | 'office' | 'public' | 'none';

function buildingName(g: Rng, kind: Kind, road: Road, dong: string, n: number): string {
  switch (kind) {
    case 'apartment':
      return `${g.pick(APARTMENTS)} ${stem(dong)}${g.chance(0.4) ? ` ${g.int(1, 3)}차` : ''}`;
    case 'office':
      return `${g.chance(0.5) ? road.name.replace(/(대로|로|길)$/, '') : g.pick(OFFICE_PREFIXES)}${g.pick(OFFICE_SUFFIXES)}${n > 300 && g.chance(0.3) ? ` ${g.int(2, 5)}관` : ''}`;
    case 'public':
      return g.pick([`${stem(dong)}초등학교`, `${dong} 행정복지센터`, `${stem(dong)}우체국`, `${stem(dong)}도서관`]);
    case 'none':
      return '';
  }
}

/** Every address of the demo table, ordered by region, road and building number, numbered from 1. */
export function buildAddresses(): Row[] {
  const g = rng('addresses');
  const rows: Row[] = [];
  for (const d of DISTRICTS) {
    const place = [d.sido, d.sigungu].filter(Boolean).join(' ');
    d.roads.forEach((road, ri) => {
      // About 50 buildings a road, whatever its length: a step of a few numbers, odd and even sides alike.
      const step = Math.max(2, Math.round(road.to / 55));
      const lots = road.dongs.map(() => g.int(10, 900));
      for (let n = g.int(1, step); n <= road.to; n += g.int(1, step * 2 - 1)) {
        const di = Math.min(road.dongs.length - 1, Math.floor(((n - 1) / road.to) * road.dongs.length));
        const dong = road.dongs[di]!;
        const sub = g.chance(0.12) ? g.int(1, 9) : 0;
        const kind: Kind = g.pick(['apartment', 'apartment', 'office', 'office', 'public', 'none', 'none', 'none']);
        const bdNm = buildingName(g, kind, road, dong, n);
        lots[di]! += g.int(1, 12);
        const lot = `${lots[di]}${g.chance(0.3) ? `-${g.int(1, 30)}` : ''}`;
        const number = sub ? `${n}-${sub}` : String(n);
        // The reference part names the dong, and the building when it is a block of flats (as the road-address service does).
        const reference = kind === 'apartment' ? `${dong}, ${bdNm}` : dong;
        const zip = d.zip + ri * 40 + Math.floor((n / (road.to + 1)) * 40);
        rows.push({
          id: rows.length + 1,
          roadAddr: `${place} ${road.name} ${number} (${reference})`,
          jibunAddr: `${place} ${dong} ${lot}${bdNm ? ` ${bdNm}` : ''}`,
          zipNo: String(zip).padStart(5, '0'),
          bdNm,
        });
      }
    });
  }
  return rows;
}
