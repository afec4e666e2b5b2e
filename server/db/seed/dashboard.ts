// Seed rows of the dashboard's tables: two meeting-room beacons per centre, a business-card token
// per staff member (from the seed's prng: deterministic, fine for demo data only) and planner02's
// own card order, so one demo account shows a user-specific card list.
import type { beacons, businessCards, dashboardCards } from '../schema';
import type { StaffSeed } from './org';
import { rng } from './prng';

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

export function buildCardTokens(staff: readonly StaffSeed[]): (typeof businessCards.$inferInsert)[] {
  return staff.map((s) => {
    const r = rng(`card-token:${s.userid}`);
    const bytes = Buffer.from(Array.from({ length: 24 }, () => r.int(0, 255)));
    return { userid: s.userid, token: bytes.toString('base64url') };
  });
}

/** planner02: notices first, then performance, schedule, shortcuts; courses hidden. */
export function buildCardSettings(staff: readonly StaffSeed[]): (typeof dashboardCards.$inferInsert)[] {
  if (!staff.some((s) => s.userid === 'planner02')) return [];
  const shown = ['HCD05', 'HCD02', 'HCD03', 'HCD06'].map((cardCd, i) => ({ userid: 'planner02', cardCd, expoSqnc: i + 1, expoYn: 'Y' as const }));
  return [...shown, { userid: 'planner02', cardCd: 'HCD04', expoSqnc: 5, expoYn: 'N' as const }];
}
