// Generated staff for the seed's larger organisation: a branch of a given size (head, districts of about
// sixty, masters with teams of planners and partners), or more of an existing branch around its head and
// districts. Deterministic per branch key; names from korean.ts; service years, births and reinstatements
// varied as in a real branch. Nobody here owns customers.
import type { Position } from '../../../src/domain/shared/roles';
import { RANK_BY_POSITION } from '../../../src/domain/shared/roles';
import { addDays, monthStart } from '../../lib/time';
import { personName } from './korean';
import { NEW_MEMBER, reinstate, type StaffSeed } from './org';
import { type Rng, rng } from './prng';

export interface Centre {
  readonly cntrCd: string;
  readonly cntrNm: string;
  readonly akdmi3: string;
}

export interface BranchSpec {
  /** Userid prefix and random stream of the branch. */
  readonly key: string;
  readonly brncCd: string;
  readonly brncNm: string;
  readonly gnrlNm: string;
  /** Employee codes count up from here. */
  readonly codeBase: number;
  /** Its districts' centres, in order; more are named after the branch when a large branch needs them. */
  readonly centres: readonly Centre[];
}

/** Staff a district aims at (its head, masters and their teams). */
const DISTRICT_SIZE = 60;
/** Members per master, on average. */
const TEAM_SIZE = 9;
const MEMBER_POSITIONS: readonly Position[] = ['COG03', 'COG03', 'COG03', 'COG04', 'COG04', 'COG05', 'COG05', 'COG06', 'COG06', 'COG06'];

interface Ctx {
  readonly today: string;
  readonly r: Rng;
  readonly key: string;
  readonly codeBase: number;
  readonly branch: { brncCd: string; brncNm: string; gnrlNm: string };
  readonly out: StaffSeed[];
  serial: number;
}

/** A new branch of about `size` staff. */
export function generatedBranch(today: string, spec: BranchSpec, size: number): StaffSeed[] {
  const c = ctx(today, spec.key, spec.codeBase, spec);
  const head = person(c, `${spec.key}.head`, 'COG01', null, { cntrCd: `${spec.brncCd.replace('B', 'C')}`, cntrNm: spec.brncNm, akdmi3: `${spec.key.toUpperCase()}10` });
  const districts = Math.max(1, Math.round((size - 1) / DISTRICT_SIZE));
  const rest = size - 1;
  for (let d = 0; d < districts; d++) {
    const share = Math.floor(rest / districts) + (d < rest % districts ? 1 : 0);
    const where = spec.centres[d] ?? { cntrCd: `${spec.brncCd.replace('B', 'C')}${d + 1}`, cntrNm: `${spec.brncNm.slice(0, -2)}${d + 1}센터`, akdmi3: `${spec.key.toUpperCase()}${d + 11}` };
    const lead = person(c, `${spec.key}.d${pad(d + 1, 2)}`, 'COG02', head, where);
    teams(c, lead, where, share - 1);
  }
  return c.out;
}

export interface GrowSpec {
  readonly key: string;
  readonly codeBase: number;
  /** The branch's head and districts as they are. */
  readonly head: StaffSeed;
  readonly districts: readonly StaffSeed[];
  /** Centres of the new districts. */
  readonly newCentres: readonly Centre[];
  /** How many staff to add. */
  readonly target: number;
}

/** Two more teams under each existing district, then new districts under the head with the rest. */
export function growBranch(today: string, g: GrowSpec): StaffSeed[] {
  const c = ctx(today, g.key, g.codeBase, g.head);
  const perTeam = TEAM_SIZE + 1;
  for (const lead of g.districts) teams(c, lead, lead, Math.min(2 * perTeam, g.target - c.out.length));
  const left = g.target - c.out.length;
  g.newCentres.forEach((where, d) => {
    const share = Math.floor(left / g.newCentres.length) + (d < left % g.newCentres.length ? 1 : 0);
    if (share <= 0) return;
    const lead = person(c, `${g.key}.d${pad(d + 1, 2)}`, 'COG02', g.head, where);
    teams(c, lead, where, share - 1);
  });
  return c.out;
}

