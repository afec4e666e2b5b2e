// The demo staff: 강남지점's head, three districts, masters, planners and partners, 29 staff in all (the
// full seed grows the organisation around them: org-branches.ts); 'small' keeps the seven demo accounts
// and three others from another district. planner03 is a reinstated member (복직, back this month).
import type { Position } from '../../../src/domain/shared/roles';
import { RANK_BY_POSITION } from '../../../src/domain/shared/roles';
import { addDays, monthStart } from '../../lib/time';
import { personName } from './korean';
import { rng } from './prng';

export const DEMO_PASSWORD = 'demo1234';

/** The accounts the README and e2e tests use, one per position. */
export const DEMO_ACCOUNTS: readonly { userid: string; position: Position }[] = [
  { userid: 'branch01', position: 'COG01' },
  { userid: 'district01', position: 'COG02' },
  { userid: 'master01', position: 'COGA2' },
  { userid: 'planner01', position: 'COG03' },
  { userid: 'planner02', position: 'COG04' },
  { userid: 'planner03', position: 'COG05' },
  { userid: 'partner01', position: 'COG06' },
];

export interface StaffSeed {
  readonly userid: string;
  readonly akdcde: string;
  readonly name: string;
  readonly orgnzPstn: Position;
  readonly akdrnk: number;
  readonly cntrCd: string;
  readonly cntrNm: string;
  readonly brncCd: string;
  readonly brncNm: string;
  readonly akdmi3: string;
  readonly managerUserid: string | null;
  readonly phone: string;
  readonly birth: string;
  /** akden: the first work registration. */
  readonly joinDate: string;
  /** akdje: where 차월 counts from, the return date of a reinstated member, else joinDate. */
  readonly baseDate: string;
  /** akdst: '00000000' for a new member, the return date yyyymmdd of a reinstated one. */
  readonly startType: string;
  /** gnrlName: the division the branch belongs to. */
  readonly gnrlNm: string;
  /** Photo address; null for the default avatar (most staff). */
  readonly photoUrl: string | null;
  /** Kept by the 'small' seed. */
  readonly small: boolean;
}

export const NEW_MEMBER = '00000000';
export const DEMO_DIVISION = '서울본부';
const BRANCH = { brncCd: 'B1100', brncNm: '강남지점' };
/** Demo staff who came back after leaving: their 차월 counts from the first day of the seed month. */
const REINSTATED = new Set(['planner03']);
const DISTRICTS = [
  { head: 'district01', cntrCd: 'C1101', cntrNm: '역삼센터', akdmi3: 'GN11' },
  { head: 'district02', cntrCd: 'C1102', cntrNm: '대치센터', akdmi3: 'GN12' },
  { head: 'district03', cntrCd: 'C1103', cntrNm: '분당센터', akdmi3: 'GN13' },
];

/** [userid, position, manager] in hierarchy order (a manager before its members). */
const TREE: readonly [string, Position, string | null][] = [
  ['branch01', 'COG01', null],
  ['district01', 'COG02', 'branch01'],
  ['district02', 'COG02', 'branch01'],
  ['district03', 'COG02', 'branch01'],
  ['master01', 'COGA2', 'district01'],
  ['master02', 'COGA2', 'district01'],
  ['master03', 'COGA2', 'district02'],
  ['master04', 'COGA2', 'district02'],
  ['master05', 'COGA2', 'district03'],
  ['master06', 'COGA2', 'district03'],
  ['planner01', 'COG03', 'master01'],
  ['planner02', 'COG04', 'master01'],
  ['planner03', 'COG05', 'master01'],
  ['partner01', 'COG06', 'master01'],
  ['planner04', 'COG03', 'master01'],
  ['planner05', 'COG04', 'master02'],
  ['planner06', 'COG05', 'master02'],
  ['partner02', 'COG06', 'master02'],
  ['planner07', 'COG03', 'master03'],
  ['planner08', 'COG04', 'master03'],
  ['partner03', 'COG06', 'master03'],
  ['planner09', 'COG03', 'master04'],
  ['planner10', 'COG05', 'master04'],
  ['partner04', 'COG06', 'master04'],
  ['planner11', 'COG03', 'master05'],
  ['planner12', 'COG04', 'master05'],
  ['partner05', 'COG06', 'master05'],
  ['planner13', 'COG04', 'master06'],
  ['planner14', 'COG05', 'master06'],
];

const SMALL_EXTRA = new Set(['district02', 'master03', 'planner07']);

/** Staff with their own customers (the spec's planners, masters and partners). */
export const hasCustomers = (p: Position): boolean => p !== 'COG01' && p !== 'COG02';

export function buildStaff(today: string): StaffSeed[] {
  const r = rng('staff');
  const byId = new Map<string, StaffSeed>();
  TREE.forEach(([userid, pos, manager], i) => {
    const district = pos === 'COG01' ? null : districtOf(userid, manager, byId);
    const gender = r.chance(0.75) ? 'F' : 'M';
    const age = pos === 'COG01' ? r.int(45, 55) : pos === 'COG02' ? r.int(40, 52) : r.int(27, 55);
    const birthYear = Number(today.slice(0, 4)) - age;
    // Months of service (차월): leaders long-serving, planners from their first month to five years.
    const months = pos === 'COG01' || pos === 'COG02' ? r.int(60, 180) : pos === 'COGA2' ? r.int(36, 120) : r.int(0, 60);
    const staff: StaffSeed = {
      userid,
      akdcde: String(10230000 + i * 37 + r.int(0, 30)),
      name: personName(r, gender),
      orgnzPstn: pos,
      akdrnk: RANK_BY_POSITION[pos],
      cntrCd: district?.cntrCd ?? 'C1100',
      cntrNm: district?.cntrNm ?? BRANCH.brncNm,
      ...BRANCH,
      akdmi3: district?.akdmi3 ?? 'GN10',
      managerUserid: manager,
      phone: `010-${r.int(2000, 9999)}-${r.digits(4)}`,
      birth: `${String(birthYear % 100).padStart(2, '0')}${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(1, 28)).padStart(2, '0')}`,
      joinDate: addDays(today, -(months * 30 + r.int(0, 29))),
      baseDate: '',
      startType: NEW_MEMBER,
      gnrlNm: DEMO_DIVISION,
      photoUrl: null,
      small: DEMO_ACCOUNTS.some((d) => d.userid === userid) || SMALL_EXTRA.has(userid),
    };
    byId.set(userid, REINSTATED.has(userid) ? reinstate(staff, monthStart(today)) : { ...staff, baseDate: staff.joinDate });
  });
  return [...byId.values()];
}

/**
 * A member back from a break on `returned`: 차월 counts from then, and the first registration lies
 * one to five years before it (its own random stream, so the other fields stay as they were drawn).
 */
export function reinstate(s: StaffSeed, returned: string): StaffSeed {
  const joinDate = s.joinDate < addDays(returned, -365) ? s.joinDate : addDays(returned, -rng(`reinstated:${s.userid}`).int(400, 1800));
  return { ...s, joinDate, baseDate: returned, startType: returned.replace(/-/g, '') };
}

function districtOf(userid: string, manager: string | null, byId: Map<string, StaffSeed>) {
  const own = DISTRICTS.find((d) => d.head === userid);
  if (own) return own;
  const m = manager ? byId.get(manager) : undefined;
  return DISTRICTS.find((d) => d.cntrCd === m?.cntrCd) ?? null;
}
