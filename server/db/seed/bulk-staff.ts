// The organisation a large seed spreads its customers over: the demo branch, plus as many generated
// branches as it takes to keep about PER_OWNER customers with each planner, master and partner, as a real
// company of that size would. A generated branch has the demo branch's shape: a head, three districts,
// two masters each, and three planners or partners under each master (24 staff with customers).
import type { Position } from '../../../src/domain/shared/roles';
import { RANK_BY_POSITION } from '../../../src/domain/shared/roles';
import type { users } from '../schema';
import { addDays, kstMidnight } from '../../lib/time';

/** Customers per owner a large seed aims at. */
export const PER_OWNER = 400;
export const OWNERS_PER_BRANCH = 24;

const MEMBERS: readonly Position[] = ['COG03', 'COG04', 'COG05', 'COG03', 'COG06', 'COG04'];

/** `count` generated branches (numbered from 1), all of their staff with the same password hash. */
export function buildBranches(today: string, count: number, passwordHash: string): (typeof users.$inferInsert)[] {
  const out: (typeof users.$inferInsert)[] = [];
  for (let b = 1; b <= count; b++) {
    const code = String(b).padStart(3, '0');
    const brncCd = `B9${code}`;
    const brncNm = `${code}지점`;
    let n = 0;
    const add = (userid: string, pos: Position, manager: string | null, cntr: number) => {
      const i = n++;
      out.push({
        userid,
        akdcde: `9${code}${String(i).padStart(3, '0')}`,
        name: `${brncNm} ${pos === 'COG01' ? '지점장' : `직원${i}`}`,
        orgnzPstn: pos,
        akdrnk: RANK_BY_POSITION[pos],
        cntrCd: `C9${code}${cntr}`,
        cntrNm: `${code}지점 ${cntr}센터`,
        brncCd,
        brncNm,
        akdmi3: `G9${code}${cntr}`,
        managerUserid: manager,
        phone: `010-9${code}-${String(1000 + i).slice(-4)}`,
        birth: '800101',
        joinDate: addDays(today, -365 - i),
        baseDate: addDays(today, -365 - i),
        startType: '00000000',
        gnrlNm: '경기본부',
        passwordHash,
        createdAt: kstMidnight(today),
        updatedAt: kstMidnight(today),
      });
    };
    const head = `g${code}.head`;
    add(head, 'COG01', null, 0);
    for (let d = 1; d <= 3; d++) {
      const district = `g${code}.d${d}`;
      add(district, 'COG02', head, d);
      for (let m = 1; m <= 2; m++) {
        const master = `g${code}.m${d}${m}`;
        add(master, 'COGA2', district, d);
        for (let p = 1; p <= 3; p++) add(`g${code}.p${d}${m}${p}`, MEMBERS[(d * 2 + m + p) % MEMBERS.length]!, master, d);
      }
    }
  }
  return out;
}
