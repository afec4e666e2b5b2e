// Seed rows of the dashboard's tables: two meeting-room beacons per centre, a business-card token
// per staff member (random: the card page needs no session) and planner02's own card order, so one
// demo account shows a user-specific card list.
import { randomBytes } from 'node:crypto';
import type { beacons, businessCards, dashboardCards } from '../schema';
import type { StaffSeed } from './org';

/** The branch's own centre and the three district centres (org.ts). */
const CENTRES: readonly [string, string][] = [
  ['C1100', '강남지점'],
  ['C1101', '역삼센터'],
  ['C1102', '대치센터'],
  ['C1103', '분당센터'],
];

export function buildBeacons(): (typeof beacons.$inferInsert)[] {
  return CENTRES.flatMap(([cntrCd, name], i) =>
    ['조회실', '교육장'].map((room, j) => ({
      macAddress: `D0:39:72:A1:${(0x10 + i).toString(16).toUpperCase()}:${String(j + 1).padStart(2, '0')}`,
      cntrCd,
      placeNm: `${name} ${room}`,
      active: true,
    })),
  );
}

/**
 * The public card pages' tokens: random (CSPRNG) even in demo data, like cardTokenOf's, since the page
 * needs no session; the seed is deterministic in everything but these (docs/security.md).
 */
export function buildCardTokens(staff: readonly StaffSeed[]): (typeof businessCards.$inferInsert)[] {
  return staff.map((s) => ({ userid: s.userid, token: randomBytes(24).toString('base64url') }));
}

/** planner02: notices first, then performance, schedule, shortcuts; courses hidden. */
export function buildCardSettings(staff: readonly StaffSeed[]): (typeof dashboardCards.$inferInsert)[] {
  if (!staff.some((s) => s.userid === 'planner02')) return [];
  const shown = ['HCD05', 'HCD02', 'HCD03', 'HCD06'].map((cardCd, i) => ({ userid: 'planner02', cardCd, expoSqnc: i + 1, expoYn: 'Y' as const }));
  return [...shown, { userid: 'planner02', cardCd: 'HCD04', expoSqnc: 5, expoYn: 'N' as const }];
}