function ctx(today: string, key: string, codeBase: number, branch: { brncCd: string; brncNm: string; gnrlNm: string }): Ctx {
  return { today, r: rng(`org:${key}`), key, codeBase, branch: { brncCd: branch.brncCd, brncNm: branch.brncNm, gnrlNm: branch.gnrlNm }, out: [], serial: 0 };
}

/** Masters with their teams under `lead`, `count` staff in all (masters included). */
function teams(c: Ctx, lead: StaffSeed, where: Centre, count: number): void {
  const masters = Math.max(1, Math.round(count / (TEAM_SIZE + 1)));
  let left = count;
  for (let m = 0; m < masters && left > 0; m++) {
    const master = person(c, `${c.key}.m${pad(c.serial, 4)}`, 'COGA2', lead, where);
    left--;
    const even = Math.ceil(left / (masters - m));
    const members = m === masters - 1 ? left : Math.min(left, Math.max(0, even + c.r.int(-2, 2)));
    for (let p = 0; p < members; p++) {
      const pos = c.r.pick(MEMBER_POSITIONS);
      person(c, `${c.key}.${pos === 'COG06' ? 'pt' : 'p'}${pad(c.serial, 4)}`, pos, master, where);
    }
    left -= members;
  }
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function person(c: Ctx, userid: string, pos: Position, manager: StaffSeed | null, where: Centre): StaffSeed {
  const { r, today } = c;
  const i = c.serial++;
  const gender = r.chance(pos === 'COG01' || pos === 'COG02' ? 0.6 : 0.8) ? 'F' : 'M';
  const age = pos === 'COG01' ? r.int(45, 58) : pos === 'COG02' ? r.int(40, 55) : pos === 'COGA2' ? r.int(35, 56) : r.int(25, 58);
  // Months of service: leaders for years; members mostly recent, some for many years.
  const months = pos === 'COG01' ? r.int(80, 240) : pos === 'COG02' ? r.int(60, 200) : pos === 'COGA2' ? r.int(36, 150) : Math.floor(r.next() ** 1.6 * 84);
  const birthYear = Number(today.slice(0, 4)) - age;
  const mmdd = `${pad(r.int(1, 12), 2)}${pad(r.int(1, 28), 2)}`;
  const joinDate = addDays(today, -(months * 30 + r.int(0, 29)));
  const code = String(c.codeBase + i * 3 + r.int(0, 2));
  const staff: StaffSeed = {
    userid,
    akdcde: code,
    name: personName(r, gender),
    orgnzPstn: pos,
    akdrnk: RANK_BY_POSITION[pos],
    cntrCd: where.cntrCd,
    cntrNm: where.cntrNm,
    ...c.branch,
    akdmi3: where.akdmi3,
    managerUserid: manager?.userid ?? null,
    phone: `010-${r.int(2000, 9999)}-${r.digits(4)}`,
    // Most HR records keep yymmdd; some the full yyyymmdd (the detail reads both).
    birth: r.chance(0.1) ? `${birthYear}${mmdd}` : `${pad(birthYear % 100, 2)}${mmdd}`,
    joinDate,
    baseDate: joinDate,
    startType: NEW_MEMBER,
    photoUrl: r.chance(0.04) ? `https://img.eduplanner.example/staff/${code}.jpg` : null,
    small: false,
  };
  // About one in twelve below the district heads came back after a break, some of them this month.
  const back = pos !== 'COG01' && pos !== 'COG02' && r.chance(1 / 12);
  const returned = back ? minDay(addDays(monthStart(today, -r.int(0, 30)), r.int(0, 27)), today) : null;
  const out = returned ? reinstate(staff, returned) : staff;
  c.out.push(out);
  return out;
}

const minDay = (a: string, b: string) => (a < b ? a : b);
