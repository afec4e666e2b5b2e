// The full seed's organisation around the demo staff (org.ts): 강남지점 grows to about 300 staff (more
// masters under its districts and new districts of its own), and 서초지점 and 송파지점 get about 300 each,
// all under 서울본부. Generated staff have no customers; they share one password hash (index.ts).
import { buildStaff, DEMO_DIVISION, type StaffSeed } from './org';
import { type Centre, generatedBranch, growBranch } from './org-generate';

export type { Centre } from './org-generate';

const centre = (cntrCd: string, cntrNm: string, akdmi3: string): Centre => ({ cntrCd, cntrNm, akdmi3 });

/** The branches of the full seed besides the demo staff's own. */
const SEOCHO = {
  key: 'sc',
  brncCd: 'B1200',
  brncNm: '서초지점',
  gnrlNm: DEMO_DIVISION,
  codeBase: 10_250_000,
  centres: [centre('C1201', '서초센터', 'SC11'), centre('C1202', '반포센터', 'SC12'), centre('C1203', '방배센터', 'SC13'), centre('C1204', '양재센터', 'SC14'), centre('C1205', '잠원센터', 'SC15')],
} as const;
const SONGPA = {
  key: 'sp',
  brncCd: 'B1300',
  brncNm: '송파지점',
  gnrlNm: DEMO_DIVISION,
  codeBase: 10_260_000,
  centres: [centre('C1301', '잠실센터', 'SP11'), centre('C1302', '문정센터', 'SP12'), centre('C1303', '가락센터', 'SP13'), centre('C1304', '방이센터', 'SP14'), centre('C1305', '위례센터', 'SP15')],
} as const;
/** 강남지점's new districts (the demo's three are 역삼, 대치 and 분당). */
const GANGNAM_NEW = [centre('C1104', '삼성센터', 'GN14'), centre('C1105', '논현센터', 'GN15'), centre('C1106', '도곡센터', 'GN16')];

/** `npm run seed -- --staff N`: one more branch of about N staff, for the organisation benchmarks. */
export const BENCH_BRANCH = {
  key: 'sw',
  brncCd: 'B2100',
  brncNm: '수원지점',
  gnrlNm: '경기본부',
  codeBase: 10_300_000,
  centres: Array.from({ length: 40 }, (_, i) => centre(`C21${String(i + 1).padStart(2, '0')}`, `수원${i + 1}센터`, `SW${String(i + 1).padStart(2, '0')}`)),
} as const;

/** Staff per branch the full seed aims at. */
export const BRANCH_SIZE = 300;

export interface Organisation {
  /** The demo staff of the seed size (customers, schedules and the rest of the demo data are theirs). */
  readonly demo: StaffSeed[];
  /** Everyone: the demo staff, then the generated staff (the 'full' seed's branches, the bench branch). */
  readonly all: StaffSeed[];
}

/** The organisation of a seed: 'small' the demo's ten, 'full' three branches; `benchStaff` adds a branch of that size. */
export function buildOrganisation(today: string, size: 'full' | 'small', benchStaff?: number): Organisation {
  const demoAll = buildStaff(today);
  const demo = size === 'full' ? demoAll : demoAll.filter((s) => s.small);
  const generated: StaffSeed[] = [];
  if (size === 'full') {
    const head = demoAll.find((s) => s.managerUserid === null)!;
    const districts = demoAll.filter((s) => s.orgnzPstn === 'COG02');
    generated.push(
      ...growBranch(today, { key: 'gn', codeBase: 10_240_000, head, districts, newCentres: GANGNAM_NEW, target: BRANCH_SIZE - demoAll.length }),
      ...generatedBranch(today, SEOCHO, BRANCH_SIZE),
      ...generatedBranch(today, SONGPA, BRANCH_SIZE),
    );
  }
  if (benchStaff !== undefined && benchStaff > 0) generated.push(...generatedBranch(today, BENCH_BRANCH, benchStaff));
  return { demo, all: [...demo, ...generated] };
}
